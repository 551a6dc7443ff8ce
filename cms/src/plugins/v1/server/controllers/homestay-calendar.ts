// A homestay's calendar beyond this site (issue 55): its closed nights ("Tutup tanggal"), its
// secret iCalendar feed for the platforms, that feed's URL in the homestay's ADMIN read, the
// platforms' calendars it imports, and the conflicts those bring.
import { createHash } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { CALENDAR_MESSAGES, IMPORT_MESSAGES, PREVIEW_PARAM } from '@desa/contract';
import { HttpError, isDocumentId, readBody, rowIdOf, type Ctx } from '../http';
import { addBlock, exportFeed, feedUrl, listBlocks, removeBlock, rotateFeed } from '../../../../content/homestay-calendar';
import { addCalendar, listCalendars, listConflicts, removeCalendar, syncCalendar, updateCalendar } from '../../../../content/platform-calendars';
import { assertMayAct, partnerItems } from '../services/partner';
import { PRIVATE } from './content';

type Handler = (ctx: Ctx) => Promise<void>;

/** The homestay of the call, once its caller may act on it (an ADMIN, or its partner; 403 for another). */
async function homestayOf(strapi: Core.Strapi, ctx: Ctx): Promise<string> {
  const id = ctx.params.id;
  if (!isDocumentId(id)) throw new HttpError(404, CALENDAR_MESSAGES.notHomestay);
  await assertMayAct(strapi, ctx, { type: 'homestay', item_id: id });
  return id;
}

const calendarIdOf = (ctx: Ctx) => rowIdOf(ctx.params.calendarId, IMPORT_MESSAGES.notFound);

export function homestayCalendarController(strapi: Core.Strapi) {
  return {
    async blocks(ctx: Ctx) {
      const id = await homestayOf(strapi, ctx);
      ctx.set('Cache-Control', PRIVATE);
      ctx.body = { data: await listBlocks(strapi, id) };
    },

    async block(ctx: Ctx) {
      const id = await homestayOf(strapi, ctx);
      const data = await addBlock(strapi, id, readBody(ctx));
      ctx.status = 201;
      ctx.body = { message: CALENDAR_MESSAGES.blocked, data };
    },

    async unblock(ctx: Ctx) {
      const id = await homestayOf(strapi, ctx);
      await removeBlock(strapi, id, rowIdOf(ctx.params.blockId, CALENDAR_MESSAGES.blockNotFound));
      ctx.body = { message: CALENDAR_MESSAGES.unblocked };
    },

    async calendars(ctx: Ctx) {
      const id = await homestayOf(strapi, ctx);
      ctx.set('Cache-Control', PRIVATE);
      ctx.body = await listCalendars(strapi, id);
    },

    async addCalendar(ctx: Ctx) {
      const id = await homestayOf(strapi, ctx);
      const data = await addCalendar(strapi, id, readBody(ctx));
      ctx.status = 201;
      ctx.body = { message: IMPORT_MESSAGES.added, data };
    },

    async updateCalendar(ctx: Ctx) {
      const id = await homestayOf(strapi, ctx);
      ctx.body = { message: IMPORT_MESSAGES.saved, data: await updateCalendar(strapi, id, calendarIdOf(ctx), readBody(ctx)) };
    },

    async removeCalendar(ctx: Ctx) {
      const id = await homestayOf(strapi, ctx);
      await removeCalendar(strapi, id, calendarIdOf(ctx));
      ctx.body = { message: IMPORT_MESSAGES.removed };
    },

    /** "Sinkronkan sekarang": answers once the import has finished, with the calendar's new state. */
    async syncCalendar(ctx: Ctx) {
      const id = await homestayOf(strapi, ctx);
      const data = await syncCalendar(strapi, id, calendarIdOf(ctx));
      ctx.body = { message: data.last_error ? IMPORT_MESSAGES.syncFailed : IMPORT_MESSAGES.synced, data };
    },

    /** The platforms' stays over confirmed requests here: the village's, or a partner's own homestays'. */
    async conflicts(ctx: Ctx) {
      ctx.set('Cache-Control', PRIVATE);
      ctx.body = { data: await listConflicts(strapi, await partnerItems(strapi, ctx)) };
    },

    async rotateFeed(ctx: Ctx) {
      const id = await homestayOf(strapi, ctx);
      ctx.body = { message: CALENDAR_MESSAGES.feedRotated, url: await rotateFeed(strapi, id) };
    },

    /** The feed itself, for whoever holds its URL (the platforms): fresh on every read, 304 when unchanged. */
    async feed(ctx: Ctx) {
      const id = ctx.params.id;
      if (!isDocumentId(id)) throw new HttpError(404, CALENDAR_MESSAGES.notHomestay);
      const { body, modified } = await exportFeed(strapi, id, String(ctx.params.token ?? ''));
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
      ctx.set('Cache-Control', 'no-cache');
      ctx.set('ETag', etag);
      if (modified.getTime() > 0) ctx.set('Last-Modified', modified.toUTCString());
      if (ctx.get('If-None-Match') === etag) {
        ctx.status = 304;
        return;
      }
      ctx.type = 'text/calendar; charset=utf-8';
      ctx.body = body;
    },
  };
}

/**
 * The homestay's reads with the feed's URL added to an ADMIN's (or its partner's) read of its
 * newest version (`?status=`): that read answers privately; a visitor's and a preview's do not get it.
 */
export function withFeedUrl<T extends { one: Handler }>(strapi: Core.Strapi, controller: T): T {
  return {
    ...controller,
    async one(ctx: Ctx) {
      await controller.one(ctx);
      const ownersRead = ctx.query.status !== undefined && ctx.query[PREVIEW_PARAM] === undefined && ctx.response.get('Cache-Control') === PRIVATE;
      const record = ctx.body as { id?: string } | undefined;
      if (ownersRead && ctx.status === 200 && record?.id) ctx.body = { ...record, ical_export_url: await feedUrl(strapi, record.id) };
    },
  };
}
