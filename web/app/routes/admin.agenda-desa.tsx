// Admin › Agenda Desa: village events, dated with a day picker.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { IMAGE, eventSchema, formatDate, formatPrice, formatTime } from '@desa/contract';
import { DeleteDialog } from '~/components/admin/confirm-dialog';
import { DatePickerField } from '~/components/admin/date-picker-field';
import { EntityFormModal } from '~/components/admin/entity-form';
import { Hint, TextAreaField, TextField } from '~/components/admin/fields';
import { CalendarIcon, ClockIcon, MapPinIcon, TicketIcon } from '~/components/icons';
import { ImageInput } from '~/components/admin/image-input';
import { EnglishFormModal } from '~/components/admin/english-form';
import { EnglishBadge, Original } from '~/components/admin/language-tabs';
import { AdminPageError } from '~/components/admin/page-error';
import { AddButton, AdminEmptyState, Card, Detail, PageHeader, Pager, RecordActions } from '~/components/admin/page-parts';
import { RecordImage } from '~/components/admin/record-image';
import { entityAction } from '~/lib/admin-actions.server';
import { loadAdminList } from '~/lib/admin-loaders.server';
import type { EnglishVersion } from '~/lib/english-versions.server';
import { withImage } from '~/lib/image-field';
import { skipModalRevalidation, useRecordModal } from '~/lib/modal-url';
import { requireAdmin } from '~/lib/session.server';
import { withPublishing, type Stated } from '~/lib/publishing';
import { PublishBadge, PublishStateTabs } from '~/components/admin/publishing';
import type { VillageEvent } from '@desa/contract';
import { sendForm } from '~/lib/form-sending';

export const meta: MetaFunction = () => [{ title: 'Agenda Desa | Admin' }];

/** An event's stored date may stay even once it has passed; a new date may not be in the past. */
const formSchema = ({ create, storedDate }: { create: boolean; storedDate?: string }) =>
  withPublishing(withImage(eventSchema({ keepDate: storedDate }), create ? IMAGE.thumbnailRequired : undefined));

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request, context);
  return loadAdminList<Stated<VillageEvent>>(request, 'event', token);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return entityAction(request, context, {
    kind: 'event',
    needsStored: true,
    schema: ({ create, stored }) => formSchema({ create, storedDate: stored?.date as string | undefined }),
  });
}

/** With JavaScript: upload progress, and a save cut off by the network keeps the form. */
export const clientAction = sendForm;

export const shouldRevalidate = skipModalRevalidation;

export default function AdminEvents() {
  const { list, linked, english } = useLoaderData<typeof loader>();
  const { creating, editing, translating, deletingId, close } = useRecordModal(list.data, linked);
  return (
    <>
      <PageHeader title="Agenda Desa" action={<AddButton label="Buat" />} />
      <PublishStateTabs counts={list.counts} />
      {list.data.length === 0 ? (
        <AdminEmptyState text="Belum ada agenda desa" icon={<CalendarIcon className="size-7" />} />
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 md:grid-cols-3">
          {list.data.map((event) => (
            <li key={event.id}>
              <EventCard event={event} englishMissing={!english[event.id]} />
            </li>
          ))}
        </ul>
      )}
      <Pager page={list.current_page} lastPage={list.last_page} />
      {creating || editing ? <EventForm key={editing?.id ?? 'baru'} record={editing} onClose={close} /> : null}
      {translating ? <EventEnglishForm key={translating.id} record={translating} english={english[translating.id]} onClose={close} /> : null}
      {deletingId ? <DeleteDialog kind="event" id={deletingId} onClose={close} /> : null}
    </>
  );
}

function EventCard({ event, englishMissing }: { event: Stated<VillageEvent>; englishMissing: boolean }) {
  return (
    <Card className="flex h-full flex-col">
      <RecordImage src={event.thumbnail} variant={event.images?.thumbnail} alt={event.title} className="aspect-[16/10] w-full" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h2 className="truncate text-base font-semibold text-slate-900 dark:text-white" title={event.title}>
          {event.title}
        </h2>
        <PublishBadge record={event} />
        <EnglishBadge missing={englishMissing} />
        <p className="line-clamp-3 text-sm text-slate-600 dark:text-slate-400">{event.description}</p>
        <div className="flex flex-col gap-2">
          <Detail icon={<CalendarIcon className="size-4" />}>{formatDate(event.date)}</Detail>
          <Detail icon={<MapPinIcon className="size-4" />}>{event.place}</Detail>
          <Detail icon={<ClockIcon className="size-4" />}>{formatTime(event.time)}</Detail>
        </div>
        <div className="mt-auto flex items-center justify-between gap-3 border-t border-slate-100 pt-4 dark:border-slate-800">
          <p className="flex items-center gap-2 font-semibold text-brand-700 dark:text-brand-500">
            <TicketIcon className="size-4" />
            {formatPrice(event.price)}
          </p>
          <RecordActions id={event.id} name={event.title} state={event.status} preview={event.preview} />
        </div>
      </div>
    </Card>
  );
}

function EventForm({ record, onClose }: { record?: Stated<VillageEvent>; onClose: () => void }) {
  return (
    <EntityFormModal
      title={record ? 'Edit Agenda Desa' : 'Buat Agenda Desa'}
      schema={formSchema({ create: !record, storedDate: record?.date })}
      publishing={{ state: record?.status, publishAt: record?.publish_at }}
      recordId={record?.id}
      language="id"
      defaultValue={
        record && {
          title: record.title,
          description: record.description,
          date: record.date,
          time: record.time,
          place: record.place,
          price: String(record.price),
        }
      }
      onClose={onClose}
    >
      {(fields) => (
        <>
          <ImageInput meta={fields.file} label="Thumbnail" required={!record} current={record?.thumbnail} />
          <TextField meta={fields.title} label="Judul Agenda" required className="sm:col-span-2" data-autofocus />
          <TextAreaField meta={fields.description} label="Deskripsi" required rows={4} className="sm:col-span-2" />
          <DatePickerField meta={fields.date} label="Tanggal" required />
          <TextField meta={fields.time} label="Waktu" type="time" min="00:00" max="23:59" required />
          <TextField meta={fields.place} label="Tempat" required className="sm:col-span-2" />
          <TextField
            meta={fields.price}
            label="Harga Tiket"
            type="number"
            inputMode="numeric"
            min={0}
            step={1000}
            className="sm:col-span-2"
            hint={<Hint>Kosongkan atau isi 0 bila acara gratis.</Hint>}
          />
        </>
      )}
    </EntityFormModal>
  );
}

function EventEnglishForm({ record, english, onClose }: { record: VillageEvent; english: EnglishVersion; onClose: () => void }) {
  return (
    <EnglishFormModal kind="event" title="Edit Agenda Desa" recordId={record.id} english={english} onClose={onClose}>
      {(fields) => (
        <>
          <TextField meta={fields.title} label="Judul Agenda" required className="sm:col-span-2" data-autofocus hint={<Original>{record.title}</Original>} />
          <TextAreaField meta={fields.description} label="Deskripsi" required rows={4} className="sm:col-span-2" hint={<Original>{record.description}</Original>} />
          <TextField meta={fields.place} label="Tempat" required className="sm:col-span-2" hint={<Original>{record.place}</Original>} />
        </>
      )}
    </EnglishFormModal>
  );
}

export function ErrorBoundary() {
  return <AdminPageError />;
}
