// Admin › Profil Desa: the village's own details (name, tagline, about, address, e-mail,
// map link, hero and about images) that the public site shows on every page, and below them
// its payment settings (issue 54: components/admin/payment-settings-form.tsx).
import { getFormProps } from '@conform-to/react';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useLoaderData, useLocation } from '@remix-run/react';
import { VILLAGE, translationSchema, villageSchema } from '@desa/contract';
import { z } from 'zod';
import { SubmitButton } from '~/components/admin/buttons';
import { FormError, useSchemaForm } from '~/components/admin/entity-form';
import { usePendingIntent } from '~/components/admin/form-sending';
import { SubmissionToken, UploadProgress } from '~/components/admin/form-sending';
import { Hint, TextAreaField, TextField, type Meta } from '~/components/admin/fields';
import { ImageInput } from '~/components/admin/image-input';
import { EnglishNotice, Original, TabLinks, type Language } from '~/components/admin/language-tabs';
import { AdminPageError } from '~/components/admin/page-error';
import { Card, PageHeader } from '~/components/admin/page-parts';
import { ENGLISH_SAVED, cmsFormData, saveForm } from '~/lib/admin-actions.server';
import { CmsError, cms } from '~/lib/cms.server';
import { englishVersionOf, readEnglish, type EnglishVersion } from '~/lib/english-versions.server';
import { TRANSLATE_INTENT } from '~/lib/form-keys';
import { imageField } from '~/lib/image-field';
import { requireAdmin } from '~/lib/session.server';
import type { PaymentSettings, VillageProfile } from '@desa/contract';
import { PaymentSettingsForm } from '~/components/admin/payment-settings-form';
import { PAYMENT_SETTINGS_INTENT } from '~/lib/payment-settings-form';
import { savePaymentSettings } from '~/lib/payment-settings.server';
import { readForm } from '~/lib/form.server';
import { sendForm } from '~/lib/form-sending';

export const meta: MetaFunction = () => [{ title: 'Profil Desa | Admin' }];

const formSchema = z.intersection(villageSchema, z.object({ hero_image: imageField(), about_image: imageField() }));
const englishSchema = translationSchema('site');
const FORM_KEY = 'profil-desa';
const ENGLISH_FORM_KEY = 'profil-desa-inggris';
const INTENT = 'simpan';
/** `?bahasa=inggris` opens the English tab. */
const LANGUAGE_PARAM = 'bahasa';
const ENGLISH_TAB = 'inggris';

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const payments = (await cms<{ data: PaymentSettings }>('/payment-settings')).data;
  try {
    const [site, englishSite] = await Promise.all([cms<VillageProfile>('/site'), readEnglish<VillageProfile>('/site')]);
    return { site, english: englishVersionOf('site', englishSite), payments };
  } catch (error) {
    // A village without details yet: the form starts empty and the first save creates them.
    if (error instanceof CmsError && error.status === 404) return { site: null, english: null, payments };
    throw error;
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { token } = await requireAdmin(request, context);
  const formData = await readForm(request);
  if (formData.get('intent') === PAYMENT_SETTINGS_INTENT) return savePaymentSettings(request, context, token, formData);
  if (formData.get('intent') === TRANSLATE_INTENT) {
    const fields = Object.fromEntries(Object.keys(englishSchema.shape).map((name) => [name, String(formData.get(name) ?? '')]));
    return saveForm({
      request,
      context,
      formData,
      schema: englishSchema,
      formKey: ENGLISH_FORM_KEY,
      send: () => cms('/site?_method=PATCH&locale=en', { method: 'POST', token, body: fields }),
      success: ENGLISH_SAVED,
    });
  }
  return saveForm({
    request,
    context,
    formData,
    schema: formSchema,
    formKey: FORM_KEY,
    send: () => cms('/site?_method=PATCH', { method: 'POST', token, body: cmsFormData(formData) }),
    success: VILLAGE.updated,
  });
}

/** With JavaScript: upload progress, and a save cut off by the network keeps the form. */
export const clientAction = sendForm;

export default function AdminVillageProfile() {
  const { site, english, payments } = useLoaderData<typeof loader>();
  const { pathname, search } = useLocation();
  // The English version translates a saved profile: there is none to translate before the first save.
  const language: Language = site && new URLSearchParams(search).get(LANGUAGE_PARAM) === ENGLISH_TAB ? 'en' : 'id';
  return (
    <>
      <PageHeader title="Profil Desa" />
      <Card className="p-5 sm:p-6">
        {site ? <TabLinks active={language} hrefOf={(tab) => (tab === 'en' ? `${pathname}?${LANGUAGE_PARAM}=${ENGLISH_TAB}` : pathname)} /> : null}
        <p className="mb-6 max-w-3xl text-sm text-slate-600 dark:text-slate-400">
          Nama, tagline, tentang desa, kontak, dan gambar di sini tampil di beranda, footer, dan hasil pencarian situs
          publik.
        </p>
        {/* A saved profile comes back as new defaults: a fresh form, no file left in the inputs. */}
        {site && language === 'en' ? <VillageEnglishForm key={JSON.stringify(english)} site={site} english={english} /> : <VillageForm key={JSON.stringify(site)} site={site} />}
      </Card>
      <Card className="mt-6 p-5 sm:p-6">
        <h2 id="pembayaran" className="mb-2 text-lg font-semibold text-slate-900 dark:text-white">
          Pembayaran
        </h2>
        <p className="mb-6 max-w-3xl text-sm text-slate-600 dark:text-slate-400">Yang dibaca tamu di halaman pesanannya setelah dikonfirmasi: QRIS dengan nominalnya, rekening, batas bayar, dan kebijakan pembatalan.</p>
        <PaymentSettingsForm key={JSON.stringify(payments)} settings={payments} />
      </Card>
    </>
  );
}

function VillageEnglishForm({ site, english }: { site: VillageProfile; english: EnglishVersion }) {
  const [form, fields] = useSchemaForm(englishSchema, ENGLISH_FORM_KEY, english ?? undefined);
  const pending = usePendingIntent() === TRANSLATE_INTENT;
  const field = (name: string) => (fields as unknown as Record<string, Meta>)[name];
  return (
    <Form method="post" {...getFormProps(form)}>
      <input type="hidden" name="intent" value={TRANSLATE_INTENT} />
      <SubmissionToken />
      <FormError id={form.errorId} errors={form.errors} />
      <fieldset disabled={pending} className="grid gap-5 sm:grid-cols-2">
        <EnglishNotice missing={!english} />
        <TextField meta={field('tagline')} label="Tagline" required className="sm:col-span-2" hint={<Original>{site.tagline}</Original>} />
        <TextAreaField meta={field('about')} label="Tentang Desa" required rows={8} className="sm:col-span-2" hint={<Original>{site.about}</Original>} />
        <TextField meta={field('address')} label="Alamat" required className="sm:col-span-2" hint={<Original>{site.address}</Original>} />
      </fieldset>
      <div className="mt-6 flex justify-end border-t border-slate-200 pt-5 dark:border-slate-800">
        <SubmitButton pending={pending}>Simpan</SubmitButton>
      </div>
    </Form>
  );
}

function VillageForm({ site }: { site: VillageProfile | null }) {
  const [form, fields] = useSchemaForm(formSchema, FORM_KEY, {
    name: site?.name ?? '',
    tagline: site?.tagline ?? '',
    about: site?.about ?? '',
    address: site?.address ?? '',
    email: site?.email ?? '',
    maps: site?.maps ?? '',
  });
  const pending = usePendingIntent() === INTENT;
  const field = (name: string) => (fields as unknown as Record<string, Meta>)[name];
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)}>
      <input type="hidden" name="intent" value={INTENT} />
      <SubmissionToken />
      <FormError id={form.errorId} errors={form.errors} />
      <fieldset disabled={pending} className="grid gap-5 sm:grid-cols-2">
        <TextField meta={field('name')} label="Nama Desa" required autoComplete="organization" />
        <TextField meta={field('tagline')} label="Tagline" required />
        <TextAreaField meta={field('about')} label="Tentang Desa" required rows={8} className="sm:col-span-2" hint={<Hint>Pisahkan paragraf dengan baris kosong.</Hint>} />
        <TextField meta={field('address')} label="Alamat" required autoComplete="street-address" className="sm:col-span-2" />
        <TextField meta={field('email')} label="Email" type="email" required autoComplete="email" autoCapitalize="none" />
        <TextField
          meta={field('maps')}
          label="Link Google Maps"
          type="url"
          inputMode="url"
          autoCapitalize="none"
          hint={<Hint>Opsional. Tautan atau kode sematan (embed) dari Google Maps.</Hint>}
        />
        <ImageInput meta={field('hero_image')} label="Gambar Utama (Beranda)" current={site?.hero_image} />
        <ImageInput meta={field('about_image')} label="Gambar Tentang Desa" current={site?.about_image} />
      </fieldset>
      <UploadProgress className="mt-6" />
      <div className="mt-6 flex justify-end border-t border-slate-200 pt-5 dark:border-slate-800">
        <SubmitButton pending={pending}>Simpan</SubmitButton>
      </div>
    </Form>
  );
}

export function ErrorBoundary() {
  return <AdminPageError failedText={VILLAGE.loadFailed} />;
}
