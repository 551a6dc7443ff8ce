// Admin › Listing Saya (a partner's, issue 41): their homestays and products with what the public
// sees (Terbit, Draf) and where their changes stand (waiting, or sent back with the village's
// note). Editing and adding happen on the type's own page, which shows them only theirs.
import { redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { CONTENT_TYPES, PARTNER_KINDS, adminPath, formatRupiah, type ImageVariant } from '@desa/contract';
import { ApprovalBadge } from '~/components/admin/approval-badge';
import { buttonClass } from '~/components/admin/buttons';
import { AdminPageError } from '~/components/admin/page-error';
import { AdminEmptyState, Card, PageHeader } from '~/components/admin/page-parts';
import { PublishBadge } from '~/components/admin/publishing';
import { RecordImage } from '~/components/admin/record-image';
import { ListChecksIcon, PencilIcon, PlusIcon } from '~/components/icons';
import { KIND_ICONS } from '~/content';
import { loadApprovals, loadPartnerListings } from '~/lib/admin-loaders.server';
import { modalHref } from '~/lib/modal-url';
import { requireAdmin } from '~/lib/session.server';

export const meta: MetaFunction = () => [{ title: 'Listing Saya | Admin' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user, token } = await requireAdmin(request, context, { partners: 'allow' });
  // The village's admins keep every listing on the types' own pages.
  if (user.role !== 'MITRA') throw redirect('/admin');
  const [listings, approvals] = await Promise.all([
    loadPartnerListings<{ id: string; title: string; price: number; thumbnail: string | null; images?: { thumbnail?: ImageVariant } }>(token, { withFormats: true }),
    loadApprovals(token),
  ]);
  return { listings, approvals };
}

export default function PartnerListings() {
  const { listings, approvals } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title="Listing Saya"
        action={
          <div className="flex flex-wrap gap-2">
            {PARTNER_KINDS.map((kind) => (
              <Link key={kind} to={`${adminPath(CONTENT_TYPES[kind])}${modalHref('', 'baru')}`} className={buttonClass.primary}>
                <PlusIcon className="size-4" />
                {CONTENT_TYPES[kind].admin.create}
              </Link>
            ))}
          </div>
        }
      />
      <p className="mb-5 max-w-2xl text-sm text-slate-600 dark:text-slate-400">
        Ubah harga, foto dan keterangan listing Anda kapan saja. Setiap perubahan diperiksa pengelola desa dulu; sampai disetujui, pengunjung melihat versi yang sekarang.
      </p>
      {listings.length === 0 ? (
        <AdminEmptyState text="Belum ada listing atas nama Anda. Hubungi pengelola desa atau tambahkan listing baru." icon={<ListChecksIcon className="size-7" />} />
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
          {listings.map((listing) => {
            const Icon = KIND_ICONS[listing.kind];
            const type = CONTENT_TYPES[listing.kind];
            return (
              <li key={listing.id}>
                <Card className="flex h-full flex-col">
                  <RecordImage src={listing.thumbnail} variant={listing.images?.thumbnail} alt={listing.title} className="aspect-[16/10] w-full" />
                  <div className="flex flex-1 flex-col gap-3 p-5">
                    <p className="flex items-center gap-1.5 text-xs font-medium text-slate-500 uppercase dark:text-slate-400">
                      <Icon className="size-4" />
                      {type.admin.label}
                    </p>
                    <h2 className="text-base font-semibold text-slate-900 dark:text-white">{listing.title}</h2>
                    <PublishBadge record={listing} />
                    <ApprovalBadge id={listing.id} approval={approvals[listing.id]} />
                    <div className="mt-auto flex items-center justify-between gap-3 border-t border-slate-100 pt-4 dark:border-slate-800">
                      <span className="font-semibold text-brand-700 dark:text-brand-500">{formatRupiah(listing.price)}</span>
                      <Link to={`${adminPath(type)}${modalHref('', 'ubah', listing.id)}`} className={buttonClass.outline} aria-label={`Ubah ${listing.title}`}>
                        <PencilIcon className="size-4" />
                        Ubah
                      </Link>
                    </div>
                  </div>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}

export const ErrorBoundary = AdminPageError;
