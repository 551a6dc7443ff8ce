// Saving Admin › Profil Desa › Pembayaran (issue 54): checked with the form's schema, then sent to
// the CMS as multipart (banks as one JSON field, the sticker's picture as `qris_image`), which
// reads and checks the QRIS and answers its problems under the fields they belong to.
import type { AppLoadContext } from '@remix-run/node';
import type { z } from 'zod';
import { PAYMENT_MESSAGES } from '@desa/contract';
import { saveForm } from '~/lib/admin-actions.server';
import { cms } from '~/lib/cms.server';
import { PAYMENT_SETTINGS_FORM, paymentSettingsFormSchema } from '~/lib/payment-settings-form';

export function savePaymentSettings(request: Request, context: AppLoadContext, token: string, formData: FormData) {
  return saveForm({
    request,
    context,
    formData,
    schema: paymentSettingsFormSchema,
    formKey: PAYMENT_SETTINGS_FORM,
    send: (value) => {
      const parsed = value as z.output<typeof paymentSettingsFormSchema>;
      const body = new FormData();
      body.set('banks', JSON.stringify(parsed.banks));
      for (const name of ['deposit_percent', 'pay_within_hours', 'policy', 'policy_en'] as const) body.set(name, String(parsed[name]));
      body.set('auto_cancel', String(parsed.auto_cancel));
      if (parsed.qris_image) body.set('qris_image', parsed.qris_image, parsed.qris_image.name || 'qris.png');
      else body.set('qris_payload', parsed.qris_payload ?? '');
      return cms('/payment-settings?_method=PATCH', { method: 'POST', token, body });
    },
    success: PAYMENT_MESSAGES.settingsSaved,
  });
}
