// Reads of the admin pages: one page of a content list, the record a deep link asks for,
// and the options of the multi-selects.
import { ENTITY_TEXT, type EntityKind, type OptionCategory } from '@desa/contract';
import { CmsError, cms } from './cms.server';
import { backWithToast } from './admin-actions.server';
import { englishVersionOf, englishVersionsOf, readEnglish, type EnglishVersions } from './english-versions.server';
import { PAGE_PARAM, readModal } from './modal-url';
import type { List, Option } from '@desa/contract';

type WithId = { id: string };

/**
 * One page of `kind` (in the API's order: newest first, events by date from the earliest; with image variants) and the English version of each of
 * its records (`english`, null for none yet). When the URL edits a record that is not on this
 * page (a shared link), that record comes along as `linked`; an unknown id sends the admin
 * back to the list with the not-found toast.
 */
export async function loadAdminList<T extends WithId>(request: Request, kind: EntityKind) {
  const url = new URL(request.url);
  const page = Math.max(1, Number.parseInt(url.searchParams.get(PAGE_PARAM) ?? '1', 10) || 1);
  const [list, englishList] = await Promise.all([cms<List<T>>(`/${kind}/all?with=formats&page=${page}`), readEnglish<List<T>>(`/${kind}/all?page=${page}`)]);
  const english: EnglishVersions = englishVersionsOf(kind, englishList.data);
  const modal = readModal(url.searchParams);
  let linked: T | null = null;
  if (modal && modal.param !== 'baru' && !list.data.some((record) => record.id === modal.id)) {
    try {
      const path = `/${kind}/${encodeURIComponent(modal.id)}`;
      const [record, englishRecord] = await Promise.all([cms<T>(`${path}?with=formats`), readEnglish<T>(path)]);
      linked = record;
      english[record.id] = englishVersionOf(kind, englishRecord);
    } catch (error) {
      if (error instanceof CmsError && error.status === 404) {
        throw await backWithToast(request, { type: 'error', message: ENTITY_TEXT[kind].notFound });
      }
      throw error;
    }
  }
  return { list, linked, english };
}

/** Option names of one category, for a multi-select. */
export async function loadOptionNames(category: OptionCategory): Promise<string[]> {
  const options = await cms<Option[]>(`/setting/all?category=${category}`);
  return options.map((option) => option.name);
}
