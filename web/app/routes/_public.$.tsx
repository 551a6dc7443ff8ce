// Any path no other route knows: the spec's not-found page, inside the public layout, with 404.
import type { MetaFunction } from '@remix-run/node';
import { SOLID_NAVBAR } from '~/components/public/layout-data';
import { NotFound } from '~/components/public/not-found';
import { PublicErrorBoundary } from '~/components/public/error-boundary';
import { notFound, publicHeaders } from '~/lib/public.server';
import { errorSeo } from '~/lib/seo';

export async function loader() {
  throw notFound();
}

export const headers = publicHeaders;
export const handle = SOLID_NAVBAR;

export const meta: MetaFunction = ({ matches, location, error }) => errorSeo({ matches, location, error: error ?? { status: 404 } });

export default function UnknownPage() {
  return <NotFound />;
}

export const ErrorBoundary = PublicErrorBoundary;
