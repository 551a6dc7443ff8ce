// Admin › Artikel: articles written in the rich-text editor (loaded on this page only).
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData, useRouteLoaderData } from '@remix-run/react';
import { IMAGE, articleSchema, formatDate, visibleText } from '@desa/contract';
import { DeleteDialog } from '~/components/admin/confirm-dialog';
import { EntityFormModal } from '~/components/admin/entity-form';
import { TextField } from '~/components/admin/fields';
import { ArticleIcon } from '~/components/icons';
import { ImageInput } from '~/components/admin/image-input';
import { EnglishFormModal } from '~/components/admin/english-form';
import { EnglishBadge, Original } from '~/components/admin/language-tabs';
import { AdminPageError } from '~/components/admin/page-error';
import { AddButton, AdminEmptyState, Card, PageHeader, Pager, RecordActions } from '~/components/admin/page-parts';
import { RecordImage } from '~/components/admin/record-image';
import { RichTextEditor } from '~/components/admin/rich-text-editor';
import richTextStyles from '~/components/admin/rich-text.css?url';
import { entityAction } from '~/lib/admin-actions.server';
import { loadAdminList } from '~/lib/admin-loaders.server';
import type { EnglishVersion } from '~/lib/english-versions.server';
import { withImage } from '~/lib/image-field';
import { skipModalRevalidation, useRecordModal } from '~/lib/modal-url';
import { requireAdmin } from '~/lib/session.server';
import { withPublishing, type Stated } from '~/lib/publishing';
import { PublishBadge, PublishStateTabs } from '~/components/admin/publishing';
import type { Article } from '@desa/contract';
import type { loader as adminLoader } from './admin';
import { sendForm } from '~/lib/form-sending';

export const meta: MetaFunction = () => [{ title: 'Artikel | Admin' }];

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: richTextStyles }];

const formSchema = ({ create }: { create: boolean }) => withPublishing(withImage(articleSchema, create ? IMAGE.thumbnailRequired : undefined));

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request, context);
  return loadAdminList<Stated<Article>>(request, 'article', token);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return entityAction(request, context, { kind: 'article', schema: formSchema });
}

/** With JavaScript: upload progress, and a save cut off by the network keeps the form. */
export const clientAction = sendForm;

export const shouldRevalidate = skipModalRevalidation;

export default function AdminArticles() {
  const { list, linked, english } = useLoaderData<typeof loader>();
  const { creating, editing, translating, deletingId, close } = useRecordModal(list.data, linked);
  return (
    <>
      <PageHeader title="Artikel" action={<AddButton label="Buat" />} />
      <PublishStateTabs counts={list.counts} />
      {list.data.length === 0 ? (
        <AdminEmptyState text="Belum ada artikel" icon={<ArticleIcon className="size-7" />} />
      ) : (
        <ul className="flex flex-col gap-4">
          {list.data.map((article) => (
            <li key={article.id}>
              <ArticleCard article={article} englishMissing={!english[article.id]} />
            </li>
          ))}
        </ul>
      )}
      <Pager page={list.current_page} lastPage={list.last_page} />
      {creating || editing ? <ArticleForm key={editing?.id ?? 'baru'} record={editing} onClose={close} /> : null}
      {translating ? <ArticleEnglishForm key={translating.id} record={translating} english={english[translating.id]} onClose={close} /> : null}
      {deletingId ? <DeleteDialog kind="article" id={deletingId} onClose={close} /> : null}
    </>
  );
}

function ArticleCard({ article, englishMissing }: { article: Stated<Article>; englishMissing: boolean }) {
  return (
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
  );
}

function ArticleForm({ record, onClose }: { record?: Stated<Article>; onClose: () => void }) {
  const admin = useRouteLoaderData<typeof adminLoader>('routes/admin');
  return (
    <EntityFormModal
      title={record ? 'Edit Artikel' : 'Buat Artikel'}
      schema={formSchema({ create: !record })}
      publishing={{ state: record?.status, publishAt: record?.publish_at }}
      recordId={record?.id}
      language="id"
      defaultValue={record ? { title: record.title, writer: record.writer, content: record.content } : { writer: admin?.user.name ?? '' }}
      onClose={onClose}
    >
      {(fields) => (
        <>
          <ImageInput meta={fields.file} label="Thumbnail" required={!record} current={record?.thumbnail} />
          <TextField meta={fields.title} label="Judul Artikel" required className="sm:col-span-2" data-autofocus />
          <TextField meta={fields.writer} label="Penulis" required className="sm:col-span-2" />
          <RichTextEditor meta={fields.content} label="Konten" required />
        </>
      )}
    </EntityFormModal>
  );
}

function ArticleEnglishForm({ record, english, onClose }: { record: Article; english: EnglishVersion; onClose: () => void }) {
  return (
    <EnglishFormModal kind="article" title="Edit Artikel" recordId={record.id} english={english} onClose={onClose}>
      {(fields) => (
        <>
          <TextField meta={fields.title} label="Judul Artikel" required className="sm:col-span-2" data-autofocus hint={<Original>{record.title}</Original>} />
          <RichTextEditor meta={fields.content} label="Konten" required />
        </>
      )}
    </EnglishFormModal>
  );
}

export function ErrorBoundary() {
  return <AdminPageError />;
}
