// What an admin page shows, inside the frame, when its data cannot be read.
import { isRouteErrorResponse, useLocation, useRouteError } from '@remix-run/react';
import { API, UI } from '@desa/contract';
import { isNetworkFailure } from '~/lib/network-failure';
import { buttonClass } from './buttons';

export function AdminPageError({ notFoundText = UI.notFoundPage, failedText = API.cmsUnavailable }: { notFoundText?: string; failedText?: string }) {
  const error = useRouteError();
  const { pathname, search } = useLocation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const offline = isNetworkFailure(error);
  if (!isRouteErrorResponse(error) && !offline) console.error(error);
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center">
      <p className="text-lg font-semibold text-slate-800 dark:text-slate-100">{notFound ? notFoundText : offline ? UI.connectionLost : failedText}</p>
      <a href={pathname + search} className={buttonClass.outline}>
        Muat ulang
      </a>
    </div>
  );
}
