// Fasilitas Umum in the back office: its card in the list, its form (a photo, its kind from the
// options of category Jenis Fasilitas Umum, location and map link, opening hours, whether it is
// accessible) and its English tab.
import { getInputProps } from '@conform-to/react';
import { CONTENT_TYPE_MODULES, IMAGE, amenitySchema, type Amenity } from '@desa/contract';
import type { AdminFace } from '~/components/admin/entity-page';
import { FieldError, MapsLinkField, SelectField, TextAreaField, TextField, type Meta } from '~/components/admin/fields';
import { ImageInput } from '~/components/admin/image-input';
import { Original } from '~/components/admin/language-tabs';
import { Detail } from '~/components/admin/page-parts';
import { Chip, RecordCard } from '~/components/admin/record-card';
import { ClockIcon, MapPinIcon } from '~/components/icons';
import { imageFormSchema } from '~/lib/publishing';

/** Ticked: people in a wheelchair can use it. */
function AccessibleField({ meta }: { meta: Meta }) {
  const { key, ...props } = getInputProps(meta, { type: 'checkbox' });
  return (
    <div className="sm:col-span-2">
      <label htmlFor={meta.id} className="flex min-h-11 items-center gap-3 text-sm font-medium text-slate-700 dark:text-slate-300">
        <input key={key} {...props} className="size-5 shrink-0 accent-brand-600" />
        Ramah difabel (bisa dipakai pengguna kursi roda)
      </label>
      <FieldError meta={meta} />
    </div>
  );
}

export const admin: AdminFace<Amenity> = {
  kind: 'amenity',
  list: { className: 'grid gap-5 sm:grid-cols-2 xl:grid-cols-3' },
  options: { kinds: CONTENT_TYPE_MODULES.amenity.optionCategory },
  formSchema: imageFormSchema(amenitySchema, IMAGE.photoRequired),
  Card: ({ record: amenity, englishMissing }) => (
    <RecordCard
      record={amenity}
      englishMissing={englishMissing}
      chips={
        <div className="flex flex-wrap items-center gap-2">
          <Chip>{amenity.kind}</Chip>
          {amenity.accessible ? <Chip className="bg-emerald-50 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-200">Ramah difabel</Chip> : null}
        </div>
      }
      summary={amenity.description}
      details={
        <>
          <Detail icon={<MapPinIcon className="size-4" />}>{amenity.location}</Detail>
          <Detail icon={<ClockIcon className="size-4" />}>{amenity.hours}</Detail>
        </>
      }
      // A public place has no price.
      price={null}
    />
  ),
  defaultValue: (record) =>
    record && {
      title: record.title,
      kind: record.kind,
      description: record.description,
      location: record.location,
      maps: record.maps ?? '',
      hours: record.hours,
      accessible: record.accessible ? 'on' : undefined,
    },
  fields: (fields, { record, options: { kinds } }) => (
    <>
      <ImageInput meta={fields.file} label="Foto" required={!record} current={record?.thumbnail} />
      <TextField meta={fields.title} label="Nama Fasilitas" required className="sm:col-span-2" data-autofocus placeholder="Toilet Umum Balai Desa" />
      <SelectField
        meta={fields.kind}
        label="Jenis"
        required
        // A stored kind whose option was renamed or removed stays selectable, so the form still shows it.
        options={record && !kinds.includes(record.kind) ? [...kinds, record.kind] : kinds}
        placeholder="Pilih jenis fasilitas"
      />
      <TextField meta={fields.hours} label="Jam Buka" required placeholder="24 jam" />
      <TextAreaField meta={fields.description} label="Keterangan" required rows={3} className="sm:col-span-2" />
      <TextField meta={fields.location} label="Lokasi" required className="sm:col-span-2" />
      <MapsLinkField meta={fields.maps} />
      <AccessibleField meta={fields.accessible} />
    </>
  ),
  englishFields: (fields, record) => (
    <>
      <TextField meta={fields.title} label="Nama Fasilitas" required className="sm:col-span-2" data-autofocus hint={<Original>{record.title}</Original>} />
      <TextAreaField
        meta={fields.description}
        label="Keterangan"
        required
        rows={3}
        className="sm:col-span-2"
        hint={<Original>{record.description}</Original>}
      />
      <TextField meta={fields.location} label="Lokasi" required className="sm:col-span-2" hint={<Original>{record.location}</Original>} />
      <TextField meta={fields.hours} label="Jam Buka" required hint={<Original>{record.hours}</Original>} />
    </>
  ),
};
