// Admin › Tim Admin (issue 23): the village's admin accounts. 'Tambah Admin' invites one with a
// temporary password, shown here once (it lives only in the action's answer and this page's
// memory: no cookie, no toast) and replaced by the new admin at their first sign-in;
// 'Nonaktifkan' stops an account from signing in and ends its sessions at once. Its second part
// is the village's partners (issue 41): 'Undang Mitra' the same way, with the listings they own
// (components/admin/partner-accounts.tsx).
import { parseWithZod } from '@conform-to/zod/v4';
import { data, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { PARTNER_ITEM_FIELDS, PARTNER_KINDS, UI, formatPublishAt, newAdminSchema, newPartnerSchema, partnerItemsSchema, type AdminAccount, type PartnerAccount, type PartnerItem } from '@desa/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { Button, CopyButton, SubmitButton, buttonClass } from '~/components/admin/buttons';
import { ConfirmDialog } from '~/components/admin/confirm-dialog';
import { EntityFormModal } from '~/components/admin/entity-form';
import { TextField } from '~/components/admin/fields';
import { usePendingIntent } from '~/components/admin/form-sending';
import { AdminPageError } from '~/components/admin/page-error';
import { NewPartnerForm, PARTNER_INTENTS, PARTNER_INVITE, PartnerItemsForm, PartnerList, ownersOf } from '~/components/admin/partner-accounts';
import { Card, ModalLink, PageHeader } from '~/components/admin/page-parts';
import { InfoIcon, KeyIcon, PlusIcon, UserXIcon } from '~/components/icons';
import { backWithToast, purgePublicPages, saveForm, type FormReply } from '~/lib/admin-actions.server';
import { CmsError, cms } from '~/lib/cms.server';
import { loadPartnerListings } from '~/lib/admin-loaders.server';
import { cn } from '~/lib/cn';
import { readForm } from '~/lib/form.server';
import { formKeyOf } from '~/lib/form-keys';
import { sendForm } from '~/lib/form-sending';
import { skipModalRevalidation, useModal } from '~/lib/modal-url';
import { requireAdmin } from '~/lib/session.server';
import { SUBMISSION_FIELD } from '~/lib/submission-token';
import { sendOnce } from '~/lib/submissions.server';

export const meta: MetaFunction = () => [{ title: 'Tim Admin | Admin' }];

const DEACTIVATE = 'deactivate';
const ACTIVATE = 'activate';
const { deactivate: DEACTIVATE_PARTNER, activate: ACTIVATE_PARTNER } = PARTNER_INTENTS;

/** What the inviter sees once: who was added and the password to pass on. */
type Invited = { message: string; name: string; email: string; password: string };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user, token } = await requireAdmin(request, context);
  const [{ data: admins }, { data: partners }, listings] = await Promise.all([
    cms<{ data: AdminAccount[] }>('/admins', { token }),
    cms<{ data: PartnerAccount[] }>('/partners', { token }),
    loadPartnerListings<{ id: string; title: string }>(token),
  ]);
  return { admins, partners, choices: listings.map(({ kind, id, title }): PartnerItem => ({ type: kind, id, title })), selfId: user.id };
}

/** The CMS call of an account's button: an admin's or a partner's (de)activation. */
function accountCall(intent: string, id: string): string | null {
  const account = encodeURIComponent(id);
  if (intent === DEACTIVATE || intent === ACTIVATE) return `/admins/${account}/${intent}`;
  if (intent === DEACTIVATE_PARTNER) return `/partners/${account}/deactivate`;
  if (intent === ACTIVATE_PARTNER) return `/partners/${account}/activate`;
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { token } = await requireAdmin(request, context);
  const formData = await readForm(request);
  const intent = String(formData.get('intent') ?? '');

  const call = accountCall(intent, String(formData.get('id') ?? ''));
  if (call) {
    try {
      const answer = await cms<{ message: string }>(call, { method: 'POST', token });
      // The first active admin is the public footer's contact: it may just have changed.
      purgePublicPages(context);
      return backWithToast(request, { type: 'success', message: answer.message });
    } catch (error) {
      if (!(error instanceof CmsError)) throw error;
      return backWithToast(request, { type: 'error', message: error.message || UI.saveFailed });
    }
  }

  if (intent === 'update') return changePartnerItems(request, context, token, formData);
  const partner = formData.get('account') === PARTNER_INVITE;
  const formKey = formKeyOf('create');
  const submission = parseWithZod(formData, { schema: partner ? newPartnerSchema : newAdminSchema, disableAutoCoercion: true });
  if (submission.status !== 'success') return data<FormReply>({ formKey, result: submission.reply() }, { status: 400 });
  const submissionToken = formData.get(SUBMISSION_FIELD);
  try {
    // A retry of an invitation whose answer was lost gets the same account and password back.
    const answer = (await sendOnce(typeof submissionToken === 'string' && submissionToken ? `admin:${formKey}:${submissionToken}` : null, () =>
      cms<{ message: string; data: AdminAccount; temporary_password: string }>(partner ? '/partners' : '/admins', { method: 'POST', token, body: submission.value }),
    )) as { message: string; data: AdminAccount; temporary_password: string };
    // A partner owns listings now: their pages' WhatsApp number may have changed.
    if (partner) purgePublicPages(context);
    const invited: Invited = { message: answer.message, name: answer.data.name, email: answer.data.email, password: answer.temporary_password };
    return data({ invited }, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    if (!(error instanceof CmsError)) throw error;
    if (error.status === 400 && error.errors && Object.keys(error.errors).length) {
      const { _form: formErrors, ...fieldErrors } = error.errors;
      return data<FormReply>({ formKey, result: submission.reply({ fieldErrors, formErrors }) }, { status: 400 });
    }
    return backWithToast(request, { type: 'error', message: error.message || UI.saveFailed });
  }
}

/** "Ubah listing" of a partner: what they own now; the form's errors stay in its modal. */
function changePartnerItems(request: Request, context: AppLoadContext, token: string, formData: FormData) {
  const id = String(formData.get('id') ?? '');
  return saveForm({
    request,
    context,
    formData,
    schema: partnerItemsSchema,
    formKey: formKeyOf('update', id),
    send: () => cms<{ message: string }>(`/partners/${encodeURIComponent(id)}?_method=PATCH`, { method: 'POST', token, body: Object.fromEntries(PARTNER_KINDS.map((kind) => [PARTNER_ITEM_FIELDS[kind], formData.getAll(PARTNER_ITEM_FIELDS[kind])])) }),
    success: (answer) => (answer as { message: string }).message,
  });
}

/** With JavaScript: a save cut off by the network keeps the form. */
export const clientAction = sendForm;

export const shouldRevalidate = skipModalRevalidation;

export default function AdminTeam() {
  const { admins, partners, choices, selfId } = useLoaderData<typeof loader>();
  const owners = ownersOf(partners);
  const answer = useActionData<typeof action>();
  const { state, close } = useModal();
  const fresh = answer && 'invited' in answer ? answer.invited : null;
  // The answer is forgotten at the next navigation (closing the modal is one): the page keeps
  // the password in memory until it is dismissed, reloaded or left.
  const [invited, setInvited] = useState<Invited | null>(null);
  const [taken, setTaken] = useState<Invited | null>(null);
  if (fresh && fresh !== taken) {
    setTaken(fresh);
    setInvited(fresh);
  }
  const creating = state?.param === 'baru';
  const inviting = creating && state?.id === PARTNER_INVITE;
  const changingItems = state?.param === 'ubah' ? partners.find((partner) => partner.id === state.id) : undefined;
  const deactivatingPartner = state?.param === 'nonaktifkan' ? partners.find((partner) => partner.id === state.id && partner.active) : undefined;
  // Once the list has been read again (closing sooner would cancel that reading).
  const idle = useNavigation().state === 'idle';
  useEffect(() => {
    if (fresh && creating && idle) close();
  }, [fresh, creating, idle, close]);
  const shown = fresh && fresh !== taken ? fresh : invited;

  const contact = admins.find((admin) => admin.active);
  const deactivating = state?.param === 'nonaktifkan' ? admins.find((admin) => admin.id === state.id && admin.active && admin.id !== selfId) : undefined;
  return (
    <>
      <PageHeader
        title="Tim Admin"
        action={
          <div className="flex flex-wrap gap-2">
            <ModalLink param="baru" className={buttonClass.primary}>
              <PlusIcon className="size-4" />
              Tambah Admin
            </ModalLink>
            <ModalLink param="baru" id={PARTNER_INVITE} className={buttonClass.outline}>
              <PlusIcon className="size-4" />
              Undang Mitra
            </ModalLink>
          </div>
        }
      />
      <div className="flex flex-col gap-5">
        {shown ? <TemporaryPassword invited={shown} onDismiss={() => setInvited(null)} /> : null}
        {contact ? <ContactNote contact={contact} isSelf={contact.id === selfId} /> : null}
        <Card>
          <ul className="divide-y divide-slate-200 dark:divide-slate-800" aria-label="Daftar admin">
            {admins.map((admin) => (
              <AdminRow key={admin.id} admin={admin} isSelf={admin.id === selfId} />
            ))}
          </ul>
        </Card>
        <PartnerList partners={partners} />
      </div>
      {creating && !inviting ? <NewAdminForm onClose={close} /> : null}
      {inviting ? <NewPartnerForm choices={choices} owners={owners} onClose={close} /> : null}
      {changingItems ? <PartnerItemsForm key={changingItems.id} partner={changingItems} choices={choices} owners={owners} onClose={close} /> : null}
      {deactivatingPartner ? (
        <ConfirmDialog
          title="Nonaktifkan Mitra"
          text={`${deactivatingPartner.name} tidak dapat masuk lagi, dan semua sesinya langsung berakhir. Listing miliknya tetap tampil.`}
          note="Anda dapat mengaktifkannya kembali kapan saja."
          confirm="Nonaktifkan"
          intent={DEACTIVATE_PARTNER}
          id={deactivatingPartner.id}
          icon={<UserXIcon />}
          onClose={close}
        />
      ) : null}
      {deactivating ? (
        <ConfirmDialog
          title="Nonaktifkan Admin"
          text={`${deactivating.name} tidak dapat masuk lagi ke panel admin, dan semua sesinya langsung berakhir.`}
          note="Akun dan datanya tetap tersimpan; Anda dapat mengaktifkannya kembali kapan saja."
          confirm="Nonaktifkan"
          intent={DEACTIVATE}
          id={deactivating.id}
          icon={<UserXIcon />}
          onClose={close}
        />
      ) : null}
    </>
  );
}

/** The new admin's temporary password, once, with a copy button and what to do with it. */
function TemporaryPassword({ invited, onDismiss }: { invited: Invited; onDismiss: () => void }) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Where a keyboard or screen reader user is taken once the modal has closed (after the modal
  // has handed focus back to its opener, 100 ms after closing).
  useEffect(() => {
    const timer = setTimeout(() => headingRef.current?.focus({ preventScroll: false }), 200);
    return () => clearTimeout(timer);
  }, [invited]);
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-amber-300 bg-amber-50 p-5 sm:p-6 dark:border-amber-700/60 dark:bg-amber-950/40"
    >
      <div className="flex items-start gap-4">
        <span className="hidden size-11 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-700 sm:flex dark:bg-amber-900/60 dark:text-amber-300">
          <KeyIcon />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-slate-900 outline-none dark:text-white">
            {invited.message}
          </h2>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
            Kata sandi sementara untuk <span className="font-medium break-words">{invited.email}</span>:
          </p>
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <code
              data-testid="kata-sandi-sementara"
              className="rounded-lg border border-amber-300 bg-white px-4 py-2.5 font-mono text-lg font-semibold tracking-wider break-all text-slate-900 select-all dark:border-amber-700/60 dark:bg-slate-900 dark:text-white"
            >
              {invited.password}
            </code>
            <CopyButton text={invited.password} />
          </div>
          <ul className="mt-4 list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
            <li>Sampaikan kata sandi ini kepada {invited.name} secara pribadi (langsung atau lewat pesan pribadi), jangan di grup.</li>
            <li>Saat pertama kali masuk, {invited.name} wajib memilih kata sandinya sendiri.</li>
            <li>Kata sandi ini hanya ditampilkan sekali: setelah halaman ini ditutup atau dimuat ulang, kata sandi tidak dapat dilihat lagi.</li>
          </ul>
          <Button variant="outline" onClick={onDismiss} className="mt-4">
            Sudah saya catat, tutup
          </Button>
        </div>
      </div>
    </section>
  );
}

/** Whose WhatsApp and Instagram the public footer shows, and where they are changed. */
function ContactNote({ contact, isSelf }: { contact: AdminAccount; isSelf: boolean }) {
  return (
    <div className="flex items-start gap-3 rounded-2xl border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-900 dark:border-sky-900 dark:bg-sky-950/40 dark:text-sky-100">
      <InfoIcon className="mt-0.5 size-5 shrink-0 text-sky-700 dark:text-sky-300" />
      <p>
        Kontak WhatsApp dan Instagram di footer situs publik diambil dari admin aktif pertama di daftar ini:{' '}
        <span className="font-semibold">{contact.name}</span>
        {isSelf ? ' (Anda)' : ''}.{' '}
        {isSelf ? (
          <>
            Ubah keduanya di halaman{' '}
            <Link to="/admin/profile" className="font-medium underline underline-offset-2 hover:no-underline">
              Profile
            </Link>
            .
          </>
        ) : (
          <>{contact.name} dapat mengubah keduanya di halaman Profile miliknya.</>
        )}
      </p>
    </div>
  );
}

const BADGE = 'inline-flex w-fit items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1';

function AdminRow({ admin, isSelf }: { admin: AdminAccount; isSelf: boolean }) {
  const pending = usePendingIntent() === `${ACTIVATE}:${admin.id}`;
  return (
    <li className="flex flex-col gap-4 px-5 py-4 lg:flex-row lg:items-center">
      <div className="flex min-w-0 flex-1 items-start gap-4">
        <span
          aria-hidden="true"
          className={cn(
            'flex size-10 shrink-0 items-center justify-center rounded-full text-sm font-semibold uppercase',
            admin.active ? 'bg-brand-100 text-brand-800 dark:bg-brand-900 dark:text-brand-100' : 'bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-400',
          )}
        >
          {initials(admin.name)}
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <p className="font-medium break-words text-slate-900 dark:text-white">{admin.name}</p>
            {isSelf ? <span className={cn(BADGE, 'bg-sky-50 text-sky-800 ring-sky-200 dark:bg-sky-950/60 dark:text-sky-200 dark:ring-sky-800')}>Anda</span> : null}
            {admin.active ? (
              <span className={cn(BADGE, 'bg-emerald-50 text-emerald-800 ring-emerald-200 dark:bg-emerald-950/60 dark:text-emerald-200 dark:ring-emerald-900')}>Aktif</span>
            ) : (
              <span className={cn(BADGE, 'bg-slate-100 text-slate-700 ring-slate-300 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-600')}>Nonaktif</span>
            )}
            {admin.must_change_password ? (
              <span className={cn(BADGE, 'bg-amber-50 text-amber-800 ring-amber-200 dark:bg-amber-950/60 dark:text-amber-200 dark:ring-amber-900')}>
                Menunggu ganti kata sandi
              </span>
            ) : null}
          </div>
          <dl className="mt-2 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
            <Detail label="Email" value={admin.email} />
            <Detail label="WhatsApp" value={admin.phone || '-'} />
            <Detail label="Terakhir masuk" value={admin.last_sign_in_at ? formatPublishAt(admin.last_sign_in_at) : 'Belum pernah'} />
          </dl>
        </div>
      </div>
      {/* The same width on every row, so the details line up in columns. */}
      <div className="flex shrink-0 justify-end gap-2 max-lg:empty:hidden lg:w-36">
        {admin.active && !isSelf ? (
          <ModalLink
            param="nonaktifkan"
            id={admin.id}
            aria-label={`Nonaktifkan ${admin.name}`}
            className={buttonClass.dangerOutline}
          >
            Nonaktifkan
          </ModalLink>
        ) : null}
        {!admin.active ? (
          <Form method="post">
            <input type="hidden" name="intent" value={ACTIVATE} />
            <input type="hidden" name="id" value={admin.id} />
            <SubmitButton variant="outline" pending={pending} aria-label={`Aktifkan ${admin.name}`}>
              Aktifkan
            </SubmitButton>
          </Form>
        ) : null}
      </div>
    </li>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="break-words text-slate-700 dark:text-slate-200">{value}</dd>
    </div>
  );
}

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return (words.length > 1 ? words[0][0] + words[words.length - 1][0] : (words[0] ?? '?').slice(0, 2)).toUpperCase();
}

function NewAdminForm({ onClose }: { onClose: () => void }) {
  return (
    <EntityFormModal title="Tambah Admin" schema={newAdminSchema} onClose={onClose}>
      {(fields) => (
        <>
          <p className="text-sm text-slate-600 sm:col-span-2 dark:text-slate-300">
            Admin baru mendapat kata sandi sementara yang ditampilkan sekali setelah disimpan. Saat pertama kali masuk, ia wajib memilih kata sandinya sendiri.
          </p>
          <TextField meta={fields.name} label="Nama Lengkap" required autoComplete="off" className="sm:col-span-2" data-autofocus />
          <TextField meta={fields.email} label="Email" type="email" required autoComplete="off" autoCapitalize="none" inputMode="email" />
          <TextField meta={fields.phone} label="WhatsApp" type="tel" inputMode="tel" required autoComplete="off" />
        </>
      )}
    </EntityFormModal>
  );
}

export function ErrorBoundary() {
  return <AdminPageError />;
}
