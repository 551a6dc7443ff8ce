// Booking requests: the public forms' `POST /booking`, the guest's own read with its signed link,
// the admins' inbox and moves, and the free days of a homestay or a package.
import type { Core } from '@strapi/strapi';
import {
  AVAILABILITY_MAX_DAYS,
  BOOKING_REQUEST,
  CONTENT_TYPES,
  STATUS_TOKEN_PARAM,
  daysBetween,
  isBookingCode,
  isDay,
  isRequestStatus,
  isRequestType,
  requestTexts,
  type BookingRequest,
  type RequestMove,
} from '@desa/contract';
import { HttpError, isDocumentId, listEnvelope, listFilters, pagination, readBody, type Ctx } from '../http';
import {
  availability,
  createRequest,
  findRequest,
  guestView,
  statusLinkSecret,
  assertGuestLink,
  type RequestFilter,
} from '../../../../content/bookings';
import { listInbox, moveRequest, undoMove } from '../../../../content/booking-moves';
import { assertMayAct, partnerItems } from '../services/partner';
import { currentUser } from '../services/session';

/** `?status=baru,dikonfirmasi&type=&item=&from=&to=`: each part checked, anything else a 400. */
function requestFilter(query: Record<string, unknown>): RequestFilter {
  const { status, type, item, from, to } = listFilters(
    query,
    { status: (value) => value.split(',').every(isRequestStatus), type: isRequestType, item: isDocumentId, from: isDay, to: isDay },
    BOOKING_REQUEST.filterInvalid,
  );
  return { statuses: status?.split(',') as RequestFilter['statuses'], type: type as RequestFilter['type'], item, from, to };
}

function codeOf(ctx: Ctx): string {
  const code = ctx.params.code;
  if (!isBookingCode(code)) throw new HttpError(404, BOOKING_REQUEST.notFound);
  return code;
}

/** The public view of a new request: what it is, not who sent it. */
function withoutGuest({ name, phone, note, history, ...request }: BookingRequest) {
  return request;
}

export function bookingsController(strapi: Core.Strapi) {
  const secret = () => statusLinkSecret(strapi);
  const move = (name: RequestMove) => async (ctx: Ctx) => {
    const code = codeOf(ctx);
    await assertMayAct(strapi, ctx, () => findRequest(strapi, code));
    const moved = await moveRequest(strapi, code, name, readBody(ctx));
    ctx.body = { message: BOOKING_REQUEST.moved[name], data: moved };
  };
  return {
    async create(ctx: Ctx) {
      const body = readBody(ctx);
      const { request, whatsapp, statusPath } = await createRequest(strapi, body, secret());
      ctx.status = 201;
      ctx.body = { message: requestTexts(request.locale).created, data: withoutGuest(request), whatsapp, status_url: statusPath };
    },

    async all(ctx: Ctx) {
      const filter = requestFilter(ctx.query);
      const { page, limit, start } = pagination(ctx.query);
      const { data, total, counts, proofs_waiting } = await listInbox(strapi, { ...filter, items: await partnerItems(strapi, ctx) }, { start, limit });
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = { ...listEnvelope(data, total, page, limit), counts, proofs_waiting };
    },

    /** An ADMIN reads all of it; the guest's signed link (`?t=`) reads its own request without the personal fields. */
    async one(ctx: Ctx) {
      const code = codeOf(ctx);
      ctx.set('Cache-Control', 'private, no-store');
      const token = ctx.query[STATUS_TOKEN_PARAM];
      if (token !== undefined) {
        await assertGuestLink(strapi, code, token);
        ctx.body = { data: await guestView(strapi, await findRequest(strapi, code), secret()) };
        return;
      }
      const request = await findRequest(strapi, code);
      await assertMayAct(strapi, ctx, request);
      ctx.body = { data: request };
    },

    confirm: move('confirm'),
    decline: move('decline'),
    complete: move('complete'),
    cancel: move('cancel'),

    /** Takes the request's last move back, within REQUEST_UNDO_MINUTES of it. */
    async undo(ctx: Ctx) {
      const code = codeOf(ctx);
      await assertMayAct(strapi, ctx, () => findRequest(strapi, code));
      const moved = await undoMove(strapi, code);
      ctx.body = { message: BOOKING_REQUEST.undone(moved.status), data: moved };
    },

    homestayAvailability: (ctx: Ctx) => freeDays(ctx, 'homestay'),
    packageAvailability: (ctx: Ctx) => freeDays(ctx, 'package'),
  };

  /** Whether the caller may see why a homestay's rooms are gone: an ADMIN, or its own partner (with their own password). */
  async function readsSources(ctx: Ctx, id: string): Promise<boolean> {
    const user = await currentUser(strapi, ctx);
    if (!user || user.raw.mustChangePassword) return false;
    if (user.isAdmin) return true;
    if (!user.isPartner) return false;
    return assertMayAct(strapi, ctx, { type: 'homestay', item_id: id }).then(
      () => true,
      () => false,
    );
  }

  /** Rooms (or places) left per WIB day from `from` to `to`, both included. */
  async function freeDays(ctx: Ctx, type: 'homestay' | 'package') {
    const id = ctx.params.id;
    const { from, to } = ctx.query;
    if (!isDay(from) || !isDay(to) || to < from || daysBetween(from, to) > AVAILABILITY_MAX_DAYS) throw new HttpError(400, BOOKING_REQUEST.rangeInvalid);
    if (!isDocumentId(id)) throw new HttpError(404, CONTENT_TYPES[type].text.notFound);
    const { data, capacity } = await availability(strapi, type, id, from, to, { sources: type === 'homestay' && (await readsSources(ctx, id)) });
    if (data[0]?.sources) ctx.set('Cache-Control', 'private, no-store');
    ctx.body = { data, ...(type === 'package' ? { quota: capacity } : { rooms: capacity }) };
  }
}
