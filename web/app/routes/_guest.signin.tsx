// /signin: the administrators' door. Validated in the browser on submit (then on every
// input) and again here with the same schema; the CMS checks the credentials.
import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect, type ActionFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useNavigation } from '@remix-run/react';
import { SIGN_IN, signInSchema } from '@desa/contract';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { SubmitButton } from '~/components/admin/buttons';
import { FieldError, Label, TextField, controlClass } from '~/components/admin/fields';
import { EyeIcon, EyeOffIcon } from '~/components/icons';
import { Logo } from '~/components/admin/logo';
import { loginAtCms } from '~/lib/auth.server';
import { cn } from '~/lib/cn';
import { NEW_PASSWORD_PATH, adminHome, commitToken, isBackOfficeRole } from '~/lib/session.server';
import { redirectWithToast } from '~/lib/toast.server';
import { readForm } from '~/lib/form.server';

export const meta: MetaFunction = () => [{ title: 'SignIn Admin' }];

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request);
  const submission = parseWithZod(formData, { schema: signInSchema, disableAutoCoercion: true });
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields: ['password'] }), failure: null }, { status: 400 });
  }
  const login = await loginAtCms(submission.value.email, submission.value.password, context.clientIp);
  if (!login.ok) {
    const failure = { message: login.message, id: crypto.randomUUID() };
    return data({ result: submission.reply({ hideFields: ['password'] }), failure }, { status: login.status });
  }
  const session = { headers: { 'Set-Cookie': await commitToken(request, login.token) } };
  // Held at the new password first: the welcome comes when the back office opens (after it).
  if (isBackOfficeRole(login.user.role) && login.user.must_change_password) return redirect(NEW_PASSWORD_PATH, session);
  return redirectWithToast(isBackOfficeRole(login.user.role) ? adminHome(login.user) : '/', { type: 'success', message: SIGN_IN.success }, session);
}

export default function SignIn() {
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const submitting = navigation.state !== 'idle' && navigation.formAction === '/signin';
  const [passwordShown, setPasswordShown] = useState(false);
  const [form, fields] = useForm({
    lastResult: answer?.result,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: signInSchema, disableAutoCoercion: true }),
  });

  useEffect(() => {
    if (answer?.failure) toast.error(answer.failure.message, { id: answer.failure.id });
  }, [answer?.failure]);

  const { key: passwordKey, ...passwordProps } = getInputProps(fields.password, { type: passwordShown ? 'text' : 'password' });

  return (
    <div className="flex min-h-dvh bg-white dark:bg-slate-950">
      <main className="flex w-full flex-col lg:w-1/2">
        <div className="mx-auto w-full max-w-md px-6 pt-8 lg:hidden">
          <Logo />
        </div>
        <div className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center px-6 py-10">
          <h1 className="mb-2 text-2xl font-semibold text-slate-900 sm:text-3xl dark:text-white">Masuk Admin</h1>
          <p className="mb-8 text-sm text-slate-500 dark:text-slate-400">Masukkan email dan password untuk mengelola situs desa.</p>
          <Form method="post" {...getFormProps(form)} className="flex flex-col gap-5">
            <TextField
              meta={fields.email}
              type="email"
              label="Email"
              required
              placeholder="Masukan email anda"
              autoComplete="username"
              inputMode="email"
            />
            <div>
              <Label htmlFor={fields.password.id} required>
                Password
              </Label>
              <div className="relative">
                <input
                  key={passwordKey}
                  {...passwordProps}
                  placeholder="Masukan password anda"
                  autoComplete="current-password"
                  className={cn(controlClass, 'h-11 pr-12')}
                />
                <button
                  type="button"
                  onClick={() => setPasswordShown(!passwordShown)}
                  aria-label={passwordShown ? 'Sembunyikan password' : 'Tampilkan password'}
                  aria-pressed={passwordShown}
                  className="absolute top-1/2 right-2 -translate-y-1/2 rounded-md p-1.5 text-slate-500 hover:text-slate-700 dark:text-slate-400 dark:hover:text-slate-200"
                >
                  {passwordShown ? <EyeOffIcon /> : <EyeIcon />}
                </button>
              </div>
              <FieldError meta={fields.password} />
            </div>
            <SubmitButton pending={submitting} className="mt-2 w-full">
              SignIn
            </SubmitButton>
          </Form>
        </div>
      </main>
      <aside className="relative hidden w-1/2 items-center justify-center overflow-hidden bg-brand-900 lg:flex">
        <div aria-hidden="true" className="absolute inset-0 bg-[radial-gradient(circle_at_20%_20%,rgba(34,197,94,0.35),transparent_45%),radial-gradient(circle_at_80%_85%,rgba(253,224,71,0.18),transparent_40%)]" />
        <svg aria-hidden="true" viewBox="0 0 600 200" preserveAspectRatio="none" className="absolute inset-x-0 bottom-0 h-48 w-full text-brand-800">
          <path d="M0 200V120l90-60 80 50 110-90 120 100 90-40 110 70v50z" fill="currentColor" />
        </svg>
        <div className="relative flex max-w-sm flex-col items-center gap-6 px-8 text-center">
          <Logo tone="light" className="[&_img]:size-14" />
          <p className="text-base leading-relaxed text-brand-100">
            Keindahan alam desa adalah anugerah yang patut kita syukuri. Mari merawatnya bersama dan memperkenalkannya kepada
            setiap tamu yang datang.
          </p>
        </div>
      </aside>
    </div>
  );
}
