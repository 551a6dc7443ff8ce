// Admin › Pemesanan (issue 38): the booking requests the public forms stored. Without a tab it
// lists what needs work (Baru and Dikonfirmasi), newest first; tabs per status with counts;
// filters by type, item and month of the stay. Each request: its code, item, dates, who asks
// (with a WhatsApp reply prefilled in the guest's language), the note, the amount, the history,
// and the moves its status allows. `?kalender=<homestay>` shows that homestay's rooms per night.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from '@remix-run/react';
import {
  API,
  CONTENT_TYPES,
  MAX_REASON,
  REQUEST_MOVES,
  REQUEST_STATUS_LABELS,
  REQUEST_TYPES,
  REVIEW,
  REVIEW_STATUS_LABELS,
  formatDateTime,
  formatRupiah,
  isBookingCode,
  isMonth,
  isRequestType,
  lastDayOf,
  replyMessage,
  requestLines,
  todayInJakarta,
  whatsappLink,
  type BookingRequest,
  type List,
  type ListedRequest,
  type RequestCounts,
  type RequestMove,
  type RequestStatus,
} from '@desa/contract';
import { SubmitButton, buttonClass } from '~/components/admin/buttons';
import { AdminPageError } from '~/components/admin/page-error';
import { AdminEmptyState, Card, PageHeader, Pager } from '~/components/admin/page-parts';
import { RoomsCalendar, type RoomNight } from '~/components/admin/rooms-calendar';
import { StatusTabs } from '~/components/admin/status-tabs';
import { CalendarIcon, StarIcon, WhatsAppIcon } from '~/components/icons';
import { backWithToast, purgePublicPages } from '~/lib/admin-actions.server';
import { CmsError, cms } from '~/lib/cms.server';
import { cn } from '~/lib/cn';
import { readForm } from '~/lib/form.server';
import { PAGE_PARAM } from '~/lib/modal-url';
import { siteOrigin } from '~/lib/public.server';
import { loadRequestItems, type RequestItem as Item } from '~/lib/admin-loaders.server';
import { requireAdmin } from '~/lib/session.server';

export const meta: MetaFunction = () => [{ title: 'Pemesanan | Admin' }];

const PER_PAGE = 20;
/** The tabs: what needs work (no tab), then each status; Ditolak and Batal share one. */
const TABS = [
  { key: '', label: 'Perlu Tindakan', statuses: ['baru', 'dikonfirmasi'] },
  { key: 'baru', label: 'Baru', statuses: ['baru'] },
  { key: 'dikonfirmasi', label: 'Dikonfirmasi', statuses: ['dikonfirmasi'] },
  { key: 'selesai', label: 'Selesai', statuses: ['selesai'] },
  { key: 'ditutup', label: 'Ditolak/Batal', statuses: ['ditolak', 'batal'] },
] as const satisfies ReadonlyArray<{ key: string; label: string; statuses: readonly RequestStatus[] }>;
const TYPE_LABELS = Object.fromEntries(REQUEST_TYPES.map((type) => [type, CONTENT_TYPES[type].admin.label]));

/** `?bulan=2026-12` → the month's first and last day. */
function monthRange(month: string | null): { from: string; to: string } | null {
  if (!isMonth(month)) return null;
  return { from: `${month}-01`, to: lastDayOf(month) };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request, context, { partners: 'allow' });
  const url = new URL(request.url);
  const tab = TABS.find((candidate) => candidate.key === (url.searchParams.get('status') ?? '')) ?? TABS[0];
  const type = url.searchParams.get('jenis');
  const item = url.searchParams.get('item');
  const month = url.searchParams.get('bulan');
  const range = monthRange(month);
  const page = Math.max(1, Number.parseInt(url.searchParams.get(PAGE_PARAM) ?? '1', 10) || 1);
  const filter = new URLSearchParams({
    ...(isRequestType(type) && { type }),
    ...(item && /^[a-z0-9]{1,64}$/.test(item) && { item }),
    ...(range && range),
  });
  const items = loadRequestItems();
  const calendarOf = url.searchParams.get('kalender');
  if (calendarOf) {
    const calendarMonth = range ?? monthRange(todayInJakarta().slice(0, 7))!;
    const [homestay, nights] = await Promise.all([
      cms<{ title: string; rooms: number }>(`/${CONTENT_TYPES.homestay.path}/${encodeURIComponent(calendarOf)}`),
      cms<{ data: RoomNight[]; rooms: number }>(`/${CONTENT_TYPES.homestay.path}/${encodeURIComponent(calendarOf)}/availability?from=${calendarMonth.from}&to=${calendarMonth.to}`),
    ]).catch((error: unknown) => {
      if (error instanceof CmsError && error.status < 500) throw new Response(error.message, { status: 404 });
      throw error;
    });
    return { calendar: { id: calendarOf, title: homestay.title, rooms: nights.rooms, nights: nights.data, month: calendarMonth.from.slice(0, 7) }, list: null, counts: null, tab: tab.key, items: await items };
  }
  const list = await cms<List<ListedRequest> & { counts: RequestCounts }>(`/booking/all?${new URLSearchParams({ status: tab.statuses.join(','), page: String(page), limit: String(PER_PAGE) })}&${filter}`, { token });
  return { calendar: null, list, counts: list.counts, tab: tab.key, items: await items };
}

/** "Minta ulasan": the guest's review link and the WhatsApp chat that sends it, shown on the request's card. */
const ASK_REVIEW = 'review-link';

async function askForReview(request: Request, token: string, code: string) {
  try {
    const link = await cms<{ url: string; whatsapp: string | null }>(`/booking/${code}/review-link`, { method: 'POST', token });
    return data({ reviewLink: { code, whatsapp: link.whatsapp, absoluteUrl: siteOrigin(request) + link.url } });
  } catch (error) {
    if (!(error instanceof CmsError) || error.status >= 500) throw error;
    return backWithToast(request, { type: 'error', message: `${code}: ${error.message}` });
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { token } = await requireAdmin(request, context, { partners: 'allow' });
  const form = await readForm(request);
  const move = String(form.get('intent') ?? '') as RequestMove;
  const code = String(form.get('code') ?? '');
  if (!isBookingCode(code)) throw new Response(API.badBody, { status: 400 });
  if (String(move) === ASK_REVIEW) return askForReview(request, token, code);
  if (!(move in REQUEST_MOVES)) throw new Response(API.badBody, { status: 400 });
  // The amount goes as typed: the CMS reads digits with thousands dots and refuses anything else.
  const body = move === 'confirm' ? { amount: String(form.get('amount') ?? '') } : REQUEST_MOVES[move].reason ? { reason: String(form.get('reason') ?? '') } : {};
  try {
    const answer = await cms<{ message: string }>(`/booking/${code}/${move}`, { method: 'POST', token, body });
    purgePublicPages(context);
    return backWithToast(request, { type: 'success', message: `${code}: ${answer.message}` });
  } catch (error) {
    if (!(error instanceof CmsError)) throw error;
    const detail = Object.values(error.errors ?? {})[0]?.[0];
    return backWithToast(request, { type: 'error', message: `${code}: ${detail ?? error.message}` });
  }
}

export default function AdminBookings() {
  const { list, counts, tab, items, calendar } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title="Pemesanan" />
      {calendar ? (
        <RoomsCalendar {...calendar} />
      ) : (
        <>
          <StatusTabs label="Status pesanan" tabs={TABS.map(({ key, label, statuses }) => ({ key, label, count: statuses.reduce((sum, status) => sum + counts![status], 0) }))} active={tab} />
          <Filters items={items} />
          {list!.data.length === 0 ? (
            <AdminEmptyState text="Belum ada pesanan di sini" icon={<CalendarIcon className="size-7" />} />
          ) : (
            <ul className="space-y-4">
              {list!.data.map((booking) => (
                <li key={booking.code}>
                  <RequestCard booking={booking} />
                </li>
              ))}
            </ul>
          )}
          <Pager page={list!.current_page} lastPage={list!.last_page} />
          <CalendarLinks items={items.filter((item) => item.type === 'homestay')} />
        </>
      )}
    </>
  );
}

function Filters({ items }: { items: Item[] }) {
  const [params] = useSearchParams();
  const select = 'min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-sm dark:border-slate-700 dark:bg-slate-900 dark:text-white';
  return (
    <Form method="get" className="mb-6 flex flex-wrap items-end gap-3">
      {params.get('status') ? <input type="hidden" name="status" value={params.get('status')!} /> : null}
      <label className="flex flex-col gap-1 text-sm text-slate-700 dark:text-slate-300">
        Jenis
        <select name="jenis" defaultValue={params.get('jenis') ?? ''} className={select}>
          <option value="">Semua</option>
          {REQUEST_TYPES.map((type) => (
            <option key={type} value={type}>
              {TYPE_LABELS[type]}
            </option>
          ))}
        </select>
      </label>
      <label className="flex min-w-0 flex-col gap-1 text-sm text-slate-700 dark:text-slate-300">
        Item
        <select name="item" defaultValue={params.get('item') ?? ''} className={cn(select, 'max-w-64')}>
          <option value="">Semua</option>
          {items.map((item) => (
            <option key={item.id} value={item.id}>
              {item.title}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm text-slate-700 dark:text-slate-300">
        Bulan kunjungan
        <input type="month" name="bulan" defaultValue={params.get('bulan') ?? ''} className={select} />
      </label>
      <button type="submit" className={buttonClass.outline}>
        Terapkan
      </button>
    </Form>
  );
}

const TONES: Record<RequestStatus, string> = {
  baru: 'bg-amber-100 text-amber-900 dark:bg-amber-500/20 dark:text-amber-100',
  dikonfirmasi: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-500/20 dark:text-emerald-100',
  selesai: 'bg-sky-100 text-sky-900 dark:bg-sky-500/20 dark:text-sky-100',
  ditolak: 'bg-red-100 text-red-900 dark:bg-red-500/20 dark:text-red-100',
  batal: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
};

function RequestCard({ booking }: { booking: ListedRequest }) {
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
        <Moves booking={booking} />
        {booking.status === 'selesai' ? <ReviewRequest booking={booking} /> : null}
        <details className="text-slate-600 dark:text-slate-400">
          <summary className="cursor-pointer py-1">Riwayat status</summary>
          <ol className="mt-1 space-y-1">
            {booking.history.map((entry) => (
              <li key={entry.at}>
                {formatDateTime(entry.at)} · {entry.by}: {entry.from ? `${REQUEST_STATUS_LABELS.id[entry.from]} → ` : ''}
                {REQUEST_STATUS_LABELS.id[entry.to]}
                {entry.reason ? ` (${entry.reason})` : ''}
              </li>
            ))}
          </ol>
        </details>
      </article>
    </Card>
  );
}

const INPUT = 'min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm dark:border-slate-700 dark:bg-slate-900 dark:text-white';

/** One move of one request: a small form with its field (amount or reason), if it has one. */
function MoveForm({ booking, move, field, button, danger }: { booking: BookingRequest; move: RequestMove; field?: { name: string; label: string; value?: string }; button: string; danger?: boolean }) {
  const navigation = useNavigation();
  const pending = navigation.state !== 'idle' && navigation.formData?.get('code') === booking.code && navigation.formData?.get('intent') === move;
  return (
    <Form method="post" className="flex items-end gap-2">
      <input type="hidden" name="code" value={booking.code} />
      <input type="hidden" name="intent" value={move} />
      {field ? (
        <label className="flex flex-1 flex-col gap-1 text-slate-700 dark:text-slate-300">
          {field.label}
          <input name={field.name} defaultValue={field.value} inputMode={field.name === 'amount' ? 'numeric' : undefined} maxLength={field.name === 'reason' ? MAX_REASON : undefined} required className={INPUT} />
        </label>
      ) : null}
      <SubmitButton pending={pending} variant={danger ? 'dangerOutline' : 'primary'}>
        {button}
      </SubmitButton>
    </Form>
  );
}

/** The moves the request's status allows. */
function Moves({ booking }: { booking: BookingRequest }) {
  if (booking.status === 'baru') {
    return (
      <div className="grid gap-3 sm:grid-cols-2">
        <MoveForm booking={booking} move="confirm" field={{ name: 'amount', label: 'Nilai (Rp)', value: String(booking.estimate) }} button="Konfirmasi" />
        <MoveForm booking={booking} move="decline" field={{ name: 'reason', label: 'Alasan menolak' }} button="Tolak" danger />
      </div>
    );
  }
  if (booking.status === 'dikonfirmasi') {
    return (
      <div className="grid gap-3 sm:grid-cols-2">
        <MoveForm booking={booking} move="complete" button="Selesai" />
        <MoveForm booking={booking} move="cancel" field={{ name: 'reason', label: 'Alasan membatalkan' }} button="Batal" danger />
      </div>
    );
  }
  return null;
}

/** A completed request: its review's status, or "Minta ulasan" (then the WhatsApp chat that sends the link). */
function ReviewRequest({ booking }: { booking: ListedRequest }) {
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const link = answer && 'reviewLink' in answer && answer.reviewLink.code === booking.code ? answer.reviewLink : null;
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
        <p className="text-slate-700 dark:text-slate-300">
          Tautan ulasan (berlaku {REVIEW.linkDays} hari, sekali pakai):{' '}
          <span className="font-mono break-all select-all">{link.absoluteUrl}</span>
        </p>
      </div>
    );
  }
  if (!booking.phone) return null;
  const pending = navigation.state !== 'idle' && navigation.formData?.get('code') === booking.code && navigation.formData?.get('intent') === ASK_REVIEW;
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

function CalendarLinks({ items }: { items: Item[] }) {
  if (!items.length) return null;
  return (
    <Card className="mt-6 p-5">
      <h2 className="mb-3 font-semibold text-slate-900 dark:text-white">Kalender kamar</h2>
      <ul className="flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item.id}>
            <Link to={`?kalender=${item.id}`} className={buttonClass.outline}>
              <CalendarIcon className="size-4" />
              {item.title}
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}

export const ErrorBoundary = AdminPageError;
