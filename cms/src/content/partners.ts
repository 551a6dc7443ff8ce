// Mitra (issue 41): who owns which homestay or product, and the changes partners make that wait
// for an ADMIN. An item's owner is kept on every row of it (`ownerId`, `ownerPhone`: private
// attributes, the same in each language and version), so a partner's list is one filter and
// the owner's WhatsApp comes with the record. A partner's edit is written to the listing's draft
// (Strapi's draft & publish): the public version stays until an ADMIN publishes the draft; the
// `listing-change` row only says that it waits, whose it is, and the ADMIN's note when sent
// back. A partner's reply to a review waits in that row too (`proposal`).
import { createHash } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import {
  CONTENT_TYPES,
  DEFAULT_LOCALE,
  TRANSLATABLE_FIELDS,
  TRANSLATION_LOCALE,
  PARTNER,
  PARTNER_ITEM_FIELDS,
  PARTNER_KINDS,
  isPartnerKind,
  whatsappRedirectPath,
  type Approval,
  type ApprovalStatus,
  type ApprovalType,
  type FieldChange,
  type PartnerItem,
  type PartnerItemsInput,
  type PartnerKind,
} from '@desa/contract';
import { ContentError, invalid } from './errors';
import { recordActivity } from './activity';
import { isPublished, publishDocument, publishedIds, versionsOf } from './publishing';
import { RESOURCES } from './resources';
import { findDocument, publicPhotoIds, toRecord } from './records';
import { removeImage } from './images';
import { afterCommit, inTransaction } from './transactions';
import { titleOf } from './trash';
import { REVIEW_UID, replyTextOf, replyToReview, reviewById } from './reviews';

export const CHANGE_UID = 'api::listing-change.listing-change' as const;
/** The users-permissions role type of a MITRA account. */
export const PARTNER_ROLE_TYPE = 'mitra';

type ChangeRow = {
  id: number;
  documentId: string;
  type: ApprovalType;
  subject_id: string;
  partner_id: string;
  partner_name: string;
  is_new: boolean | null;
  proposal: string | null;
  status: ApprovalStatus;
  note: string | null;
  createdAt: string | Date;
  updatedAt: string | Date;
};

/** Who acts as a partner: their account's document id, name and WhatsApp. */
export type Partner = { documentId: string; name: string; phone: string | null };

const rows = (strapi: Core.Strapi, kind: PartnerKind) => strapi.db.query(CONTENT_TYPES[kind].uid);

/** The items a partner owns, each once, by its Indonesian draft's title (the newest). */
export async function itemsOf(strapi: Core.Strapi, partnerId: string): Promise<PartnerItem[]> {
  const lists = await Promise.all(
    PARTNER_KINDS.map(async (kind) => {
      const found: Array<{ documentId: string; title: string }> = await rows(strapi, kind).findMany({
        where: { ownerId: partnerId, publishedAt: null, locale: 'id' },
        select: ['documentId', 'title'],
        orderBy: [{ title: 'asc' }, { id: 'asc' }],
      });
      return found.map(({ documentId, title }): PartnerItem => ({ type: kind, id: documentId, title }));
    }),
  );
  return lists.flat();
}

/** The ids a partner owns (the filter of their lists). */
export async function ownedIds(strapi: Core.Strapi, partnerId: string): Promise<string[]> {
  return (await itemsOf(strapi, partnerId)).map((item) => item.id);
}

export async function ownerOf(strapi: Core.Strapi, kind: PartnerKind, itemId: string): Promise<string | null> {
  const row: { ownerId: string | null } | null = await rows(strapi, kind).findOne({ where: { documentId: itemId }, select: ['ownerId'] });
  return row?.ownerId ?? null;
}

/** A partner's call on an item: theirs, or 403 (never 404: the item exists, it is someone else's). */
export async function assertOwns(strapi: Core.Strapi, partner: Partner, kind: string, itemId: string) {
  if (!isPartnerKind(kind) || (await ownerOf(strapi, kind, itemId)) !== partner.documentId) throw new ContentError('forbidden', PARTNER.notYours);
}

/**
 * Gives the partner exactly these items: an item another partner owned moves to this one
 * (logged), an item no longer listed loses its owner. Unknown ids refuse the whole change.
 */
export async function assignItems(strapi: Core.Strapi, partner: Partner, items: PartnerItemsInput) {
  const picked = PARTNER_KINDS.map((kind) => ({ kind, ids: [...new Set(items[PARTNER_ITEM_FIELDS[kind]])] }));
  const errors: Record<string, string[]> = {};
  for (const { kind, ids } of picked) {
    const known = await rows(strapi, kind).count({ where: { documentId: { $in: ids }, locale: 'id', publishedAt: null } });
    if (known !== ids.length) errors[PARTNER_ITEM_FIELDS[kind]] = [PARTNER.itemUnknown];
  }
  if (Object.keys(errors).length) throw invalid(errors);
  for (const { kind, ids } of picked) {
    // A change the old owner left is theirs, not the new owner's: it is dropped first.
    const leaving: Array<{ documentId: string }> = await rows(strapi, kind).findMany({
      where: { locale: 'id', publishedAt: null, $or: [{ ownerId: partner.documentId, documentId: { $notIn: ids } }, { documentId: { $in: ids }, ownerId: { $notNull: true, $ne: partner.documentId } }] },
      select: ['documentId'],
    });
    for (const { documentId } of leaving) await dropChange(strapi, kind, documentId);
    await rows(strapi, kind).updateMany({ where: { ownerId: partner.documentId, documentId: { $notIn: ids } }, data: { ownerId: null, ownerPhone: null } });
    const taken: Array<{ documentId: string; title: string; ownerId: string | null }> = await rows(strapi, kind).findMany({
      where: { documentId: { $in: ids }, locale: 'id', publishedAt: null, ownerId: { $notNull: true, $ne: partner.documentId } },
      select: ['documentId', 'title', 'ownerId'],
    });
    for (const item of taken) {
      await recordActivity(strapi, { action: 'owner_move', type: kind, recordId: item.documentId, recordTitle: `${item.title} → ${partner.name}` });
    }
    if (ids.length) await rows(strapi, kind).updateMany({ where: { documentId: { $in: ids } }, data: { ownerId: partner.documentId, ownerPhone: partner.phone } });
  }
}

/** `PATCH /partners/{id}`: the partner's items become exactly these, with its Riwayat entry, in one transaction. */
export async function changeItems(strapi: Core.Strapi, partner: Partner, items: PartnerItemsInput, account: { email?: string | null }) {
  await inTransaction(strapi, async () => {
    await assignItems(strapi, partner, items);
    await recordActivity(strapi, { action: 'partner_items', type: 'account', recordId: partner.documentId, recordTitle: account.email });
  });
}

/**
 * The item leaves its owner: the change they left (waiting or returned) goes with them. A public
 * listing's drafts go back to its public versions in every language (the photos only the drafts
 * had are removed); a listing never published keeps its draft, which is the listing itself.
 */
async function dropChange(strapi: Core.Strapi, kind: PartnerKind, itemId: string) {
  const row = (await changes(strapi).findOne({ where: { type: kind, subject_id: itemId } })) as ChangeRow | null;
  if (!row) return;
  const resource = RESOURCES[kind];
  const title = await subjectTitle(strapi, row);
  if (await isPublished(strapi, resource.uid, itemId)) {
    const drafted = await publicPhotoIds(strapi, resource, itemId, 'draft');
    const shown = await publicPhotoIds(strapi, resource, itemId);
    await versionsOf(strapi, resource.uid).discardDraft({ documentId: itemId, locale: '*' });
    await removeAfterCommit(strapi, [...drafted].filter((photoId) => !shown.has(photoId)));
  }
  await changes(strapi).delete({ where: { id: row.id } });
  await recordActivity(strapi, { action: 'change_drop', type: kind, recordId: itemId, recordTitle: `${title} (${row.partner_name})` });
}

/** Photos no version shows any more: their files go once the transaction deciding it has committed. */
function removeAfterCommit(strapi: Core.Strapi, photoIds: number[]) {
  return afterCommit(strapi, async () => {
    for (const id of photoIds) await removeImage(strapi, { id });
  });
}

/** The pages of a partner's items and their WhatsApp redirects, as the visitor statistics name them. */
export async function itemPaths(strapi: Core.Strapi, partnerId: string): Promise<string[]> {
  const items = await itemsOf(strapi, partnerId);
  return items.flatMap((item) => [`/${CONTENT_TYPES[item.type].site.slug}/${item.id}`, whatsappRedirectPath(item.type, item.id)]);
}

/** A partner's new listing is theirs from the start. */
export async function assignItem(strapi: Core.Strapi, partner: Partner, kind: PartnerKind, itemId: string) {
  await rows(strapi, kind).updateMany({ where: { documentId: itemId }, data: { ownerId: partner.documentId, ownerPhone: partner.phone } });
}

/** A partner's WhatsApp changed (their profile): their items' booking and order number follows. */
export async function refreshOwnerPhone(strapi: Core.Strapi, partner: Partner) {
  for (const kind of PARTNER_KINDS) await rows(strapi, kind).updateMany({ where: { ownerId: partner.documentId }, data: { ownerPhone: partner.phone } });
}

const changes = (strapi: Core.Strapi) => strapi.db.query(CHANGE_UID);

/** A partner's change waits (again): one row per listing or review, the newest change's. */
export async function submitChange(strapi: Core.Strapi, change: { type: ApprovalType; subjectId: string; partner: Partner; isNew?: boolean; proposal?: string }) {
  const existing = (await changes(strapi).findOne({ where: { type: change.type, subject_id: change.subjectId } })) as ChangeRow | null;
  const data = {
    partner_id: change.partner.documentId,
    partner_name: change.partner.name,
    status: 'menunggu',
    note: null,
    ...(change.proposal !== undefined && { proposal: change.proposal }),
  };
  return inTransaction(strapi, async () => {
    const row = (
      existing
        ? await changes(strapi).update({ where: { id: existing.id }, data })
        : await changes(strapi).create({ data: { ...data, type: change.type, subject_id: change.subjectId, is_new: Boolean(change.isNew) } })
    ) as ChangeRow;
    await recordActivity(strapi, { action: 'change_submit', type: change.type, recordId: change.subjectId, recordTitle: await subjectTitle(strapi, row) });
    return (await toApprovals(strapi, [row]))[0];
  });
}

/** A partner's reply to a review of their item waits for an ADMIN like a change of their listing. */
export async function proposeReply(strapi: Core.Strapi, partner: Partner, reviewId: string, body: Record<string, unknown>): Promise<Approval | undefined> {
  const review = await reviewById(strapi, reviewId);
  await assertOwns(strapi, partner, review.type, review.item_id);
  return submitChange(strapi, { type: 'review', subjectId: reviewId, partner, proposal: replyTextOf(body) });
}

/** Whether a partner's change to the listing waits for an ADMIN (or was returned to the partner). */
export async function hasChange(strapi: Core.Strapi, type: ApprovalType, subjectId: string): Promise<boolean> {
  return (await changes(strapi).count({ where: { type, subject_id: subjectId } })) > 0;
}

/**
 * An ADMIN wrote the listing (or deleted it): what it now holds is theirs. Written in one
 * language (`locale`), only that language is decided: a change the partner made in another
 * keeps waiting, since the ADMIN has not seen it.
 */
export async function closeChangeOf(strapi: Core.Strapi, type: ApprovalType, subjectId: string, locale?: FieldChange['locale']) {
  if (!(await hasChange(strapi, type, subjectId))) return;
  if (locale && type !== 'review') {
    const { changes: left, gone } = await listingChanges(strapi, type, subjectId);
    if (!gone && left.some((change) => change.locale !== locale)) return;
  }
  await changes(strapi).deleteMany({ where: { type, subject_id: subjectId } });
}

async function subjectTitle(strapi: Core.Strapi, row: Pick<ChangeRow, 'type' | 'subject_id'>): Promise<string> {
  if (row.type === 'review') {
    const review = await strapi.db.query(REVIEW_UID).findOne({ where: { documentId: row.subject_id }, select: ['booking_code', 'item_title'] });
    return review ? `${review.booking_code} · ${review.item_title}` : row.subject_id;
  }
  const found = await rows(strapi, row.type).findOne({ where: { documentId: row.subject_id, locale: 'id', publishedAt: null }, select: ['title'] });
  return found?.title ?? row.subject_id;
}

/** The fields a listing's comparison shows, in the form's order: its own fields, then its photos. */
function comparedFields(kind: PartnerKind): string[] {
  return [...Object.keys(RESOURCES[kind].fields).filter((field) => field !== 'whatsapp'), 'photos'];
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

function differences(fields: string[], locale: FieldChange['locale'], before: Record<string, unknown>, after: Record<string, unknown>): FieldChange[] {
  return fields.filter((field) => !sameValue(before[field], after[field])).map((field) => ({ field, locale, before: before[field] ?? null, after: after[field] ?? null }));
}

/** The English version's translated fields, of its draft or its public version (nothing when it has none). */
async function englishFields(strapi: Core.Strapi, kind: PartnerKind, id: string, status: 'draft' | 'published'): Promise<Record<string, unknown>> {
  const fields = [...TRANSLATABLE_FIELDS[kind]];
  const found = await strapi.documents(CONTENT_TYPES[kind].uid).findOne({ documentId: id, locale: TRANSLATION_LOCALE, status, fields: fields as never });
  return (found as Record<string, unknown> | null) ?? {};
}

/**
 * A listing's drafts against its public versions, field by field in each language: the
 * Indonesian record (with the fields not translated), then the English text. A new listing:
 * every field it has.
 */
async function listingChanges(strapi: Core.Strapi, kind: PartnerKind, id: string): Promise<{ title: string; changes: FieldChange[]; gone: boolean }> {
  const resource = RESOURCES[kind];
  const draft = await findDocument(strapi, resource, id, 'draft').catch(() => null);
  if (!draft) return { title: id, changes: [], gone: true };
  const published = (await publishedIds(strapi, resource.uid, [id])).has(id) ? await findDocument(strapi, resource, id, 'published') : null;
  const after = toRecord(strapi, resource, draft) as Record<string, unknown>;
  const before = published ? (toRecord(strapi, resource, published) as Record<string, unknown>) : {};
  const [englishBefore, englishAfter] = await Promise.all([englishFields(strapi, kind, id, 'published'), englishFields(strapi, kind, id, 'draft')]);
  return {
    title: titleOf(resource, draft),
    changes: [...differences(comparedFields(kind), DEFAULT_LOCALE, before, after), ...differences([...TRANSLATABLE_FIELDS[kind]], TRANSLATION_LOCALE, englishBefore, englishAfter)],
    gone: false,
  };
}

/** The fingerprint of a comparison: what an ADMIN read is what an approval publishes. */
const versionOf = (fields: FieldChange[]) => createHash('sha256').update(JSON.stringify(fields)).digest('hex').slice(0, 16);

async function toApprovals(strapi: Core.Strapi, found: ChangeRow[]): Promise<Approval[]> {
  const approvals: Approval[] = [];
  for (const row of found) {
    const base = {
      id: row.documentId,
      type: row.type,
      is_new: Boolean(row.is_new),
      partner: { id: row.partner_id, name: row.partner_name },
      status: row.status,
      note: row.note ?? null,
      created_at: new Date(String(row.createdAt)).toISOString(),
      updated_at: new Date(String(row.updatedAt)).toISOString(),
    };
    if (row.type === 'review') {
      const review = await strapi.db.query(REVIEW_UID).findOne({ where: { documentId: row.subject_id } });
      if (!review) continue;
      const reply: FieldChange[] = [{ field: 'reply', locale: DEFAULT_LOCALE, before: review.reply ?? null, after: row.proposal }];
      approvals.push({ ...base, item_id: review.item_id, item_type: review.type, item_title: review.item_title, review_id: row.subject_id, changes: reply, version: versionOf(reply) });
      continue;
    }
    const { title, changes: fields, gone } = await listingChanges(strapi, row.type, row.subject_id);
    if (gone) continue;
    approvals.push({ ...base, item_id: row.subject_id, item_type: row.type, item_title: title, review_id: null, changes: fields, version: versionOf(fields) });
  }
  return approvals;
}

export type ChangeFilter = { status?: ApprovalStatus; partnerId?: string };

/** `GET /approvals`: oldest first (the longest waiting on top), each with its comparison. */
export async function listChanges(strapi: Core.Strapi, filter: ChangeFilter): Promise<Approval[]> {
  const found = (await changes(strapi).findMany({
    where: { ...(filter.status && { status: filter.status }), ...(filter.partnerId && { partner_id: filter.partnerId }) },
    orderBy: [{ updatedAt: 'asc' }, { id: 'asc' }],
  })) as ChangeRow[];
  return toApprovals(strapi, found);
}

/**
 * How many changes wait for an ADMIN: as many as `GET /approvals` lists, without their
 * comparisons (a change whose listing or review is gone is not listed, so not counted).
 */
export async function countWaitingChanges(strapi: Core.Strapi): Promise<number> {
  const waiting = (await changes(strapi).findMany({ where: { status: 'menunggu' }, select: ['type', 'subject_id'] })) as Array<Pick<ChangeRow, 'type' | 'subject_id'>>;
  let counted = 0;
  for (const type of new Set(waiting.map((change) => change.type))) {
    const ids = waiting.filter((change) => change.type === type).map((change) => change.subject_id);
    const uid = type === 'review' ? REVIEW_UID : CONTENT_TYPES[type].uid;
    const found = (await strapi.db.query(uid).findMany({ where: { documentId: { $in: ids } }, select: ['documentId'] })) as Array<{ documentId: string }>;
    const present = new Set(found.map((row) => row.documentId));
    counted += ids.filter((id) => present.has(id)).length;
  }
  return counted;
}

async function findChange(strapi: Core.Strapi, id: string): Promise<ChangeRow> {
  const row = (await changes(strapi).findOne({ where: { documentId: id } })) as ChangeRow | null;
  if (!row || row.status !== 'menunggu') throw new ContentError('not-found', PARTNER.changeNotFound);
  return row;
}

/**
 * Setujui: a listing's drafts are published in every language (its pages purged by the write's
 * notice), the photos only the old public version had are removed; a reply is shown under its
 * review. With `shownVersion` (the comparison the ADMIN read) a change the partner moved since
 * is refused: what goes public is what was shown.
 */
export async function approveChange(strapi: Core.Strapi, id: string, shownVersion?: string): Promise<Approval | undefined> {
  return inTransaction(strapi, async () => {
    const row = await findChange(strapi, id);
    const title = await subjectTitle(strapi, row);
    const [approved] = await toApprovals(strapi, [row]);
    if (shownVersion !== undefined && approved?.version !== shownVersion) throw new ContentError('conflict', PARTNER.changeMoved);
    if (row.type === 'review') {
      await replyToReview(strapi, row.subject_id, { text: row.proposal ?? '' });
    } else {
      const resource = RESOURCES[row.type];
      const shown = await publicPhotoIds(strapi, resource, row.subject_id);
      await publishDocument(strapi, resource.uid, row.subject_id);
      const kept = await publicPhotoIds(strapi, resource, row.subject_id);
      await removeAfterCommit(strapi, [...shown].filter((photoId) => !kept.has(photoId)));
    }
    await changes(strapi).delete({ where: { id: row.id } });
    await recordActivity(strapi, { action: 'change_approve', type: row.type, recordId: row.subject_id, recordTitle: `${title} (${row.partner_name})` });
    return approved;
  });
}

/** Kembalikan: the change stays with the partner (their draft is kept) with the ADMIN's note. */
export async function returnChange(strapi: Core.Strapi, id: string, note: string): Promise<Approval | undefined> {
  return inTransaction(strapi, async () => {
    const row = await findChange(strapi, id);
    const updated = (await changes(strapi).update({ where: { id: row.id }, data: { status: 'dikembalikan', note } })) as ChangeRow;
    await recordActivity(strapi, { action: 'change_return', type: row.type, recordId: row.subject_id, recordTitle: `${await subjectTitle(strapi, row)} (${row.partner_name})` });
    return (await toApprovals(strapi, [updated]))[0];
  });
}
