// Toasts of the back office (sonner): top right, 5 s, paused on hover and while the window
// has lost focus, Alt+T to reach them. A toast from the server (a cookie set before a
// redirect) shows once its page renders.
import { useEffect, useState, type CSSProperties } from 'react';
import { Toaster, toast as showToast } from 'sonner';
import type { Toast } from '~/lib/toast.server';

/** sonner's light rich colours read below 4.5:1 (WCAG AA) at 13 px: darker text on the same tints. */
const READABLE_LIGHT_COLORS = { '--success-text': 'hsl(140, 100%, 22%)', '--error-text': 'hsl(360, 100%, 38%)' } as CSSProperties;

function useDocumentTheme(): 'light' | 'dark' {
  const [theme, setTheme] = useState<'light' | 'dark'>('light');
  useEffect(() => {
    const root = document.documentElement;
    const read = () => setTheme(root.classList.contains('dark') ? 'dark' : 'light');
    read();
    const observer = new MutationObserver(read);
    observer.observe(root, { attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, []);
  return theme;
}

/**
 * sonner pauses while the pointer is over its list, or the tab is hidden, but not when the
 * window merely loses focus: tell it the pointer came and left.
 */
function usePauseOnFocusLoss() {
  useEffect(() => {
    const lists = () => document.querySelectorAll('[data-sonner-toaster]');
    const pause = () => lists().forEach((list) => list.dispatchEvent(new MouseEvent('mousemove', { bubbles: true })));
    const resume = () =>
      lists().forEach((list) => list.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body })));
    window.addEventListener('blur', pause);
    window.addEventListener('focus', resume);
    return () => {
      window.removeEventListener('blur', pause);
      window.removeEventListener('focus', resume);
    };
  }, []);
}

export function AdminToaster({ toast }: { toast: Toast | null }) {
  const theme = useDocumentTheme();
  usePauseOnFocusLoss();
  useEffect(() => {
    if (!toast) return;
    const show = toast.type === 'error' ? showToast.error : showToast.success;
    show(toast.message, { id: toast.id });
  }, [toast]);
  return (
    <Toaster
      position="top-right"
      duration={5000}
      hotkey={['altKey', 'KeyT']}
      theme={theme}
      richColors
      style={theme === 'light' ? READABLE_LIGHT_COLORS : undefined}
      closeButton
      containerAriaLabel="Notifikasi"
      toastOptions={{ closeButtonAriaLabel: 'Tutup notifikasi' }}
    />
  );
}
