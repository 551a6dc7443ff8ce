// A partner's Beranda (issue 41): their items with where each stands, this month's views and
// WhatsApp clicks of each, and their new requests. Every read is the CMS's, narrowed to them.
import { CONTENT_TYPES, todayInJakarta, whatsappRedirectPath, type CalendarConflict, type PartnerKind, type PublishState, type StatsAnswer } from '@desa/contract';
import type { ApprovalsById } from './approvals';
import { NOTHING_WAITING, type InboxWaiting } from './new-requests';
import { cms } from './cms.server';
import { loadApprovals, loadConflicts, loadInboxWaiting, loadPartnerListings } from './admin-loaders.server';

export type PartnerHomeItem = { kind: PartnerKind; id: string; title: string; status: PublishState; views: number; whatsapp: number };
export type PartnerHome = { items: PartnerHomeItem[]; approvals: ApprovalsById; waiting: InboxWaiting; conflicts: CalendarConflict[]; month: string };

export async function loadPartnerHome(token: string): Promise<PartnerHome> {
  const today = todayInJakarta();
  const month = today.slice(0, 7);
  const [listings, approvals, stats, waiting, conflicts] = await Promise.all([
    loadPartnerListings<{ id: string; title: string }>(token),
    loadApprovals(token),
    cms<StatsAnswer>(`/stats?${new URLSearchParams({ from: `${month}-01`, to: today, group: 'page' })}`, { token }),
    loadInboxWaiting(token).catch(() => NOTHING_WAITING),
    loadConflicts(token).catch((): CalendarConflict[] => []),
  ]);
  const counted = new Map(stats.data.map((row) => [row.key, row]));
  const items = listings.map(({ kind, id, title, status }) => ({
    kind,
    id,
    title,
    status,
    views: counted.get(`/${CONTENT_TYPES[kind].site.slug}/${id}`)?.views ?? 0,
    whatsapp: counted.get(whatsappRedirectPath(kind, id))?.whatsapp ?? 0,
  }));
  return { items, approvals, waiting, conflicts, month };
}
