// Page numbers of the public lists (`?page=N`).
import { PAGE_PARAMS } from '@desa/contract';

/** The requested page: a positive integer, or null when the value is not one. */
export function requestedPage(url: URL): number | null {
  const raw = url.searchParams.get(PAGE_PARAMS.page);
  if (raw === null) return 1;
  return /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : null;
}

/** Page numbers to show around the current one; `null` stands for a gap (…). */
export function pageItems(current: number, last: number): Array<number | null> {
  if (last <= 7) return Array.from({ length: last }, (_, index) => index + 1);
  const pages = new Set([1, last, current - 1, current, current + 1]);
  const sorted = [...pages].filter((page) => page >= 1 && page <= last).sort((a, b) => a - b);
  const items: Array<number | null> = [];
  sorted.forEach((page, index) => {
    if (index > 0 && page - sorted[index - 1] > 1) items.push(page - sorted[index - 1] === 2 ? page - 1 : null);
    items.push(page);
  });
  return items;
}

/** The link of a page: page 1 is the bare list. */
export function pageHref(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete(PAGE_PARAMS.page);
  else params.set(PAGE_PARAMS.page, String(page));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
