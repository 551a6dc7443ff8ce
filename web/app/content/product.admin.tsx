// Produk Desa in the back office: its card, its form (several photos, the first the main one;
// one category from the options of category Kategori Produk, price per unit, producer, whether
// it is in stock) and its English tab.
import { CONTENT_TYPE_MODULES, PRODUCT_AVAILABILITY, productSchema, type Product } from '@desa/contract';
import type { AdminFace } from '~/components/admin/entity-page';
import { Hint, RupiahField, SelectField, TextAreaField, TextField } from '~/components/admin/fields';
import { Original } from '~/components/admin/language-tabs';
import { Detail } from '~/components/admin/page-parts';
import { PhotosInput, storedPhotos } from '~/components/admin/photos-input';
import { Chip, RecordCard, UnitPrice } from '~/components/admin/record-card';
import { UserIcon } from '~/components/icons';
import { photosFormSchema } from '~/lib/publishing';

const MAX_PHOTOS = CONTENT_TYPE_MODULES.product.photos.max;

export const admin: AdminFace<Product> = {
  kind: 'product',
  list: { className: 'grid gap-5 sm:grid-cols-2 xl:grid-cols-3' },
  options: { categories: CONTENT_TYPE_MODULES.product.optionCategory },
  formSchema: photosFormSchema(productSchema, MAX_PHOTOS),
  Card: ({ record: product, englishMissing }) => (
    <RecordCard
      record={product}
      englishMissing={englishMissing}
      chips={
        <div className="flex flex-wrap items-center gap-2">
          <Chip>{product.category}</Chip>
          <Chip
            className={
              product.availability === 'Tersedia'
                ? 'bg-emerald-50 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-200'
                : 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300'
            }
          >
            {product.availability}
          </Chip>
        </div>
      }
      summary={product.description}
      details={<Detail icon={<UserIcon className="size-4" />}>{product.producer}</Detail>}
      price={<UnitPrice price={product.price} unit={product.unit} />}
    />
  ),
  defaultValue: (record) =>
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
      : { availability: 'Tersedia' },
  fields: (fields, { record, options: { categories } }) => (
    <>
      <PhotosInput meta={fields.photos} max={MAX_PHOTOS} current={record ? storedPhotos(record) : []} />
      <TextField meta={fields.title} label="Nama Produk" required className="sm:col-span-2" data-autofocus />
      <TextAreaField meta={fields.description} label="Deskripsi" required rows={4} className="sm:col-span-2" />
      <SelectField
        meta={fields.category}
        label="Kategori"
        required
        // A stored category whose option was renamed or removed stays selectable, so the form still shows it.
        options={record && !categories.includes(record.category) ? [...categories, record.category] : categories}
        placeholder="Pilih kategori produk"
      />
      <SelectField meta={fields.availability} label="Ketersediaan" options={PRODUCT_AVAILABILITY} placeholder="Pilih ketersediaan" />
      <RupiahField meta={fields.price} label="Harga" required />
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
  ),
  englishFields: (fields, record) => (
    <>
      <TextField meta={fields.title} label="Nama Produk" required className="sm:col-span-2" data-autofocus hint={<Original>{record.title}</Original>} />
      <TextAreaField meta={fields.description} label="Deskripsi" required rows={4} className="sm:col-span-2" hint={<Original>{record.description}</Original>} />
      <TextField meta={fields.unit} label="Satuan" required hint={<Original>{record.unit}</Original>} />
      <TextField meta={fields.producer} label="Nama Produsen" required hint={<Original>{record.producer}</Original>} />
    </>
  ),
};
