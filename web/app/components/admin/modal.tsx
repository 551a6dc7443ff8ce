// The one modal of the back office, on the native <dialog>: the browser makes the page
// behind inert and turns Escape into `cancel`; Tab wraps around inside. Closing is the caller's job (the
// modal's state lives in the URL); focus goes back to the opener afterwards.
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '~/lib/cn';
import { CloseIcon } from '~/components/icons';

const FOCUS_RESTORE_DELAY_MS = 100;
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

/**
 * The element focused last outside any dialog. A modal opens after its link's navigation has
 * loaded; on a slow device the link may have lost focus by then (focus is on <body>), and the
 * modal must still hand focus back to it.
 */
let lastFocusedOutside: HTMLElement | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener('focusin', (event) => {
    if (event.target instanceof HTMLElement && !event.target.closest('dialog')) lastFocusedOutside = event.target;
  });
}

function openerOf(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : lastFocusedOutside;
}

/** Tab from the last control goes back to the first (and Shift+Tab the other way), never out to the browser. */
function wrapFocus(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.getClientRects().length > 0);
  if (focusable.length === 0) return;
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

type ModalProps = {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Narrow for confirmations, wide (700 px) for forms. */
  size?: 'narrow' | 'wide';
  /** Blocks closing while a save is on its way. */
  busy?: boolean;
};

export function Modal({ title, onClose, children, size = 'wide', busy = false }: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const pressedOnBackdrop = useRef(false);

  useEffect(() => {
    const dialog = dialogRef.current!;
    const opener = openerOf();
    dialog.showModal();
    const preferred = dialog.querySelector<HTMLElement>('[data-autofocus]');
    preferred?.focus();
    document.documentElement.style.overflow = 'hidden';
    return () => {
      document.documentElement.style.overflow = '';
      setTimeout(() => {
        if (opener?.isConnected) opener.focus({ preventScroll: true });
      }, FOCUS_RESTORE_DELAY_MS);
    };
  }, []);

  const requestClose = () => {
    if (!busy) onClose();
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onKeyDown={wrapFocus}
      onCancel={(event) => {
        event.preventDefault();
        requestClose();
      }}
      // The browser may still close it (a second Escape in a row cannot be cancelled).
      onClose={onClose}
      // A click on the backdrop lands on the <dialog> itself (its box has no padding). A drag
      // that starts inside, e.g. selecting text, does not count.
      onMouseDown={(event) => {
        pressedOnBackdrop.current = event.target === dialogRef.current;
      }}
      onClick={(event) => {
        if (event.target === dialogRef.current && pressedOnBackdrop.current) requestClose();
      }}
      className={cn(
        'm-auto max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] overflow-hidden rounded-2xl bg-transparent p-0 text-slate-800',
        'backdrop:bg-slate-900/60 backdrop:backdrop-blur-[2px] dark:text-slate-100',
        size === 'wide' ? 'max-w-[700px]' : 'max-w-md',
      )}
    >
      <div className="flex max-h-[calc(100dvh-2rem)] flex-col rounded-2xl bg-white shadow-xl dark:bg-slate-900">
        <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4 sm:px-6 dark:border-slate-800">
          <h2 id={titleId} className="text-lg font-semibold text-slate-900 dark:text-white">
            {title}
          </h2>
          <button
            type="button"
            onClick={requestClose}
            aria-label="Tutup"
            className="-m-1.5 rounded-full p-1.5 text-slate-500 max-sm:-m-3 max-sm:p-3 hover:bg-slate-100 hover:text-slate-700 dark:hover:bg-slate-800 dark:hover:text-slate-200"
          >
            <CloseIcon />
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}

/** The scrolling body and the fixed footer of a modal. */
export function ModalBody({ children }: { children: ReactNode }) {
  return <div className="min-h-0 flex-1 overflow-y-auto px-5 py-5 sm:px-6">{children}</div>;
}

export function ModalFooter({ children }: { children: ReactNode }) {
  return (
    <div className="flex justify-end gap-3 border-t border-slate-200 px-5 py-4 max-sm:*:flex-1 sm:px-6 dark:border-slate-800">
      {children}
    </div>
  );
}
