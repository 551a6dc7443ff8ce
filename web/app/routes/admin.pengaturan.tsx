// Admin › Pengaturan: the options the forms offer, one panel per category of the contract
// (OPTION_CATEGORIES): Benefit (packages), Fasilitas (tourism objects), Fasilitas Penginapan
// (homestays) and Kategori Produk (products).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { OPTION_CATEGORIES, optionSchema, type OptionCategory } from '@desa/contract';
import { DeleteDialog } from '~/components/admin/confirm-dialog';
import { EntityFormModal } from '~/components/admin/entity-form';
import { SelectField, TextField } from '~/components/admin/fields';
import { EnglishFormModal } from '~/components/admin/english-form';
import { EnglishBadge, Original } from '~/components/admin/language-tabs';
import { AdminPageError } from '~/components/admin/page-error';
import { AddButton, Card, PageHeader, RecordActions } from '~/components/admin/page-parts';
import { entityAction } from '~/lib/admin-actions.server';
import { cms } from '~/lib/cms.server';
import { englishVersionsOf, readEnglish, type EnglishVersion } from '~/lib/english-versions.server';
import { skipModalRevalidation, useRecordModal } from '~/lib/modal-url';
import { requireAdmin } from '~/lib/session.server';
import type { Option } from '@desa/contract';
import { sendForm } from '~/lib/form-sending';

export const meta: MetaFunction = () => [{ title: 'Pengaturan | Admin' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const [options, englishOptions] = await Promise.all([cms<Option[]>('/setting/all'), readEnglish<Option[]>('/setting/all')]);
  return { options, english: englishVersionsOf('setting', englishOptions) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return entityAction(request, context, { kind: 'setting', json: true, schema: () => optionSchema });
}

/** With JavaScript: a save cut off by the network keeps the form (options are JSON: no file, no progress bar). */
export const clientAction = sendForm;

export const shouldRevalidate = skipModalRevalidation;

export default function AdminSettings() {
  const { options, english } = useLoaderData<typeof loader>();
  const { creating, editing, translating, deletingId, close } = useRecordModal(options);
  return (
    <>
      <PageHeader title="Pengaturan" action={<AddButton label="Tambah" />} />
      <div className="grid gap-5 md:grid-cols-2">
        {OPTION_CATEGORIES.map((category) => (
          <OptionPanel key={category} category={category} options={options.filter((option) => option.category === category)} englishMissing={(id) => !english[id]} />
        ))}
      </div>
      {creating || editing ? <OptionForm key={editing?.id ?? 'baru'} record={editing} onClose={close} /> : null}
      {translating ? <OptionEnglishForm key={translating.id} record={translating} english={english[translating.id]} onClose={close} /> : null}
      {deletingId ? <DeleteDialog kind="setting" id={deletingId} onClose={close} /> : null}
    </>
  );
}

function OptionPanel({ category, options, englishMissing }: { category: OptionCategory; options: Option[]; englishMissing: (id: string) => boolean }) {
  // An id holds no spaces ('Fasilitas Penginapan' → opsi-fasilitas-penginapan).
  const headingId = `opsi-${category.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <Card>
      <section aria-labelledby={headingId}>
        <div className="flex items-center justify-between border-b border-slate-200 px-5 py-4 dark:border-slate-800">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
            {category}
          </h2>
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-600 dark:bg-slate-800 dark:text-slate-300">
            {options.length}
          </span>
        </div>
        {options.length === 0 ? (
          <p className="px-5 py-10 text-center text-sm text-slate-500 dark:text-slate-400">Tidak ada data</p>
        ) : (
          <ul className="divide-y divide-slate-100 dark:divide-slate-800">
            {options.map((option) => (
              <li key={option.id} className="flex items-center justify-between gap-3 px-5 py-3">
                <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-sm font-medium text-slate-700 dark:text-slate-200">
                  <span>{option.name}</span>
                  <EnglishBadge missing={englishMissing(option.id)} />
                </span>
                <RecordActions id={option.id} name={option.name} className="shrink-0" />
              </li>
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}

function OptionForm({ record, onClose }: { record?: Option; onClose: () => void }) {
  return (
    <EntityFormModal
      title={record ? 'Edit Opsi' : 'Tambah Opsi'}
      schema={optionSchema}
      recordId={record?.id}
      language="id"
      defaultValue={record && { name: record.name, category: record.category }}
      onClose={onClose}
    >
      {(fields) => (
        <>
          <TextField meta={fields.name} label="Nama Opsi" required className="sm:col-span-2" data-autofocus />
          <SelectField meta={fields.category} label="Kategori" required options={OPTION_CATEGORIES} placeholder="Pilih kategori" className="sm:col-span-2" />
        </>
      )}
    </EntityFormModal>
  );
}

function OptionEnglishForm({ record, english, onClose }: { record: Option; english: EnglishVersion; onClose: () => void }) {
  return (
    <EnglishFormModal kind="setting" title="Edit Opsi" recordId={record.id} english={english} onClose={onClose}>
      {(fields) => (
        <>
          <TextField meta={fields.name} label="Nama Opsi" required className="sm:col-span-2" data-autofocus hint={<Original>{record.name}</Original>} />
        </>
      )}
    </EnglishFormModal>
  );
}

export function ErrorBoundary() {
  return <AdminPageError />;
}
