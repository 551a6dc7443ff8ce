// A partner's Beranda (issue 41): new requests, changes waiting for the village, and each of
// their listings with its state and this month's views and WhatsApp clicks.
import { Link } from '@remix-run/react';
import { CONTENT_TYPES, adminPath, formatCount, stayMonth } from '@desa/contract';
import { ApprovalBadge } from './approval-badge';
import { ConflictList } from './calendar-conflicts';
import { InboxCard } from './inbox-card';
import { Card, PageHeader } from './page-parts';
import { PublishBadge } from './publishing';
import { CalendarIcon, CheckIcon } from '~/components/icons';
import { modalHref } from '~/lib/modal-url';
import type { PartnerHome as PartnerHomeData } from '~/lib/partner-home.server';

export function PartnerHome({ name, items, approvals, waiting: inbox, conflicts, month }: PartnerHomeData & { name: string }) {
  const waiting = Object.values(approvals).filter((approval) => approval.status === 'menunggu').length;
  return (
    <>
      <PageHeader title={`Selamat datang, ${name}`} />
      <ConflictList conflicts={conflicts} />
      <div className="mb-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <InboxCard to="/admin/pemesanan" icon={<CalendarIcon className="size-6" />} label="Pesanan Baru" count={inbox.baru} action="Buka pesanan" />
        <InboxCard to="/admin/pemesanan?status=dikonfirmasi" icon={<CheckIcon className="size-6" />} label="Bukti Bayar" count={inbox.bukti_bayar} action="Periksa pembayaran" />
        <InboxCard to="/admin/listing" icon={<CheckIcon className="size-6" />} label="Menunggu persetujuan" count={waiting} action="Lihat listing" />
      </div>
      <Card>
        <h2 className="border-b border-slate-100 px-5 py-4 text-base font-semibold text-slate-900 dark:border-slate-800 dark:text-white">Listing Anda · {stayMonth(`${month}-01`)}</h2>
        {items.length === 0 ? (
          <p className="px-5 py-6 text-sm text-slate-600 dark:text-slate-400">Belum ada listing atas nama Anda.</p>
        ) : (
          <ul className="divide-y divide-slate-100 dark:divide-slate-800">
            {items.map((item) => (
              <li key={item.id} className="flex flex-col gap-2 px-5 py-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <Link to={`${adminPath(CONTENT_TYPES[item.kind])}${modalHref('', 'ubah', item.id)}`} className="font-medium text-slate-900 hover:underline dark:text-white">
                    {item.title}
                  </Link>
                  <PublishBadge record={{ status: item.status, publish_at: null }} />
                </div>
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  {CONTENT_TYPES[item.kind].admin.label} · {formatCount(item.views)} kali dilihat · {formatCount(item.whatsapp)} klik WhatsApp
                </p>
                <ApprovalBadge id={item.id} approval={approvals[item.id]} />
              </li>
            ))}
          </ul>
        )}
      </Card>
    </>
  );
}
