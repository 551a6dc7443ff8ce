// `/pesanan/{code}?t=…` (and `/en/…`): the guest's own booking request, opened from the link at
// the end of their WhatsApp message: its status, what was asked for, the amount once confirmed,
// and the chat. Right after the form (`&baru=1`, issue 52) it is the confirmation: "Permintaan
// tersimpan", the code large, the estimate, what happens next, "Lanjutkan ke WhatsApp" and the
// status link to keep, so a guest without WhatsApp on this phone still has their booking. Never
// indexed, cached, kept by the service worker or counted as a view (its first segment is one of
// PRIVATE_SECTIONS). A missing, wrong or expired token: the 404 page.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import {
  NEW_REQUEST_PARAM,
  REQUEST_STATUS_LABELS,
  STATUS_TOKEN_PARAM,
  formatDateTime,
  formatRupiah,
  requestLines,
  type GuestRequestView,
  type Locale,
  type RequestStatus,
} from '@desa/contract';
import { WhatsAppIcon } from '~/components/icons';
import { PublicErrorBoundary } from '~/components/public/error-boundary';
import { loaderMeta } from '~/components/public/meta';
import { cms, nullWhenMissing } from '~/lib/cms.server';
import { useLocaleTexts, type ByLocale } from '~/lib/i18n';
import { localizedPath, requestLocale, useLocale } from '~/lib/locale';
import { PRIVATE_CACHE_CONTROL, loadSite, publicHeaders, unknownPage } from '~/lib/public.server';
import { SOLID_NAVBAR } from '~/components/public/layout-data';
import { hook } from '~/lib/public-hooks';
import { PaymentPanel } from '~/components/public/payment-panel';
import { paymentView } from '~/lib/payment-view.server';
import { PROOF_SENT_PARAM, paymentAction } from '~/lib/payment-proof.server';
import { guestLinkOf } from '~/lib/booking-requests.server';

const PRIVATE = { 'Cache-Control': PRIVATE_CACHE_CONTROL, 'X-Robots-Tag': 'noindex' };

const id = {
  title: (code: string) => `Pesanan ${code}`,
  lead: 'Simpan tautan ini: halaman ini selalu menunjukkan status pesanan Anda.',
  status: 'Status',
  item: 'Pesanan',
  made: 'Dikirim',
  amount: 'Total dari pengelola',
  explain: {
    baru: 'Pengelola desa akan segera membalas lewat WhatsApp.',
    dikonfirmasi: 'Pesanan Anda sudah dikonfirmasi. Sampai jumpa di desa!',
    selesai: 'Terima kasih sudah berkunjung.',
    ditolak: 'Mohon maaf, pesanan ini tidak dapat diterima. Alasannya ada di pesan WhatsApp dari pengelola.',
    batal: 'Pesanan ini dibatalkan. Alasannya ada di pesan WhatsApp dari pengelola.',
  } satisfies Record<RequestStatus, string>,
  chat: 'Chat di WhatsApp',
  saved: 'Permintaan tersimpan',
  code: 'Kode pesanan',
  next: 'Langkah berikutnya: kirim pesan yang sudah kami siapkan di WhatsApp. Pengelola desa membalas di sana dengan ketersediaan dan total akhirnya.',
  continue: 'Lanjutkan ke WhatsApp',
  link: 'Tautan status pesanan',
  keep: 'Tautan ini milik Anda: simpan dan jangan dibagikan. Dengan tautan ini Anda bisa melihat status pesanan kapan saja, juga tanpa WhatsApp.',
  copy: 'Salin tautan status',
  copied: 'Tautan tersalin',
};

const texts: ByLocale<typeof id> = {
  id,
  en: {
    title: (code: string) => `Booking ${code}`,
    lead: 'Keep this link: this page always shows the status of your booking.',
    status: 'Status',
    item: 'Booking',
    made: 'Sent',
    amount: 'Total from the village',
    explain: {
      baru: 'The village team will reply on WhatsApp soon.',
      dikonfirmasi: 'Your booking is confirmed. See you in the village!',
      selesai: 'Thank you for visiting.',
      ditolak: 'We are sorry, this booking could not be accepted. The reason is in the WhatsApp message from the village team.',
      batal: 'This booking was cancelled. The reason is in the WhatsApp message from the village team.',
    },
    chat: 'Chat on WhatsApp',
    saved: 'Booking request saved',
    code: 'Booking code',
    next: 'Next: send the message we prepared on WhatsApp. The village team replies there with availability and the final total.',
    continue: 'Continue to WhatsApp',
    link: 'Your booking status link',
    keep: 'This link is yours: keep it and do not share it. It shows the status of your booking at any time, even without WhatsApp.',
    copy: 'Copy status link',
    copied: 'Link copied',
  },
};

export async function loader(args: LoaderFunctionArgs) {
  const { request, context } = args;
  const locale = requestLocale(request);
  const url = new URL(request.url);
  const { code, token } = guestLinkOf(args);
  const [answer, site] = await Promise.all([
    nullWhenMissing(cms<{ data: GuestRequestView }>(`/booking/${code}?${STATUS_TOKEN_PARAM}=${encodeURIComponent(token)}`)),
    loadSite(context, locale),
  ]);
  if (!answer) throw unknownPage(context);
  const booking = answer.data;
  const words = texts[locale];
  return data(
    {
      view: {
        code: booking.code,
        status: booking.status,
        statusLabel: REQUEST_STATUS_LABELS[locale][booking.status],
        itemTitle: booking.item_title,
        lines: requestLines(booking, locale),
        made: formatDateTime(booking.created_at, locale),
        amount: booking.amount === null || booking.status === 'baru' ? null : formatRupiah(booking.amount, locale),
        fresh: url.searchParams.get(NEW_REQUEST_PARAM) === '1' && booking.status === 'baru',
        statusUrl: `${url.origin}${url.pathname}?${STATUS_TOKEN_PARAM}=${encodeURIComponent(token)}`,
        chatRequest: booking.whatsapp ? localizedPath(`/wa/pesanan/${booking.code}?${STATUS_TOKEN_PARAM}=${encodeURIComponent(token)}`, locale) : null,
        payment: await paymentView(booking.payment, { code, token, locale, payable: booking.status === 'dikonfirmasi' || booking.status === 'selesai' }),
        proofSent: url.searchParams.get(PROOF_SENT_PARAM) === '1',
      },
      meta: [{ title: `${url.searchParams.get(NEW_REQUEST_PARAM) === '1' ? words.saved : words.title(booking.code)} | ${site.name}` }, { name: 'robots', content: 'noindex' }],
    },
    { headers: PRIVATE },
  );
}

/** "Kirim bukti bayar" (issue 54). */
export async function action(args: ActionFunctionArgs) {
  return paymentAction(args.request, args.context, { ...guestLinkOf(args), locale: requestLocale(args.request) });
}

export const headers = publicHeaders;
export const meta = loaderMeta;
export const handle = SOLID_NAVBAR;

const TONES: Record<RequestStatus, string> = {
  baru: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  dikonfirmasi: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  selesai: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100',
  ditolak: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
  batal: 'bg-stone-200 text-stone-900 dark:bg-stone-800 dark:text-stone-100',
};

export default function BookingStatus() {
  const { view } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const words = useLocaleTexts(texts);
  const locale: Locale = useLocale();
  return (
    <article className="mx-auto max-w-xl px-4 pt-28 pb-20 sm:px-6" lang={locale}>
      {view.fresh ? (
        <header>
          <h1 className="text-2xl font-extrabold text-stone-900 dark:text-white">{words.saved}</h1>
          <p className="mt-4 text-sm text-stone-600 dark:text-stone-400">{words.code}</p>
          <p className="font-mono text-4xl font-extrabold tracking-[0.2em] text-stone-900 dark:text-white">{view.code}</p>
          <p className="mt-4 text-stone-700 dark:text-stone-300">{words.next}</p>
          <ChatButton href={view.chatRequest} label={words.continue} />
        </header>
      ) : (
        <>
          <h1 className="text-2xl font-extrabold text-stone-900 dark:text-white">{words.title(view.code)}</h1>
          <p className="mt-2 text-stone-700 dark:text-stone-300">{words.lead}</p>
        </>
      )}
      <dl className="mt-6 space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 dark:bg-stone-900 dark:ring-stone-800">
        <div>
          <dt className="text-sm text-stone-600 dark:text-stone-400">{words.status}</dt>
          <dd className="mt-1">
            <span className={`inline-block rounded-full px-3 py-1 text-sm font-bold ${TONES[view.status]}`}>{view.statusLabel}</span>
            <span className="mt-2 block text-stone-700 dark:text-stone-300">{words.explain[view.status]}</span>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-stone-600 dark:text-stone-400">{words.item}</dt>
          <dd className="mt-1 font-semibold text-stone-900 dark:text-white">{view.itemTitle}</dd>
          {view.lines.map((line) => (
            <dd key={line} className="text-stone-700 dark:text-stone-300">
              {line}
            </dd>
          ))}
        </div>
        {view.amount ? (
          <div>
            <dt className="text-sm text-stone-600 dark:text-stone-400">{words.amount}</dt>
            <dd className="mt-1 text-xl font-extrabold text-amber-700 dark:text-amber-400">{view.amount}</dd>
          </div>
        ) : null}
        <div>
          <dt className="text-sm text-stone-600 dark:text-stone-400">{words.made}</dt>
          <dd className="mt-1 text-stone-700 dark:text-stone-300">{view.made}</dd>
        </div>
      </dl>
      {view.payment ? <PaymentPanel view={view.payment} sent={view.proofSent} error={answer && 'proofError' in answer ? answer.proofError : null} /> : null}
      {view.fresh ? <StatusLink url={view.statusUrl} words={words} /> : <ChatButton href={view.chatRequest} label={words.chat} />}
    </article>
  );
}

function ChatButton({ href, label }: { href: string | null; label: string }) {
  if (!href) return null;
  return (
    <a
      href={href}
      className="mt-6 inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-full bg-brand-700 px-5 py-3 font-semibold text-white shadow-sm hover:bg-brand-800"
    >
      <WhatsAppIcon className="size-5" />
      {label}
    </a>
  );
}

/** The link to keep: shown whole (selectable without JavaScript), with a copy button the public script reveals. */
function StatusLink({ url, words }: { url: string; words: (typeof texts)['id'] }) {
  return (
    <section className="mt-6 rounded-2xl bg-amber-50 p-5 ring-1 ring-amber-200 dark:bg-stone-900 dark:ring-amber-900" aria-labelledby="tautan-status">
      <h2 id="tautan-status" className="font-semibold text-stone-900 dark:text-white">
        {words.link}
      </h2>
      <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">{words.keep}</p>
      <p className="mt-3 rounded-lg bg-white px-3 py-2 font-mono text-sm break-all text-stone-800 ring-1 ring-stone-200 select-all dark:bg-stone-950 dark:text-stone-200 dark:ring-stone-700">{url}</p>
      <button
        type="button"
        hidden
        {...hook('copy', url)}
        data-copied={words.copied}
        aria-live="polite"
        className="mt-3 inline-flex min-h-11 items-center justify-center rounded-full px-5 py-2 font-semibold text-brand-800 ring-1 ring-brand-700 hover:bg-brand-50 dark:text-white dark:ring-stone-400 dark:hover:bg-stone-800"
      >
        {words.copy}
      </button>
    </section>
  );
}

export const ErrorBoundary = PublicErrorBoundary;
