// The public toast, mounted by the public script only when a toast is waiting (public-script/toast-island).
import { useEffect } from 'react';
import { Toaster, toast as showToast } from 'sonner';
import type { Toast } from '~/lib/toast.server';

export default function PublicToaster({ toast }: { toast: Toast }) {
  useEffect(() => {
    const show = toast.type === 'error' ? showToast.error : showToast.success;
    show(toast.message, { id: toast.id });
  }, [toast]);
  return <Toaster position="top-center" duration={3000} richColors closeButton />;
}
