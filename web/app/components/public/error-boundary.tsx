import { isRouteErrorResponse, useRouteError } from '@remix-run/react';
import { NotFound, ServiceUnavailable } from './not-found';

/** Errors of a public page, shown inside the public layout: unknown path or id → 404; else the CMS is down. */
export function PublicErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return status === 404 ? <NotFound /> : <ServiceUnavailable status={status} />;
}
