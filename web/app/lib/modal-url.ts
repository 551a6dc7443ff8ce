// The admin modals live in the URL: `?baru` (create), `?ubah=<id>` (edit), `?inggris=<id>`
// (edit the English version, the edit modal's other tab), `?hapus=<id>` (delete),
// `?nonaktifkan=<id>` (deactivate an admin of Tim Admin), `?selesai=<code>` (complete a booking). A link opens one, the back button closes it, and a reload keeps it open.
import type { ShouldRevalidateFunction } from '@remix-run/react';
import { useLocation, useNavigate, useSearchParams } from '@remix-run/react';
import { useCallback } from 'react';
import { isConnectionLost } from './form-sending';

export const MODAL_PARAMS = ['baru', 'ubah', 'inggris', 'hapus', 'nonaktifkan', 'selesai'] as const;
/** The list page number, kept while modals open and close. */
export const PAGE_PARAM = 'halaman';
export type ModalParam = (typeof MODAL_PARAMS)[number];

/** The same page with its modal closed (other query parameters, like the page number, stay). */
export function withoutModal(url: { pathname: string; search: string }): string {
  const params = new URLSearchParams(url.search);
  for (const name of MODAL_PARAMS) params.delete(name);
  const search = params.toString();
  return search ? `${url.pathname}?${search}` : url.pathname;
}

export function modalHref(search: string, param: ModalParam, value = ''): string {
  const params = new URLSearchParams(search);
  for (const name of MODAL_PARAMS) params.delete(name);
  params.set(param, value);
  const query = params.toString();
  // `?baru` reads better than `?baru=`.
  return `?${value ? query : query.replace(new RegExp(`(^|&)${param}=(?=&|$)`), `$1${param}`)}`;
}

type ModalState = { param: ModalParam; id: string } | null;

export function readModal(search: URLSearchParams): ModalState {
  for (const param of MODAL_PARAMS) {
    if (search.has(param)) return { param, id: search.get(param) ?? '' };
  }
  return null;
}

/** The open modal and how to close it: back in history when a link opened it, else replace. */
export function useModal() {
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const openedHere = Boolean((location.state as { modal?: boolean } | null)?.modal);
  const close = useCallback(() => {
    if (openedHere) navigate(-1);
    else navigate(withoutModal(location), { replace: true, preventScrollReset: true });
  }, [openedHere, navigate, location]);
  return { state: readModal(search), close, search: location.search };
}

/**
 * Opening or closing a modal needs no server round trip, nor does a save the network cut off
 * (the page could not load either); everything else revalidates.
 */
export const skipModalRevalidation: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  actionResult,
  defaultShouldRevalidate,
}) => {
  if (isConnectionLost(actionResult)) return false;
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  return withoutModal(currentUrl) === withoutModal(nextUrl) ? false : defaultShouldRevalidate;
};

/** What the URL asks of a list page: create, edit a record, or confirm deleting one. */
export function useRecordModal<T extends { id: string }>(records: readonly T[], linked?: T | null) {
  const { state, close } = useModal();
  const find = (id: string) => records.find((record) => record.id === id) ?? (linked?.id === id ? linked : undefined);
  return {
    creating: state?.param === 'baru',
    editing: state?.param === 'ubah' ? find(state.id) : undefined,
    translating: state?.param === 'inggris' ? find(state.id) : undefined,
    deletingId: state?.param === 'hapus' && state.id ? state.id : undefined,
    close,
  };
}
