// /admin/kata-sandi-baru: an invited admin's first step (issue 23). Until they replace the
// temporary password they were given, the admin guard (requireAdmin) sends every page of /admin
// here, and the CMS refuses their every other call. Outside the admin frame (no sidebar: there
// is nowhere else to go yet); signing out stays at hand.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { SIGN_IN, TEAM } from '@desa/contract';
import { Logo } from '~/components/admin/logo';
import { Card } from '~/components/admin/page-parts';
import { PasswordForm } from '~/components/admin/password-form';
import { AdminToaster } from '~/components/admin/toaster';
import { LogOutIcon } from '~/components/icons';
import { readForm } from '~/lib/form.server';
import { sendForm } from '~/lib/form-sending';
import { changePassword } from '~/lib/password.server';
import { requireAdmin } from '~/lib/session.server';
import { getToast } from '~/lib/toast.server';
import { buttonClass } from '~/components/admin/buttons';

export const meta: MetaFunction = () => [{ title: 'Kata Sandi Baru | Admin' }, { name: 'robots', content: 'noindex' }];

/** The signed-in admin who still owes a password of their own; anyone else goes on as the guard says. */
async function requireTemporaryPassword(request: Request, context: LoaderFunctionArgs['context']) {
  const signedIn = await requireAdmin(request, context, { temporaryPassword: 'allow', partners: 'allow' });
  if (!signedIn.user.must_change_password) throw redirect('/admin');
  return signedIn;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user } = await requireTemporaryPassword(request, context);
  const { toast, headers } = await getToast(request);
  return data({ name: user.name, email: user.email, toast }, { headers });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { token } = await requireTemporaryPassword(request, context);
  // The back office opens with the welcome the sign-in held back.
  return changePassword({ request, formData: await readForm(request), token, redirectTo: '/admin', successToast: { message: SIGN_IN.success, description: TEAM.ownPasswordSaved } });
}

/** With JavaScript: a save cut off by the network keeps what was typed. */
export const clientAction = sendForm;

export default function NewPassword() {
  const { name, email, toast } = useLoaderData<typeof loader>();
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 dark:bg-slate-950">
      <header className="mx-auto flex w-full max-w-5xl items-center justify-between gap-3 px-4 py-4 sm:px-6">
        <Logo />
        <Form method="post" action="/signout">
          <button type="submit" className={buttonClass.outline}>
            <LogOutIcon className="size-4" />
            Keluar
          </button>
        </Form>
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pt-4 pb-12 sm:items-center sm:pt-0">
        <Card className="w-full max-w-md p-6 sm:p-8">
          <h1 className="text-xl font-semibold text-slate-900 sm:text-2xl dark:text-white">Pilih Kata Sandi Baru</h1>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
            Anda masuk dengan kata sandi sementara. Pilih kata sandi Anda sendiri untuk melanjutkan: tulis dua kali.
          </p>
          <p className="mt-4 mb-6 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-200">
            Masuk sebagai <span className="font-medium">{name}</span>
            <span className="block break-words text-slate-600 dark:text-slate-300">{email}</span>
          </p>
          <PasswordForm currentLabel="Kata sandi sementara" submitLabel="Simpan dan Lanjutkan" username={email} wideSubmit askCurrent={false} />
        </Card>
      </main>
      <AdminToaster toast={toast} />
    </div>
  );
}
