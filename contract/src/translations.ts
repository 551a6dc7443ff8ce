// What the English version of a record holds (issue 13): its translatable fields, checked
// with the very rules and Indonesian messages of the Indonesian fields.
import { z } from 'zod';
import type { EntityKind } from './content-types.js';
import {
  articleSchema,
  eventSchema,
  gallerySchema,
  packageSchema,
  settingSchema,
  tourSchema,
  villageSchema,
} from './schemas.js';

/** The fields each record has once per language; everything else is shared by both. */
export const TRANSLATABLE_FIELDS = {
  tour: ['title', 'about', 'location'],
  package: ['title'],
  event: ['title', 'description', 'place'],
  article: ['title', 'content'],
  gallery: ['title', 'caption'],
  setting: ['name'],
  site: ['tagline', 'about', 'address'],
} as const satisfies Record<EntityKind | 'site', readonly string[]>;

export type TranslatableKind = keyof typeof TRANSLATABLE_FIELDS;

// The translatable fields never depend on the event's date rule.
const SCHEMAS = {
  tour: tourSchema,
  package: packageSchema,
  event: eventSchema(),
  article: articleSchema,
  gallery: gallerySchema,
  setting: settingSchema,
  site: villageSchema,
};

type Shape<K extends TranslatableKind> = (typeof SCHEMAS)[K]['shape'];
type TranslationShape<K extends TranslatableKind> = {
  [F in (typeof TRANSLATABLE_FIELDS)[K][number] & keyof Shape<K>]: Shape<K>[F];
};

/**
 * The schema of a record's English version: its translatable fields, all required. Built from
 * the shape, as `.pick()` refuses schemas with refinements (the tour's end-after-start).
 */
export function translationSchema<K extends TranslatableKind>(kind: K) {
  const shape: Record<string, z.ZodType> = SCHEMAS[kind].shape;
  const picked = Object.fromEntries(TRANSLATABLE_FIELDS[kind].map((field) => [field, shape[field]]));
  return z.object(picked as TranslationShape<K>);
}
