// Admin › Galeri: photos in a masonry of 1 to 4 columns; edit and delete on hover (always
// shown on touch screens, which cannot hover).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { IMAGE, gallerySchema } from '@desa/contract';
import { DeleteDialog } from '~/components/admin/confirm-dialog';
import { EntityFormModal } from '~/components/admin/entity-form';
import { TextField } from '~/components/admin/fields';
import { ImageIcon } from '~/components/icons';
import { ImageInput } from '~/components/admin/image-input';
import { EnglishFormModal } from '~/components/admin/english-form';
import { EnglishBadge, Original } from '~/components/admin/language-tabs';
import { AdminPageError } from '~/components/admin/page-error';
import { AddButton, AdminEmptyState, PageHeader, Pager, RecordActions } from '~/components/admin/page-parts';
import { RecordImage } from '~/components/admin/record-image';
import { entityAction } from '~/lib/admin-actions.server';
import { loadAdminList } from '~/lib/admin-loaders.server';
import type { EnglishVersion } from '~/lib/english-versions.server';
import { withImage } from '~/lib/image-field';
import { skipModalRevalidation, useRecordModal } from '~/lib/modal-url';
import { requireAdmin } from '~/lib/session.server';
import { withPublishing, type Stated } from '~/lib/publishing';
import { PublishBadge, PublishStateTabs } from '~/components/admin/publishing';
import type { GalleryPhoto } from '@desa/contract';
import { sendForm } from '~/lib/form-sending';

export const meta: MetaFunction = () => [{ title: 'Galeri | Admin' }];

const formSchema = ({ create }: { create: boolean }) => withPublishing(withImage(gallerySchema, create ? IMAGE.photoRequired : undefined));

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request, context);
  return loadAdminList<Stated<GalleryPhoto>>(request, 'gallery', token);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return entityAction(request, context, { kind: 'gallery', schema: formSchema });
}

/** With JavaScript: upload progress, and a save cut off by the network keeps the form. */
export const clientAction = sendForm;

export const shouldRevalidate = skipModalRevalidation;

export default function AdminGallery() {
  const { list, linked, english } = useLoaderData<typeof loader>();
  const { creating, editing, translating, deletingId, close } = useRecordModal(list.data, linked);
  return (
    <>
      <PageHeader title="Galeri" action={<AddButton label="Tambah" />} />
      <PublishStateTabs counts={list.counts} />
      {list.data.length === 0 ? (
        <AdminEmptyState text="Belum ada foto galeri" icon={<ImageIcon className="size-7" />} />
      ) : (
        <ul className="columns-1 gap-4 sm:columns-2 lg:columns-3 xl:columns-4">
          {list.data.map((photo) => (
            <li key={photo.id} className="mb-4 break-inside-avoid">
              <GalleryTile photo={photo} englishMissing={!english[photo.id]} />
            </li>
          ))}
        </ul>
      )}
      <Pager page={list.current_page} lastPage={list.last_page} />
      {creating || editing ? <GalleryForm key={editing?.id ?? 'baru'} record={editing} onClose={close} /> : null}
      {translating ? <GalleryEnglishForm key={translating.id} record={translating} english={english[translating.id]} onClose={close} /> : null}
      {deletingId ? <DeleteDialog kind="gallery" id={deletingId} onClose={close} /> : null}
    </>
  );
}

function GalleryTile({ photo, englishMissing }: { photo: Stated<GalleryPhoto>; englishMissing: boolean }) {
  return (
    <figure className="group relative overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xs dark:border-slate-800 dark:bg-slate-900">
      <RecordImage
        src={photo.image}
        variant={photo.images?.image}
        alt={photo.title}
        sizes="(min-width: 1280px) 25vw, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        className="h-auto min-h-40 w-full"
      />
      <PublishBadge record={photo} />
      <EnglishBadge missing={englishMissing} className="absolute top-3 left-3" />
      <div
        className={
          'absolute inset-0 flex flex-col justify-between bg-gradient-to-t from-slate-950/85 via-slate-950/20 to-slate-950/40 p-3 transition-opacity ' +
          '[@media(hover:hover)]:opacity-0 [@media(hover:hover)]:group-focus-within:opacity-100 [@media(hover:hover)]:group-hover:opacity-100'
        }
      >
        <RecordActions id={photo.id} name={photo.title} state={photo.status} preview={photo.preview} className="justify-end" />
        <figcaption className="text-white">
          <p className="font-semibold">{photo.title}</p>
          <p className="text-sm text-white/85">{photo.caption}</p>
        </figcaption>
      </div>
    </figure>
  );
}

function GalleryForm({ record, onClose }: { record?: Stated<GalleryPhoto>; onClose: () => void }) {
  return (
    <EntityFormModal
      title={record ? 'Edit Foto Galeri' : 'Tambah Foto Galeri'}
      schema={formSchema({ create: !record })}
      publishing={{ state: record?.status, publishAt: record?.publish_at }}
      recordId={record?.id}
      language="id"
      defaultValue={record && { title: record.title, caption: record.caption }}
      onClose={onClose}
    >
      {(fields) => (
        <>
          <ImageInput meta={fields.file} label="Foto" required={!record} current={record?.image} />
          <TextField meta={fields.title} label="Judul" required className="sm:col-span-2" data-autofocus />
          <TextField meta={fields.caption} label="Caption" required className="sm:col-span-2" />
        </>
      )}
    </EntityFormModal>
  );
}

function GalleryEnglishForm({ record, english, onClose }: { record: GalleryPhoto; english: EnglishVersion; onClose: () => void }) {
  return (
    <EnglishFormModal kind="gallery" title="Edit Foto Galeri" recordId={record.id} english={english} onClose={onClose}>
      {(fields) => (
        <>
          <TextField meta={fields.title} label="Judul" required className="sm:col-span-2" data-autofocus hint={<Original>{record.title}</Original>} />
          <TextField meta={fields.caption} label="Caption" required className="sm:col-span-2" hint={<Original>{record.caption}</Original>} />
        </>
      )}
    </EnglishFormModal>
  );
}

export function ErrorBoundary() {
  return <AdminPageError />;
}
