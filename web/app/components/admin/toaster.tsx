// Toasts of the back office (sonner): top right, 5 s, paused on hover and while the window
// has lost focus, Alt+T to reach them. A toast from the server (a cookie set before a
// redirect) shows once its page renders. The public site's is PublicToaster
// (public/toaster.tsx): top centre, 3 s, mounted only when a toast is waiting.
import { useLocation, useSubmit } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { Toaster } from 'sonner';
import { READABLE_LIGHT_COLORS, useServerToast } from '~/components/server-toast';
import type { Toast } from '~/lib/toast.server';

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
  const submit = useSubmit();
  // The page the toast shows on (the layout's own action is not the page's).
  const { pathname, search } = useLocation();
  useServerToast(toast, (action) => submit(action.fields, { method: 'post', action: `${pathname}${search}`, preventScrollReset: true }));
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
