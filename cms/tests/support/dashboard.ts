// The dashboard's one read (`GET /dashboard`, issue 56) against the reads the page made before
// it: every part must say what those say, whatever the data of the file calling it.
import { expect } from 'vitest';
import { CONTENT_KINDS, CONTENT_TYPES, DASHBOARD, lastDayOf, type DashboardAnswer, type DashboardScheduled } from '@desa/contract';
import { ApiClient } from './api';

/** Reads `/dashboard` as `admin` and checks each part against its own list or figures; answers it. */
export async function expectDashboardAgrees(admin: ApiClient, cmsUrl: string): Promise<DashboardAnswer> {
  const anonymous = new ApiClient(cmsUrl);
  const answer = await admin.get('/dashboard');
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.headers.get('cache-control')).toBe('private, no-store');
  const dashboard = answer.body as DashboardAnswer;

  const scheduled: Array<DashboardScheduled> = [];
  for (const kind of CONTENT_KINDS) {
    const { path } = CONTENT_TYPES[kind];
    const { counts } = (await admin.get(`/${path}/all?status=all&limit=1`)).body;
    expect(dashboard.records?.[kind], kind).toEqual({ published: counts.published, draft: counts.draft, scheduled: counts.scheduled });
    // What visitors see is what the cards count.
    expect((await anonymous.get(`/${path}/all?limit=1`)).body.total, kind).toBe(counts.published);
    const next = (await admin.get(`/${path}/all?status=scheduled&limit=${DASHBOARD.scheduled}`)).body.data as Array<{ id: string; title: string; publish_at: string }>;
    scheduled.push(...next.map((record) => ({ kind, id: record.id, title: record.title, publish_at: record.publish_at })));
  }
  const byTime = (a: DashboardScheduled, b: DashboardScheduled) => Date.parse(a.publish_at) - Date.parse(b.publish_at);
  expect(dashboard.scheduled).toEqual(scheduled.sort(byTime).slice(0, DASHBOARD.scheduled));

  const inbox = (await admin.get('/booking/all?status=baru&limit=1')).body;
  expect(dashboard.inbox).toEqual({ baru: inbox.counts.baru, bukti_bayar: inbox.proofs_waiting });
  const reviews = (await admin.get('/review/all?status=menunggu&limit=1')).body;
  const changes = (await admin.get('/approvals')).body;
  expect(dashboard.waiting).toEqual({ reviews: reviews.counts.menunggu, changes: changes.data.length });

  const visits = dashboard.visits!;
  expect(visits.data).toEqual((await admin.get(`/stats?from=${visits.previous_from}&to=${visits.to}&group=day`)).body.data);
  expect(visits.data).toHaveLength(2 * DASHBOARD.visitDays);
  const income = dashboard.income!;
  expect(income.totals).toEqual((await admin.get(`/report?from=${income.month}-01&to=${lastDayOf(income.month)}&group=month`)).body.totals);
  expect(dashboard.upcoming).toEqual((await anonymous.get(`/event/all?upcoming=1&limit=${DASHBOARD.upcoming}`)).body.data);
  expect(dashboard.activity).toEqual((await admin.get(`/activity?limit=${DASHBOARD.activity}`)).body.data);
  return dashboard;
}
