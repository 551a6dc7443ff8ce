// The back office page of one content type (Objek Wisata, Penginapan, …): its records in the
// state tabs, page by page, the create and edit modal, the English tab and the delete dialog.
// Type-blind: what differs per type (its card, its form's fields, how its list is laid out, the
// options its form picks from) is the type's `AdminFace`, in `app/content/<kind>.admin.tsx`.
// The route `routes/admin.$section.tsx` picks the face by the URL; its loader and action are
// `routes/admin.$section.server.ts`.
import { CONTENT_TYPES } from '@desa/contract';
import { useLoaderData } from '@remix-run/react';
import type { ComponentType, ReactNode } from 'react';
import type { Icon } from '~/components/icons';
import type { AdminFaceRules, EntityPageData } from '~/lib/admin-face';
import type { EnglishVersion } from '~/lib/english-versions.server';
import { useRecordModal } from '~/lib/modal-url';
import type { Stated } from '~/lib/publishing';
import { ApprovalsContext } from './approval-badge';
import { DeleteDialog } from './confirm-dialog';
import { EntityFormModal, type FormFields } from './entity-form';
import { EnglishFormModal } from './english-form';
import { AddButton, AdminEmptyState, PageHeader, Pager } from './page-parts';
import { PublishStateTabs } from './publishing';
import { useSignedIn } from './signed-in';

const PARTNER_FORM_NOTICE = 'Perubahan Anda tampil di situs setelah disetujui pengelola desa. Sampai saat itu pengunjung tetap melihat versi yang sekarang.';

// The faces are heterogeneous (one per record type); each is checked where it is written.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AdminFace<Record extends { id: string } = any> = AdminFaceRules & {
  /** The list: a grid of cards, a column of rows, columns of photos (classes of the `ul`, and of each `li`). */
  list: { className: string; itemClassName?: string };
  Card: ComponentType<{ record: Stated<Record>; englishMissing: boolean }>;
  /** The form's first values: the record's when editing; when creating, `signedIn` may fill some (an article's writer). */
  defaultValue: (record: Stated<Record> | undefined, signedIn: { name: string }) => { [field: string]: unknown } | undefined;
  fields: (fields: FormFields, context: { record?: Stated<Record>; options: { [name: string]: string[] } }) => ReactNode;
  /** The English tab's fields (the type's translatable ones). */
  englishFields: (fields: FormFields, record: Record) => ReactNode;
};

/** "Tambah Objek Wisata" → "Tambah"; the create label's verb is the add button's. */
const verbOf = (create: string) => create.split(' ')[0] as 'Tambah' | 'Buat';

export function AdminEntityPage({ face, icon: KindIcon }: { face: AdminFace; icon: Icon }) {
  const { list, linked, english, options, approvals } = useLoaderData<EntityPageData>();
  const { creating, editing, translating, deletingId, close } = useRecordModal(list.data, linked);
  const { admin, plural } = CONTENT_TYPES[face.kind];
  const { Card } = face;
  return (
    <ApprovalsContext.Provider value={approvals}>
      <PageHeader title={admin.label} action={<AddButton label={verbOf(admin.create)} />} />
      <PublishStateTabs counts={list.counts} />
      {list.data.length === 0 ? (
        <AdminEmptyState text={`Belum ada ${plural}`} icon={<KindIcon className="size-7" />} />
      ) : (
        <ul className={face.list.className}>
          {list.data.map((record) => (
            <li key={record.id} className={face.list.itemClassName}>
              <Card record={record} englishMissing={!english[record.id]} />
            </li>
          ))}
        </ul>
      )}
      <Pager page={list.current_page} lastPage={list.last_page} />
      {creating || editing ? <RecordForm key={editing?.id ?? 'baru'} face={face} record={editing} options={options} onClose={close} /> : null}
      {translating ? <EnglishForm key={translating.id} face={face} record={translating} english={english[translating.id]} onClose={close} /> : null}
      {deletingId ? <DeleteDialog kind={face.kind} id={deletingId} onClose={close} /> : null}
    </ApprovalsContext.Provider>
  );
}

type FormProps = { face: AdminFace; record?: Stated<{ id: string }>; options: EntityPageData['options']; onClose: () => void };

function RecordForm({ face, record, options, onClose }: FormProps) {
  const { create } = CONTENT_TYPES[face.kind].admin;
  const signedIn = useSignedIn();
  // A partner's save waits for the village: no publishing choice, and the button says where it goes.
  const partner = signedIn?.role === 'MITRA';
  return (
    <EntityFormModal
      title={record ? editTitle(create) : create}
      schema={face.formSchema({ create: !record, stored: record })}
      publishing={partner ? undefined : { state: record?.status, publishAt: record?.publish_at }}
      submitLabel={partner ? 'Kirim untuk Disetujui' : undefined}
      notice={partner ? PARTNER_FORM_NOTICE : undefined}
      recordId={record?.id}
      language="id"
      defaultValue={face.defaultValue(record, { name: signedIn?.name ?? '' })}
      onClose={onClose}
    >
      {(fields) => face.fields(fields, { record, options })}
    </EntityFormModal>
  );
}

function EnglishForm({ face, record, english, onClose }: { face: AdminFace; record: { id: string }; english: EnglishVersion; onClose: () => void }) {
  return (
    <EnglishFormModal kind={face.kind} title={editTitle(CONTENT_TYPES[face.kind].admin.create)} recordId={record.id} english={english} onClose={onClose}>
      {(fields) => face.englishFields(fields, record)}
    </EnglishFormModal>
  );
}

/** "Tambah Foto Galeri" → "Edit Foto Galeri". */
function editTitle(create: string): string {
  return `Edit ${create.split(' ').slice(1).join(' ')}`;
}
