// The village's payment settings (issue 54): its QRIS (read from the sticker's image or its text,
// checked as EMVCo QRIS, its merchant shown back), bank accounts, deposit, payment window,
// automatic cancellation and cancellation policy. One row; every request's payment reads it.
import type { Core } from '@strapi/strapi';
import jsQR from 'jsqr';
import sharp from 'sharp';
import {
  DEFAULT_DEPOSIT_PERCENT,
  DEFAULT_PAY_WITHIN_HOURS,
  IMAGE,
  QRIS_MESSAGES,
  QrisError,
  parseQris,
  paymentSettingsSchema,
  qrisMerchant,
  type PaymentSettings,
  type QrisMerchant,
} from '@desa/contract';
import { recordActivity } from './activity';
import { check, invalid, mergeErrors, type UploadedFile } from './errors';
import { assertWithinUploadLimit, detectImage } from './images';
import { inTransaction } from './transactions';

export const PAYMENT_SETTINGS_UID = 'api::payment-setting.payment-setting' as const;

const DEFAULTS: PaymentSettings = {
  qris_payload: null,
  merchant_name: null,
  merchant_city: null,
  nmid: null,
  banks: [],
  deposit_percent: DEFAULT_DEPOSIT_PERCENT,
  pay_within_hours: DEFAULT_PAY_WITHIN_HOURS,
  auto_cancel: false,
  policy: '',
  policy_en: '',
};

type StoredSettings = Partial<Record<keyof PaymentSettings, unknown>> & { id?: number };

function toSettings(row: StoredSettings | null): PaymentSettings {
  if (!row) return { ...DEFAULTS };
  const banks = typeof row.banks === 'string' ? JSON.parse(row.banks) : row.banks;
  return {
    qris_payload: (row.qris_payload as string | null) ?? null,
    merchant_name: (row.merchant_name as string | null) ?? null,
    merchant_city: (row.merchant_city as string | null) ?? null,
    nmid: (row.nmid as string | null) ?? null,
    banks: Array.isArray(banks) ? banks : [],
    deposit_percent: Number(row.deposit_percent ?? DEFAULTS.deposit_percent),
    pay_within_hours: Number(row.pay_within_hours ?? DEFAULTS.pay_within_hours),
    auto_cancel: Boolean(row.auto_cancel),
    policy: (row.policy as string | null) ?? '',
    policy_en: (row.policy_en as string | null) ?? '',
  };
}

export async function readPaymentSettings(strapi: Core.Strapi): Promise<PaymentSettings> {
  return toSettings(await strapi.db.query(PAYMENT_SETTINGS_UID).findOne({}));
}

/** The text of the QR code in an image (the sticker photographed or the bank's file), or a field error. */
async function qrText(file: UploadedFile): Promise<string> {
  assertWithinUploadLimit(file);
  if (!(await detectImage(file.filepath))) throw invalid({ qris_image: [IMAGE.unsupported] });
  // jsQR reads RGBA pixels; a large photo is brought down to a size it reads quickly and well.
  const { data, info } = await sharp(file.filepath).rotate().resize({ width: 1600, height: 1600, fit: 'inside', withoutEnlargement: true }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const code = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), info.width, info.height);
  if (!code?.data) throw invalid({ qris_image: [QRIS_MESSAGES.invalid(QRIS_MESSAGES.imageUnreadable)] });
  return code.data;
}

/** The payload's merchant, or the field error that says what is wrong with it. */
function checkedQris(payload: string, field: string): QrisMerchant {
  try {
    return qrisMerchant(parseQris(payload));
  } catch (error) {
    if (error instanceof QrisError) throw invalid({ [field]: [error.message] });
    throw error;
  }
}

/**
 * Stores the settings sent (any of them; the rest stay): banks as a JSON array (a JSON string in
 * a multipart body), and the QRIS as `qris_payload` text or a `qris_image`. An empty
 * `qris_payload` removes the QRIS. Nothing is stored on any refusal.
 */
export async function updatePaymentSettings(strapi: Core.Strapi, body: Record<string, unknown>, image?: UploadedFile): Promise<PaymentSettings> {
  const current = await readPaymentSettings(strapi);
  const input: Record<string, unknown> = { ...current, ...body };
  if (typeof body.banks === 'string') {
    try {
      input.banks = JSON.parse(body.banks);
    } catch {
      input.banks = body.banks;
    }
  }
  const { data, errors } = check(paymentSettingsSchema, input);
  const payload = image ? await qrText(image) : typeof body.qris_payload === 'string' ? body.qris_payload.trim() : body.qris_payload === null ? '' : undefined;
  let qris: Pick<PaymentSettings, 'qris_payload' | 'merchant_name' | 'merchant_city' | 'nmid'> = { qris_payload: current.qris_payload, merchant_name: current.merchant_name, merchant_city: current.merchant_city, nmid: current.nmid };
  if (payload === '') qris = { qris_payload: null, merchant_name: null, merchant_city: null, nmid: null };
  else if (payload !== undefined) {
    try {
      qris = { qris_payload: payload, ...checkedQris(payload, image ? 'qris_image' : 'qris_payload') };
    } catch (error) {
      throw invalid(mergeErrors(errors, (error as { errors?: Record<string, string[]> }).errors));
    }
  }
  if (errors) throw invalid(errors);
  const next: PaymentSettings = { ...data!, ...qris };
  return inTransaction(strapi, async () => {
    const query = strapi.db.query(PAYMENT_SETTINGS_UID);
    const row = await query.findOne({ select: ['id'] });
    // Copies: the query engine adds its timestamps to the object it is given.
    if (row) await query.update({ where: { id: row.id }, data: { ...next } });
    else await query.create({ data: { ...next } });
    await recordActivity(strapi, { action: 'payment_settings', type: 'site', recordTitle: 'Pengaturan Pembayaran' });
    return next;
  });
}
