// Admin › Produk Desa: the village's products with their several photos (the first the main
// one), one category (an option of category Kategori Produk), price per unit, producer and
// whether they are in stock.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { CONTENT_TYPE_MODULES, PRODUCT_AVAILABILITY, formatRupiah, productSchema } from '@desa/contract';
import { DeleteDialog } from '~/components/admin/confirm-dialog';
import { EntityFormModal } from '~/components/admin/entity-form';
import { Hint, SelectField, TextAreaField, TextField } from '~/components/admin/fields';
import { ShoppingBagIcon, UserIcon } from '~/components/icons';
import { EnglishFormModal } from '~/components/admin/english-form';
import { EnglishBadge, Original } from '~/components/admin/language-tabs';
import { AdminPageError } from '~/components/admin/page-error';
import { AddButton, AdminEmptyState, Card, Detail, PageHeader, Pager, RecordActions } from '~/components/admin/page-parts';
import { PhotosInput, storedPhotos } from '~/components/admin/photos-input';
import { RecordImage } from '~/components/admin/record-image';
import { entityAction } from '~/lib/admin-actions.server';
import { loadAdminList, loadOptionNames } from '~/lib/admin-loaders.server';
import { cn } from '~/lib/cn';
import type { EnglishVersion } from '~/lib/english-versions.server';
import { withPhotos } from '~/lib/photos-field';
import { skipModalRevalidation, useRecordModal } from '~/lib/modal-url';
import { requireAdmin } from '~/lib/session.server';
import { withPublishing, type Stated } from '~/lib/publishing';
import { PublishBadge, PublishStateTabs } from '~/components/admin/publishing';
import type { Product } from '@desa/contract';
import { sendForm } from '~/lib/form-sending';

export const meta: MetaFunction = () => [{ title: 'Produk Desa | Admin' }];

const MAX_PHOTOS = CONTENT_TYPE_MODULES.product.photos.max;

const formSchema = ({ create }: { create: boolean }) => withPublishing(withPhotos(productSchema, MAX_PHOTOS, { create }));

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request, context);
  const [{ list, linked, english }, categories] = await Promise.all([
    loadAdminList<Stated<Product>>(request, 'product', token),
    loadOptionNames('Kategori Produk'),
  ]);
  return { list, linked, english, categories };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return entityAction(request, context, { kind: 'product', schema: formSchema });
}

/** With JavaScript: upload progress, and a save cut off by the network keeps the form. */
export const clientAction = sendForm;

export const shouldRevalidate = skipModalRevalidation;

export default function AdminProducts() {
  const { list, linked, english, categories } = useLoaderData<typeof loader>();
  const { creating, editing, translating, deletingId, close } = useRecordModal(list.data, linked);
  return (
    <>
      <PageHeader title="Produk Desa" action={<AddButton label="Tambah" />} />
      <PublishStateTabs counts={list.counts} />
      {list.data.length === 0 ? (
        <AdminEmptyState text="Belum ada produk desa" icon={<ShoppingBagIcon className="size-7" />} />
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
          {list.data.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} englishMissing={!english[product.id]} />
            </li>
          ))}
        </ul>
      )}
      <Pager page={list.current_page} lastPage={list.last_page} />
      {creating || editing ? <ProductForm key={editing?.id ?? 'baru'} record={editing} categories={categories} onClose={close} /> : null}
      {translating ? <ProductEnglishForm key={translating.id} record={translating} english={english[translating.id]} onClose={close} /> : null}
      {deletingId ? <DeleteDialog kind="product" id={deletingId} onClose={close} /> : null}
    </>
  );
}

function ProductCard({ product, englishMissing }: { product: Stated<Product>; englishMissing: boolean }) {
  const photoCount = product.photos.length;
  const inStock = product.availability === 'Tersedia';
  return (
    <Card className="flex h-full flex-col">
      <div className="relative">
        <RecordImage src={product.thumbnail} variant={product.images?.thumbnail} alt={product.title} className="aspect-[16/10] w-full" />
        {photoCount > 1 ? (
          <span className="absolute right-2 bottom-2 rounded-full bg-slate-900/80 px-2 py-0.5 text-xs font-medium text-white">{photoCount} foto</span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center gap-2">
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800 dark:bg-brand-500/15 dark:text-brand-100">{product.category}</span>
          <span
            className={cn(
              'rounded-full px-2.5 py-0.5 text-xs font-medium',
              inStock ? 'bg-emerald-50 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-200' : 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
            )}
          >
            {product.availability}
          </span>
        </div>
        <h2 className="text-base font-semibold text-slate-900 dark:text-white">{product.title}</h2>
        <PublishBadge record={product} />
        <EnglishBadge missing={englishMissing} />
        <p className="line-clamp-3 text-sm text-slate-600 dark:text-slate-400">{product.description}</p>
        <Detail icon={<UserIcon className="size-4" />}>{product.producer}</Detail>
        <div className="mt-auto flex items-center justify-between gap-3 border-t border-slate-100 pt-4 dark:border-slate-800">
          <p className="font-semibold text-brand-700 dark:text-brand-500">
            {formatRupiah(product.price)} <span className="text-xs font-normal text-slate-500 dark:text-slate-400">{product.unit}</span>
          </p>
          <RecordActions id={product.id} name={product.title} state={product.status} preview={product.preview} />
        </div>
      </div>
    </Card>
  );
}

function ProductForm({ record, categories, onClose }: { record?: Stated<Product>; categories: string[]; onClose: () => void }) {
  // A stored category whose option was renamed or removed stays selectable, so the form still shows it.
  const categoryOptions = record && !categories.includes(record.category) ? [...categories, record.category] : categories;
  return (
    <EntityFormModal
      title={record ? 'Edit Produk' : 'Tambah Produk'}
      schema={formSchema({ create: !record })}
      publishing={{ state: record?.status, publishAt: record?.publish_at }}
      recordId={record?.id}
      language="id"
      defaultValue={
        record
          ? {
              title: record.title,
              description: record.description,
              category: record.category,
              price: String(record.price),
              unit: record.unit,
              producer: record.producer,
              producer_phone: record.producer_phone ?? '',
              availability: record.availability,
            }
          : { availability: 'Tersedia' }
      }
      onClose={onClose}
    >
      {(fields) => (
        <>
          <PhotosInput meta={fields.photos} max={MAX_PHOTOS} current={record ? storedPhotos(record) : []} />
          <TextField meta={fields.title} label="Nama Produk" required className="sm:col-span-2" data-autofocus />
          <TextAreaField meta={fields.description} label="Deskripsi" required rows={4} className="sm:col-span-2" />
          <SelectField meta={fields.category} label="Kategori" required options={categoryOptions} placeholder="Pilih kategori produk" />
          <SelectField meta={fields.availability} label="Ketersediaan" options={PRODUCT_AVAILABILITY} placeholder="Pilih ketersediaan" />
          <TextField meta={fields.price} label="Harga" type="number" inputMode="numeric" min={0} step={500} required />
          <TextField meta={fields.unit} label="Satuan" required placeholder="per bungkus" />
          <TextField meta={fields.producer} label="Nama Produsen" required autoComplete="off" />
          <TextField
            meta={fields.producer_phone}
            label="WhatsApp Produsen"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            hint={<Hint>Opsional. Kosongkan untuk memakai kontak desa.</Hint>}
          />
        </>
      )}
    </EntityFormModal>
  );
}

function ProductEnglishForm({ record, english, onClose }: { record: Product; english: EnglishVersion; onClose: () => void }) {
  return (
    <EnglishFormModal kind="product" title="Edit Produk" recordId={record.id} english={english} onClose={onClose}>
      {(fields) => (
        <>
          <TextField meta={fields.title} label="Nama Produk" required className="sm:col-span-2" data-autofocus hint={<Original>{record.title}</Original>} />
          <TextAreaField meta={fields.description} label="Deskripsi" required rows={4} className="sm:col-span-2" hint={<Original>{record.description}</Original>} />
          <TextField meta={fields.unit} label="Satuan" required hint={<Original>{record.unit}</Original>} />
          <TextField meta={fields.producer} label="Nama Produsen" required hint={<Original>{record.producer}</Original>} />
        </>
      )}
    </EnglishFormModal>
  );
}

export function ErrorBoundary() {
  return <AdminPageError />;
}
