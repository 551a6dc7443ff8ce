// Galeri in the back office: photos in a masonry of 1 to 4 columns, edit and delete on hover
// (always shown on touch screens, which cannot hover); the form and its English tab.
import { IMAGE, gallerySchema, type GalleryPhoto } from '@desa/contract';
import type { AdminFace } from '~/components/admin/entity-page';
import { TextField } from '~/components/admin/fields';
import { ImageInput } from '~/components/admin/image-input';
import { EnglishBadge, Original } from '~/components/admin/language-tabs';
import { RecordActions } from '~/components/admin/page-parts';
import { PublishBadge } from '~/components/admin/publishing';
import { RecordImage } from '~/components/admin/record-image';
import { imageFormSchema } from '~/lib/publishing';

export const admin: AdminFace<GalleryPhoto> = {
  kind: 'gallery',
  list: { className: 'columns-1 gap-4 sm:columns-2 lg:columns-3 xl:columns-4', itemClassName: 'mb-4 break-inside-avoid' },
  formSchema: imageFormSchema(gallerySchema, IMAGE.photoRequired),
  Card: ({ record: photo, englishMissing }) => (
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
  ),
  defaultValue: (record) => record && { title: record.title, caption: record.caption },
  fields: (fields, { record }) => (
    <>
      <ImageInput meta={fields.file} label="Foto" required={!record} current={record?.image} />
      <TextField meta={fields.title} label="Judul" required className="sm:col-span-2" data-autofocus />
      <TextField meta={fields.caption} label="Caption" required className="sm:col-span-2" />
    </>
  ),
  englishFields: (fields, record) => (
    <>
      <TextField meta={fields.title} label="Judul" required className="sm:col-span-2" data-autofocus hint={<Original>{record.title}</Original>} />
      <TextField meta={fields.caption} label="Caption" required className="sm:col-span-2" hint={<Original>{record.caption}</Original>} />
    </>
  ),
};
