// The one write path of the admin pages: validate with the shared schema (as the browser
// did), forward to the CMS, then either go back to the list with a toast or show the
// API's field errors under the fields.
import { parseWithZod } from '@conform-to/zod/v4';
import type { SubmissionResult } from '@conform-to/react';
import { data, replace, type AppLoadContext } from '@remix-run/node';
import { CONTENT_TYPE_MODULES, ENTITY_TEXT, IMAGE, PARTNER, PUBLISHING, UI, isContentKind, translationSchema, type ContentTypeModule, type EntityKind } from '@desa/contract';
import type { z } from 'zod';
import { CmsError, cms } from './cms.server';
import { chosenFile } from './image-field';
import { PHOTOS_FIELD, PHOTO_FILES } from './photos-field';
import { withoutModal } from './modal-url';
import { requireAdmin } from './session.server';
import { toastHeader, type Toast } from './toast.server';
import { readForm } from './form.server';
import { formKeyOf, TRANSLATE_INTENT } from './form-keys';
import { SUBMISSION_FIELD } from './submission-token';
import { sendOnce } from './submissions.server';
import { loadUploadLimitMb } from './upload-limit.server';
import { PUBLISH_INTENT, UNPUBLISH_INTENT } from './publishing';

/** What an action answers when the modal stays open: its form's errors. */
export type FormReply = { formKey: string; result: SubmissionResult<string[]> };

export { formKeyOf };

export const ENGLISH_SAVED = 'Versi Bahasa Inggris berhasil disimpan!';

/** Back to the list (replacing the modal's history entry) with a toast for the next page. */
export async function backWithToast(request: Request, toast: Omit<Toast, 'id'>) {
  return replace(withoutModal(new URL(request.url)), { headers: { 'Set-Cookie': await toastHeader(toast) } });
}

function failureMessage(error: unknown, fallback: string) {
  if (error instanceof CmsError && error.message) return error.message;
  return fallback;
}

/** The field a form's image problems belong to: `photos` for the types with several (their files travel as `files`), else `file`. */
type ImageField = typeof PHOTOS_FIELD | 'file';

function imageFieldOf(kind: EntityKind): ImageField {
  return (CONTENT_TYPE_MODULES[kind] as ContentTypeModule).photos ? PHOTOS_FIELD : 'file';
}

function fieldErrorsOf(error: unknown, imageField: ImageField = 'file'): Record<string, string[]> | null {
  if (!(error instanceof CmsError)) return null;
  if (error.status === 400 && error.errors && Object.keys(error.errors).length) return error.errors;
  // Too large an image is a problem of the image field (the photos), not of the whole save.
  if (error.status === 413) return { [imageField]: [error.message] };
  return null;
}

/**
 * Images over the CMS's limit, every one of them, under their own field (posted as they are
 * without JavaScript); the several photos' `files` under `photos`, once.
 */
async function oversizedImages(formData: FormData, context: AppLoadContext): Promise<Record<string, string[]> | null> {
  const images = [...formData].flatMap(([name, value]) => (chosenFile(value) ? [{ name: name === PHOTO_FILES ? PHOTOS_FIELD : name, size: (value as File).size }] : []));
  if (images.length === 0) return null;
  const limitMb = await loadUploadLimitMb(context);
  const over = images.filter(({ size }) => size > limitMb * 1024 * 1024);
  return over.length ? Object.fromEntries(over.map(({ name }) => [name, [IMAGE.tooLarge(limitMb)]])) : null;
}

/**
 * The submitted fields as the CMS wants them: no routing fields, no empty file input, no
 * `photos` (the photos field's count, there for the browser's check); repeated fields (the
 * several photos' `files` and `photos_keep`) stay repeated, in their order.
 */
export function cmsFormData(formData: FormData): FormData {
  const forwarded = new FormData();
  for (const [name, value] of formData) {
    if (name === 'intent' || name === 'id' || name === SUBMISSION_FIELD || name === PHOTOS_FIELD) continue;
    if (typeof value === 'string') forwarded.append(name, value);
    else if (chosenFile(value)) forwarded.append(name, value);
  }
  return forwarded;
}

/**
 * A write through /admin shows on the public pages at the next request: this replica forgets
 * everything at once (writes are rare); the CMS's notice reaches the other replicas.
 */
export function purgePublicPages(context: AppLoadContext) {
  context.purge?.(['*']);
}

type SaveRequest = {
  request: Request;
  context: AppLoadContext;
  formData: FormData;
  schema: z.ZodType;
  formKey: string;
  /** Sends the form on; `value` is what the schema made of it (the form as the schema reads it). */
  send: (value: unknown) => Promise<unknown>;
  /** The toast on success: fixed, or read from the CMS's answer (a message naming the record). */
  success: string | ((answer: unknown) => string);
  /** Where a 413 of the CMS shows: `photos` for the types with several, else `file` (the default). */
  imageField?: ImageField;
};

/**
 * Re-validates on the server and checks the images against the CMS's limit; on success sends
 * to the CMS, once per submission token. Validation problems (ours or the API's) stay in the
 * modal; any other failure closes it with the server's message.
 */
export async function saveForm({ request, context, formData, schema, formKey, send, success, imageField }: SaveRequest) {
  const submission = parseWithZod(formData, { schema, disableAutoCoercion: true });
  if (submission.status !== 'success') {
    return data<FormReply>({ formKey, result: submission.reply() }, { status: 400 });
  }
  const oversized = await oversizedImages(formData, context);
  if (oversized) return data<FormReply>({ formKey, result: submission.reply({ fieldErrors: oversized }) }, { status: 413 });
  const token = formData.get(SUBMISSION_FIELD);
  let answer: unknown;
  try {
    answer = await sendOnce(typeof token === 'string' && token ? `${formKey}:${token}` : null, () => send(submission.value));
  } catch (error) {
    const fieldErrors = fieldErrorsOf(error, imageField);
    if (fieldErrors) {
      const { _form: formErrors, ...errors } = fieldErrors;
      return data<FormReply>(
        { formKey, result: submission.reply({ fieldErrors: errors, formErrors }) },
        { status: error instanceof CmsError && error.status === 413 ? 413 : 400 },
      );
    }
    if (!(error instanceof CmsError) && !(error instanceof Response)) throw error;
    return backWithToast(request, { type: 'error', message: failureMessage(error, UI.saveFailed) });
  }
  purgePublicPages(context);
  return backWithToast(request, { type: 'success', message: typeof success === 'string' ? success : success(answer) });
}

type EntityActionConfig = {
  kind: EntityKind;
  /** The form's schema; `stored` is the record being edited when `needsStored` is set. */
  schema: (mode: { create: boolean; stored?: Record<string, unknown> }) => z.ZodType;
  /** Settings travel as JSON, everything else as multipart with the image in `file`. */
  json?: boolean;
  needsStored?: boolean;
  /** Who else may write: partners on the kinds they own (their change then waits for approval). */
  guard?: Parameters<typeof requireAdmin>[2];
};

/** create / update / delete of one content type, for its admin page's action. */
export async function entityAction(request: Request, context: AppLoadContext, config: EntityActionConfig) {
  const { token, user } = await requireAdmin(request, context, config.guard);
  // A partner's save is sent for the village's approval: the toast says so.
  const partner = user.role === 'MITRA';
  const formData = await readForm(request);
  const intent = String(formData.get('intent') ?? '');
  const id = String(formData.get('id') ?? '');
  const text = ENTITY_TEXT[config.kind];
  const base = `/${config.kind}`;

  if (intent === 'delete') {
    try {
      await cms(`${base}/delete/${encodeURIComponent(id)}`, { method: 'DELETE', token });
    } catch (error) {
      if (!(error instanceof CmsError) && !(error instanceof Response)) throw error;
      return backWithToast(request, { type: 'error', message: failureMessage(error, UI.deleteFailed) });
    }
    purgePublicPages(context);
    return backWithToast(request, { type: 'success', message: text.deleted });
  }

  const publishable = isContentKind(config.kind);
  if (publishable && (intent === PUBLISH_INTENT || intent === UNPUBLISH_INTENT)) {
    try {
      await cms(`${base}/${intent}/${encodeURIComponent(id)}`, { method: 'POST', token });
    } catch (error) {
      if (!(error instanceof CmsError) && !(error instanceof Response)) throw error;
      return backWithToast(request, { type: 'error', message: failureMessage(error, UI.saveFailed) });
    }
    purgePublicPages(context);
    return backWithToast(request, { type: 'success', message: intent === PUBLISH_INTENT ? PUBLISHING.published : PUBLISHING.unpublished });
  }

  if (intent === TRANSLATE_INTENT) {
    // Only the translatable fields go; the CMS keeps the Indonesian version and the shared fields.
    const schema = translationSchema(config.kind);
    const fields = new FormData();
    for (const name of Object.keys(schema.shape)) fields.append(name, String(formData.get(name) ?? ''));
    return saveForm({
      request,
      context,
      formData,
      schema,
      formKey: formKeyOf(intent, id),
      send: () => cms(`${base}/update/${encodeURIComponent(id)}?_method=PATCH&locale=en`, { method: 'POST', token, body: config.json ? Object.fromEntries(fields) : fields }),
      success: partner ? PARTNER.changeSent : ENGLISH_SAVED,
    });
  }

  const create = intent !== 'update';
  let stored: Record<string, unknown> | undefined;
  if (!create && config.needsStored) {
    try {
      stored = await cms<Record<string, unknown>>(`${base}/${encodeURIComponent(id)}${publishable ? '?status=all' : ''}`, { token });
    } catch (error) {
      if (!(error instanceof CmsError) && !(error instanceof Response)) throw error;
      return backWithToast(request, { type: 'error', message: failureMessage(error, UI.saveFailed) });
    }
  }
  const path = create ? `${base}/create` : `${base}/update/${encodeURIComponent(id)}?_method=PATCH`;
  const body = config.json ? Object.fromEntries(cmsFormData(formData)) : cmsFormData(formData);
  return saveForm({
    request,
    context,
    formData,
    schema: config.schema({ create, stored }),
    formKey: formKeyOf(intent, id),
    send: () => cms(path, { method: 'POST', token, body }),
    success: partner ? (create ? PARTNER.listingSent : PARTNER.changeSent) : create ? text.created : text.updated,
    imageField: imageFieldOf(config.kind),
  });
}
