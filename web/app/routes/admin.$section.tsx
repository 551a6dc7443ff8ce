// /admin/<slug> of each content type (Objek Wisata, Paket Wisata, Penginapan, …): the shared
// entity page with the type's face (`app/content/<kind>.admin.tsx`). Pages of their own
// (Pengaturan, Tim Admin, …) are routes of their own, which Remix prefers to this one.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useParams } from '@remix-run/react';
import { CONTENT_TYPES, UI } from '@desa/contract';
import { AdminEntityPage } from '~/components/admin/entity-page';
import { AdminPageError } from '~/components/admin/page-error';
import richTextStyles from '~/components/admin/rich-text.css?url';
import { KIND_ICONS } from '~/content';
import { adminFaceOf } from '~/content/admin-pages';
import { entityPageAction, loadEntityPage } from './admin.$section.server';
import { sendForm } from '~/lib/form-sending';
import { skipModalRevalidation } from '~/lib/modal-url';

function faceOrNotFound(section: string | undefined) {
  const face = adminFaceOf(section);
  if (!face) throw new Response(UI.notFoundPage, { status: 404 });
  return face;
}

export const meta: MetaFunction = ({ params }) => {
  const face = adminFaceOf(params.section);
  return [{ title: `${face ? CONTENT_TYPES[face.kind].admin.label : 'Halaman tidak ditemukan'} | Admin` }];
};

// The rich-text editor's styles (articles, homestays): small enough to come with every type's page.
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: richTextStyles }];

export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadEntityPage(request, context, faceOrNotFound(params.section));

export const action = ({ request, context, params }: ActionFunctionArgs) => entityPageAction(request, context, faceOrNotFound(params.section));

/** With JavaScript: upload progress, and a save cut off by the network keeps the form. */
export const clientAction = sendForm;

export const shouldRevalidate = skipModalRevalidation;

export default function AdminContentPage() {
  const face = faceOrNotFound(useParams().section);
  return <AdminEntityPage key={face.kind} face={face} icon={KIND_ICONS[face.kind]} />;
}

export function ErrorBoundary() {
  return <AdminPageError />;
}
