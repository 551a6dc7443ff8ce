// Midtrans' Core API as its documentation shapes it, on this machine, for the CMS's tests and the
// browser tests' stack: `POST /v2/charge` with the server key as Basic auth answers a QRIS charge
// (a real QRIS payload for the amount, made from `sticker`); `GET /charges` lists every charge
// asked, for a test in another process. Notifications are the test's to send, signed with the key.
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { qrisCrc, qrisForAmount } from '@desa/contract';

export const MIDTRANS_TEST_KEY = 'SB-Mid-server-uji-coba-desa';

const tlv = (tag: string, value: string) => `${tag}${String(value.length).padStart(2, '0')}${value}`;
const body =
  tlv('00', '01') + tlv('01', '11') + tlv('26', tlv('00', 'ID.CO.QRIS.WWW') + tlv('01', '936009180000000321')) + tlv('51', tlv('00', 'ID.CO.QRIS.WWW') + tlv('02', 'ID2020081400321')) +
  tlv('52', '7011') + tlv('53', '360') + tlv('58', 'ID') + tlv('59', 'MIDTRANS DESA WISATA') + tlv('60', 'JAKARTA');
/** The gateway's own merchant QRIS: its charges are this code made for their amount. */
export const MIDTRANS_TEST_STICKER = `${body}6304${qrisCrc(`${body}6304`)}`;

export type MidtransCharge = { authorization?: string; body: { payment_type: string; transaction_details: { order_id: string; gross_amount: number } } };

export async function fakeMidtrans(sticker = MIDTRANS_TEST_STICKER): Promise<{ server: Server; url: string; charges: MidtransCharge[] }> {
  const charges: MidtransCharge[] = [];
  const server = createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    if (request.method === 'GET' && request.url === '/charges') {
      response.end(JSON.stringify(charges));
      return;
    }
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      const body = JSON.parse(raw || '{}') as MidtransCharge['body'];
      charges.push({ authorization: request.headers.authorization, body });
      const amount = body.transaction_details.gross_amount;
      response.end(
        JSON.stringify({
          status_code: '201',
          status_message: 'QRIS transaction is created',
          transaction_id: `tx-${charges.length}`,
          order_id: body.transaction_details.order_id,
          gross_amount: `${amount}.00`,
          payment_type: 'qris',
          transaction_status: 'pending',
          qr_string: qrisForAmount(sticker, amount),
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, charges };
}

/** A notification as Midtrans sends it, signed with `key`. */
export function midtransNotification(orderId: string, amount: number, transactionStatus: string, key = MIDTRANS_TEST_KEY) {
  const statusCode = transactionStatus === 'settlement' ? '200' : transactionStatus === 'pending' ? '201' : '202';
  const grossAmount = `${amount}.00`;
  return {
    transaction_time: '2026-11-29 10:15:00',
    transaction_status: transactionStatus,
    transaction_id: `tx-${orderId}`,
    status_message: 'midtrans payment notification',
    status_code: statusCode,
    signature_key: createHash('sha512').update(orderId + statusCode + grossAmount + key).digest('hex'),
    payment_type: 'qris',
    order_id: orderId,
    merchant_id: 'G000000000',
    gross_amount: grossAmount,
    fraud_status: 'accept',
    currency: 'IDR',
  };
}
