// What the English version of a record holds (issue 13): its translatable fields, checked
// with the very rules and Indonesian messages of the Indonesian fields. Each type's module
// (`types/<kind>.ts`) names its fields; the village profile is `site`.
import { z } from 'zod';
import { CONTENT_TYPE_MODULES } from './content-types.js';
import { VILLAGE_TYPE } from './types/village.js';

const TYPES = { ...CONTENT_TYPE_MODULES, site: VILLAGE_TYPE };
type Types = typeof TYPES;

/** The fields each record has once per language; everything else is shared by both. */
export const TRANSLATABLE_FIELDS = Object.fromEntries(
  Object.entries(TYPES).map(([kind, type]) => [kind, type.translatable]),
) as { readonly [Kind in keyof Types]: Types[Kind]['translatable'] };

export type TranslatableKind = keyof typeof TRANSLATABLE_FIELDS;

type Shape<K extends TranslatableKind> = Types[K]['schema']['shape'];
type TranslationShape<K extends TranslatableKind> = {
  [F in (typeof TRANSLATABLE_FIELDS)[K][number] & keyof Shape<K>]: Shape<K>[F];
};

/**
 * The schema of a record's English version: its translatable fields, all required. Built from
 * the shape, as `.pick()` refuses schemas with refinements (the tour's end-after-start).
 */
export function translationSchema<K extends TranslatableKind>(kind: K) {
  const shape: Record<string, z.ZodType> = TYPES[kind].schema.shape;
  const picked = Object.fromEntries(TRANSLATABLE_FIELDS[kind].map((field) => [field, shape[field]]));
  return z.object(picked as TranslationShape<K>);
}
