// Admin › Penginapan: homestays with their several photos (the first the main one), their
// rooms, price per room and night, facilities (options of category Fasilitas Penginapan) and
// check-in and check-out hours; the description is written in the rich-text editor.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { CONTENT_TYPE_MODULES, formatRupiah, homestaySchema, splitList, visibleText } from '@desa/contract';
import { DeleteDialog } from '~/components/admin/confirm-dialog';
import { EntityFormModal } from '~/components/admin/entity-form';
import { Hint, TextField } from '~/components/admin/fields';
import { BedIcon, ClockIcon, DoorIcon, ListChecksIcon, MapPinIcon, UserIcon } from '~/components/icons';
import { EnglishFormModal } from '~/components/admin/english-form';
import { EnglishBadge, Original } from '~/components/admin/language-tabs';
import { MultiSelect } from '~/components/admin/multi-select';
import { AdminPageError } from '~/components/admin/page-error';
import { AddButton, AdminEmptyState, Card, Detail, PageHeader, Pager, RecordActions } from '~/components/admin/page-parts';
import { PhotosInput, storedPhotos } from '~/components/admin/photos-input';
import { RecordImage } from '~/components/admin/record-image';
import { RichTextEditor } from '~/components/admin/rich-text-editor';
import richTextStyles from '~/components/admin/rich-text.css?url';
import { entityAction } from '~/lib/admin-actions.server';
import { loadAdminList, loadOptionNames } from '~/lib/admin-loaders.server';
import type { EnglishVersion } from '~/lib/english-versions.server';
import { withPhotos } from '~/lib/photos-field';
import { skipModalRevalidation, useRecordModal } from '~/lib/modal-url';
import { requireAdmin } from '~/lib/session.server';
import { withPublishing, type Stated } from '~/lib/publishing';
import { PublishBadge, PublishStateTabs } from '~/components/admin/publishing';
import type { Homestay } from '@desa/contract';
import { sendForm } from '~/lib/form-sending';

export const meta: MetaFunction = () => [{ title: 'Penginapan | Admin' }];

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: richTextStyles }];

const MAX_PHOTOS = CONTENT_TYPE_MODULES.homestay.photos.max;

const formSchema = ({ create }: { create: boolean }) => withPublishing(withPhotos(homestaySchema, MAX_PHOTOS, { create }));

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request, context);
  const [{ list, linked, english }, facilities] = await Promise.all([
    loadAdminList<Stated<Homestay>>(request, 'homestay', token),
    loadOptionNames('Fasilitas Penginapan'),
  ]);
  return { list, linked, english, facilities };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return entityAction(request, context, { kind: 'homestay', schema: formSchema });
}

/** With JavaScript: upload progress, and a save cut off by the network keeps the form. */
export const clientAction = sendForm;

export const shouldRevalidate = skipModalRevalidation;

export default function AdminHomestays() {
  const { list, linked, english, facilities } = useLoaderData<typeof loader>();
  const { creating, editing, translating, deletingId, close } = useRecordModal(list.data, linked);
  return (
    <>
      <PageHeader title="Penginapan" action={<AddButton label="Tambah" />} />
      <PublishStateTabs counts={list.counts} />
      {list.data.length === 0 ? (
        <AdminEmptyState text="Belum ada penginapan" icon={<BedIcon className="size-7" />} />
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
          {list.data.map((homestay) => (
            <li key={homestay.id}>
              <HomestayCard homestay={homestay} englishMissing={!english[homestay.id]} />
            </li>
          ))}
        </ul>
      )}
      <Pager page={list.current_page} lastPage={list.last_page} />
      {creating || editing ? <HomestayForm key={editing?.id ?? 'baru'} record={editing} facilities={facilities} onClose={close} /> : null}
      {translating ? <HomestayEnglishForm key={translating.id} record={translating} english={english[translating.id]} onClose={close} /> : null}
      {deletingId ? <DeleteDialog kind="homestay" id={deletingId} onClose={close} /> : null}
    </>
  );
}

function HomestayCard({ homestay, englishMissing }: { homestay: Stated<Homestay>; englishMissing: boolean }) {
  const photoCount = homestay.photos.length;
  return (
    <Card className="flex h-full flex-col">
      <div className="relative">
        <RecordImage src={homestay.thumbnail} variant={homestay.images?.thumbnail} alt={homestay.title} className="aspect-[16/10] w-full" />
        {photoCount > 1 ? (
          <span className="absolute right-2 bottom-2 rounded-full bg-slate-900/80 px-2 py-0.5 text-xs font-medium text-white">{photoCount} foto</span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h2 className="text-base font-semibold text-slate-900 dark:text-white">{homestay.title}</h2>
        <PublishBadge record={homestay} />
        <EnglishBadge missing={englishMissing} />
        <p className="line-clamp-3 text-sm text-slate-600 dark:text-slate-400">{visibleText(homestay.description)}</p>
        <div className="flex flex-col gap-2">
          <Detail icon={<MapPinIcon className="size-4" />}>{homestay.location}</Detail>
          <Detail icon={<DoorIcon className="size-4" />}>
            {homestay.rooms} kamar · maks. {homestay.guests_per_room} tamu per kamar
          </Detail>
          <Detail icon={<ClockIcon className="size-4" />}>
            Check-in {homestay.check_in} · check-out {homestay.check_out} WIB
          </Detail>
          <Detail icon={<UserIcon className="size-4" />}>{homestay.host}</Detail>
          <Detail icon={<ListChecksIcon className="size-4" />}>{splitList(homestay.facility).join(', ')}</Detail>
        </div>
        <div className="mt-auto flex items-center justify-between gap-3 border-t border-slate-100 pt-4 dark:border-slate-800">
          <p className="font-semibold text-brand-700 dark:text-brand-500">
            {formatRupiah(homestay.price)} <span className="text-xs font-normal text-slate-500 dark:text-slate-400">/ kamar / malam</span>
          </p>
          <RecordActions id={homestay.id} name={homestay.title} state={homestay.status} preview={homestay.preview} />
        </div>
      </div>
    </Card>
  );
}

function HomestayForm({ record, facilities, onClose }: { record?: Stated<Homestay>; facilities: string[]; onClose: () => void }) {
  return (
    <EntityFormModal
      title={record ? 'Edit Penginapan' : 'Tambah Penginapan'}
      schema={formSchema({ create: !record })}
      publishing={{ state: record?.status, publishAt: record?.publish_at }}
      recordId={record?.id}
      language="id"
      defaultValue={
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
        }
      }
      onClose={onClose}
    >
      {(fields) => (
        <>
          <PhotosInput meta={fields.photos} max={MAX_PHOTOS} current={record ? storedPhotos(record) : []} />
          <TextField meta={fields.title} label="Nama Penginapan" required className="sm:col-span-2" data-autofocus />
          <RichTextEditor meta={fields.description} label="Deskripsi" required />
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
          <TextField
            meta={fields.maps}
            label="Link Google Maps"
            type="text"
            inputMode="url"
            className="sm:col-span-2"
            hint={<Hint>Opsional. Tempel link atau kode sematan (embed) dari Google Maps.</Hint>}
          />
          <TextField meta={fields.rooms} label="Jumlah Kamar" type="number" inputMode="numeric" min={1} max={50} step={1} required />
          <TextField meta={fields.guests_per_room} label="Tamu per Kamar" type="number" inputMode="numeric" min={1} max={20} step={1} required />
          <TextField
            meta={fields.price}
            label="Harga per Kamar per Malam"
            type="number"
            inputMode="numeric"
            min={0}
            step={1000}
            required
            className="sm:col-span-2"
          />
          <MultiSelect meta={fields.facility} label="Fasilitas" options={facilities} placeholder="Pilih fasilitas penginapan" required />
          <TextField meta={fields.check_in} label="Jam Check-in" type="time" min="00:00" max="23:59" required hint={<Hint>WIB</Hint>} />
          <TextField meta={fields.check_out} label="Jam Check-out" type="time" min="00:00" max="23:59" required hint={<Hint>WIB</Hint>} />
        </>
      )}
    </EntityFormModal>
  );
}

function HomestayEnglishForm({ record, english, onClose }: { record: Homestay; english: EnglishVersion; onClose: () => void }) {
  return (
    <EnglishFormModal kind="homestay" title="Edit Penginapan" recordId={record.id} english={english} onClose={onClose}>
      {(fields) => (
        <>
          <TextField meta={fields.title} label="Nama Penginapan" required className="sm:col-span-2" data-autofocus hint={<Original>{record.title}</Original>} />
          <RichTextEditor meta={fields.description} label="Deskripsi" required />
          <TextField meta={fields.location} label="Lokasi" required className="sm:col-span-2" hint={<Original>{record.location}</Original>} />
        </>
      )}
    </EnglishFormModal>
  );
}

export function ErrorBoundary() {
  return <AdminPageError />;
}
