// Admin › Pemesanan (issue 38): the booking requests the public forms stored. Without a tab it
// lists what needs work (Baru and Dikonfirmasi), newest first; tabs per status with counts;
// filters by type, item and month of the stay. Each request: its code, item, dates, who asks
// (with a WhatsApp reply prefilled in the guest's language), the note, the amount, the history,
// and the moves its status allows ("Selesai" asks first, `?selesai=<code>`), each undoable for
// REQUEST_UNDO_MINUTES ("Urungkan" on the card and in the move's toast). `?kalender=<homestay>`
// shows that homestay's rooms per night, its closed nights and its calendar address for the
// platforms (issue 55).
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useLoaderData, useSearchParams } from '@remix-run/react';
import {
  API,
  BOOKING_REQUEST,
  CONTENT_TYPES,
  REQUEST_MOVES,
  REQUEST_TYPES,
  isBookingCode,
  isMonth,
  isRequestType,
  lastDayOf,
  todayInJakarta,
  type List,
  type ListedRequest,
  type RequestCounts,
  type RequestMove,
  type RequestStatus,
  type CalendarConflict,
  type ExternalCalendar,
  type HomestayBlock,
} from '@desa/contract';
import { buttonClass } from '~/components/admin/buttons';
import { ASK_REVIEW, CompleteDialog, RequestCard, TYPE_LABELS, UNDO } from '~/components/admin/request-card';
import { AdminPageError } from '~/components/admin/page-error';
import { AdminEmptyState, Card, PageHeader, Pager } from '~/components/admin/page-parts';
import { RoomsCalendar, type RoomNight } from '~/components/admin/rooms-calendar';
import { StatusTabs } from '~/components/admin/status-tabs';
import { CalendarIcon } from '~/components/icons';
import { backWithToast, purgePublicPages } from '~/lib/admin-actions.server';
import { CmsError, cms } from '~/lib/cms.server';
import { cn } from '~/lib/cn';
import { readForm } from '~/lib/form.server';
import { PAGE_PARAM, useModal } from '~/lib/modal-url';
import { siteOrigin } from '~/lib/public.server';
import { loadConflicts, loadPartnerListings, loadRequestItems, type RequestItem as Item } from '~/lib/admin-loaders.server';
import { requireAdmin } from '~/lib/session.server';
import { paymentAction } from '~/lib/payment-actions.server';
import { isPaymentIntent } from '~/lib/payment-intents';
import { calendarAction } from '~/lib/calendar-actions.server';
import { isCalendarIntent } from '~/lib/calendar-intents';
import { HomestayCalendarTools } from '~/components/admin/homestay-calendar-tools';
import { ConflictList } from '~/components/admin/calendar-conflicts';

export const meta: MetaFunction = () => [{ title: 'Pemesanan | Admin' }];

const PER_PAGE = 20;
/** The tabs: what needs work (no tab), then each status; Ditolak and Batal share one. */
const TABS = [
  { key: '', label: 'Perlu Tindakan', statuses: ['baru', 'dikonfirmasi'] },
  { key: 'baru', label: 'Baru', statuses: ['baru'] },
  { key: 'dikonfirmasi', label: 'Dikonfirmasi', statuses: ['dikonfirmasi'] },
  { key: 'selesai', label: 'Selesai', statuses: ['selesai'] },
  { key: 'ditutup', label: 'Ditolak/Batal', statuses: ['ditolak', 'batal'] },
] as const satisfies ReadonlyArray<{ key: string; label: string; statuses: readonly RequestStatus[] }>;

/** `?bulan=2026-12` → the month's first and last day. */
function monthRange(month: string | null): { from: string; to: string } | null {
  if (!isMonth(month)) return null;
  return { from: `${month}-01`, to: lastDayOf(month) };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token, user } = await requireAdmin(request, context, { partners: 'allow' });
  const url = new URL(request.url);
  const tab = TABS.find((candidate) => candidate.key === (url.searchParams.get('status') ?? '')) ?? TABS[0];
  const type = url.searchParams.get('jenis');
  const item = url.searchParams.get('item');
  const month = url.searchParams.get('bulan');
  const range = monthRange(month);
  const page = Math.max(1, Number.parseInt(url.searchParams.get(PAGE_PARAM) ?? '1', 10) || 1);
  const filter = new URLSearchParams({
    ...(isRequestType(type) && { type }),
    ...(item && /^[a-z0-9]{1,64}$/.test(item) && { item }),
    ...(range && range),
  });
  // A partner filters and opens the calendars of their own items only.
  const items = user.role === 'MITRA' ? Promise.all([loadRequestItems(), loadPartnerListings(token)]).then(([all, own]) => all.filter((item) => own.some((listing) => listing.id === item.id))) : loadRequestItems();
  const calendarOf = url.searchParams.get('kalender');
  if (calendarOf) {
    const calendarMonth = range ?? monthRange(todayInJakarta().slice(0, 7))!;
    const base = `/${CONTENT_TYPES.homestay.path}/${encodeURIComponent(calendarOf)}`;
    // The caller's own reads: the nights say why (`sources`), the newest version carries the feed's address.
    const [homestay, nights, blocks, platforms, conflicts] = await Promise.all([
      cms<{ title: string; rooms: number; ical_export_url: string }>(`${base}?status=all`, { token }),
      cms<{ data: RoomNight[]; rooms: number }>(`${base}/availability?from=${calendarMonth.from}&to=${calendarMonth.to}`, { token }),
      cms<{ data: HomestayBlock[] }>(`${base}/blocks`, { token }),
      cms<{ data: ExternalCalendar[]; sync_minutes: number }>(`${base}/calendars`, { token }),
      loadConflicts(token).catch((): CalendarConflict[] => []),
    ]).catch((error: unknown) => {
      if (error instanceof CmsError && error.status < 500) throw new Response(error.message, { status: 404 });
      throw error;
    });
    const calendar = { id: calendarOf, title: homestay.title, rooms: nights.rooms, nights: nights.data, month: calendarMonth.from.slice(0, 7), blocks: blocks.data, platforms: platforms.data, syncMinutes: platforms.sync_minutes, feedUrl: homestay.ical_export_url };
    return { calendar, conflicts: conflicts.filter((conflict) => conflict.item_id === calendarOf), list: null, counts: null, tab: tab.key, items: await items, now: new Date().toISOString() };
  }
  const [list, conflicts] = await Promise.all([
    cms<List<ListedRequest> & { counts: RequestCounts }>(`/booking/all?${new URLSearchParams({ status: tab.statuses.join(','), page: String(page), limit: String(PER_PAGE) })}&${filter}`, { token }),
    // The conflicts are a late part: without them the inbox still opens (decision 0033).
    loadConflicts(token).catch((): CalendarConflict[] => []),
  ]);
  // The clock the cards' "Urungkan" is read against, the server's (the same on both renders).
  return { calendar: null, conflicts, list, counts: list.counts, tab: tab.key, items: await items, now: new Date().toISOString() };
}

async function askForReview(request: Request, token: string, code: string) {
  try {
    const link = await cms<{ url: string; whatsapp: string | null }>(`/booking/${code}/review-link`, { method: 'POST', token });
    return data({ reviewLink: { code, whatsapp: link.whatsapp, absoluteUrl: siteOrigin(request) + link.url } });
  } catch (error) {
    if (!(error instanceof CmsError) || error.status >= 500) throw error;
    return backWithToast(request, { type: 'error', message: `${code}: ${error.message}` });
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { token } = await requireAdmin(request, context, { partners: 'allow' });
  const form = await readForm(request);
  const intent = String(form.get('intent') ?? '');
  if (isCalendarIntent(intent)) return calendarAction(request, context, token, intent, form);
  const move = intent as RequestMove;
  const code = String(form.get('code') ?? '');
  if (!isBookingCode(code)) throw new Response(API.badBody, { status: 400 });
  if (String(move) === ASK_REVIEW) return askForReview(request, token, code);
  if (isPaymentIntent(move)) return paymentAction(request, context, token, move, code, form);
  const undo = String(move) === UNDO;
  if (!undo && !(move in REQUEST_MOVES)) throw new Response(API.badBody, { status: 400 });
  // The amount goes as typed: the CMS reads digits with thousands dots and refuses anything else.
  const body = move === 'confirm' ? { amount: String(form.get('amount') ?? '') } : !undo && REQUEST_MOVES[move].reason ? { reason: String(form.get('reason') ?? '') } : {};
  try {
    const answer = await cms<{ message: string }>(`/booking/${code}/${undo ? UNDO : move}`, { method: 'POST', token, body });
    purgePublicPages(context);
    const action = undo ? undefined : { label: BOOKING_REQUEST.undoLabel, fields: { intent: UNDO, code } };
    return backWithToast(request, { type: 'success', message: `${code}: ${answer.message}`, action });
  } catch (error) {
    if (!(error instanceof CmsError)) throw error;
    return backWithToast(request, { type: 'error', message: `${code}: ${error.summary}` });
  }
}

export default function AdminBookings() {
  const { list, counts, tab, items, calendar, conflicts, now } = useLoaderData<typeof loader>();
  const modal = useModal();
  const completing = modal.state?.param === 'selesai' ? list?.data.find((booking) => booking.code === modal.state!.id && booking.status === 'dikonfirmasi') : undefined;
  return (
    <>
      <PageHeader title="Pemesanan" />
      <ConflictList conflicts={conflicts} />
      {calendar ? (
        <>
          <RoomsCalendar id={calendar.id} title={calendar.title} rooms={calendar.rooms} nights={calendar.nights} month={calendar.month} />
          <HomestayCalendarTools id={calendar.id} blocks={calendar.blocks} platforms={calendar.platforms} syncMinutes={calendar.syncMinutes} feedUrl={calendar.feedUrl} />
        </>
      ) : (
        <>
          <StatusTabs label="Status pesanan" tabs={TABS.map(({ key, label, statuses }) => ({ key, label, count: statuses.reduce((sum, status) => sum + counts![status], 0) }))} active={tab} />
          <Filters items={items} />
          {list!.data.length === 0 ? (
            <AdminEmptyState text="Belum ada pesanan di sini" icon={<CalendarIcon className="size-7" />} />
          ) : (
            <ul className="space-y-4">
              {list!.data.map((booking) => (
                <li key={booking.code}>
                  <RequestCard booking={booking} now={now} />
                </li>
              ))}
            </ul>
          )}
          <Pager page={list!.current_page} lastPage={list!.last_page} />
          <CalendarLinks items={items.filter((item) => item.type === 'homestay')} />
        </>
      )}
      {completing ? <CompleteDialog booking={completing} onClose={modal.close} /> : null}
    </>
  );
}

function Filters({ items }: { items: Item[] }) {
  const [params] = useSearchParams();
  const select = 'min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-sm dark:border-slate-700 dark:bg-slate-900 dark:text-white';
  return (
    <Form method="get" className="mb-6 flex flex-wrap items-end gap-3">
      {params.get('status') ? <input type="hidden" name="status" value={params.get('status')!} /> : null}
      <label className="flex flex-col gap-1 text-sm text-slate-700 dark:text-slate-300">
        Jenis
        <select name="jenis" defaultValue={params.get('jenis') ?? ''} className={select}>
          <option value="">Semua</option>
          {REQUEST_TYPES.map((type) => (
            <option key={type} value={type}>
              {TYPE_LABELS[type]}
            </option>
          ))}
        </select>
      </label>
      <label className="flex min-w-0 flex-col gap-1 text-sm text-slate-700 dark:text-slate-300">
        Item
        <select name="item" defaultValue={params.get('item') ?? ''} className={cn(select, 'max-w-64')}>
          <option value="">Semua</option>
          {items.map((item) => (
            <option key={item.id} value={item.id}>
              {item.title}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm text-slate-700 dark:text-slate-300">
        Bulan kunjungan
        <input type="month" name="bulan" defaultValue={params.get('bulan') ?? ''} className={select} />
      </label>
      <button type="submit" className={buttonClass.outline}>
        Terapkan
      </button>
    </Form>
  );
}

function CalendarLinks({ items }: { items: Item[] }) {
  if (!items.length) return null;
  return (
    <Card className="mt-6 p-5">
      <h2 className="mb-3 font-semibold text-slate-900 dark:text-white">Kalender kamar</h2>
      <ul className="flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item.id}>
            <Link to={`?kalender=${item.id}`} className={buttonClass.outline}>
              <CalendarIcon className="size-4" />
              {item.title}
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}

export const ErrorBoundary = AdminPageError;
