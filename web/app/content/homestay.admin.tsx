// Penginapan in the back office: its card, its form (several photos, the first the main one;
// rooms, price per room and night, facilities from the options of category Fasilitas
// Penginapan, check-in and check-out hours; the description in the rich-text editor) and its
// English tab.
import { CONTENT_TYPE_MODULES, homestaySchema, splitList, visibleText, type Homestay } from '@desa/contract';
import type { AdminFace } from '~/components/admin/entity-page';
import { Hint, MapsLinkField, RupiahField, TextField } from '~/components/admin/fields';
import { Original } from '~/components/admin/language-tabs';
import { MultiSelect } from '~/components/admin/multi-select';
import { Detail } from '~/components/admin/page-parts';
import { PhotosInput, storedPhotos } from '~/components/admin/photos-input';
import { RecordCard, UnitPrice } from '~/components/admin/record-card';
import { RichTextField } from '~/components/admin/rich-text-field';
import { ClockIcon, DoorIcon, ListChecksIcon, MapPinIcon, UserIcon } from '~/components/icons';
import { photosFormSchema } from '~/lib/publishing';

const MAX_PHOTOS = CONTENT_TYPE_MODULES.homestay.photos.max;

export const admin: AdminFace<Homestay> = {
  kind: 'homestay',
  list: { className: 'grid gap-5 sm:grid-cols-2 xl:grid-cols-3' },
  options: { facilities: CONTENT_TYPE_MODULES.homestay.optionCategory },
  formSchema: photosFormSchema(homestaySchema, MAX_PHOTOS),
  Card: ({ record: homestay, englishMissing }) => (
    <RecordCard
      record={homestay}
      englishMissing={englishMissing}
      summary={visibleText(homestay.description)}
      details={
        <>
          <Detail icon={<MapPinIcon className="size-4" />}>{homestay.location}</Detail>
          <Detail icon={<DoorIcon className="size-4" />}>
            {homestay.rooms} kamar · maks. {homestay.guests_per_room} tamu per kamar
          </Detail>
          <Detail icon={<ClockIcon className="size-4" />}>
            Check-in {homestay.check_in} · check-out {homestay.check_out} WIB
          </Detail>
          <Detail icon={<UserIcon className="size-4" />}>{homestay.host}</Detail>
          <Detail icon={<ListChecksIcon className="size-4" />}>{splitList(homestay.facility).join(', ')}</Detail>
        </>
      }
      price={<UnitPrice price={homestay.price} unit="/ kamar / malam" />}
    />
  ),
  defaultValue: (record) =>
    record && {
      title: record.title,
      description: record.description,
      host: record.host,
      host_phone: record.host_phone ?? '',
      location: record.location,
      maps: record.maps ?? '',
      rooms: String(record.rooms),
      guests_per_room: String(record.guests_per_room),
      price: String(record.price),
      facility: record.facility,
      check_in: record.check_in,
      check_out: record.check_out,
    },
  fields: (fields, { record, options }) => (
    <>
      <PhotosInput meta={fields.photos} max={MAX_PHOTOS} current={record ? storedPhotos(record) : []} />
      <TextField meta={fields.title} label="Nama Penginapan" required className="sm:col-span-2" data-autofocus />
      <RichTextField meta={fields.description} label="Deskripsi" required />
      <TextField meta={fields.host} label="Nama Pemilik" required autoComplete="off" />
      <TextField
        meta={fields.host_phone}
        label="WhatsApp Pemilik"
        type="tel"
        inputMode="tel"
        autoComplete="off"
        hint={<Hint>Opsional. Kosongkan untuk memakai kontak desa.</Hint>}
      />
      <TextField meta={fields.location} label="Lokasi" required className="sm:col-span-2" />
      <MapsLinkField meta={fields.maps} />
      <TextField meta={fields.rooms} label="Jumlah Kamar" type="number" inputMode="numeric" min={1} max={50} step={1} required />
      <TextField meta={fields.guests_per_room} label="Tamu per Kamar" type="number" inputMode="numeric" min={1} max={20} step={1} required />
      <RupiahField meta={fields.price} label="Harga per Kamar per Malam" required className="sm:col-span-2" />
      <MultiSelect meta={fields.facility} label="Fasilitas" options={options.facilities} placeholder="Pilih fasilitas penginapan" required />
      <TextField meta={fields.check_in} label="Jam Check-in" type="time" min="00:00" max="23:59" required hint={<Hint>WIB</Hint>} />
      <TextField meta={fields.check_out} label="Jam Check-out" type="time" min="00:00" max="23:59" required hint={<Hint>WIB</Hint>} />
    </>
  ),
  englishFields: (fields, record) => (
    <>
      <TextField meta={fields.title} label="Nama Penginapan" required className="sm:col-span-2" data-autofocus hint={<Original>{record.title}</Original>} />
      <RichTextField meta={fields.description} label="Deskripsi" required />
      <TextField meta={fields.location} label="Lokasi" required className="sm:col-span-2" hint={<Original>{record.location}</Original>} />
    </>
  ),
};
