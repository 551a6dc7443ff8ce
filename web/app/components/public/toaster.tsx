// The public site's toasts (sonner): top centre, 3 s. Mounted by the public script only when a
// toast is waiting (public-script/toast-island). The back office's is AdminToaster
// (admin/toaster.tsx).
import { Toaster } from 'sonner';
import { READABLE_LIGHT_COLORS, useServerToast } from '~/components/server-toast';
import { currentTheme } from '~/components/theme';
import type { Toast } from '~/lib/toast.server';

/** Rendered in the browser only, when a toast is waiting: the page's theme is already set. */
export function PublicToaster({ toast }: { toast: Toast }) {
  useServerToast(toast);
  const theme = currentTheme();
  return (
    <Toaster position="top-center" duration={3000} theme={theme} richColors closeButton style={theme === 'light' ? READABLE_LIGHT_COLORS : undefined} />
  );
}
