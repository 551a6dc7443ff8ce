// A toast the server carried across a redirect (a cookie, lib/toast.server), shown once by
// sonner. Both sides' toasters use it; they differ in where and how long toasts show (the spec's
// toast defaults) and in how they get to the browser: AdminToaster hydrates with the back
// office, PublicToaster is mounted by the public script's toast island (the public pages ship no
// React, docs/decisions/0006).
import { useEffect, type CSSProperties } from 'react';
import { toast as showToast } from 'sonner';
import type { Toast, ToastAction } from '~/lib/toast.server';

/** sonner's light rich colours read below 4.5:1 (WCAG AA) at 13 px: darker text on the same tints. */
export const READABLE_LIGHT_COLORS = { '--success-text': 'hsl(140, 100%, 22%)', '--error-text': 'hsl(360, 100%, 38%)' } as CSSProperties;

/** `onAction`: what a toast's button does (the back office posts its fields); without it, no button shows. */
export function useServerToast(toast: Toast | null, onAction?: (action: ToastAction) => void) {
  useEffect(() => {
    if (!toast) return;
    const show = toast.type === 'error' ? showToast.error : showToast.success;
    const action = toast.action && onAction ? { action: { label: toast.action.label, onClick: () => onAction(toast.action!) } } : {};
    // A toast with a second line, or a button, has more to read: it stays twice as long.
    const long = toast.description || 'action' in action ? { duration: 10_000 } : {};
    show(toast.message, { id: toast.id, ...(toast.description && { description: toast.description }), ...action, ...long });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per toast, whatever the handler's identity
  }, [toast]);
}
