// The pieces every admin list page shares: header, empty state, card actions, pager.
import { Link, useLocation } from '@remix-run/react';
import type { ReactNode } from 'react';
import { PAGE_PARAM, modalHref, type ModalParam } from '~/lib/modal-url';
import { cn } from '~/lib/cn';
import { useIsPartner } from './signed-in';
import type { PublishState } from '@desa/contract';
import { buttonClass } from './buttons';
import { PublishToggle } from './publishing';
import { ChevronLeftIcon, ChevronRightIcon, EyeIcon, PencilIcon, PlusIcon, TrashIcon } from '~/components/icons';

export function PageHeader({ title, action }: { title: string; action?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-xl font-semibold text-slate-900 sm:text-2xl dark:text-white">{title}</h1>
      {action}
    </div>
  );
}

/** A link that opens one of the page's modals, keeping the scroll position. */
export function ModalLink({
  param,
  id = '',
  className,
  children,
  ...rest
}: { param: ModalParam; id?: string; className?: string; children: ReactNode; 'aria-label'?: string; title?: string }) {
  const location = useLocation();
  return (
    <Link to={modalHref(location.search, param, id)} state={{ modal: true }} preventScrollReset className={className} {...rest}>
      {children}
    </Link>
  );
}

export function AddButton({ label }: { label: 'Tambah' | 'Buat' }) {
  return (
    <ModalLink param="baru" className={buttonClass.primary}>
      <PlusIcon className="size-4" />
      {label}
    </ModalLink>
  );
}

/** A list with no records yet. The public site's, in its own palette with a title and a line, is PublicEmptyState. */
export function AdminEmptyState({ text, icon }: { text: string; icon: ReactNode }) {
  return (
    <div className="flex flex-col items-center justify-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center dark:border-slate-700 dark:bg-slate-900">
      <span className="flex size-14 items-center justify-center rounded-full bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-400">
        {icon}
      </span>
      <p className="text-sm font-medium text-slate-600 dark:text-slate-300">{text}</p>
    </div>
  );
}

const actionClass =
  'inline-flex size-9 max-sm:size-11 items-center justify-center rounded-lg border transition focus-visible:outline-2 focus-visible:outline-offset-2';

type RecordActionsProps = { id: string; name: string; state?: PublishState; preview?: string | null; className?: string };

/**
 * Edit and delete of one record, and for a publishable type its state button and, while it is
 * not public, its preview (a new tab); `name` makes the labels tell which record.
 */
export function RecordActions({ id, name, state, preview, className }: RecordActionsProps) {
  // A partner edits; publishing and deleting are the village's.
  const partner = useIsPartner();
  return (
    <div className={cn('flex flex-wrap items-center gap-2', className)}>
      {state && !partner ? <PublishToggle id={id} name={name} state={state} /> : null}
      {preview ? (
        <a
          href={preview}
          target="_blank"
          rel="noopener"
          aria-label={`Pratinjau ${name}`}
          title="Pratinjau"
          className={cn(actionClass, 'border-slate-200 bg-white text-slate-600 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-300 dark:hover:bg-slate-700')}
        >
          <EyeIcon className="size-4" />
        </a>
      ) : null}
      <ModalLink
        param="ubah"
        id={id}
        aria-label={`Edit ${name}`}
        title="Edit"
        className={cn(actionClass, 'border-slate-200 bg-white text-slate-600 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-300 dark:hover:bg-slate-700')}
      >
        <PencilIcon className="size-4" />
      </ModalLink>
      {partner ? null : (
      <ModalLink
        param="hapus"
        id={id}
        aria-label={`Hapus ${name}`}
        title="Hapus"
        className={cn(actionClass, 'border-red-200 bg-white text-red-600 hover:bg-red-50 dark:border-red-900 dark:bg-slate-800 dark:text-red-400 dark:hover:bg-red-950')}
      >
        <TrashIcon className="size-4" />
      </ModalLink>
      )}
    </div>
  );
}

export function Card({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={cn('overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xs dark:border-slate-800 dark:bg-slate-900', className)}>
      {children}
    </div>
  );
}

/** Previous / next page links, only when the list has more than one page. */
export function Pager({ page, lastPage }: { page: number; lastPage: number }) {
  const location = useLocation();
  if (lastPage <= 1) return null;
  const hrefOf = (target: number) => {
    const params = new URLSearchParams(location.search);
    params.set(PAGE_PARAM, String(target));
    return `?${params}`;
  };
  const linkClass = cn(buttonClass.outline, 'px-3');
  return (
    <nav aria-label="Halaman" className="mt-8 flex items-center justify-center gap-3 text-sm">
      {page > 1 ? (
        <Link to={hrefOf(page - 1)} className={linkClass}>
          <ChevronLeftIcon className="size-4" /> Sebelumnya
        </Link>
      ) : null}
      <span className="text-slate-600 dark:text-slate-400">
        Halaman {page} dari {lastPage}
      </span>
      {page < lastPage ? (
        <Link to={hrefOf(page + 1)} className={linkClass}>
          Berikutnya <ChevronRightIcon className="size-4" />
        </Link>
      ) : null}
    </nav>
  );
}

/** One labelled line of a card: an icon and a value. */
export function Detail({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <p className="flex items-start gap-2 text-sm text-slate-600 dark:text-slate-400">
      <span className="mt-0.5 shrink-0 text-slate-400 dark:text-slate-500">{icon}</span>
      <span className="min-w-0">{children}</span>
    </p>
  );
}
