// Admin › Paket Wisata: packages with their benefits (options of category Benefit).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { IMAGE, formatRupiah, packageSchema, splitList } from '@desa/contract';
import { DeleteDialog } from '~/components/admin/confirm-dialog';
import { EntityFormModal } from '~/components/admin/entity-form';
import { TextField } from '~/components/admin/fields';
import { PackageIcon } from '~/components/icons';
import { ImageInput } from '~/components/admin/image-input';
import { EnglishFormModal } from '~/components/admin/english-form';
import { EnglishBadge, Original } from '~/components/admin/language-tabs';
import { MultiSelect } from '~/components/admin/multi-select';
import { AdminPageError } from '~/components/admin/page-error';
import { AddButton, AdminEmptyState, Card, PageHeader, Pager, RecordActions } from '~/components/admin/page-parts';
import { RecordImage } from '~/components/admin/record-image';
import { entityAction } from '~/lib/admin-actions.server';
import { loadAdminList, loadOptionNames } from '~/lib/admin-loaders.server';
import type { EnglishVersion } from '~/lib/english-versions.server';
import { withImage } from '~/lib/image-field';
import { skipModalRevalidation, useRecordModal } from '~/lib/modal-url';
import { requireAdmin } from '~/lib/session.server';
import { withPublishing, type Stated } from '~/lib/publishing';
import { PublishBadge, PublishStateTabs } from '~/components/admin/publishing';
import type { TourPackage } from '@desa/contract';
import { sendForm } from '~/lib/form-sending';

export const meta: MetaFunction = () => [{ title: 'Paket Wisata | Admin' }];

const formSchema = ({ create }: { create: boolean }) => withPublishing(withImage(packageSchema, create ? IMAGE.thumbnailRequired : undefined));

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request, context);
  const [{ list, linked, english }, benefits] = await Promise.all([loadAdminList<Stated<TourPackage>>(request, 'package', token), loadOptionNames('Benefit')]);
  return { list, linked, english, benefits };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return entityAction(request, context, { kind: 'package', schema: formSchema });
}

/** With JavaScript: upload progress, and a save cut off by the network keeps the form. */
export const clientAction = sendForm;

export const shouldRevalidate = skipModalRevalidation;

export default function AdminPackages() {
  const { list, linked, english, benefits } = useLoaderData<typeof loader>();
  const { creating, editing, translating, deletingId, close } = useRecordModal(list.data, linked);
  return (
    <>
      <PageHeader title="Paket Wisata" action={<AddButton label="Buat" />} />
      <PublishStateTabs counts={list.counts} />
      {list.data.length === 0 ? (
        <AdminEmptyState text="Belum ada paket wisata" icon={<PackageIcon className="size-7" />} />
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 md:grid-cols-3">
          {list.data.map((item) => (
            <li key={item.id}>
              <PackageCard item={item} englishMissing={!english[item.id]} />
            </li>
          ))}
        </ul>
      )}
      <Pager page={list.current_page} lastPage={list.last_page} />
      {creating || editing ? <PackageForm key={editing?.id ?? 'baru'} record={editing} benefits={benefits} onClose={close} /> : null}
      {translating ? <PackageEnglishForm key={translating.id} record={translating} english={english[translating.id]} onClose={close} /> : null}
      {deletingId ? <DeleteDialog kind="package" id={deletingId} onClose={close} /> : null}
    </>
  );
}

function PackageCard({ item, englishMissing }: { item: Stated<TourPackage>; englishMissing: boolean }) {
  return (
    <Card className="flex h-full flex-col">
      <RecordImage src={item.thumbnail} variant={item.images?.thumbnail} alt={item.title} className="aspect-[4/3] w-full" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h2 className="text-base font-semibold text-slate-900 dark:text-white">{item.title}</h2>
        <PublishBadge record={item} />
        <EnglishBadge missing={englishMissing} />
        <ul className="flex flex-wrap gap-1.5" aria-label="Benefit">
          {splitList(item.benefit).map((benefit) => (
            <li key={benefit} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800 dark:bg-brand-500/15 dark:text-brand-100">
              {benefit}
            </li>
          ))}
        </ul>
        <div className="mt-auto flex items-center justify-between gap-3 pt-2">
          <p className="text-lg font-bold text-brand-700 dark:text-brand-500">{formatRupiah(item.price)}</p>
          <RecordActions id={item.id} name={item.title} state={item.status} preview={item.preview} />
        </div>
      </div>
    </Card>
  );
}

function PackageForm({ record, benefits, onClose }: { record?: Stated<TourPackage>; benefits: string[]; onClose: () => void }) {
  return (
    <EntityFormModal
      title={record ? 'Edit Paket Wisata' : 'Buat Paket Wisata'}
      schema={formSchema({ create: !record })}
      publishing={{ state: record?.status, publishAt: record?.publish_at }}
      recordId={record?.id}
      language="id"
      defaultValue={record && { title: record.title, price: String(record.price), benefit: record.benefit }}
      onClose={onClose}
    >
      {(fields) => (
        <>
          <ImageInput meta={fields.file} label="Thumbnail" required={!record} current={record?.thumbnail} />
          <TextField meta={fields.title} label="Nama Paket Wisata" required className="sm:col-span-2" data-autofocus />
          <TextField meta={fields.price} label="Harga Paket Wisata" type="number" inputMode="numeric" min={0} step={1000} required className="sm:col-span-2" />
          <MultiSelect meta={fields.benefit} label="Benefit" options={benefits} placeholder="Pilih benefit" required />
        </>
      )}
    </EntityFormModal>
  );
}

function PackageEnglishForm({ record, english, onClose }: { record: TourPackage; english: EnglishVersion; onClose: () => void }) {
  return (
    <EnglishFormModal kind="package" title="Edit Paket Wisata" recordId={record.id} english={english} onClose={onClose}>
      {(fields) => (
        <>
          <TextField meta={fields.title} label="Nama Paket Wisata" required className="sm:col-span-2" data-autofocus hint={<Original>{record.title}</Original>} />
        </>
      )}
    </EnglishFormModal>
  );
}

export function ErrorBoundary() {
  return <AdminPageError />;
}
