// Admin › Objek Wisata: tourism objects with their days, hours, facilities and ticket price.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { DAY_NAMES, IMAGE, formatPrice, formatTimeRange, sortDays, splitList, tourSchema } from '@desa/contract';
import { DeleteDialog } from '~/components/admin/confirm-dialog';
import { EntityFormModal } from '~/components/admin/entity-form';
import { Hint, TextAreaField, TextField } from '~/components/admin/fields';
import { CalendarIcon, ClockIcon, MapPinIcon, TicketIcon } from '~/components/icons';
import { ImageInput } from '~/components/admin/image-input';
import { EnglishFormModal } from '~/components/admin/english-form';
import { EnglishBadge, Original } from '~/components/admin/language-tabs';
import { MultiSelect } from '~/components/admin/multi-select';
import { AdminPageError } from '~/components/admin/page-error';
import { AddButton, AdminEmptyState, Card, Detail, PageHeader, Pager, RecordActions } from '~/components/admin/page-parts';
import { RecordImage } from '~/components/admin/record-image';
import { entityAction } from '~/lib/admin-actions.server';
import { loadAdminList, loadOptionNames } from '~/lib/admin-loaders.server';
import type { EnglishVersion } from '~/lib/english-versions.server';
import { withImage } from '~/lib/image-field';
import { skipModalRevalidation, useRecordModal } from '~/lib/modal-url';
import { requireAdmin } from '~/lib/session.server';
import { withPublishing, type Stated } from '~/lib/publishing';
import { PublishBadge, PublishStateTabs } from '~/components/admin/publishing';
import type { Tour } from '@desa/contract';
import { sendForm } from '~/lib/form-sending';

export const meta: MetaFunction = () => [{ title: 'Objek Wisata | Admin' }];

const formSchema = ({ create }: { create: boolean }) => withPublishing(withImage(tourSchema, create ? IMAGE.thumbnailRequired : undefined));

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request, context);
  const [{ list, linked, english }, facilities] = await Promise.all([loadAdminList<Stated<Tour>>(request, 'tour', token), loadOptionNames('Fasilitas')]);
  return { list, linked, english, facilities };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return entityAction(request, context, { kind: 'tour', schema: formSchema });
}

/** With JavaScript: upload progress, and a save cut off by the network keeps the form. */
export const clientAction = sendForm;

export const shouldRevalidate = skipModalRevalidation;

export default function AdminTours() {
  const { list, linked, english, facilities } = useLoaderData<typeof loader>();
  const { creating, editing, translating, deletingId, close } = useRecordModal(list.data, linked);
  return (
    <>
      <PageHeader title="Objek Wisata" action={<AddButton label="Tambah" />} />
      <PublishStateTabs counts={list.counts} />
      {list.data.length === 0 ? (
        <AdminEmptyState text="Belum ada objek wisata" icon={<MapPinIcon className="size-7" />} />
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
          {list.data.map((tour) => (
            <li key={tour.id}>
              <TourCard tour={tour} englishMissing={!english[tour.id]} />
            </li>
          ))}
        </ul>
      )}
      <Pager page={list.current_page} lastPage={list.last_page} />
      {creating || editing ? <TourForm key={editing?.id ?? 'baru'} record={editing} facilities={facilities} onClose={close} /> : null}
      {translating ? <TourEnglishForm key={translating.id} record={translating} english={english[translating.id]} onClose={close} /> : null}
      {deletingId ? <DeleteDialog kind="tour" id={deletingId} onClose={close} /> : null}
    </>
  );
}

function TourCard({ tour, englishMissing }: { tour: Stated<Tour>; englishMissing: boolean }) {
  return (
    <Card className="flex h-full flex-col">
      <RecordImage src={tour.thumbnail} variant={tour.images?.thumbnail} alt={tour.title} className="aspect-[16/10] w-full" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h2 className="text-base font-semibold text-slate-900 dark:text-white">{tour.title}</h2>
        <PublishBadge record={tour} />
        <EnglishBadge missing={englishMissing} />
        <p className="line-clamp-3 text-sm text-slate-600 dark:text-slate-400">{tour.about}</p>
        <div className="flex flex-col gap-2">
          <Detail icon={<CalendarIcon className="size-4" />}>{splitList(tour.operational).join(', ')}</Detail>
          <Detail icon={<MapPinIcon className="size-4" />}>{tour.location}</Detail>
          <Detail icon={<ClockIcon className="size-4" />}>{formatTimeRange(tour.start, tour.end)}</Detail>
        </div>
        <div className="mt-auto flex items-center justify-between gap-3 border-t border-slate-100 pt-4 dark:border-slate-800">
          <p className="flex items-center gap-2 font-semibold text-brand-700 dark:text-brand-500">
            <TicketIcon className="size-4" />
            {formatPrice(tour.price)}
          </p>
          <RecordActions id={tour.id} name={tour.title} state={tour.status} preview={tour.preview} />
        </div>
      </div>
    </Card>
  );
}

function TourForm({ record, facilities, onClose }: { record?: Stated<Tour>; facilities: string[]; onClose: () => void }) {
  return (
    <EntityFormModal
      title={record ? 'Edit Objek Wisata' : 'Tambah Objek Wisata'}
      schema={formSchema({ create: !record })}
      publishing={{ state: record?.status, publishAt: record?.publish_at }}
      recordId={record?.id}
      language="id"
      defaultValue={
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
        }
      }
      onClose={onClose}
    >
      {(fields) => (
        <>
          <ImageInput meta={fields.file} label="Thumbnail" required={!record} current={record?.thumbnail} />
          <TextField meta={fields.title} label="Nama Objek Wisata" required className="sm:col-span-2" data-autofocus />
          <TextAreaField meta={fields.about} label="Tentang" required rows={4} className="sm:col-span-2" />
          <MultiSelect
            meta={fields.operational}
            label="Hari Operasional"
            options={DAY_NAMES}
            order={sortDays}
            placeholder="Pilih hari operasional"
            required
          />
          <TextField meta={fields.location} label="Lokasi" required className="sm:col-span-2" />
          <TextField meta={fields.start} label="Jam Mulai" type="time" min="00:00" max="23:59" required />
          <TextField meta={fields.end} label="Jam Selesai" type="time" min="00:00" max="23:59" required />
          <MultiSelect meta={fields.facility} label="Fasilitas" options={facilities} placeholder="Pilih fasilitas" required />
          <TextField
            meta={fields.maps}
            label="Link Google Maps"
            type="text"
            inputMode="url"
            className="sm:col-span-2"
            hint={<Hint>Opsional. Tempel link atau kode sematan (embed) dari Google Maps.</Hint>}
          />
          <TextField meta={fields.price} label="Harga Tiket Masuk" type="number" inputMode="numeric" min={0} step={1000} required className="sm:col-span-2" />
        </>
      )}
    </EntityFormModal>
  );
}

function TourEnglishForm({ record, english, onClose }: { record: Tour; english: EnglishVersion; onClose: () => void }) {
  return (
    <EnglishFormModal kind="tour" title="Edit Objek Wisata" recordId={record.id} english={english} onClose={onClose}>
      {(fields) => (
        <>
          <TextField meta={fields.title} label="Nama Objek Wisata" required className="sm:col-span-2" data-autofocus hint={<Original>{record.title}</Original>} />
          <TextAreaField meta={fields.about} label="Tentang" required rows={4} className="sm:col-span-2" hint={<Original>{record.about}</Original>} />
          <TextField meta={fields.location} label="Lokasi" required className="sm:col-span-2" hint={<Original>{record.location}</Original>} />
        </>
      )}
    </EnglishFormModal>
  );
}

export function ErrorBoundary() {
  return <AdminPageError />;
}
