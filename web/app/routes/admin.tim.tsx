// Admin › Tim Admin (issue 23): the village's admin accounts. 'Tambah Admin' invites one with a
// temporary password, shown here once (it lives only in the action's answer and this page's
// memory: no cookie, no toast) and replaced by the new admin at their first sign-in;
// 'Nonaktifkan' stops an account from signing in and ends its sessions at once. Its second part
// is the village's partners (issue 41): 'Undang Mitra' the same way, with the listings they own
// (components/admin/partner-accounts.tsx); the admins' rows and forms are components/admin/admin-accounts.tsx.
import { parseWithZod } from '@conform-to/zod/v4';
import { data, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { PARTNER_ITEM_FIELDS, PARTNER_KINDS, UI, newAdminSchema, newPartnerSchema, partnerItemsSchema, type AdminAccount, type PartnerAccount, type PartnerItem } from '@desa/contract';
import { useEffect, useState } from 'react';
import { buttonClass } from '~/components/admin/buttons';
import { ConfirmDialog } from '~/components/admin/confirm-dialog';
import { AdminPageError } from '~/components/admin/page-error';
import { ADMIN_INTENTS, AdminRow, ContactNote, NewAdminForm, TemporaryPassword, type Invited } from '~/components/admin/admin-accounts';
import { NewPartnerForm, PARTNER_INTENTS, PARTNER_INVITE, PartnerItemsForm, PartnerList, ownersOf } from '~/components/admin/partner-accounts';
import { Card, ModalLink, PageHeader } from '~/components/admin/page-parts';
import { PlusIcon, UserXIcon } from '~/components/icons';
import { backWithToast, purgePublicPages, saveForm, type FormReply } from '~/lib/admin-actions.server';
import { CmsError, cms } from '~/lib/cms.server';
import { loadPartnerListings } from '~/lib/admin-loaders.server';
import { readForm } from '~/lib/form.server';
import { formKeyOf } from '~/lib/form-keys';
import { sendForm } from '~/lib/form-sending';
import { skipModalRevalidation, useModal } from '~/lib/modal-url';
import { requireAdmin } from '~/lib/session.server';
import { SUBMISSION_FIELD } from '~/lib/submission-token';
import { sendOnce } from '~/lib/submissions.server';

export const meta: MetaFunction = () => [{ title: 'Tim Admin | Admin' }];

const { deactivate: DEACTIVATE, activate: ACTIVATE } = ADMIN_INTENTS;
const { deactivate: DEACTIVATE_PARTNER, activate: ACTIVATE_PARTNER } = PARTNER_INTENTS;

/** What the inviter sees once: who was added and the password to pass on. */

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

export function ErrorBoundary() {
  return <AdminPageError />;
}
