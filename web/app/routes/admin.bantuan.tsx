// Admin › Bantuan: the village admin's guide (docs/panduan-admin.md), or a partner's
// (docs/panduan-mitra.md), with its screenshots.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { AdminPageError } from '~/components/admin/page-error';
import { Card, PageHeader } from '~/components/admin/page-parts';
import { adminGuideHtml } from './admin.bantuan.server';
import { requireAdmin } from '~/lib/session.server';

export const meta: MetaFunction = () => [{ title: 'Bantuan | Admin' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user } = await requireAdmin(request, context, { partners: 'allow' });
  return { html: adminGuideHtml(user.role) };
}

const GUIDE_CLASS = [
  'max-w-3xl space-y-4 leading-relaxed text-slate-700 dark:text-slate-300',
  '[&_h2]:pt-6 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-slate-900 dark:[&_h2]:text-white [&_h2:first-child]:pt-0',
  '[&_ol]:list-decimal [&_ul]:list-disc [&_ol,&_ul]:space-y-1 [&_ol,&_ul]:pl-6',
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:text-sm dark:[&_code]:bg-slate-800',
  '[&_strong]:font-semibold [&_strong]:text-slate-900 dark:[&_strong]:text-white',
  '[&_img]:mx-auto [&_img]:h-auto [&_img]:w-full [&_img]:max-w-xs [&_img]:rounded-xl [&_img]:border [&_img]:border-slate-200 dark:[&_img]:border-slate-700',
].join(' ');

export default function AdminHelp() {
  const { html } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title="Bantuan" />
      <Card className="px-5 py-6 sm:px-8">
        <article className={GUIDE_CLASS} dangerouslySetInnerHTML={{ __html: html }} />
      </Card>
    </>
  );
}

export const ErrorBoundary = AdminPageError;
