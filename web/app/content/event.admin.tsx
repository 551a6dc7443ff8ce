// Agenda Desa in the back office: its card, its form (dated with a day picker; a stored date may
// stay once it has passed, a new one may not be in the past) and its English tab.
import { IMAGE, eventSchema, formatDate, formatTime, type VillageEvent } from '@desa/contract';
import { DatePickerField } from '~/components/admin/date-picker-field';
import type { AdminFace } from '~/components/admin/entity-page';
import { Hint, RupiahField, TextAreaField, TextField } from '~/components/admin/fields';
import { ImageInput } from '~/components/admin/image-input';
import { Original } from '~/components/admin/language-tabs';
import { Detail } from '~/components/admin/page-parts';
import { RecordCard, TicketPrice } from '~/components/admin/record-card';
import { CalendarIcon, ClockIcon, MapPinIcon } from '~/components/icons';
import { withImage } from '~/lib/image-field';
import { withPublishing } from '~/lib/publishing';

export const admin: AdminFace<VillageEvent> = {
  kind: 'event',
  list: { className: 'grid gap-5 sm:grid-cols-2 md:grid-cols-3' },
  formSchema: ({ create, stored }) =>
    withPublishing(withImage(eventSchema({ keepDate: stored?.date as string | undefined }), create ? IMAGE.thumbnailRequired : undefined)),
  needsStored: true,
  Card: ({ record: event, englishMissing }) => (
    <RecordCard
      record={event}
      englishMissing={englishMissing}
      summary={event.description}
      details={
        <>
          <Detail icon={<CalendarIcon className="size-4" />}>{formatDate(event.date)}</Detail>
          <Detail icon={<MapPinIcon className="size-4" />}>{event.place}</Detail>
          <Detail icon={<ClockIcon className="size-4" />}>{formatTime(event.time)}</Detail>
        </>
      }
      price={<TicketPrice price={event.price} />}
    />
  ),
  defaultValue: (record) =>
    record && {
      title: record.title,
      description: record.description,
      date: record.date,
      time: record.time,
      place: record.place,
      price: String(record.price),
    },
  fields: (fields, { record }) => (
    <>
      <ImageInput meta={fields.file} label="Thumbnail" required={!record} current={record?.thumbnail} />
      <TextField meta={fields.title} label="Judul Agenda" required className="sm:col-span-2" data-autofocus />
      <TextAreaField meta={fields.description} label="Deskripsi" required rows={4} className="sm:col-span-2" />
      <DatePickerField meta={fields.date} label="Tanggal" required />
      <TextField meta={fields.time} label="Waktu" type="time" min="00:00" max="23:59" required />
      <TextField meta={fields.place} label="Tempat" required className="sm:col-span-2" />
      <RupiahField
        meta={fields.price}
        label="Harga Tiket"
        className="sm:col-span-2"
        hint={<Hint>Kosongkan atau isi 0 bila acara gratis.</Hint>}
      />
    </>
  ),
  englishFields: (fields, record) => (
    <>
      <TextField meta={fields.title} label="Judul Agenda" required className="sm:col-span-2" data-autofocus hint={<Original>{record.title}</Original>} />
      <TextAreaField meta={fields.description} label="Deskripsi" required rows={4} className="sm:col-span-2" hint={<Original>{record.description}</Original>} />
      <TextField meta={fields.place} label="Tempat" required className="sm:col-span-2" hint={<Original>{record.place}</Original>} />
    </>
  ),
};
