// Guest-only pages (the sign-in): a signed-in ADMIN goes to /admin, a USER to '/'.
import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { Outlet, useLoaderData } from '@remix-run/react';
import { AdminToaster } from '~/components/admin/toaster';
import { redirectSignedIn } from '~/lib/session.server';
import { getToast } from '~/lib/toast.server';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const headers = await redirectSignedIn(request, context);
  const { toast, headers: toastHeaders } = await getToast(request);
  toastHeaders.forEach((value, name) => headers.append(name, value));
  return data({ toast }, { headers });
}

export default function GuestLayout() {
  const { toast } = useLoaderData<typeof loader>();
  return (
    <>
      <Outlet />
      <AdminToaster toast={toast} />
    </>
  );
}
