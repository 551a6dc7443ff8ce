// Artikel in the back office: a column of rows, the form (written in the rich-text editor, the
// signed-in admin as the writer of a new one) and its English tab.
import { IMAGE, articleSchema, formatDate, visibleText, type Article } from '@desa/contract';
import type { AdminFace } from '~/components/admin/entity-page';
import { TextField } from '~/components/admin/fields';
import { ImageInput } from '~/components/admin/image-input';
import { EnglishBadge, Original } from '~/components/admin/language-tabs';
import { Card, RecordActions } from '~/components/admin/page-parts';
import { PublishBadge } from '~/components/admin/publishing';
import { RecordImage } from '~/components/admin/record-image';
import { RichTextField } from '~/components/admin/rich-text-field';
import { imageFormSchema } from '~/lib/publishing';

export const admin: AdminFace<Article> = {
  kind: 'article',
  list: { className: 'flex flex-col gap-4' },
  formSchema: imageFormSchema(articleSchema, IMAGE.thumbnailRequired),
  Card: ({ record: article, englishMissing }) => (
    <Card className="flex flex-col sm:flex-row">
      <RecordImage
        src={article.thumbnail}
        variant={article.images?.thumbnail}
        alt={article.title}
        sizes="(min-width: 640px) 240px, 100vw"
        className="aspect-[16/10] w-full shrink-0 sm:aspect-auto sm:w-60"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-3 p-5">
        <div className="flex items-start justify-between gap-3">
          <h2 className="text-base font-semibold text-slate-900 dark:text-white">{article.title}</h2>
          <RecordActions id={article.id} name={article.title} state={article.status} preview={article.preview} className="shrink-0" />
        </div>
        <PublishBadge record={article} />
        <EnglishBadge missing={englishMissing} />
        <p className="line-clamp-2 text-sm text-slate-600 dark:text-slate-400">{visibleText(article.content)}</p>
        <dl className="mt-auto grid grid-cols-1 gap-x-6 gap-y-1 text-xs text-slate-500 sm:grid-cols-3 dark:text-slate-400">
          <div className="flex gap-1">
            <dt>Penulis:</dt>
            <dd className="font-medium text-slate-700 dark:text-slate-300">{article.writer}</dd>
          </div>
          <div className="flex gap-1">
            <dt>Dibuat:</dt>
            <dd className="font-medium text-slate-700 dark:text-slate-300">{formatDate(article.created_at)}</dd>
          </div>
          <div className="flex gap-1">
            <dt>Diperbarui:</dt>
            <dd className="font-medium text-slate-700 dark:text-slate-300">{formatDate(article.updated_at)}</dd>
          </div>
        </dl>
      </div>
    </Card>
  ),
  defaultValue: (record, signedIn) => (record ? { title: record.title, writer: record.writer, content: record.content } : { writer: signedIn.name }),
  fields: (fields, { record }) => (
    <>
      <ImageInput meta={fields.file} label="Thumbnail" required={!record} current={record?.thumbnail} />
      <TextField meta={fields.title} label="Judul Artikel" required className="sm:col-span-2" data-autofocus />
      <TextField meta={fields.writer} label="Penulis" required className="sm:col-span-2" />
      <RichTextField meta={fields.content} label="Konten" required />
    </>
  ),
  englishFields: (fields, record) => (
    <>
      <TextField meta={fields.title} label="Judul Artikel" required className="sm:col-span-2" data-autofocus hint={<Original>{record.title}</Original>} />
      <RichTextField meta={fields.content} label="Konten" required />
    </>
  ),
};
