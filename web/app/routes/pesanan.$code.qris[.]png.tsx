// `/pesanan/{code}/qris.png?t=…` (and `/en/…`): the status page's QRIS as a picture to save, for
// an e-wallet's "scan from gallery" on the phone that must pay (issue 54). The same payload as the
// page's drawing (what is due now); private like the page; 404 when nothing is due by QRIS.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { STATUS_TOKEN_PARAM, type GuestRequestView } from '@desa/contract';
import { guestLinkOf } from '~/lib/booking-requests.server';
import { cms, nullWhenMissing } from '~/lib/cms.server';
import { qrisPng } from '~/lib/payment-view.server';
import { PRIVATE_CACHE_CONTROL, unknownPage } from '~/lib/public.server';

export async function loader(args: LoaderFunctionArgs) {
  const { context } = args;
  const { code, token } = guestLinkOf(args);
  const answer = await nullWhenMissing(cms<{ data: GuestRequestView }>(`/booking/${code}?${STATUS_TOKEN_PARAM}=${encodeURIComponent(token)}`));
  const qris = answer?.data.payment?.qris;
  if (!qris) throw unknownPage(context);
  return new Response(new Uint8Array(await qrisPng(qris.payload)), {
    headers: {
      'Content-Type': 'image/png',
      'Content-Disposition': `attachment; filename="qris-${code}-${qris.amount}.png"`,
      'Cache-Control': PRIVATE_CACHE_CONTROL,
      'X-Robots-Tag': 'noindex',
    },
  });
}
