import { isRouteErrorResponse, useRouteError } from '@remix-run/react';
import { ErrorPage } from './not-found';

/** Errors of a public page, shown inside the public layout: unknown path or id, a refused request, the CMS down. */
export function PublicErrorBoundary() {
  const error = useRouteError();
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
