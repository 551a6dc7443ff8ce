// Admin › Profile: the signed-in admin's own details (the first active admin's phone and
// Instagram are the village's public contact), and "Ganti kata sandi" (issue 23).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { PROFILE, PROFILE_UPDATED, profileSchema } from '@desa/contract';
import { EntityFormModal } from '~/components/admin/entity-form';
import { TextField } from '~/components/admin/fields';
import { ChevronRightIcon, PencilIcon } from '~/components/icons';
import { ImageInput } from '~/components/admin/image-input';
import { AdminPageError } from '~/components/admin/page-error';
import { Card, ModalLink } from '~/components/admin/page-parts';
import { AVATAR_PLACEHOLDER } from '~/components/admin/top-bar';
import { buttonClass } from '~/components/admin/buttons';
import { PasswordForm } from '~/components/admin/password-form';
import { cmsFormData, formKeyOf, saveForm } from '~/lib/admin-actions.server';
import { PASSWORD_INTENT } from '~/lib/form-keys';
import { changePassword } from '~/lib/password.server';
import { cms } from '~/lib/cms.server';
import { withImage } from '~/lib/image-field';
import { skipModalRevalidation, useModal } from '~/lib/modal-url';
import { requireAdmin } from '~/lib/session.server';
import type { User } from '@desa/contract';
import { readForm } from '~/lib/form.server';
import { sendForm } from '~/lib/form-sending';

export const meta: MetaFunction = () => [{ title: 'Profile | Admin' }];

const formSchema = withImage(profileSchema);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user } = await requireAdmin(request, context, { partners: 'allow' });
  return { user };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { user, token } = await requireAdmin(request, context, { partners: 'allow' });
  const formData = await readForm(request);
  if (formData.get('intent') === PASSWORD_INTENT) return changePassword({ request, formData, token });
  return saveForm({
    request,
    context,
    formData,
    schema: formSchema,
    formKey: formKeyOf('update', user.id),
    send: () => cms('/user/update?_method=PATCH', { method: 'POST', token, body: cmsFormData(formData) }),
    success: PROFILE_UPDATED,
  });
}

/** With JavaScript: upload progress, and a save cut off by the network keeps the form. */
export const clientAction = sendForm;

export const shouldRevalidate = skipModalRevalidation;

export default function AdminProfile() {
  const { user } = useLoaderData<typeof loader>();
  const { state, close } = useModal();
  return (
    <>
      <nav aria-label="Breadcrumb" className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-semibold text-slate-900 sm:text-2xl dark:text-white">Profile</h1>
        <ol className="flex items-center gap-1.5 text-sm text-slate-500 dark:text-slate-400">
          <li>
            <Link to="/admin" className="hover:text-brand-700 max-sm:inline-flex max-sm:min-h-11 max-sm:min-w-11 max-sm:items-center dark:hover:text-brand-500">
              Home
            </Link>
          </li>
          <li aria-hidden="true">
            <ChevronRightIcon className="size-4" />
          </li>
          <li aria-current="page" className="text-slate-800 dark:text-slate-200">
            Profile
          </li>
        </ol>
      </nav>
      <div className="flex flex-col gap-6">
        <Card className="p-5 sm:p-6">
          <div className="flex flex-col items-center gap-5 sm:flex-row">
            <img
              src={user.image_url || AVATAR_PLACEHOLDER}
              alt={`Foto ${user.name}`}
              width={80}
              height={80}
              className="size-20 rounded-full border border-slate-200 bg-slate-100 object-cover dark:border-slate-700"
            />
            <div className="text-center sm:text-left">
              <p className="text-lg font-semibold text-slate-900 dark:text-white">{user.name}</p>
              <p className="text-sm text-slate-500 dark:text-slate-400">{user.role}</p>
            </div>
            <ModalLink param="ubah" className={`${buttonClass.outline} sm:ml-auto`}>
              <PencilIcon className="size-4" />
              Edit
            </ModalLink>
          </div>
        </Card>
        <Card className="p-5 sm:p-6">
          <h2 className="mb-5 text-lg font-semibold text-slate-900 dark:text-white">Informasi Pribadi</h2>
          <dl className="grid gap-5 sm:grid-cols-2">
            <Info label="Nama Lengkap" value={user.name} />
            <Info label="Email" value={user.email} />
            <Info label="WhatsApp" value={user.phone} />
            <Info label="Instagram" value={user.instagram ? `@${user.instagram}` : null} />
          </dl>
        </Card>
        <Card className="p-5 sm:p-6">
          <section aria-labelledby="ganti-kata-sandi">
            <h2 id="ganti-kata-sandi" className="text-lg font-semibold text-slate-900 dark:text-white">
              Ganti Kata Sandi
            </h2>
            <p className="mt-1 mb-5 text-sm text-slate-500 dark:text-slate-400">
              Setelah kata sandi diganti, sesi akun ini di perangkat lain berakhir; sesi di perangkat ini tetap berjalan.
            </p>
            <PasswordForm currentLabel="Kata sandi saat ini" submitLabel="Ganti Kata Sandi" username={user.email} className="max-w-xl" />
          </section>
        </Card>
      </div>
      {state?.param === 'ubah' ? <ProfileForm user={user} onClose={close} /> : null}
    </>
  );
}

function Info({ label, value }: { label: string; value: string | null }) {
  return (
    <div>
      <dt className="mb-1 text-xs text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="text-sm font-medium break-words text-slate-800 dark:text-slate-100">{value || '-'}</dd>
    </div>
  );
}

function ProfileForm({ user, onClose }: { user: User; onClose: () => void }) {
  return (
    <EntityFormModal
      title="Edit Profile"
      schema={formSchema}
      recordId={user.id}
      defaultValue={{ name: user.name, phone: user.phone ?? '', instagram: user.instagram ?? '', email: user.email }}
      onClose={onClose}
    >
      {(fields) => (
        <>
          <ImageInput meta={fields.file} label="Foto Profil" current={user.image_url} shape="round" />
          <TextField meta={fields.name} label="Nama Lengkap" required autoComplete="name" className="sm:col-span-2" data-autofocus />
          <TextField meta={fields.phone} label="WhatsApp" type="tel" inputMode="tel" required autoComplete="tel" />
          <TextField meta={fields.instagram} label="Instagram" required autoCapitalize="none" />
          {/* Read-only: a disabled input posts nothing, so the current address travels hidden. */}
          <TextField meta={fields.email} label="Email" type="email" required disabled className="sm:col-span-2" />
          <input type="hidden" name="email" value={user.email} />
        </>
      )}
    </EntityFormModal>
  );
}

export function ErrorBoundary() {
  return <AdminPageError notFoundText={PROFILE.notFound} failedText={PROFILE.loadFailed} />;
}
