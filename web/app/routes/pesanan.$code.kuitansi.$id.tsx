// `/pesanan/{code}/kuitansi/{id}?t=…` (and `/en/…`): the receipt of an accepted payment or refund
// (issue 54), one A5 page to print or save as PDF: the village's name, logo and address, the
// number, the payer (the guest's own name: the link is theirs), what it was for, the amount in
// figures and words, how and when it was paid. No React in the browser; private like the status page.
import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { PAYMENT_KIND_LABELS, PAYMENT_METHOD_LABELS, STATUS_TOKEN_PARAM, formatDateTime, formatRupiah, type PaymentReceipt } from '@desa/contract';
import { loaderMeta } from '~/components/public/meta';
import { cms, nullWhenMissing } from '~/lib/cms.server';
import { useLocaleTexts, type ByLocale } from '~/lib/i18n';
import { requestLocale } from '~/lib/locale';
import { guestLinkOf } from '~/lib/booking-requests.server';
import { PRIVATE_CACHE_CONTROL, loadSite, publicHeaders, unknownPage } from '~/lib/public.server';

const id = {
  title: 'Kuitansi',
  refund: 'Bukti Pengembalian Dana',
  number: 'Nomor',
  from: 'Telah terima dari',
  to: 'Dibayarkan kepada',
  sum: 'Uang sejumlah',
  for: 'Untuk pembayaran',
  booking: 'Kode pesanan',
  method: 'Cara bayar',
  date: 'Tanggal',
  print: 'Cetak halaman ini atau simpan sebagai PDF dari menu peramban.',
};

const texts: ByLocale<typeof id> = {
  id,
  en: {
    title: 'Receipt',
    refund: 'Refund Receipt',
    number: 'Number',
    from: 'Received from',
    to: 'Paid to',
    sum: 'The sum of',
    for: 'For',
    booking: 'Booking code',
    method: 'Paid with',
    date: 'Date',
    print: 'Print this page or save it as PDF from your browser’s menu.',
  },
};

export async function loader(args: LoaderFunctionArgs) {
  const { request, params, context } = args;
  const locale = requestLocale(request);
  const { code, token } = guestLinkOf(args);
  if (!/^\d{1,12}$/.test(params.id ?? '')) throw unknownPage(context);
  const [answer, site] = await Promise.all([
    nullWhenMissing(cms<{ data: PaymentReceipt }>(`/booking/${code}/receipt/${params.id}?${STATUS_TOKEN_PARAM}=${encodeURIComponent(token)}`)),
    loadSite(context, locale),
  ]);
  if (!answer) throw unknownPage(context);
  const receipt = answer.data;
  return data(
    {
      village: { name: site.name, address: site.address, email: site.email },
      receipt: {
        ...receipt,
        refund: receipt.kind === 'pengembalian',
        what: PAYMENT_KIND_LABELS[locale][receipt.kind],
        how: PAYMENT_METHOD_LABELS[locale][receipt.method],
        amountText: formatRupiah(receipt.amount, locale),
        when: formatDateTime(receipt.decided_at!, locale),
      },
      meta: [{ title: `${texts[locale].title} ${receipt.receipt_number} | ${site.name}` }, { name: 'robots', content: 'noindex' }],
    },
    { headers: { 'Cache-Control': PRIVATE_CACHE_CONTROL, 'X-Robots-Tag': 'noindex' } },
  );
}

export const headers = publicHeaders;
export const meta = loaderMeta;
export const handle = { hydrate: false };

export default function Receipt() {
  const { village, receipt } = useLoaderData<typeof loader>();
  const words = useLocaleTexts(texts);
  const row = 'grid grid-cols-[9rem_1fr] gap-3 border-b border-stone-200 py-2';
  return (
    <main className="receipt mx-auto max-w-xl bg-white p-6 text-stone-900 print:max-w-none print:p-0">
      <header className="flex items-center gap-4 border-b-2 border-stone-900 pb-4">
        <img src="/favicon.svg" alt="" width={48} height={48} className="size-12" />
        <div>
          <p className="text-lg font-extrabold">{village.name}</p>
          <p className="text-sm">{village.address}</p>
          <p className="text-sm">{village.email}</p>
        </div>
      </header>
      <h1 className="mt-5 text-2xl font-extrabold tracking-wide uppercase">{receipt.refund ? words.refund : words.title}</h1>
      <p className="font-mono text-lg">
        {words.number}: {receipt.receipt_number}
      </p>
      <dl className="mt-4 text-sm">
        <div className={row}>
          <dt>{receipt.refund ? words.to : words.from}</dt>
          <dd className="font-semibold">{receipt.name ?? '—'}</dd>
        </div>
        <div className={row}>
          <dt>{words.sum}</dt>
          <dd className="font-semibold italic">{receipt.amount_words}</dd>
        </div>
        <div className={row}>
          <dt>{words.for}</dt>
          <dd>
            <span className="font-semibold">
              {receipt.what} · {receipt.item_title}
            </span>
            {receipt.lines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </dd>
        </div>
        <div className={row}>
          <dt>{words.booking}</dt>
          <dd className="font-mono">{receipt.code}</dd>
        </div>
        <div className={row}>
          <dt>{words.method}</dt>
          <dd>{receipt.how}</dd>
        </div>
        <div className={row}>
          <dt>{words.date}</dt>
          <dd>{receipt.when}</dd>
        </div>
      </dl>
      <p className="mt-6 inline-block rounded-lg border-2 border-stone-900 px-4 py-2 text-2xl font-extrabold">{receipt.amountText}</p>
      <p className="mt-6 text-xs text-stone-600 print:hidden">{words.print}</p>
    </main>
  );
}
