// The create/edit modal of every admin page: conform on the shared schema (validated on
// submit, then again on each input), the action's reply shown under the fields, and the
// spec's buttons.
import { getFormProps, useForm, type DefaultValue } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Form, useActionData } from '@remix-run/react';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { FormReply } from '~/lib/admin-actions.server';
import { formKeyOf, TRANSLATE_INTENT } from '~/lib/form-keys';
import { Button, SubmitButton } from './buttons';
import { SubmissionToken, UploadProgress, usePendingIntent } from './form-sending';
import { LanguageTabs, type Language } from './language-tabs';
import { Modal, ModalBody, ModalFooter } from './modal';
import type { Meta } from './fields';
import { PublishingButtons, ScheduleField, useScheduling, type PublishingState } from './publishing';
import { toWibLocal } from '@desa/contract';

export type FormFields = Record<string, Meta>;

/** A problem of the whole form (not of one field), above the fields. */
export function FormError({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <p id={id} role="alert" className="mb-4 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-700 dark:bg-red-950/50 dark:text-red-300">
      {errors[0]}
    </p>
  );
}
type Values = Record<string, string>;

/** Conform bound to a schema, with the last reply of the action for this very form. */
export function useSchemaForm(schema: z.ZodType, formKey: string, defaultValue?: Record<string, unknown>) {
  const reply = useActionData<FormReply | undefined>();
  return useForm<Values>({
    id: `form-${formKey.replace(/[^\w-]/g, '-')}`,
    lastResult: reply?.formKey === formKey ? reply.result : undefined,
    defaultValue: defaultValue as DefaultValue<Values>,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) =>
      parseWithZod(formData, { schema: schema as z.ZodType<Values>, disableAutoCoercion: true }),
  });
}

type EntityFormModalProps = {
  title: string;
  schema: z.ZodType;
  /** The record being edited; absent when creating. */
  recordId?: string;
  defaultValue?: Record<string, unknown>;
  /** For a record with an English version: which language tab this form is (tabs show when editing). */
  language?: Language;
  /** A publishable type's record (its state; nothing when creating): the footer offers publish, draft and schedule. */
  publishing?: PublishingState;
  /** The submit button's words when not the usual "Simpan" (a partner's "Kirim untuk Disetujui"). */
  submitLabel?: string;
  /** A line above the fields: what happens with the save. */
  notice?: string;
  onClose: () => void;
  children: (fields: FormFields) => ReactNode;
};

export function EntityFormModal({ title, schema, recordId, defaultValue, language, publishing, submitLabel, notice, onClose, children }: EntityFormModalProps) {
  const intent = language === 'en' ? TRANSLATE_INTENT : recordId ? 'update' : 'create';
  const schedule = publishing?.publishAt ? { publish_at: toWibLocal(publishing.publishAt) } : {};
  const [form, fields] = useSchemaForm(schema, formKeyOf(intent, recordId), { ...defaultValue, ...schedule });
  const publishAt = (fields as unknown as FormFields).publish_at;
  const [scheduling, setScheduling] = useScheduling(publishing ?? {}, publishAt?.errors);
  const pending = usePendingIntent() === (recordId ? `${intent}:${recordId}` : intent);
  return (
    <Modal title={title} onClose={onClose} busy={pending}>
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="flex min-h-0 flex-1 flex-col">
        <input type="hidden" name="intent" value={intent} />
        {recordId ? <input type="hidden" name="id" value={recordId} /> : null}
        {publishing ? (
          // Enter in a field presses the form's first submit button: this one, which keeps the
          // record's state (a new one is published) or, with the schedule open, schedules it.
          <button type="submit" name="status" value={scheduling ? 'scheduled' : ''} hidden tabIndex={-1} aria-hidden="true" />
        ) : null}
        <SubmissionToken />
        <ModalBody>
          {language && recordId ? <LanguageTabs id={recordId} active={language} /> : null}
          <FormError id={form.errorId} errors={form.errors} />
          {notice ? <p className="mb-4 rounded-lg bg-sky-50 px-4 py-3 text-sm text-sky-900 dark:bg-sky-950/50 dark:text-sky-200">{notice}</p> : null}
          <fieldset disabled={pending} className="grid gap-5 sm:grid-cols-2">
            {children(fields as unknown as FormFields)}
            {publishing && scheduling ? <ScheduleField meta={publishAt} /> : null}
          </fieldset>
          {publishing ? <FormError id={`${form.id}-status`} errors={(fields as unknown as FormFields).status?.errors} /> : null}
        </ModalBody>
        <UploadProgress className="border-t border-slate-200 px-5 pt-3 sm:px-6 dark:border-slate-800" />
        <ModalFooter>
          {publishing ? (
            <PublishingButtons record={publishing} scheduling={scheduling} setScheduling={setScheduling} pending={pending} onCancel={onClose} />
          ) : (
            <>
              <Button variant="outline" onClick={onClose} disabled={pending}>
                Batal
              </Button>
              <SubmitButton pending={pending}>{submitLabel ?? (recordId ? 'Simpan Perubahan' : 'Simpan')}</SubmitButton>
            </>
          )}
        </ModalFooter>
      </Form>
    </Modal>
  );
}
