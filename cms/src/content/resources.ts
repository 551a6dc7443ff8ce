// The content types of /api/v1: how each maps between its Strapi document and the wire record.
import type { Data, Modules, UID } from '@strapi/strapi';
import type { z } from 'zod';
import {
  CONTENT_TYPES,
  CONTENT_TYPE_MODULES,
  IMAGE,
  amenitySchema,
  articleSchema,
  eventSchema,
  gallerySchema,
  homestaySchema,
  joinList,
  packageSchema,
  productSchema,
  optionSchema,
  todayInJakarta,
  tourSchema,
  TOUR,
  type AmenityInput,
  type ArticleInput,
  type ContentTypeModule,
  type EntityKind,
  type EventInput,
  type GalleryInput,
  type HomestayInput,
  type OptionCategory,
  type PackageInput,
  type ProductInput,
  type OptionInput,
  type TourInput,
} from '@desa/contract';
import { sanitizeRichText } from './rich-text';

/** A stored document of a content type (Strapi's generated types), relations and media as populated. */
export type StoredDocument<TUid extends UID.ContentType = UID.ContentType> = Data.ContentType<TUid>;
/** A document of whichever content type, as code shared by all of them handles it (Strapi's type). */
export type AnyDocument = Modules.Documents.AnyDocument;
/**
 * Fields the Document Service takes to create or update a document of a content type, each
 * optional; null empties one (Strapi's input type has no null, yet stores it).
 */
export type DocumentData<TUid extends UID.ContentType = UID.ContentType> = {
  [Name in keyof Modules.Documents.Params.Data.Input<TUid>]?: Modules.Documents.Params.Data.Input<TUid>[Name] | null;
};

/** The same fields in the Document Service's own parameter type. */
export function documentInput<TUid extends UID.ContentType>(data: DocumentData<TUid>) {
  return data as Modules.Documents.Params.Data.Input<TUid>;
}

/** Attribute names picked at run time (translatable fields, …), as the Document Service's `fields`. */
export function fieldNames<TUid extends UID.ContentType>(names: readonly string[]) {
  return [...names] as Modules.Documents.Params.Fields.ArrayNotation<TUid>;
}

/** A link to options of the type's category (its contract module's `optionCategory`): a list of them, or one (`single`: a product's category). */
export type OptionRelation = { field: string; attribute: string; category: OptionCategory; single?: boolean };

// Methods, not function properties: a resource of one content type is then also a `Resource`
// (its parameters are checked against its own types, not against every content type's).
export interface Resource<TUid extends UID.ContentType = UID.ContentType, TInput = unknown> {
  kind: EntityKind;
  uid: TUid;
  text: (typeof CONTENT_TYPES)[EntityKind]['text'];
  /** The media attribute and the message when it is missing on create. */
  image?: { attribute: string; requiredMessage: string };
  /** A multiple media attribute: 1 to `max` photos in order (the registry's `photos`). */
  photos?: { attribute: string; max: number };
  relation?: OptionRelation;
  populate: Record<string, unknown>;
  sort: Array<Record<string, 'asc' | 'desc'>>;
  /** The schema for a create (no stored document) or an update of `existing`. */
  schema(existing?: StoredDocument<TUid>): z.ZodType<TInput>;
  /**
   * The record's own fields, each once, in the wire's order (id, image and timestamps are
   * added around them): how each is read from the stored document and written back to it.
   */
  fields: { [Name in keyof TInput]?: Field };
  /** Fields the admins read (`?status=`) and write that the legacy record does not carry. */
  adminFields?: { [Name in keyof TInput]?: Field };
  /** The attribute (and wire field) holding rich text: its HTML is sanitised on every write, by any writer. */
  richText?: string;
  /** A rule across fields that every writer meets (rules.ts): the field and message it breaks, if any. */
  crossFieldError?(data: Record<string, unknown>): { field: string; message: string } | undefined;
  /** The Document Service filters a list's query asks for (`?upcoming=1`, `?category=…`), if any. */
  narrow?(query: Record<string, unknown>): Record<string, unknown> | undefined;
}

const asked = (value: unknown) => ['1', 'true'].includes(String(value));

/**
 * How one wire field maps to its Strapi attribute (`from`, else the same name). A field
 * without `write` is read only: the option names of a relation, linked by the caller.
 */
type Field = { from?: string; read(stored: unknown, doc: Record<string, unknown>): unknown; write?(input: unknown): unknown };

const same: Field = { read: (value) => value, write: (value) => value };
/** Strapi keeps 'HH:mm:ss.SSS'; the wire speaks 'HH:mm'. */
const time: Field = { read: (value) => (value ? String(value).slice(0, 5) : ''), write: (value) => `${value}:00.000` };
/** Strapi may hand a date back with a time part. */
const date: Field = { read: (value) => String(value).slice(0, 10), write: (value) => value };
const list: Field = { read: (value) => value, write: (value) => joinList(value as string[]) };
const optional: Field = { read: (value) => value || null, write: (value) => value };
/** A relation's value as a list: a to-many relation is one, a to-one relation holds one or none. */
export function relatedList<T>(value: T | T[] | null | undefined): T[] {
  return Array.isArray(value) ? value : value ? [value] : [];
}
const optionNamesOf = (attribute: string): Field => ({
  from: attribute,
  read: (options) => relatedList(options as { name?: string | null } | Array<{ name?: string | null }>).map((option) => option.name).join(','),
});
/** Optional text: stored null, read null. */
const nullable: Field = { read: (value) => value ?? null, write: (value) => value ?? null };
/**
 * The WhatsApp number a booking or order goes to: the record's own (`attribute`), else its
 * owner's (a partner's, issue 41), else none (the village's then). Read only.
 */
const whatsappNumber = (attribute: string): Field => ({ from: attribute, read: (own, doc) => own || doc.ownerPhone || null });
const newestFirst: Resource['sort'] = [{ createdAt: 'desc' }, { id: 'desc' }];

type UidOf<Kind extends EntityKind> = (typeof CONTENT_TYPES)[Kind]['uid'];

type Spec<Kind extends EntityKind, TInput> = Omit<Resource<UidOf<Kind>, TInput>, 'kind' | 'uid' | 'text' | 'populate' | 'relation'> & {
  relation?: Omit<OptionRelation, 'category'>;
};

/** A resource of a registered kind: its uid, messages and option category from the registry, what to populate from its image and relation. */
function resource<Kind extends EntityKind, TInput>(kind: Kind, { relation, ...spec }: Spec<Kind, TInput>): Resource<UidOf<Kind>, TInput> {
  const category = (CONTENT_TYPE_MODULES[kind] as ContentTypeModule).optionCategory as OptionCategory | undefined;
  if (relation && !category) throw new Error(`The content type '${kind}' links options but its contract module names no optionCategory.`);
  const populate = {
    ...(spec.image && { [spec.image.attribute]: true }),
    ...(spec.photos && { [spec.photos.attribute]: true }),
    ...(relation && { [relation.attribute]: { fields: ['name'] } }),
  };
  return {
    kind,
    uid: CONTENT_TYPES[kind].uid as UidOf<Kind>,
    text: CONTENT_TYPES[kind].text,
    populate,
    ...(relation && { relation: { ...relation, category: category! } }),
    ...spec,
  };
}

/** Incoming fields with the resource's rich text sanitised, before validation. */
export function withCleanRichText(resource: Pick<Resource, 'richText'>, input: Record<string, unknown>): Record<string, unknown> {
  const field = resource.richText;
  return field && typeof input[field] === 'string' ? { ...input, [field]: sanitizeRichText(input[field]) } : input;
}

/** A stored document's fields in wire form, in the wire's order (`admin`: with the admins' own fields). */
export function wireFields(resource: Resource, doc: AnyDocument, admin = false): Record<string, unknown> {
  const stored = doc as Record<string, unknown>;
  const fields = admin ? { ...resource.fields, ...resource.adminFields } : resource.fields;
  return Object.fromEntries(Object.entries<Field>(fields).map(([name, field]) => [name, field.read(stored[field.from ?? name], stored)]));
}

/** Validated input as Strapi data (the caller adds the relation and image ids). A field left out of an update stays as stored. */
export function documentData<TUid extends UID.ContentType>(resource: Resource<TUid>, input: unknown): DocumentData<TUid> {
  const values = input as Record<string, unknown>;
  const admin = Object.entries<Field>(resource.adminFields ?? {}).filter(([name]) => values[name] !== undefined);
  const written = [...Object.entries<Field>(resource.fields), ...admin].filter(([, field]) => field.write);
  return Object.fromEntries(written.map(([name, field]) => [field.from ?? name, field.write!(values[name])])) as DocumentData<TUid>;
}

const tour = resource<'tour', TourInput>('tour', {
  image: { attribute: 'thumbnail', requiredMessage: IMAGE.thumbnailRequired },
  relation: { field: 'facility', attribute: 'facilities' },
  sort: newestFirst,
  schema: () => tourSchema,
  fields: { title: same, about: same, location: same, operational: list, start: time, end: time, facility: optionNamesOf('facilities'), maps: optional, price: same },
  crossFieldError: ({ start, end }) =>
    typeof start === 'string' && typeof end === 'string' && end <= start ? { field: 'end', message: TOUR.endAfterStart } : undefined,
});

const tourPackage = resource<'package', PackageInput>('package', {
  image: { attribute: 'thumbnail', requiredMessage: IMAGE.thumbnailRequired },
  relation: { field: 'benefit', attribute: 'benefits' },
  sort: newestFirst,
  schema: () => packageSchema,
  fields: { title: same, price: same, benefit: optionNamesOf('benefits') },
  adminFields: { quota: nullable },
});

const event = resource<'event', EventInput>('event', {
  image: { attribute: 'thumbnail', requiredMessage: IMAGE.thumbnailRequired },
  sort: [{ date: 'asc' }, { time: 'asc' }, { id: 'asc' }],
  // Events still to come (today's included, in Jakarta).
  narrow: (query) => (asked(query.upcoming) ? { date: { $gte: todayInJakarta() } } : undefined),
  schema: (existing) => eventSchema({ keepDate: existing ? String(existing.date).slice(0, 10) : undefined }),
  fields: { title: same, description: same, date, time, place: same, price: { read: (value) => value ?? 0, write: (value) => value } },
});

const article = resource<'article', ArticleInput>('article', {
  image: { attribute: 'thumbnail', requiredMessage: IMAGE.thumbnailRequired },
  sort: newestFirst,
  schema: () => articleSchema,
  fields: { title: same, content: same, writer: same },
  richText: 'content',
});

const gallery = resource<'gallery', GalleryInput>('gallery', {
  image: { attribute: 'image', requiredMessage: IMAGE.photoRequired },
  sort: newestFirst,
  schema: () => gallerySchema,
  fields: { title: same, caption: same },
});

const photosOf = (kind: 'homestay' | 'product') => ({ attribute: 'photos', max: CONTENT_TYPE_MODULES[kind].photos.max });

const homestay = resource<'homestay', HomestayInput & { whatsapp?: string | null }>('homestay', {
  photos: photosOf('homestay'),
  relation: { field: 'facility', attribute: 'facilities' },
  sort: newestFirst,
  schema: () => homestaySchema,
  fields: {
    title: same,
    description: same,
    host: same,
    host_phone: { from: 'hostPhone', ...nullable },
    whatsapp: whatsappNumber('hostPhone'),
    location: same,
    maps: optional,
    rooms: same,
    guests_per_room: { from: 'guestsPerRoom', ...same },
    price: same,
    facility: optionNamesOf('facilities'),
    check_in: { from: 'checkIn', ...time },
    check_out: { from: 'checkOut', ...time },
  },
  richText: 'description',
});

const product = resource<'product', ProductInput & { whatsapp?: string | null }>('product', {
  photos: photosOf('product'),
  relation: { field: 'category', attribute: 'category', single: true },
  sort: newestFirst,
  schema: () => productSchema,
  fields: {
    title: same,
    description: same,
    category: optionNamesOf('category'),
    price: same,
    unit: same,
    producer: same,
    producer_phone: { from: 'producerPhone', ...nullable },
    whatsapp: whatsappNumber('producerPhone'),
    availability: same,
  },
  // One category's products (`?category=Makanan`), and only those in stock (`?available=1`).
  narrow: (query) => {
    const filters = {
      ...(typeof query.category === 'string' && query.category && { category: { name: query.category } }),
      ...(asked(query.available) && { availability: 'Tersedia' }),
    };
    return Object.keys(filters).length ? filters : undefined;
  },
});

const amenity = resource<'amenity', AmenityInput>('amenity', {
  image: { attribute: 'thumbnail', requiredMessage: IMAGE.photoRequired },
  relation: { field: 'kind', attribute: 'kind', single: true },
  sort: [{ title: 'asc' }, { id: 'asc' }],
  schema: () => amenitySchema,
  fields: { title: same, kind: optionNamesOf('kind'), description: same, location: same, maps: optional, hours: same, accessible: same },
});

const option = resource<'setting', OptionInput>('setting', {
  sort: [{ category: 'asc' }, { name: 'asc' }],
  schema: () => optionSchema,
  fields: { name: same, category: same },
});

/** The content types, by kind (the registry's, `CONTENT_TYPES` in the contract). */
export const RESOURCES = {
  tour,
  package: tourPackage,
  homestay,
  product,
  amenity,
  article,
  event,
  gallery,
  setting: option,
} satisfies Record<EntityKind, Resource>;
