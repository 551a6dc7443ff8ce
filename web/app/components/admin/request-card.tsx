// One booking request's card in Admin › Pemesanan (issue 38, issue 52): its code, status, item
// and dates, the guest with the reply in their language, the note, the moves its status allows
// ("Selesai" asks first: CompleteDialog), "Urungkan" while the last move may be undone, the
// review request of a completed stay and the status history. The route's action answers the
// forms posted here (intents: the moves, UNDO, ASK_REVIEW).
import { Form, Link, useActionData, useNavigation } from '@remix-run/react';
import {
  BOOKING_REQUEST,
  CONTENT_TYPES,
  MAX_REASON,
  REQUEST_STATUS_LABELS,
  REQUEST_TYPES,
  REQUEST_UNDO_MINUTES,
  REVIEW,
  REVIEW_STATUS_LABELS,
  addDays,
  formatClock,
  formatDateTime,
  formatDateWithDay,
  formatRupiah,
  groupRupiah,
  replyMessage,
  requestLines,
  undoDeadline,
  whatsappLink,
  type BookingRequest,
  type ListedRequest,
  type RequestMove,
  type RequestStatus,
} from '@desa/contract';
import { CheckIcon, RestoreIcon, StarIcon, WhatsAppIcon } from '~/components/icons';
import { cn } from '~/lib/cn';
import { modalHref, useModal } from '~/lib/modal-url';
import { CopyButton, SubmitButton, buttonClass } from './buttons';
import { ConfirmDialog } from './confirm-dialog';
import { rupiahInputProps } from './fields';
import { Card } from './page-parts';
import { RequestPayments } from './request-payments';

/** The action's answer to "Minta ulasan". */
type ReviewLinkAnswer = { reviewLink?: { code: string; whatsapp: string | null; absoluteUrl: string } };

export const TYPE_LABELS = Object.fromEntries(REQUEST_TYPES.map((type) => [type, CONTENT_TYPES[type].admin.label]));

/** "Minta ulasan": the guest's review link and the WhatsApp chat that sends it, shown on the request's card. */
export const ASK_REVIEW = 'review-link';
/** "Urungkan": the request's last move taken back. */
export const UNDO = 'undo';

/** "Selesai" asks first: the stay's end, and that it can be undone. */
export function CompleteDialog({ booking, onClose }: { booking: BookingRequest; onClose: () => void }) {
  const end =
    booking.type === 'homestay' && booking.check_in && booking.nights
      ? `Tamu check-out ${formatDateWithDay(addDays(booking.check_in, booking.nights))}.`
      : booking.type === 'package'
      ? `Kunjungan ${formatDateWithDay(booking.first_day)}.`
      : `Pesanan ${formatDateWithDay(booking.first_day)}.`;
  return (
    <ConfirmDialog
      title="Tandai selesai?"
      text={`${booking.code} · ${booking.item_title}. ${end}`}
      note={`Tandai selesai setelah tamu pulang (atau pesanan diterima). Bisa diurungkan dalam ${REQUEST_UNDO_MINUTES} menit.`}
      confirm="Tandai selesai"
      intent="complete"
      id={booking.code}
      fields={{ code: booking.code }}
      icon={<CheckIcon />}
      tone="primary"
      onClose={onClose}
    />
  );
}

const TONES: Record<RequestStatus, string> = {
  baru: 'bg-amber-100 text-amber-900 dark:bg-amber-500/20 dark:text-amber-100',
  dikonfirmasi: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-500/20 dark:text-emerald-100',
  selesai: 'bg-sky-100 text-sky-900 dark:bg-sky-500/20 dark:text-sky-100',
  ditolak: 'bg-red-100 text-red-900 dark:bg-red-500/20 dark:text-red-100',
  batal: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
};

export function RequestCard({ booking, now }: { booking: ListedRequest; now: string }) {
  const reply = booking.phone ? whatsappLink(booking.phone, replyMessage(booking)) : null;
  return (
    <Card className="p-5">
      <article aria-labelledby={`pesanan-${booking.code}`} className="flex flex-col gap-3 text-sm">
        <header className="flex flex-wrap items-center gap-2">
          <h2 id={`pesanan-${booking.code}`} className="font-mono text-base font-bold tracking-wider text-slate-900 dark:text-white">
            {booking.code}
          </h2>
          <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', TONES[booking.status])}>{REQUEST_STATUS_LABELS.id[booking.status]}</span>
          <span className="text-xs text-slate-500 dark:text-slate-400">
            {TYPE_LABELS[booking.type]} · {formatDateTime(booking.created_at)}
          </span>
        </header>
        <div>
          <p className="font-semibold text-slate-900 dark:text-white">{booking.item_title}</p>
          {requestLines(booking, 'id').map((line) => (
            <p key={line} className="text-slate-700 dark:text-slate-300">
              {line}
            </p>
          ))}
          {booking.amount !== null ? <p className="font-semibold text-slate-900 dark:text-white">Nilai dikonfirmasi: {formatRupiah(booking.amount)}</p> : null}
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <p className="text-slate-900 dark:text-white">{booking.name ?? 'Data tamu sudah dihapus'}</p>
          {booking.phone ? <p className="font-mono text-slate-700 dark:text-slate-300">+{booking.phone}</p> : null}
          {reply ? (
            <a href={reply} target="_blank" rel="noopener noreferrer" className={cn(buttonClass.outline, 'py-1.5')}>
              <WhatsAppIcon className="size-4" />
              Balas di WhatsApp
            </a>
          ) : null}
        </div>
        {booking.note ? <p className="rounded-lg bg-slate-50 px-3 py-2 whitespace-pre-line text-slate-700 dark:bg-slate-800 dark:text-slate-200">{booking.note}</p> : null}
        <RequestPayments booking={booking} />
        <Moves booking={booking} />
        <UndoMove booking={booking} now={now} />
        {booking.status === 'selesai' ? <ReviewRequest booking={booking} /> : null}
        <details className="text-slate-600 dark:text-slate-400">
          <summary className="cursor-pointer py-1">Riwayat status</summary>
          <ol className="mt-1 space-y-1">
            {booking.history.map((entry) => (
              <li key={entry.at}>
                {formatDateTime(entry.at)} · {entry.by}: {entry.from ? `${REQUEST_STATUS_LABELS.id[entry.from]} → ` : ''}
                {REQUEST_STATUS_LABELS.id[entry.to]}
                {entry.reason ? ` (${entry.reason})` : ''}
                {entry.undo ? ` (${BOOKING_REQUEST.undoneMark})` : ''}
              </li>
            ))}
          </ol>
        </details>
      </article>
    </Card>
  );
}

/** Whether this request's form with this intent is being sent. */
function usePendingMove(code: string, intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state !== 'idle' && navigation.formData?.get('code') === code && navigation.formData?.get('intent') === intent;
}

const INPUT = 'min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm dark:border-slate-700 dark:bg-slate-900 dark:text-white';

/** One move of one request: a small form with its field (amount or reason), if it has one. */
function MoveForm({ booking, move, field, button, danger }: { booking: BookingRequest; move: RequestMove; field?: { name: string; label: string; value?: string }; button: string; danger?: boolean }) {
  const pending = usePendingMove(booking.code, move);
  return (
    <Form method="post" className="flex items-end gap-2">
      <input type="hidden" name="code" value={booking.code} />
      <input type="hidden" name="intent" value={move} />
      {field ? (
        <label className="flex flex-1 flex-col gap-1 text-slate-700 dark:text-slate-300">
          {field.label}
          {field.name === 'amount' ? (
            <input name={field.name} defaultValue={field.value} {...rupiahInputProps} required className={cn(INPUT, 'tabular-nums')} />
          ) : (
            <input name={field.name} defaultValue={field.value} maxLength={MAX_REASON} required className={INPUT} />
          )}
        </label>
      ) : null}
      <SubmitButton pending={pending} variant={danger ? 'dangerOutline' : 'primary'}>
        {button}
      </SubmitButton>
    </Form>
  );
}

/** "Selesai": opens the question first (`?selesai=<code>`), a link that works before the page's script has loaded. */
function CompleteLink({ code }: { code: string }) {
  const { search } = useModal();
  return (
    <div className="flex items-end">
      <Link to={modalHref(search, 'selesai', code)} state={{ modal: true }} preventScrollReset className={buttonClass.primary}>
        <CheckIcon className="size-4" />
        Selesai
      </Link>
    </div>
  );
}

/** "Urungkan": the last move taken back, while undoDeadline allows it. */
function UndoMove({ booking, now }: { booking: BookingRequest; now: string }) {
  const pending = usePendingMove(booking.code, UNDO);
  const until = undoDeadline(booking, new Date(now));
  if (!until) return null;
  const last = booking.history.at(-1)!;
  return (
    <Form method="post" preventScrollReset className="flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-600 dark:text-slate-400">
      <input type="hidden" name="code" value={booking.code} />
      <input type="hidden" name="intent" value={UNDO} />
      <SubmitButton pending={pending} variant="outline" className="py-1.5">
        <RestoreIcon className="size-4" />
        {BOOKING_REQUEST.undoLabel}
      </SubmitButton>
      <span>
        Kembali ke {REQUEST_STATUS_LABELS.id[last.from!]} · <span className="whitespace-nowrap">sampai pukul {formatClock(until)}</span>
      </span>
    </Form>
  );
}

/** The moves the request's status allows. */
function Moves({ booking }: { booking: BookingRequest }) {
  if (booking.status === 'baru') {
    return (
      <div className="grid gap-3 sm:grid-cols-2">
        <MoveForm booking={booking} move="confirm" field={{ name: 'amount', label: 'Nilai (Rp)', value: groupRupiah(String(booking.estimate)) }} button="Konfirmasi" />
        <MoveForm booking={booking} move="decline" field={{ name: 'reason', label: 'Alasan menolak' }} button="Tolak" danger />
      </div>
    );
  }
  if (booking.status === 'dikonfirmasi') {
    return (
      <div className="grid gap-3 sm:grid-cols-2">
        <CompleteLink code={booking.code} />
        <MoveForm booking={booking} move="cancel" field={{ name: 'reason', label: 'Alasan membatalkan' }} button="Batal" danger />
      </div>
    );
  }
  return null;
}

/** A completed request: its review's status, or "Minta ulasan" (then the WhatsApp chat that sends the link). */
function ReviewRequest({ booking }: { booking: ListedRequest }) {
  const answer = useActionData<ReviewLinkAnswer | undefined>();
  const pending = usePendingMove(booking.code, ASK_REVIEW);
  const link = answer?.reviewLink?.code === booking.code ? answer.reviewLink : null;
  if (booking.review) {
    return (
      <p className="text-slate-700 dark:text-slate-300">
        Ulasan tamu:{' '}
        <Link to={`/admin/ulasan?status=${booking.review}`} className="font-semibold text-brand-700 hover:underline dark:text-brand-500">
          {REVIEW_STATUS_LABELS[booking.review]}
        </Link>
      </p>
    );
  }
  if (link) {
    return (
      <div className="flex flex-col gap-2 rounded-lg bg-brand-50 p-3 dark:bg-brand-500/10">
        {link.whatsapp ? (
          <a href={link.whatsapp} target="_blank" rel="noopener noreferrer" className={cn(buttonClass.primary, 'self-start')}>
            <WhatsAppIcon className="size-4" />
            Kirim permintaan ulasan di WhatsApp
          </a>
        ) : null}
        <p className="text-slate-700 dark:text-slate-300">Tautan ulasan (berlaku {REVIEW.linkDays} hari, sekali pakai):</p>
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <a href={link.absoluteUrl} target="_blank" rel="noopener noreferrer" title={link.absoluteUrl} className="max-w-full min-w-0 truncate font-mono text-brand-700 hover:underline dark:text-brand-500">
            {shortLink(link.absoluteUrl)}
          </a>
          <CopyButton text={link.absoluteUrl} label="Salin tautan" className="shrink-0 py-1.5" />
        </div>
      </div>
    );
  }
  if (!booking.phone) return null;
  return (
    <Form method="post">
      <input type="hidden" name="code" value={booking.code} />
      <input type="hidden" name="intent" value={ASK_REVIEW} />
      <SubmitButton pending={pending} variant="outline">
        <StarIcon className="size-4" />
        Minta ulasan
      </SubmitButton>
    </Form>
  );
}

/** 'https://desa.example/ulasan/K7Q4PX?t=eyJ…' → 'desa.example/ulasan/K7Q4PX?t=…': what it is, not its key. */
function shortLink(url: string): string {
  const { host, pathname, search } = new URL(url);
  return `${host}${pathname}${search ? '?t=…' : ''}`;
}
