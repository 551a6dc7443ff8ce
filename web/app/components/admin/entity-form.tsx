// The create/edit modal of every admin page: conform on the shared schema (validated on
// submit, then again on each input), the action's reply shown under the fields, and the
// spec's buttons.
import { getFormProps, useForm, type DefaultValue } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Form, useActionData, useNavigation } from '@remix-run/react';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { FormReply } from '~/lib/admin-actions.server';
import { formKeyOf, TRANSLATE_INTENT } from '~/lib/form-keys';
import { Button, SubmitButton } from './buttons';
import { SubmissionToken, UploadProgress } from './form-sending';
import { LanguageTabs, type Language } from './language-tabs';
import { Modal, ModalBody, ModalFooter } from './modal';
import type { Meta } from './fields';

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

/** Which form is being sent right now, if any: 'create', 'update:<id>', 'delete:<id>'. */
export function usePendingIntent(): string | null {
  const navigation = useNavigation();
  if (navigation.state !== 'submitting' || !navigation.formData) return null;
  const intent = String(navigation.formData.get('intent') ?? '');
  const id = navigation.formData.get('id');
  return id ? `${intent}:${id}` : intent;
}

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
  onClose: () => void;
  children: (fields: FormFields) => ReactNode;
};

export function EntityFormModal({ title, schema, recordId, defaultValue, language, onClose, children }: EntityFormModalProps) {
  const intent = language === 'en' ? TRANSLATE_INTENT : recordId ? 'update' : 'create';
  const [form, fields] = useSchemaForm(schema, formKeyOf(intent, recordId), defaultValue);
  const pending = usePendingIntent() === (recordId ? `${intent}:${recordId}` : intent);
  return (
    <Modal title={title} onClose={onClose} busy={pending}>
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="flex min-h-0 flex-1 flex-col">
        <input type="hidden" name="intent" value={intent} />
        {recordId ? <input type="hidden" name="id" value={recordId} /> : null}
        <SubmissionToken />
        <ModalBody>
          {language && recordId ? <LanguageTabs id={recordId} active={language} /> : null}
          <FormError id={form.errorId} errors={form.errors} />
          <fieldset disabled={pending} className="grid gap-5 sm:grid-cols-2">
            {children(fields as unknown as FormFields)}
          </fieldset>
        </ModalBody>
        <UploadProgress className="border-t border-slate-200 px-5 pt-3 sm:px-6 dark:border-slate-800" />
        <ModalFooter>
          <Button variant="outline" onClick={onClose} disabled={pending}>
            Batal
          </Button>
          <SubmitButton pending={pending}>{recordId ? 'Simpan Perubahan' : 'Simpan'}</SubmitButton>
        </ModalFooter>
      </Form>
    </Modal>
  );
}
