// A partner's Beranda (issue 41): their items with where each stands, this month's views and
// WhatsApp clicks of each, and their new requests. Every read is the CMS's, narrowed to them.
import { CONTENT_TYPES, PARTNER_KINDS, todayInJakarta, whatsappRedirectPath, type Approval, type List, type PartnerKind, type PublishState, type StatsAnswer } from '@desa/contract';
import { approvalsById, type ApprovalsById } from '~/components/admin/approval-badge';
import { cms } from './cms.server';
import { loadNewRequestCount } from './admin-loaders.server';

export type PartnerHomeItem = { kind: PartnerKind; id: string; title: string; status: PublishState; views: number; whatsapp: number };
export type PartnerHome = { items: PartnerHomeItem[]; approvals: ApprovalsById; newRequests: number; month: string };

export async function loadPartnerHome(token: string): Promise<PartnerHome> {
  const today = todayInJakarta();
  const month = today.slice(0, 7);
  const [lists, approvals, stats, newRequests] = await Promise.all([
    Promise.all(
      PARTNER_KINDS.map((kind) =>
        cms<List<{ id: string; title: string; status: PublishState }>>(`/${CONTENT_TYPES[kind].path}/all?status=all&limit=100`, { token }).then((list) =>
          list.data.map(({ id, title, status }) => ({ kind, id, title, status })),
        ),
      ),
    ),
    cms<{ data: Approval[] }>('/approvals', { token }),
    cms<StatsAnswer>(`/stats?${new URLSearchParams({ from: `${month}-01`, to: today, group: 'page' })}`, { token }),
    loadNewRequestCount(token),
  ]);
  const counted = new Map(stats.data.map((row) => [row.key, row]));
  const items = lists.flat().map((item) => ({
    ...item,
    views: counted.get(`/${CONTENT_TYPES[item.kind].site.slug}/${item.id}`)?.views ?? 0,
    whatsapp: counted.get(whatsappRedirectPath(item.kind, item.id))?.whatsapp ?? 0,
  }));
  return { items, approvals: approvalsById(approvals.data), newRequests, month };
}
