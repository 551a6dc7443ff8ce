// The intents of the payment forms (issue 54), shared by each form and its action: a request's
// card in the inbox, and the guest's status page.
export const PAYMENT_INTENTS = { accept: 'payment-accept', reject: 'payment-reject', record: 'payment-record' } as const;
export type PaymentIntent = (typeof PAYMENT_INTENTS)[keyof typeof PAYMENT_INTENTS];

/** The guest's "Bayar otomatis": a QRIS from the payment gateway instead of a proof to send. */
export const GATEWAY_INTENT = 'bayar-otomatis';

export function isPaymentIntent(value: string): value is PaymentIntent {
  return (Object.values(PAYMENT_INTENTS) as string[]).includes(value);
}
