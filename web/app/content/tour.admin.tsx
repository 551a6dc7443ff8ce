// Objek Wisata in the back office: its card in the list, its form (days, hours, facilities from
// the options of category Fasilitas, ticket price) and its English tab.
import { CONTENT_TYPE_MODULES, DAY_NAMES, IMAGE, formatTimeRange, sortDays, splitList, tourSchema, type Tour } from '@desa/contract';
import type { AdminFace } from '~/components/admin/entity-page';
import { MapsLinkField, RupiahField, TextAreaField, TextField } from '~/components/admin/fields';
import { ImageInput } from '~/components/admin/image-input';
import { Original } from '~/components/admin/language-tabs';
import { MultiSelect } from '~/components/admin/multi-select';
import { Detail } from '~/components/admin/page-parts';
import { RecordCard, TicketPrice } from '~/components/admin/record-card';
import { CalendarIcon, ClockIcon, MapPinIcon } from '~/components/icons';
import { imageFormSchema } from '~/lib/publishing';

export const admin: AdminFace<Tour> = {
  kind: 'tour',
  list: { className: 'grid gap-5 sm:grid-cols-2 xl:grid-cols-3' },
  options: { facilities: CONTENT_TYPE_MODULES.tour.optionCategory },
  formSchema: imageFormSchema(tourSchema, IMAGE.thumbnailRequired),
  Card: ({ record: tour, englishMissing }) => (
    <RecordCard
      record={tour}
      englishMissing={englishMissing}
      summary={tour.about}
      details={
        <>
          <Detail icon={<CalendarIcon className="size-4" />}>{splitList(tour.operational).join(', ')}</Detail>
          <Detail icon={<MapPinIcon className="size-4" />}>{tour.location}</Detail>
          <Detail icon={<ClockIcon className="size-4" />}>{formatTimeRange(tour.start, tour.end)}</Detail>
        </>
      }
      price={<TicketPrice price={tour.price} />}
    />
  ),
  defaultValue: (record) =>
    record && {
      title: record.title,
      about: record.about,
      operational: record.operational,
      location: record.location,
      start: record.start,
      end: record.end,
      facility: record.facility,
      maps: record.maps ?? '',
      price: String(record.price),
    },
  fields: (fields, { record, options }) => (
    <>
      <ImageInput meta={fields.file} label="Thumbnail" required={!record} current={record?.thumbnail} />
      <TextField meta={fields.title} label="Nama Objek Wisata" required className="sm:col-span-2" data-autofocus />
      <TextAreaField meta={fields.about} label="Tentang" required rows={4} className="sm:col-span-2" />
      <MultiSelect meta={fields.operational} label="Hari Operasional" options={DAY_NAMES} order={sortDays} placeholder="Pilih hari operasional" required />
      <TextField meta={fields.location} label="Lokasi" required className="sm:col-span-2" />
      <TextField meta={fields.start} label="Jam Mulai" type="time" min="00:00" max="23:59" required />
      <TextField meta={fields.end} label="Jam Selesai" type="time" min="00:00" max="23:59" required />
      <MultiSelect meta={fields.facility} label="Fasilitas" options={options.facilities} placeholder="Pilih fasilitas" required />
      <MapsLinkField meta={fields.maps} />
      <RupiahField meta={fields.price} label="Harga Tiket Masuk" required className="sm:col-span-2" />
    </>
  ),
  englishFields: (fields, record) => (
    <>
      <TextField meta={fields.title} label="Nama Objek Wisata" required className="sm:col-span-2" data-autofocus hint={<Original>{record.title}</Original>} />
      <TextAreaField meta={fields.about} label="Tentang" required rows={4} className="sm:col-span-2" hint={<Original>{record.about}</Original>} />
      <TextField meta={fields.location} label="Lokasi" required className="sm:col-span-2" hint={<Original>{record.location}</Original>} />
    </>
  ),
};
