// A toast carried across a redirect (e.g. after signing out): sonner and React load only when
// a toast is waiting.
import { createRoot } from 'react-dom/client';
import { PublicToaster } from '~/components/public/toaster';
import type { Toast } from '~/lib/toast.server';

export function showToast(toast: Toast) {
  const container = document.createElement('div');
  document.body.append(container);
  createRoot(container).render(<PublicToaster toast={toast} />);
}
