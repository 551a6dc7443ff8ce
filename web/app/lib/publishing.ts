// The publishing states in the back office (issue 22): the list tabs' URL values, and what a
// record read with `?status=` carries. The states, rules and messages are the contract's.
import { z } from 'zod';
import { PUBLISH_STATE_LABELS, publishingSchema, type PublishState, type StatusFilter } from '@desa/contract';
import { withImage } from './image-field';
import { withPhotos } from './photos-field';

/** The list's state tab in the URL: `?status=draf`; none is every record. */
export const STATE_PARAM = 'status';

export const STATE_TABS: ReadonlyArray<{ slug: string | null; filter: StatusFilter; label: string }> = [
  { slug: null, filter: 'all', label: 'Semua' },
  { slug: 'terbit', filter: 'published', label: PUBLISH_STATE_LABELS.published },
  { slug: 'draf', filter: 'draft', label: PUBLISH_STATE_LABELS.draft },
  { slug: 'terjadwal', filter: 'scheduled', label: PUBLISH_STATE_LABELS.scheduled },
];

/** The state tab a list URL asks for (an unknown value is every record). */
export function stateFilterOf(search: URLSearchParams): StatusFilter {
  const slug = search.get(STATE_PARAM);
  return STATE_TABS.find((tab) => tab.slug !== null && tab.slug === slug)?.filter ?? 'all';
}

/**
 * A record as the back office reads it: with its state, when scheduled its time (ISO, WIB), and
 * while it is not public the signed link to its page's preview (types with detail pages).
 */
export type WithState = { status: PublishState; publish_at: string | null; preview?: string | null };

/** A record of a publishable type as the back office lists it. */
export type Stated<T> = T & WithState;

/** How many records each tab holds. */
export type StateCounts = Record<StatusFilter, number>;

/** Intents of the card buttons that change a record's state without opening its form. */
export const PUBLISH_INTENT = 'publish';
export const UNPUBLISH_INTENT = 'unpublish';

/** A publishable type's form schema: its own fields plus `status` and `publish_at`. */
export function withPublishing<Schema extends z.ZodType>(schema: Schema) {
  return z.intersection(schema, publishingSchema());
}

/**
 * The form schema of a publishable type with one image (`file`), which a new record must have
 * (`requiredMessage`) and an edit may keep.
 */
export function imageFormSchema(schema: z.ZodType, requiredMessage: string) {
  return ({ create }: { create: boolean }) => withPublishing(withImage(schema, create ? requiredMessage : undefined));
}

/** The same for a type with several photos (1 to `max`). */
export function photosFormSchema(schema: z.ZodType, max: number) {
  return ({ create }: { create: boolean }) => withPublishing(withPhotos(schema, max, { create }));
}
