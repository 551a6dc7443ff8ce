// Reads of the admin pages: one page of a content list, the record a deep link asks for,
// and the options of the multi-selects.
import { CONTENT_TYPES, ENTITY_TEXT, PARTNER_KINDS, REQUEST_TYPES, isContentKind, type Approval, type CalendarConflict, type EntityKind, type OptionCategory, type PartnerKind, type RequestType } from '@desa/contract';
import { approvalsById, type ApprovalsById } from './approvals';
import { CmsError, cms } from './cms.server';
import { backWithToast } from './admin-actions.server';
import { englishVersionOf, englishVersionsOf, readEnglish, type EnglishVersions } from './english-versions.server';
import { PAGE_PARAM, readModal } from './modal-url';
import { previewHref } from './preview.server';
import { stateFilterOf, type StateCounts, type Stated, type WithState } from './publishing';
import type { List, Option, RequestCounts } from '@desa/contract';
import type { InboxWaiting } from './new-requests';

type WithId = { id: string };

/**
 * One page of `kind` (in the API's order: newest first, events by date from the earliest; with
 * image variants) and the English version of each of its records (`english`, null for none
 * yet). A publishable type's list holds the records of the URL's state tab (`?status=`, every
 * record by default), each with its state, and the count of each tab (`counts`). When the URL
 * edits a record that is not on this page (a shared link), that record comes along as
 * `linked`; an unknown id sends the admin back to the list with the not-found toast.
 */
export async function loadAdminList<T extends WithId>(request: Request, kind: EntityKind, token: string) {
  const url = new URL(request.url);
  const page = Math.max(1, Number.parseInt(url.searchParams.get(PAGE_PARAM) ?? '1', 10) || 1);
  const publishable = isContentKind(kind);
  const status = publishable ? `&status=${stateFilterOf(url.searchParams)}` : '';
  const [list, englishList] = await Promise.all([
    cms<List<T> & { counts?: StateCounts }>(`/${kind}/all?with=formats&page=${page}${status}`, { token }),
    readEnglish<List<T>>(`/${kind}/all?page=${page}${status}`, token),
  ]);
  const english: EnglishVersions = englishVersionsOf(kind, englishList.data);
  const modal = readModal(url.searchParams);
  let linked: T | null = null;
  if (modal && modal.param !== 'baru' && !list.data.some((record) => record.id === modal.id)) {
    try {
      const path = `/${kind}/${encodeURIComponent(modal.id)}${publishable ? '?status=all' : ''}`;
      const [record, englishRecord] = await Promise.all([cms<T>(`${path}${publishable ? '&' : '?'}with=formats`, { token }), readEnglish<T>(path, token)]);
      linked = record;
      english[record.id] = englishVersionOf(kind, englishRecord);
    } catch (error) {
      if (error instanceof CmsError && error.status === 404) {
        throw await backWithToast(request, { type: 'error', message: ENTITY_TEXT[kind].notFound });
      }
      throw error;
    }
  }
  if (publishable) {
    const withPreview = async (record: T) => {
      const { status } = record as T & Partial<WithState>;
      return { ...record, preview: status && status !== 'published' ? await previewHref(kind, record.id) : null };
    };
    list.data = await Promise.all(list.data.map(withPreview));
    if (linked) linked = await withPreview(linked);
  }
  return { list, linked, english };
}

/** Option names of one category, for a multi-select or a select (categories may hold spaces: 'Kategori Produk'). */
export async function loadOptionNames(category: OptionCategory): Promise<string[]> {
  const options = await cms<Option[]>(`/setting/all?category=${encodeURIComponent(category)}`);
  return options.map((option) => option.name);
}

/** Booking requests waiting for a first answer (`baru`); 0 when the CMS cannot say (the menu keeps working). */
/** What waits in the inbox of the caller (a partner: their items'), in one read. */
export function loadInboxWaiting(token: string): Promise<InboxWaiting> {
  return cms<{ counts: RequestCounts; proofs_waiting: number }>('/booking/all?status=baru&limit=1', { token }).then((list) => ({
    baru: list.counts.baru,
    bukti_bayar: list.proofs_waiting,
  }));
}

/** The platforms' stays over confirmed requests here (the caller's own homestays, for a partner). */
export function loadConflicts(token: string): Promise<CalendarConflict[]> {
  return cms<{ data: CalendarConflict[] }>('/calendar-conflicts', { token }).then((answer) => answer.data);
}

/** A homestay, package or product: what guests book or order, as the inbox's filter and the reviews' cards name it. */
export type RequestItem = { type: RequestType; id: string; title: string; thumbnail: string | null };

/** Every item guests book or order (the first 100 of each type). */
export async function loadRequestItems(): Promise<RequestItem[]> {
  const lists = await Promise.all(
    REQUEST_TYPES.map((type) =>
      cms<List<Omit<RequestItem, 'type'>>>(`/${CONTENT_TYPES[type].path}/all?limit=100`).then((list) => list.data.map(({ id, title, thumbnail }): RequestItem => ({ type, id, title, thumbnail }))),
    ),
  );
  return lists.flat();
}

/**
 * Every homestay and product the token's account sees, each with its kind and state (up to 100 of
 * each): a partner's own, or the whole village's for an ADMIN.
 */
export async function loadPartnerListings<T extends WithId>(token: string, { withFormats = false } = {}): Promise<Array<Stated<T> & { kind: PartnerKind }>> {
  const lists = await Promise.all(
    PARTNER_KINDS.map((kind) =>
      cms<List<Stated<T>>>(`/${CONTENT_TYPES[kind].path}/all?status=all&limit=100${withFormats ? '&with=formats' : ''}`, { token }).then((list) => list.data.map((record) => ({ ...record, kind }))),
    ),
  );
  return lists.flat();
}

/** The partners' changes by the listing they are about: those waiting (an ADMIN's), or the partner's own. */
export function loadApprovals(token: string): Promise<ApprovalsById> {
  return cms<{ data: Approval[] }>('/approvals', { token }).then((answer) => approvalsById(answer.data));
}
