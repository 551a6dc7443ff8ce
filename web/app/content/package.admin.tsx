// Paket Wisata in the back office: its card, its form (benefits from the options of category
// Benefit) and its English tab.
import { CONTENT_TYPE_MODULES, IMAGE, PACKAGE_QUOTA, formatRupiah, packageSchema, splitList, type TourPackage } from '@desa/contract';
import type { AdminFace } from '~/components/admin/entity-page';
import { RupiahField, TextField } from '~/components/admin/fields';
import { ImageInput } from '~/components/admin/image-input';
import { Original } from '~/components/admin/language-tabs';
import { MultiSelect } from '~/components/admin/multi-select';
import { Chip, RecordCard } from '~/components/admin/record-card';
import { imageFormSchema } from '~/lib/publishing';

export const admin: AdminFace<TourPackage> = {
  kind: 'package',
  list: { className: 'grid gap-5 sm:grid-cols-2 md:grid-cols-3' },
  options: { benefits: CONTENT_TYPE_MODULES.package.optionCategory },
  formSchema: imageFormSchema(packageSchema, IMAGE.thumbnailRequired),
  Card: ({ record: item, englishMissing }) => (
    <RecordCard
      record={item}
      englishMissing={englishMissing}
      aspect="aspect-[4/3]"
      details={
        <ul className="flex flex-wrap gap-1.5" aria-label="Benefit">
          {splitList(item.benefit).map((benefit) => (
            <li key={benefit}>
              <Chip>{benefit}</Chip>
            </li>
          ))}
        </ul>
      }
      price={<span className="text-lg font-bold">{formatRupiah(item.price)}</span>}
      plainFoot
    />
  ),
  defaultValue: (record) => record && { title: record.title, price: String(record.price), benefit: record.benefit, quota: record.quota ? String(record.quota) : '' },
  fields: (fields, { record, options }) => (
    <>
      <ImageInput meta={fields.file} label="Thumbnail" required={!record} current={record?.thumbnail} />
      <TextField meta={fields.title} label="Nama Paket Wisata" required className="sm:col-span-2" data-autofocus />
      <RupiahField meta={fields.price} label="Harga Paket Wisata" required className="sm:col-span-2" />
      <MultiSelect meta={fields.benefit} label="Benefit" options={options.benefits} placeholder="Pilih benefit" required />
      <TextField
        meta={fields.quota}
        label="Kuota per hari"
        type="number"
        inputMode="numeric"
        min={PACKAGE_QUOTA.min}
        max={PACKAGE_QUOTA.max}
        hint="Opsional: jumlah peserta paling banyak per hari. Kosongkan bila tidak dibatasi."
        className="sm:col-span-2"
      />
    </>
  ),
  englishFields: (fields, record) => (
    <TextField meta={fields.title} label="Nama Paket Wisata" required className="sm:col-span-2" data-autofocus hint={<Original>{record.title}</Original>} />
  ),
};
