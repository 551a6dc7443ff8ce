// The back office's frame. Its loader is the admin guard: an anonymous visitor goes to '/',
// a USER to '/signin', before anything of /admin is rendered. A partner (MITRA) gets their own
// menu; each page's loader says whether partners may open it.
import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import dayPickerStyles from 'react-day-picker/style.css?url';
import datePickerTheme from '~/components/admin/date-picker.css?url';
import { Outlet, isRouteErrorResponse, useLoaderData, useLocation, useRouteError } from '@remix-run/react';
import { API, PROFILE, UI } from '@desa/contract';
import { AdminSidebar, SidebarProvider, useSidebar, type Badge } from '~/components/admin/sidebar';
import { AdminToaster } from '~/components/admin/toaster';
import { AdminTopBar } from '~/components/admin/top-bar';
import { cn } from '~/lib/cn';
import { isNetworkFailure } from '~/lib/network-failure';
import { skipModalRevalidation } from '~/lib/modal-url';
import { requireAdmin } from '~/lib/session.server';
import { getToast } from '~/lib/toast.server';
import { loadUploadLimitMb } from '~/lib/upload-limit.server';
import type { User } from '@desa/contract';
import { navigationOf } from '~/content/admin-navigation';
import { loadInboxWaiting } from '~/lib/admin-loaders.server';
import { NEW_REQUESTS, NOTHING_WAITING, inboxBadge, useNewRequests } from '~/lib/new-requests';

/** The day pickers' styles (an event's date, every publishable record's schedule): a few KB, on every admin page. */
export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: dayPickerStyles },
  { rel: 'stylesheet', href: datePickerTheme },
];

export const meta: MetaFunction = () => [{ title: 'Admin' }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user, token } = await requireAdmin(request, context, { partners: 'allow' });
  const [{ toast, headers }, uploadLimitMb, newRequests] = await Promise.all([getToast(request), loadUploadLimitMb(context), loadInboxWaiting(token).catch(() => NOTHING_WAITING)]);
  return data({ user, toast, uploadLimitMb, newRequests }, { headers });
}

export const shouldRevalidate = skipModalRevalidation;

export default function AdminLayout() {
  const { user, toast, newRequests } = useLoaderData<typeof loader>();
  const waiting = useNewRequests(newRequests);
  return (
    <SidebarProvider>
      <AdminFrame user={user} badges={{ [NEW_REQUESTS.inbox]: inboxBadge(waiting) }}>
        <Outlet />
      </AdminFrame>
      <AdminToaster toast={toast} />
    </SidebarProvider>
  );
}

function AdminFrame({ user, badges, children }: { user: User | null; badges?: Record<string, Badge>; children: React.ReactNode }) {
  const { expanded } = useSidebar();
  const { groups, searchTargets } = navigationOf(user?.role);
  return (
    <div className="min-h-dvh bg-slate-50 print:bg-white dark:bg-slate-950">
      {/* On paper only the page's own content: no menu, no bar. */}
      <div className="contents print:hidden">
        <AdminSidebar groups={groups} badges={badges} />
      </div>
      <div className={cn('flex min-h-dvh flex-col transition-[margin] duration-300 ease-in-out print:ml-0', expanded ? 'lg:ml-[290px]' : 'lg:ml-[90px]')}>
        <div className="contents print:hidden">
          <AdminTopBar user={user} searchTargets={searchTargets} />
        </div>
        <main className="mx-auto w-full max-w-screen-2xl flex-1 p-4 md:p-6 print:p-0">{children}</main>
      </div>
    </div>
  );
}

/** The profile (and with it the guard) could not be loaded: no admin content, only the reason. */
export function ErrorBoundary() {
  const error = useRouteError();
  const { pathname, search } = useLocation();
  // Lost signal is the phone's, not the CMS's: no status code, and the reason it really is.
  const offline = isNetworkFailure(error);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const heading = offline ? UI.connectionLost : PROFILE.loadFailed;
  return (
    <SidebarProvider>
      <AdminFrame user={null}>
        <div className="mx-auto flex max-w-xl flex-col items-center gap-4 py-12 text-center">
          <title>{heading}</title>
          {!offline && <p className="text-5xl font-bold text-brand-700 dark:text-brand-500">{status}</p>}
          <h1 className="text-lg font-semibold">{heading}</h1>
          {!offline && <p className="text-sm text-slate-600 dark:text-slate-400">{API.cmsUnavailable}</p>}
          <a href={pathname + search} className="rounded-lg bg-brand-700 px-5 py-2.5 text-sm font-medium text-white hover:bg-brand-800">
            Coba lagi
          </a>
        </div>
      </AdminFrame>
    </SidebarProvider>
  );
}
