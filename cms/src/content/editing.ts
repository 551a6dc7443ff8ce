// One edit, one transaction (issue 53, decision 0029): every write to a content record through
// /api/v1 is one call here, which checks who acts, writes, settles the publishing state and a
// partner's waiting change, and keeps the Riwayat entry, inside one database transaction on
// SQLite and PostgreSQL. Files are stored before it opens (records.ts) and removed, like the web
// apps' purge notice, only once it has committed (transactions.ts).
import type { Core } from '@strapi/strapi';
import { DEFAULT_LOCALE, LOCALE, VILLAGE_PROFILE, isContentKind, isPartnerKind, type Approval, type Locale } from '@desa/contract';
import { recordActivity } from './activity';
import { editedFields, readForChanges } from './edited-fields';
import { ContentError, type UploadedFile } from './errors';
import { assertOwns, assignItem, closeChangeOf, hasChange, submitChange, type Partner } from './partners';
import { publishDocument, publishedIds, republishLocale, stateOf, unpublishDocument } from './publishing';
import { findDocument, writeDocument } from './records';
import type { AnyDocument, Resource } from './resources';
import { isTranslation, refuseTranslatedCreate, writeTranslation } from './translations';
import { titleOf, trashDocument } from './trash';
import { findVillage, updateVillage, type Village, type VillageImage } from './village';
import { inTransaction } from './transactions';

/** What a caller sent for a record: its fields, an image, photos, and the language written. */
export type EditInput = { body: Record<string, unknown>; file?: UploadedFile; files?: UploadedFile[]; locale?: Locale };
/** A record after an edit (its newest version) and, for a partner's edit, the change now waiting for an ADMIN. */
export type Edited = { doc: AnyDocument; change?: Approval };

/**
 * After an edit of a partner's type: a partner's edit waits (again) for an ADMIN; an ADMIN's
 * write decides, so nothing of the language written waits any more.
 */
async function settleChange(strapi: Core.Strapi, resource: Resource, partner: Partner | null, doc: AnyDocument, locale: Locale = DEFAULT_LOCALE): Promise<Edited> {
  if (!isPartnerKind(resource.kind)) return { doc };
  if (!partner) {
    await closeChangeOf(strapi, resource.kind, doc.documentId, locale);
    return { doc };
  }
  return { doc, change: await submitChange(strapi, { type: resource.kind, subjectId: doc.documentId, partner }) };
}

/** A new record; a partner's is a draft of theirs until an ADMIN approves it. */
export async function createRecord(strapi: Core.Strapi, resource: Resource, partner: Partner | null, input: EditInput): Promise<Edited> {
  refuseTranslatedCreate(input.locale);
  return writeDocument(strapi, resource, { ...input, pending: Boolean(partner) }, async (saved) => {
    await recordActivity(strapi, { action: 'create', type: resource.kind, recordId: saved.documentId, recordTitle: titleOf(resource, saved) });
    if (!partner || !isPartnerKind(resource.kind)) return { doc: saved };
    await assignItem(strapi, partner, resource.kind, saved.documentId);
    return { doc: saved, change: await submitChange(strapi, { type: resource.kind, subjectId: saved.documentId, partner, isNew: true }) };
  });
}

/** The publishing state's part of an update's `fields`: `status` when its state or schedule moved. */
async function stateMoved(strapi: Core.Strapi, resource: Resource, before: AnyDocument, after: AnyDocument, wasState: string | undefined): Promise<string[]> {
  if (!wasState) return [];
  const state = stateOf(after, await publishedIds(strapi, resource.uid, [after.documentId]));
  return state !== wasState || String(before.publishAt ?? '') !== String(after.publishAt ?? '') ? ['status'] : [];
}

/** An update in Indonesian (the record, its image and photos, its state) or in another language (its text only). */
export async function updateRecord(strapi: Core.Strapi, resource: Resource, partner: Partner | null, documentId: string, input: EditInput): Promise<Edited> {
  const existing = await findDocument(strapi, resource, documentId, 'draft');
  if (partner) await assertOwns(strapi, partner, resource.kind, existing.documentId);
  if (isTranslation(input.locale)) return updateTranslation(strapi, resource, partner, existing, input.body, input.locale);
  const wasState = isContentKind(resource.kind) ? stateOf(existing, await publishedIds(strapi, resource.uid, [existing.documentId])) : undefined;
  // An ADMIN's Indonesian write does not publish a partner's English change still waiting.
  const onlyLocale = !partner && isPartnerKind(resource.kind) && (await hasChange(strapi, resource.kind, existing.documentId)) ? DEFAULT_LOCALE : undefined;
  return writeDocument(strapi, resource, { ...input, existing, pending: Boolean(partner), onlyLocale }, async (saved) => {
    const fields = [...editedFields(strapi, resource.kind, existing, saved), ...(await stateMoved(strapi, resource, existing, saved, wasState))];
    await recordActivity(strapi, { action: 'update', type: resource.kind, recordId: saved.documentId, recordTitle: titleOf(resource, saved), fields });
    return settleChange(strapi, resource, partner, saved);
  });
}

/** Only the text of one other language changes; an image or shared field sent along is ignored. */
async function updateTranslation(strapi: Core.Strapi, resource: Resource, partner: Partner | null, existing: AnyDocument, body: Record<string, unknown>, locale: Locale): Promise<Edited> {
  const id = existing.documentId;
  return inTransaction(strapi, async () => {
    const before = await readForChanges(strapi, resource.kind, id, locale);
    await writeTranslation(strapi, resource, id, body);
    if (isContentKind(resource.kind) && !partner) await republishLocale(strapi, resource.uid, id, locale);
    const after = (await readForChanges(strapi, resource.kind, id, locale)) ?? {};
    await recordActivity(strapi, { action: 'update', type: resource.kind, recordId: id, recordTitle: titleOf(resource, existing), fields: editedFields(strapi, resource.kind, before, after, locale) });
    return settleChange(strapi, resource, partner, await findDocument(strapi, resource, id, 'draft'), locale);
  });
}

/** To the trash (Sampah): gone from every list at once, restorable for 30 days; a partner's change with it. */
export async function removeRecord(strapi: Core.Strapi, resource: Resource, documentId: string): Promise<void> {
  const existing = await findDocument(strapi, resource, documentId, 'draft');
  await inTransaction(strapi, async () => {
    await trashDocument(strapi, resource, existing.documentId);
    if (isPartnerKind(resource.kind)) await closeChangeOf(strapi, resource.kind, existing.documentId);
  });
}

/** Terbitkan or Jadikan draf, in every language. Publishing makes the draft public, a partner's change in it with it. */
export async function setPublished(strapi: Core.Strapi, resource: Resource, documentId: string, publish: boolean): Promise<AnyDocument> {
  const existing = await findDocument(strapi, resource, documentId, 'draft');
  return inTransaction(strapi, async () => {
    await (publish ? publishDocument : unpublishDocument)(strapi, resource.uid, existing.documentId);
    if (publish && isPartnerKind(resource.kind)) await closeChangeOf(strapi, resource.kind, existing.documentId);
    const doc = await findDocument(strapi, resource, existing.documentId, 'draft');
    await recordActivity(strapi, { action: publish ? 'publish' : 'unpublish', type: resource.kind, recordId: doc.documentId, recordTitle: titleOf(resource, doc) });
    return doc;
  });
}

/** The village's profile (Profil Desa): in Indonesian with its two images, or one other language's text. */
export async function updateSite(strapi: Core.Strapi, input: EditInput & { fileOf: (field: VillageImage) => UploadedFile | undefined }): Promise<Village> {
  const { body, locale, fileOf } = input;
  const log = (recordId: string, fields: string[]) => recordActivity(strapi, { action: 'village', type: 'site', recordId, fields });
  if (!isTranslation(locale)) {
    return updateVillage(strapi, body, fileOf, async (before, after) => {
      await log(after.documentId, editedFields(strapi, 'site', before, after));
      return after;
    });
  }
  const village = await findVillage(strapi);
  if (!village) throw new ContentError('invalid', LOCALE.createIndonesianFirst);
  return inTransaction(strapi, async () => {
    const before = await readForChanges(strapi, 'site', village.documentId, locale);
    await writeTranslation(strapi, { kind: 'site', uid: VILLAGE_PROFILE.uid }, village.documentId, body);
    const after = (await readForChanges(strapi, 'site', village.documentId, locale)) ?? {};
    await log(village.documentId, editedFields(strapi, 'site', before, after, locale));
    return village;
  });
}
