// Admin › Sampah (issue 23): the deleted records, newest first, for TRASH_RETENTION_DAYS. Each
// can come back ("Pulihkan": the CMS's notes on what could not, in the toast) or go for good
// with its image ("Hapus permanen", after a confirmation).
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { API, TRASH_RETENTION_DAYS, UI, formatPublishAt, isContentKind, trashKindLabel, type List, type TrashItem } from '@desa/contract';
import { SubmitButton, buttonClass } from '~/components/admin/buttons';
import { ConfirmDialog } from '~/components/admin/confirm-dialog';
import { usePendingIntent } from '~/components/admin/form-sending';
import { AdminPageError } from '~/components/admin/page-error';
import { AdminEmptyState, Card, ModalLink, PageHeader, Pager } from '~/components/admin/page-parts';
import { RestoreIcon, TrashIcon } from '~/components/icons';
import { backWithToast, purgePublicPages } from '~/lib/admin-actions.server';
import { CmsError, cms } from '~/lib/cms.server';
import { cn } from '~/lib/cn';
import { readForm } from '~/lib/form.server';
import { PAGE_PARAM, skipModalRevalidation, useModal } from '~/lib/modal-url';
import { requireAdmin } from '~/lib/session.server';

export const meta: MetaFunction = () => [{ title: 'Sampah | Admin' }];

const PER_PAGE = 20;
const RESTORE_INTENT = 'restore';
const PURGE_INTENT = 'purge';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request, context);
  const url = new URL(request.url);
  const page = Math.max(1, Number.parseInt(url.searchParams.get(PAGE_PARAM) ?? '1', 10) || 1);
  const list = await cms<List<TrashItem>>(`/trash?page=${page}&limit=${PER_PAGE}`, { token });
  // The last record of the last page came back or went: show the page before it.
  if (list.data.length === 0 && page > list.last_page) {
    url.searchParams.set(PAGE_PARAM, String(list.last_page));
    throw redirect(`${url.pathname}?${url.searchParams}`);
  }
  return { list };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { token } = await requireAdmin(request, context);
  const formData = await readForm(request);
  const intent = String(formData.get('intent') ?? '');
  const path = `/trash/${encodeURIComponent(String(formData.get('type') ?? ''))}/${encodeURIComponent(String(formData.get('id') ?? ''))}`;
  if (intent !== RESTORE_INTENT && intent !== PURGE_INTENT) throw new Response(API.badBody, { status: 400 });
  try {
    if (intent === RESTORE_INTENT) {
      const answer = await cms<{ message: string; notes?: string[] }>(`${path}/restore`, { method: 'POST', token });
      purgePublicPages(context);
      const notes = answer.notes ?? [];
      return backWithToast(request, { type: 'success', message: answer.message, ...(notes.length ? { description: notes.join(' ') } : {}) });
    }
    const answer = await cms<{ message: string }>(path, { method: 'DELETE', token });
    return backWithToast(request, { type: 'success', message: answer.message });
  } catch (error) {
    if (!(error instanceof CmsError) && !(error instanceof Response)) throw error;
    const fallback = intent === RESTORE_INTENT ? UI.saveFailed : UI.deleteFailed;
    return backWithToast(request, { type: 'error', message: error instanceof CmsError && error.message ? error.message : fallback });
  }
}

export const shouldRevalidate = skipModalRevalidation;

export default function AdminTrash() {
  const { list } = useLoaderData<typeof loader>();
  const { state, close } = useModal();
  const purging = state?.param === 'hapus' ? list.data.find((item) => item.id === state.id) : undefined;
  return (
    <>
      <PageHeader title="Sampah" />
      <p className="-mt-3 mb-6 max-w-3xl text-sm text-slate-600 dark:text-slate-400">
        Data yang dihapus disimpan di sini selama {TRASH_RETENTION_DAYS} hari dan masih bisa dipulihkan. Setelah itu data dihapus otomatis untuk selamanya.
      </p>
      {list.data.length === 0 ? (
        <AdminEmptyState text="Sampah kosong" icon={<TrashIcon className="size-7" />} />
      ) : (
        <Card>
          <TrashCards items={list.data} />
          <TrashTable items={list.data} />
        </Card>
      )}
      <Pager page={list.current_page} lastPage={list.last_page} />
      {purging ? <PurgeDialog item={purging} onClose={close} /> : null}
    </>
  );
}

const kindLabel = (item: TrashItem) => trashKindLabel(item.type);

/** Phones: one card per record. */
function TrashCards({ items }: { items: TrashItem[] }) {
  return (
    <ul className="divide-y divide-slate-200 md:hidden dark:divide-slate-800">
      {items.map((item) => (
        <li key={`${item.type}:${item.id}`} className="flex flex-col gap-2 px-5 py-4 text-sm">
          <p className="text-xs font-medium text-slate-500 uppercase dark:text-slate-400">{kindLabel(item)}</p>
          <p className="font-medium break-words text-slate-900 dark:text-white">{item.title}</p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-slate-600 dark:text-slate-300">
            <dt className="text-slate-500 dark:text-slate-400">Dihapus oleh</dt>
            <dd>{item.deleted_by || '–'}</dd>
            <dt className="text-slate-500 dark:text-slate-400">Dihapus pada</dt>
            <dd>{formatPublishAt(item.deleted_at)}</dd>
          </dl>
          <TrashActions item={item} className="mt-1 flex-wrap *:flex-1" />
        </li>
      ))}
    </ul>
  );
}

/** From 768 px: a table (the kind above the title, so both buttons fit on one line beside it). */
function TrashTable({ items }: { items: TrashItem[] }) {
  return (
    <div className="hidden overflow-x-auto md:block">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-slate-200 bg-slate-50 text-xs text-slate-500 uppercase dark:border-slate-800 dark:bg-slate-800/40 dark:text-slate-400">
          <tr>
            {['Data', 'Dihapus oleh', 'Dihapus pada'].map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-medium whitespace-nowrap first:pl-5">
                {column}
              </th>
            ))}
            <th scope="col" className="py-3 pr-5 pl-4 text-right font-medium">
              Aksi
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {items.map((item) => (
            <tr key={`${item.type}:${item.id}`}>
              <th scope="row" className="min-w-40 py-4 pr-4 pl-5 text-left font-normal">
                <span className="block text-xs text-slate-500 dark:text-slate-400">{kindLabel(item)}</span>
                <span className="block font-medium break-words text-slate-900 dark:text-white">{item.title}</span>
              </th>
              <td className="px-4 py-4 text-slate-600 dark:text-slate-300">{item.deleted_by || '–'}</td>
              <td className="px-4 py-4 whitespace-nowrap text-slate-600 dark:text-slate-300">{formatPublishAt(item.deleted_at)}</td>
              <td className="py-4 pr-5 pl-4">
                <TrashActions item={item} className="justify-end" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function TrashActions({ item, className }: { item: TrashItem; className?: string }) {
  const pending = usePendingIntent() === `${RESTORE_INTENT}:${item.id}`;
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <Form method="post" preventScrollReset className="flex">
        <input type="hidden" name="intent" value={RESTORE_INTENT} />
        <input type="hidden" name="type" value={item.type} />
        <input type="hidden" name="id" value={item.id} />
        <SubmitButton pending={pending} variant="outline" aria-label={`Pulihkan ${item.title}`} className="w-full whitespace-nowrap">
          <RestoreIcon className="size-4" />
          Pulihkan
        </SubmitButton>
      </Form>
      <ModalLink
        param="hapus"
        id={item.id}
        aria-label={`Hapus permanen ${item.title}`}
        className={cn(buttonClass.dangerOutline, 'whitespace-nowrap')}
      >
        <TrashIcon className="size-4" />
        Hapus permanen
      </ModalLink>
    </div>
  );
}

function PurgeDialog({ item, onClose }: { item: TrashItem; onClose: () => void }) {
  const what = item.type !== 'review' && isContentKind(item.type) ? 'Data ini beserta gambarnya' : 'Data ini';
  return (
    <ConfirmDialog
      title="Hapus Permanen"
      text={`Hapus "${item.title}" untuk selamanya? ${what} akan dihapus dari server dan tidak dapat dipulihkan lagi. Tindakan ini tidak dapat dibatalkan.`}
      confirm="Hapus permanen"
      intent={PURGE_INTENT}
      id={item.id}
      fields={{ type: item.type }}
      onClose={onClose}
    />
  );
}

export function ErrorBoundary() {
  return <AdminPageError />;
}
