// Reads of the admin pages: one page of a content list, the record a deep link asks for,
// and the options of the multi-selects.
import { ENTITY_TEXT, type EntityKind, type OptionCategory } from '@desa/contract';
import { CmsError, cms } from './cms.server';
import { backWithToast } from './admin-actions.server';
import { PAGE_PARAM, readModal } from './modal-url';
import type { List, Setting } from './types';

type WithId = { id: string };

/**
 * One page of `kind` (newest first, with image variants). When the URL edits a record that
 * is not on this page (a shared link), that record comes along as `linked`; an unknown id
 * sends the admin back to the list with the not-found toast.
 */
export async function loadAdminList<T extends WithId>(request: Request, kind: EntityKind) {
  const url = new URL(request.url);
  const page = Math.max(1, Number.parseInt(url.searchParams.get(PAGE_PARAM) ?? '1', 10) || 1);
  const list = await cms<List<T>>(`/${kind}/all?with=formats&page=${page}`);
  const modal = readModal(url.searchParams);
  let linked: T | null = null;
  if (modal && modal.param !== 'baru' && !list.data.some((record) => record.id === modal.id)) {
    try {
      linked = await cms<T>(`/${kind}/${encodeURIComponent(modal.id)}?with=formats`);
    } catch (error) {
      if (error instanceof CmsError && error.status === 404) {
        throw await backWithToast(request, { type: 'error', message: ENTITY_TEXT[kind].notFound });
      }
      throw error;
    }
  }
  return { list, linked };
}

/** Option names of one category, for a multi-select. */
export async function loadOptionNames(category: OptionCategory): Promise<string[]> {
  const options = await cms<Setting[]>(`/setting/all?category=${category}`);
  return options.map((option) => option.name);
}
