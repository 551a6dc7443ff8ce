// Any path no other route knows: the spec's not-found page, inside the public layout, with 404.
// Requests the server refused before Remix (server/refusals.mjs) land here too, with their status.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { SOLID_NAVBAR } from '~/components/public/layout-data';
import { NotFound } from '~/components/public/not-found';
import { PublicErrorBoundary } from '~/components/public/error-boundary';
import { publicHeaders, unknownPage } from '~/lib/public.server';
import { loaderMeta } from '~/components/public/meta';

export async function loader({ context }: LoaderFunctionArgs) {
  throw unknownPage(context);
}

export const headers = publicHeaders;
export const handle = SOLID_NAVBAR;

export const meta = loaderMeta;

export default function UnknownPage() {
  return <NotFound />;
}

export const ErrorBoundary = PublicErrorBoundary;
