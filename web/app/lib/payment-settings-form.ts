// The payment settings' form (issue 54): the contract's schema, with the QRIS as text or picture.
import { z } from 'zod';
import { paymentSettingsSchema } from '@desa/contract';
import { imageField } from '~/lib/image-field';

export const PAYMENT_SETTINGS_FORM = 'pembayaran';
export const PAYMENT_SETTINGS_INTENT = 'pembayaran';

export const paymentSettingsFormSchema = z.intersection(paymentSettingsSchema, z.object({ qris_payload: z.string().optional(), qris_image: imageField() }));
