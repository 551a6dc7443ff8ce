// Every content type of the village in one place: its name in code (the kind), its Strapi uid,
// its path on /api/v1, its page in the back office, its public pages and its messages. The CMS's
// routes, controllers, seed and backup check and the web app's menu, search, dashboard and
// sitemap read this table, in its order (the back office menu's). Each type lives in its own
// module, `types/<kind>.ts` (entry, field messages, schema, wire record, translatable fields);
// this file lists the modules. The village profile, a single type, is `types/village.ts`.
import type { z } from 'zod';
import type { ContentTypeEntry, ContentTypeModule } from './content-type-module.js';
import type { Timestamps } from './records.js';
import { AMENITY_TYPE } from './types/amenity.js';
import { ARTICLE_TYPE } from './types/article.js';
import { EVENT_TYPE } from './types/event.js';
import { GALLERY_TYPE } from './types/gallery.js';
import { HOMESTAY_TYPE } from './types/homestay.js';
import { optionType } from './types/option.js';
import { PACKAGE_TYPE } from './types/package.js';
import { PRODUCT_TYPE } from './types/product.js';
import { TOUR_TYPE } from './types/tour.js';

// Each type's schema, messages and record, for everyone who imports the contract.
export * from './types/amenity.js';
export * from './types/article.js';
export * from './types/event.js';
export * from './types/gallery.js';
export * from './types/homestay.js';
export * from './types/option.js';
export * from './types/package.js';
export * from './types/product.js';
export * from './types/tour.js';

export type { ContentTypeEntry, ContentTypeModule } from './content-type-module.js';

/** One line per content type, in the back office menu's order: its kind (its name in code) and its module's `<KIND>_TYPE`. */
const CONTENT_TYPES_OF_THE_VILLAGE = {
  tour: TOUR_TYPE,
  package: PACKAGE_TYPE,
  homestay: HOMESTAY_TYPE,
  product: PRODUCT_TYPE,
  amenity: AMENITY_TYPE,
  article: ARTICLE_TYPE,
  event: EVENT_TYPE,
  gallery: GALLERY_TYPE,
} as const satisfies Record<string, ContentTypeModule>;

type Linking = typeof CONTENT_TYPES_OF_THE_VILLAGE;
/** The category of options a type links to (its module's `optionCategory`). */
export type OptionCategory = { [Kind in keyof Linking]: Linking[Kind] extends { optionCategory: infer Category extends string } ? Category : never }[keyof Linking];
/** The options' categories, one per type that links options, in alphabetical order (Pengaturan's tabs). */
export const OPTION_CATEGORIES = Object.values<ContentTypeModule>(CONTENT_TYPES_OF_THE_VILLAGE)
  .flatMap((type) => (type.optionCategory ? [type.optionCategory as OptionCategory] : []))
  .sort((a, b) => a.localeCompare(b, 'id')) as [OptionCategory, ...OptionCategory[]];

const OPTION_TYPE = optionType(OPTION_CATEGORIES);
export const optionSchema = OPTION_TYPE.schema;
export type OptionInput = z.output<typeof optionSchema>;
export type Option = Timestamps & { id: string; name: string; category: OptionCategory };

export const CONTENT_TYPE_MODULES = {
  ...CONTENT_TYPES_OF_THE_VILLAGE,
  // The options the types link to; "Pengaturan" in the back office.
  setting: OPTION_TYPE,
} as const satisfies Record<string, ContentTypeModule>;

type Modules = typeof CONTENT_TYPE_MODULES;

export const CONTENT_TYPES = Object.fromEntries(
  Object.entries(CONTENT_TYPE_MODULES).map(([kind, type]) => [kind, type.entry]),
) as { readonly [Kind in keyof Modules]: Modules[Kind]['entry'] };

export type EntityKind = keyof typeof CONTENT_TYPES;
export const ENTITY_KINDS = Object.keys(CONTENT_TYPES) as EntityKind[];
/** A kind with records of its own on the public site and the dashboard (options are not). */
export type ContentKind = Exclude<EntityKind, 'setting'>;
export const CONTENT_KINDS = ENTITY_KINDS.filter((kind): kind is ContentKind => kind !== 'setting');

/** Whether a kind has records of its own on the public site (and so the publishing states of issue 22). */
export function isContentKind(kind: EntityKind): kind is ContentKind {
  return (CONTENT_KINDS as readonly EntityKind[]).includes(kind);
}

/** Toasts, confirmations and 404 texts of each kind; the CMS answers with them and the admin shows them. */
export const ENTITY_TEXT = Object.fromEntries(ENTITY_KINDS.map((kind) => [kind, CONTENT_TYPES[kind].text])) as {
  [Kind in EntityKind]: (typeof CONTENT_TYPES)[Kind]['text'];
};

/** The back office path of a kind (or the profile). */
export function adminPath(entry: { admin: { slug: string } }): string {
  return `/admin/${entry.admin.slug}`;
}

/** The content types with public pages, in the menu's order: their /api/v1 path, their page's slug, and whether each record has a page. */
export const PUBLIC_TYPES: Array<{ kind: EntityKind; path: string; slug: string; detail: boolean }> = ENTITY_KINDS.flatMap((kind) => {
  const type: ContentTypeEntry = CONTENT_TYPES[kind];
  return type.site ? [{ kind, path: type.path, ...type.site }] : [];
});
