// "Ganti kata sandi" (issue 23): the current password, a new one and its confirmation, checked
// with the contract's schema on submit (then on every input) and answered by changePassword
// (lib/password.server.ts). One form for the profile's card and the first sign-in's page, which
// asks for the new password only while its sign-in is fresh (newPasswordSchema): once the CMS
// asks for the temporary password again (an error on it), the field shows.
import { getFormProps, getInputProps } from '@conform-to/react';
import { Form, useActionData } from '@remix-run/react';
import { newPasswordSchema, passwordChangeSchema } from '@desa/contract';
import { useState } from 'react';
import { EyeIcon, EyeOffIcon } from '~/components/icons';
import { cn } from '~/lib/cn';
import type { FormReply } from '~/lib/admin-actions.server';
import { PASSWORD_FORM_KEY, PASSWORD_INTENT } from '~/lib/form-keys';
import { SubmitButton } from './buttons';
import { FormError, useSchemaForm } from './entity-form';
import { FieldError, Hint, Label, controlClass, type Meta } from './fields';
import { SubmissionToken, usePendingIntent } from './form-sending';

export const PASSWORD_RULES = 'Minimal 8 karakter, dengan huruf besar, huruf kecil, dan angka.';

type PasswordFormProps = {
  /** 'Kata sandi saat ini', or on the first sign-in 'Kata sandi sementara'. */
  currentLabel: string;
  submitLabel: string;
  /** The account's email, for the browser's password manager (never posted). */
  username: string;
  /** The button across the whole form (a page of its own), rather than at its end (a card). */
  wideSubmit?: boolean;
  /** false: the first sign-in's page, where the session already proved the temporary password. */
  askCurrent?: boolean;
  className?: string;
};

export function PasswordForm({ currentLabel, submitLabel, username, wideSubmit = false, askCurrent = true, className }: PasswordFormProps) {
  const reply = useActionData<FormReply | undefined>();
  const asked = askCurrent || Boolean(reply?.formKey === PASSWORD_FORM_KEY && reply.result.error?.currentPassword);
  const [form, fields] = useSchemaForm(asked ? passwordChangeSchema : newPasswordSchema, PASSWORD_FORM_KEY);
  const pending = usePendingIntent() === PASSWORD_INTENT;
  return (
    <Form method="post" {...getFormProps(form)} className={cn('flex flex-col gap-5', className)}>
      <input type="hidden" name="intent" value={PASSWORD_INTENT} />
      <SubmissionToken />
      {/* Which account the new password is for, so a password manager saves it in the right place. */}
      <input type="email" autoComplete="username" value={username} readOnly hidden />
      <FormError id={form.errorId} errors={form.errors} />
      <fieldset disabled={pending} className="flex flex-col gap-5">
        {asked ? <PasswordField meta={fields.currentPassword as Meta} label={currentLabel} autoComplete="current-password" /> : null}
        <PasswordField meta={fields.password as Meta} label="Kata sandi baru" autoComplete="new-password" hint={PASSWORD_RULES} />
        <PasswordField meta={fields.passwordConfirmation as Meta} label="Konfirmasi kata sandi baru" autoComplete="new-password" />
      </fieldset>
      <SubmitButton pending={pending} className={wideSubmit ? 'mt-1 w-full' : 'w-full sm:w-fit sm:self-end'}>
        {submitLabel}
      </SubmitButton>
    </Form>
  );
}

/** A password input with its show/hide switch (as on the sign-in page). */
function PasswordField({ meta, label, autoComplete, hint }: { meta: Meta; label: string; autoComplete: string; hint?: string }) {
  const [shown, setShown] = useState(false);
  const hintId = `${meta.id}-hint`;
  const { key, ...props } = getInputProps(meta, { type: shown ? 'text' : 'password', ariaDescribedBy: hint ? hintId : undefined });
  return (
    <div>
      <Label htmlFor={meta.id} required>
        {label}
      </Label>
      <div className="relative">
        <input
          key={key}
          {...props}
          autoComplete={autoComplete}
          autoCapitalize="none"
          spellCheck={false}
          className={cn(controlClass, 'h-11 pr-12')}
        />
        <button
          type="button"
          onClick={() => setShown(!shown)}
          aria-label={`${shown ? 'Sembunyikan' : 'Tampilkan'} ${label.toLowerCase()}`}
          aria-pressed={shown}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-700 dark:text-slate-400 dark:hover:text-slate-200"
        >
          {shown ? <EyeOffIcon className="size-5" /> : <EyeIcon className="size-5" />}
        </button>
      </div>
      {hint ? (
        <div id={hintId}>
          <Hint>{hint}</Hint>
        </div>
      ) : null}
      <FieldError meta={meta} />
    </div>
  );
}
