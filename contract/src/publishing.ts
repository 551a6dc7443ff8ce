// Publishing states of the village's public content (issue 22): a record is Terbit (public),
// Draf (seen only in the back office) or Terjadwal (public from a time in WIB). The admin form,
// the CMS's /api/v1 and its scheduler read the states, rules and messages here.
import { z } from 'zod';
import { blankToUndefined } from './fields.js';
import { formatDate } from './format.js';

export const PUBLISH_STATES = ['published', 'draft', 'scheduled'] as const;
export type PublishState = (typeof PUBLISH_STATES)[number];

/** What the back office calls each state (badges, tabs, buttons' results). */
export const PUBLISH_STATE_LABELS: Record<PublishState, string> = { published: 'Terbit', draft: 'Draf', scheduled: 'Terjadwal' };

/** `?status=` of an ADMIN's read: one state, or every record. */
export const STATUS_FILTERS = ['all', ...PUBLISH_STATES] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export const PUBLISHING = {
  statusInvalid: 'Status harus salah satu dari: published, draft, scheduled.',
  statusFilterInvalid: 'Parameter status harus salah satu dari: all, published, draft, scheduled.',
  publishAtRequired: 'Waktu terbit wajib diisi untuk menjadwalkan!',
  publishAtInvalid: 'Format waktu terbit tidak valid (contoh: 2026-12-01T08:00 WIB, atau ISO 8601 dengan zona waktu)!',
  publishAtPast: 'Waktu terbit harus di masa depan (WIB)',
  published: 'Berhasil diterbitkan!',
  unpublished: 'Berhasil diturunkan menjadi draf!',
} as const;

const WIB_OFFSET = '+07:00';
const WIB_LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A publish time from the wire or a form: `YYYY-MM-DDTHH:mm` read as WIB, or ISO 8601 with an
 * offset (`Z`, `+07:00`, …). Null when it is neither, or names a day or hour that does not exist.
 */
export function parsePublishAt(value: string): Date | null {
  const local = WIB_LOCAL.test(value);
  if (!local && !WITH_OFFSET.test(value)) return null;
  const date = new Date(local ? `${value}:00${WIB_OFFSET}` : value);
  if (Number.isNaN(date.getTime())) return null;
  // The day and time as written must exist in the zone written (no 30 February rolling over).
  const offset = local ? WIB_OFFSET : (/(Z|[+-]\d{2}:\d{2})$/.exec(value)![1] ?? 'Z');
  const offsetMinutes = offset === 'Z' ? 0 : (offset.startsWith('-') ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6)));
  const written = new Date(date.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 16);
  const year = Number(written.slice(0, 4));
  return written === value.slice(0, 16) && year >= 2000 && year <= 9999 ? date : null;
}

/** An instant as ISO 8601 in WIB, to the second: `2026-12-01T08:00:00+07:00`. */
export function toWibIso(date: Date | string): string {
  const wib = new Date(new Date(date).getTime() + 7 * 3600_000);
  return `${wib.toISOString().slice(0, 19)}${WIB_OFFSET}`;
}

/** An instant as the admin's form shows it: `2026-12-01T08:00` (WIB). */
export function toWibLocal(date: Date | string): string {
  return toWibIso(date).slice(0, 16);
}

/** '1 Desember 2026 08.00 WIB': the day and the time in WIB, as the back office shows a schedule. */
export function formatPublishAt(date: Date | string): string {
  const time = toWibLocal(date).slice(11).replace(':', '.');
  return `${formatDate(new Date(date))} ${time} WIB`;
}

/**
 * The publishing fields of a create or update. Without `status` the write keeps today's
 * meaning (a create publishes, an update keeps the record's state); `publish_at` counts only
 * with `scheduled`, and must then lie in the future (`now` is the moment of the check).
 */
export function publishingSchema(now: () => Date = () => new Date()) {
  return z
    .object({
      status: z.preprocess(blankToUndefined, z.enum(PUBLISH_STATES, { error: PUBLISHING.statusInvalid }).optional()),
      publish_at: z.preprocess(blankToUndefined, z.string({ error: PUBLISHING.publishAtInvalid }).optional()),
    })
    .transform((value, context) => {
      if (value.status !== 'scheduled') return { status: value.status, publishAt: null };
      if (value.publish_at === undefined) {
        context.addIssue({ code: 'custom', path: ['publish_at'], message: PUBLISHING.publishAtRequired });
        return z.NEVER;
      }
      const publishAt = parsePublishAt(value.publish_at);
      if (!publishAt) {
        context.addIssue({ code: 'custom', path: ['publish_at'], message: PUBLISHING.publishAtInvalid });
        return z.NEVER;
      }
      if (publishAt.getTime() <= now().getTime()) {
        context.addIssue({ code: 'custom', path: ['publish_at'], message: PUBLISHING.publishAtPast });
        return z.NEVER;
      }
      return { status: value.status, publishAt };
    });
}

export type PublishingInput = z.output<ReturnType<typeof publishingSchema>>;
