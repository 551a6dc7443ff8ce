// `/ulasan/{code}?t=…` (and `/en/…`): the guest's review of a completed request, opened from the
// link the village sent on WhatsApp. Stars (a real radio group), the text, the name to show. A
// plain form: it works without JavaScript (the public site ships none of React); the contract's
// schema checks it here and the CMS checks it and the link again. A used link goes to "Ulasan
// Anda sudah terkirim" (the thanks page's other face); an expired, tampered or foreign one is the
// 404 page. Never cached, kept by the service worker or counted (its first
// segment is one of PRIVATE_SECTIONS).
import { getFormProps, getInputProps, getTextareaProps, useForm, type FieldMetadata } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { Fragment } from 'react';
import { REVIEW, STATUS_TOKEN_PARAM, reviewSchema, stayLine, type Locale, type RequestType, type Review, type ReviewInput } from '@desa/contract';
import { StarIcon } from '~/components/icons';
import { PublicErrorBoundary } from '~/components/public/error-boundary';
import { SOLID_NAVBAR } from '~/components/public/layout-data';
import { loaderMeta } from '~/components/public/meta';
import { PUBLIC_INPUT } from '~/components/public/order-form';
import { CmsError, cms, nullWhenMissing } from '~/lib/cms.server';
import { readForm } from '~/lib/form.server';
import { useLocaleTexts, type ByLocale } from '~/lib/i18n';
import { requestLocale } from '~/lib/locale';
import { thanksPath } from '~/lib/reviews.server';
import { guestLinkOf } from '~/lib/booking-requests.server';
import { PRIVATE_CACHE_CONTROL, loadSite, publicHeaders, unknownPage } from '~/lib/public.server';

const PRIVATE = { 'Cache-Control': PRIVATE_CACHE_CONTROL, 'X-Robots-Tag': 'noindex' };

type ReviewForm = { code: string; type: RequestType; item_id: string; item_title: string; stay_day: string; locale: Locale; name: string; sent: boolean };

const id = {
  title: 'Tulis Ulasan',
  lead: (title: string) => `Bagaimana pengalaman Anda di ${title}?`,
  about: (code: string, when: string) => `Pesanan ${code} · ${when}`,
  rating: 'Nilai Anda',
  star: (stars: number) => `${stars} bintang`,
  text: 'Ulasan',
  textHint: `${REVIEW.minText}–${REVIEW.maxText} karakter. Ceritakan apa yang Anda sukai dan apa yang bisa lebih baik.`,
  name: 'Nama yang ditampilkan',
  nameHint: 'Boleh nama depan saja.',
  send: 'Kirim Ulasan',
  privacy: 'Ulasan tampil di situs desa setelah diperiksa pengelola, dengan nama yang Anda tulis di atas. Nomor WhatsApp Anda tidak ditampilkan.',
};

const texts: ByLocale<typeof id> = {
  id,
  en: {
    title: 'Write a Review',
    lead: (title: string) => `How was your time at ${title}?`,
    about: (code: string, when: string) => `Booking ${code} · ${when}`,
    rating: 'Your rating',
    star: (stars: number) => `${stars} ${stars === 1 ? 'star' : 'stars'}`,
    text: 'Review',
    textHint: `${REVIEW.minText}–${REVIEW.maxText} characters. Tell us what you liked and what could be better.`,
    name: 'Name to show',
    nameHint: 'Your first name is enough.',
    send: 'Send Review',
    privacy: 'Your review appears on the village site once the village team has read it, under the name above. Your WhatsApp number is never shown.',
  },
};

/** The form's subject; for a used link, the way to "Ulasan Anda sudah terkirim"; else the 404 page. */
async function readReviewForm(args: LoaderFunctionArgs): Promise<ReviewForm> {
  const { code, token } = guestLinkOf(args);
  const answer = await nullWhenMissing(cms<{ data: ReviewForm }>(`/review/form/${code}?${STATUS_TOKEN_PARAM}=${encodeURIComponent(token)}`));
  if (!answer) throw unknownPage(args.context);
  if (answer.data.sent) throw redirect(thanksPath(answer.data, requestLocale(args.request), { alreadySent: true }), { status: 303, headers: PRIVATE });
  return answer.data;
}

function formView(form: ReviewForm, locale: Locale) {
  return {
    code: form.code,
    itemTitle: form.item_title,
    when: stayLine(form, locale),
    name: form.name,
  };
}

export async function loader(args: LoaderFunctionArgs) {
  const locale = requestLocale(args.request);
  const [form, site] = await Promise.all([readReviewForm(args), loadSite(args.context, locale)]);
  return data(
    { form: formView(form, locale), meta: [{ title: `${texts[locale].title} | ${site.name}` }, { name: 'robots', content: 'noindex' }] },
    { headers: PRIVATE },
  );
}

export async function action(args: ActionFunctionArgs) {
  const { request, context } = args;
  const locale = requestLocale(request);
  const { code, token } = guestLinkOf(args);
  const submission = parseWithZod(await readForm(request), { schema: reviewSchema(locale) });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400, headers: PRIVATE });
  try {
    const { data: review } = await cms<{ data: Review }>('/review', { method: 'POST', body: { code, t: token, locale, ...submission.value }, clientIp: context.clientIp });
    // The link is used now (this page would be the 404): the thanks are a page of their own.
    return redirect(thanksPath(review, locale), 303);
  } catch (error) {
    if (!(error instanceof CmsError)) throw error;
    // Used meanwhile (sent twice, from two phones): "already sent", or the 404 page.
    if (error.status === 404) {
      await readReviewForm(args);
      throw unknownPage(context);
    }
    if (error.status !== 400 && error.status !== 429) throw error;
    const fieldErrors = Object.fromEntries(Object.entries(error.errors ?? {}).filter(([field]) => ['rating', 'text', 'name'].includes(field)));
    const formErrors = Object.keys(fieldErrors).length ? [] : [error.message];
    return data({ result: submission.reply({ fieldErrors, formErrors }) }, { status: error.status, headers: PRIVATE });
  }
}

export const headers = publicHeaders;
export const meta = loaderMeta;
export const handle = SOLID_NAVBAR;

export default function WriteReview() {
  const { form: subject } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const words = useLocaleTexts(texts);
  const [form, fields] = useForm<ReviewInput>({ lastResult: answer?.result, defaultValue: { name: subject.name }, shouldValidate: 'onSubmit' });
  return (
    <article className="mx-auto max-w-xl px-4 pt-28 pb-20 sm:px-6">
      <h1 className="text-2xl font-extrabold text-stone-900 dark:text-white">{words.title}</h1>
      <p className="mt-2 text-lg text-stone-800 dark:text-stone-200">{words.lead(subject.itemTitle)}</p>
      <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">{words.about(subject.code, subject.when)}</p>
      <form method="post" {...getFormProps(form)} className="mt-6 space-y-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 dark:bg-stone-900 dark:ring-stone-800">
        <StarField meta={fields.rating} legend={words.rating} starLabel={words.star} />
        <div>
          <label htmlFor={fields.text.id} className="mb-1.5 block text-sm font-medium text-stone-700 dark:text-stone-300">
            {words.text}
          </label>
          <textarea
            {...getTextareaProps(fields.text, { ariaDescribedBy: `${fields.text.id}-petunjuk` })}
            key={fields.text.key}
            rows={6}
            minLength={REVIEW.minText}
            maxLength={REVIEW.maxText}
            required
            className={PUBLIC_INPUT}
          />
          <p id={`${fields.text.id}-petunjuk`} className="mt-1 text-xs text-stone-600 dark:text-stone-400">
            {words.textHint}
          </p>
          <FieldError meta={fields.text} />
        </div>
        <div>
          <label htmlFor={fields.name.id} className="mb-1.5 block text-sm font-medium text-stone-700 dark:text-stone-300">
            {words.name}
          </label>
          <input
            {...getInputProps(fields.name, { type: 'text', ariaDescribedBy: `${fields.name.id}-petunjuk` })}
            key={fields.name.key}
            autoComplete="given-name"
            minLength={REVIEW.minName}
            maxLength={REVIEW.maxName}
            required
            className={PUBLIC_INPUT}
          />
          <p id={`${fields.name.id}-petunjuk`} className="mt-1 text-xs text-stone-600 dark:text-stone-400">
            {words.nameHint}
          </p>
          <FieldError meta={fields.name} />
        </div>
        {form.errors?.length ? (
          <p id={form.errorId} role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800 dark:bg-red-950/60 dark:text-red-100">
            {form.errors[0]}
          </p>
        ) : null}
        <button type="submit" className="inline-flex min-h-11 w-full items-center justify-center rounded-full bg-brand-700 px-5 py-3 font-semibold text-white shadow-sm hover:bg-brand-800">
          {words.send}
        </button>
        <p className="text-xs text-stone-600 dark:text-stone-400">{words.privacy}</p>
      </form>
    </article>
  );
}

function FieldError({ meta }: { meta: FieldMetadata<unknown> }) {
  return meta.errors?.length ? (
    <p id={meta.errorId} className="mt-1 text-sm text-red-700 dark:text-red-400">
      {meta.errors[0]}
    </p>
  ) : null;
}

/**
 * Stars 1–5 as one radio group: arrow keys move between them and a screen reader reads "4 bintang,
 * 4 dari 5"; the stars up to the chosen one are filled by CSS alone (`.star-rating`, tailwind.css).
 */
function StarField({ meta, legend, starLabel }: { meta: FieldMetadata<number>; legend: string; starLabel: (stars: number) => string }) {
  const chosen = meta.initialValue;
  return (
    <fieldset aria-describedby={meta.errors?.length ? meta.errorId : undefined}>
      <legend className="mb-1.5 block text-sm font-medium text-stone-700 dark:text-stone-300">{legend}</legend>
      <div className="star-rating flex gap-1">
        {[1, 2, 3, 4, 5].map((stars) => (
          <Fragment key={stars}>
            <input
              type="radio"
              id={`${meta.id}-${stars}`}
              name={meta.name}
              value={stars}
              defaultChecked={chosen === String(stars)}
              required
              className="sr-only"
            />
            <label htmlFor={`${meta.id}-${stars}`} className="grid size-11 cursor-pointer place-items-center rounded-lg text-stone-400 dark:text-stone-500">
              <StarIcon className="size-9" />
              <span className="sr-only">{starLabel(stars)}</span>
            </label>
          </Fragment>
        ))}
      </div>
      <FieldError meta={meta} />
    </fieldset>
  );
}

export const ErrorBoundary = PublicErrorBoundary;
