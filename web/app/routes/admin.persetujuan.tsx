// Admin › Persetujuan (issue 41): the partners' changes waiting for the village, the longest
// waiting first. Each shows what would change, field by field, beside what the public sees now;
// Setujui publishes exactly the comparison shown, in every language (one the partner moved since
// is refused; the CMS purges the item's pages and logs it), Kembalikan sends it back to
// the partner with a note they read on their Listing Saya.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useLoaderData, useNavigation } from '@remix-run/react';
import { API, CONTENT_TYPES, PARTNER, approveChangeSchema, formatDateTime, returnChangeSchema, type Approval } from '@desa/contract';
import { SubmitButton, buttonClass } from '~/components/admin/buttons';
import { ChangeComparison } from '~/components/admin/change-comparison';
import { AdminPageError } from '~/components/admin/page-error';
import { AdminEmptyState, Card, PageHeader } from '~/components/admin/page-parts';
import { CheckIcon } from '~/components/icons';
import { backWithToast, purgePublicPages } from '~/lib/admin-actions.server';
import { CmsError, cms } from '~/lib/cms.server';
import { cn } from '~/lib/cn';
import { readForm } from '~/lib/form.server';
import { itemPagePath } from '~/lib/reviews.server';
import { requireAdmin } from '~/lib/session.server';

export const meta: MetaFunction = () => [{ title: 'Persetujuan | Admin' }];

const APPROVE = 'approve';
const RETURN = 'return';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request, context);
  const { data } = await cms<{ data: Approval[] }>('/approvals', { token });
  return {
    approvals: data.map((approval) => ({
      ...approval,
      sent: formatDateTime(approval.updated_at),
      href: approval.is_new ? null : itemPagePath(approval.item_type, approval.item_id, 'id'),
    })),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { token } = await requireAdmin(request, context);
  const form = await readForm(request);
  const intent = String(form.get('intent') ?? '');
  const id = String(form.get('id') ?? '');
  if (!/^[a-z0-9]{1,64}$/.test(id) || (intent !== APPROVE && intent !== RETURN)) throw new Response(API.badBody, { status: 400 });
  let body: { note: string } | { version?: string } | undefined;
  if (intent === APPROVE) {
    // The comparison this page showed: a change the partner moved since is refused by the CMS.
    const checked = approveChangeSchema.safeParse({ version: form.get('version') ?? undefined });
    if (!checked.success) throw new Response(API.badBody, { status: 400 });
    body = checked.data;
  }
  if (intent === RETURN) {
    const checked = returnChangeSchema.safeParse({ note: form.get('note') });
    if (!checked.success) return backWithToast(request, { type: 'error', message: checked.error.issues[0]?.message ?? PARTNER.noteRequired });
    body = checked.data;
  }
  try {
    const answer = await cms<{ message: string }>(`/approvals/${id}/${intent}`, { method: 'POST', token, body });
    if (intent === APPROVE) purgePublicPages(context);
    return backWithToast(request, { type: 'success', message: answer.message });
  } catch (error) {
    if (!(error instanceof CmsError) || error.status >= 500) throw error;
    return backWithToast(request, { type: 'error', message: error.summary });
  }
}

type Listed = ReturnType<typeof useLoaderData<typeof loader>>['approvals'][number];

export default function Approvals() {
  const { approvals } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title="Persetujuan" />
      <p className="mb-4 max-w-2xl text-sm text-slate-600 dark:text-slate-400">
        Perubahan dari mitra (pemilik penginapan dan produsen) menunggu di sini. Pengunjung tetap melihat versi yang sekarang sampai Anda menyetujuinya.
      </p>
      {approvals.length === 0 ? (
        <AdminEmptyState text="Tidak ada perubahan yang menunggu" icon={<CheckIcon className="size-7" />} />
      ) : (
        <ul className="space-y-4">
          {approvals.map((approval) => (
            <li key={approval.id}>
              <ApprovalCard approval={approval} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function kindLabel(approval: Listed): string {
  if (approval.type === 'review') return 'Balasan ulasan';
  return approval.is_new ? `${CONTENT_TYPES[approval.type].admin.label} baru` : CONTENT_TYPES[approval.type].admin.label;
}

function ApprovalCard({ approval }: { approval: Listed }) {
  const titleId = `perubahan-${approval.id}`;
  return (
    <Card className="p-5">
      <article aria-labelledby={titleId} className="flex flex-col gap-3">
        <header>
          <h2 id={titleId} className="font-semibold text-slate-900 dark:text-white">
            {approval.href ? (
              <a href={approval.href} target="_blank" rel="noopener noreferrer" className="hover:underline">
                {approval.item_title}
              </a>
            ) : (
              approval.item_title
            )}
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {kindLabel(approval)} · dari {approval.partner.name} · dikirim {approval.sent}
          </p>
        </header>
        <ChangeComparison changes={approval.changes} isNew={approval.is_new} />
        <div className="flex flex-wrap items-start gap-2">
          <Form method="post">
            <input type="hidden" name="id" value={approval.id} />
            <input type="hidden" name="intent" value={APPROVE} />
            <input type="hidden" name="version" value={approval.version} />
            <SubmitButton pending={usePending(approval, APPROVE)} aria-label={`Setujui perubahan ${approval.item_title}`}>
              Setujui
            </SubmitButton>
          </Form>
          <ReturnForm approval={approval} />
        </div>
      </article>
    </Card>
  );
}

function usePending(approval: Listed, intent: string) {
  const navigation = useNavigation();
  return navigation.state !== 'idle' && navigation.formData?.get('id') === approval.id && navigation.formData?.get('intent') === intent;
}

/** "Kembalikan": a note for the partner, what to change before sending it again. */
function ReturnForm({ approval }: { approval: Listed }) {
  const fieldId = `catatan-${approval.id}`;
  return (
    <details className="group min-w-0 flex-1">
      <summary className={cn(buttonClass.outline, 'cursor-pointer list-none')}>Kembalikan</summary>
      <Form method="post" className="mt-3 flex flex-col gap-2 text-sm">
        <input type="hidden" name="id" value={approval.id} />
        <input type="hidden" name="intent" value={RETURN} />
        <label htmlFor={fieldId} className="font-medium text-slate-700 dark:text-slate-300">
          Catatan untuk mitra
        </label>
        <textarea
          id={fieldId}
          name="note"
          rows={3}
          required
          minLength={5}
          maxLength={500}
          className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-900 dark:text-white"
        />
        <SubmitButton pending={usePending(approval, RETURN)} variant="outline" className="self-start">
          Kirim catatan
        </SubmitButton>
      </Form>
    </details>
  );
}

export const ErrorBoundary = AdminPageError;
