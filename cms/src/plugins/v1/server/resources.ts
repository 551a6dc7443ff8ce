// The content types of /api/v1: how each maps between its Strapi document and the wire record.
import type { Data, Modules, UID } from '@strapi/strapi';
import type { z } from 'zod';
import {
  CONTENT_TYPES,
  IMAGE,
  articleSchema,
  eventSchema,
  gallerySchema,
  joinList,
  packageSchema,
  sanitizeHtml,
  settingSchema,
  tourSchema,
  type ArticleInput,
  type EntityKind,
  type EventInput,
  type GalleryInput,
  type OptionCategory,
  type PackageInput,
  type SettingInput,
  type TourInput,
} from '@desa/contract';

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

export type OptionRelation = { field: string; attribute: string; category: OptionCategory };

// Methods, not function properties: a resource of one content type is then also a `Resource`
// (its parameters are checked against its own types, not against every content type's).
export interface Resource<TUid extends UID.ContentType = UID.ContentType, TInput = unknown> {
  kind: EntityKind;
  uid: TUid;
  text: (typeof CONTENT_TYPES)[EntityKind]['text'];
  /** The media attribute and the message when it is missing on create. */
  image?: { attribute: string; requiredMessage: string };
  relation?: OptionRelation;
  populate: Record<string, unknown>;
  sort: Array<Record<string, 'asc' | 'desc'>>;
  /** The schema for a create (no stored document) or an update of `existing`. */
  schema(existing?: StoredDocument<TUid>): z.ZodType<TInput>;
  /** Stored document → the record's own fields, in wire form (without id, image, timestamps). */
  fields(doc: StoredDocument<TUid>): Record<string, unknown>;
  /** Incoming fields cleaned before validation. */
  prepare?(input: Record<string, unknown>): Record<string, unknown>;
  /** Validated input → Strapi data (the caller adds the relation and image ids). */
  toData(input: TInput): DocumentData<TUid>;
}

/** Strapi keeps 'HH:mm:ss.SSS'; the wire speaks 'HH:mm'. */
const hoursMinutes = (time: unknown) => (time ? String(time).slice(0, 5) : '');
const toStrapiTime = (time: string) => `${time}:00.000`;
const names = (options: Array<{ name?: string | null }> | null | undefined) =>
  (options ?? []).map((option) => option.name).join(',');
const newestFirst: Resource['sort'] = [{ createdAt: 'desc' }, { id: 'desc' }];
const optionNames = { fields: ['name'] };

const tour: Resource<typeof CONTENT_TYPES.tour.uid, TourInput> = {
  kind: 'tour',
  uid: CONTENT_TYPES.tour.uid,
  text: CONTENT_TYPES.tour.text,
  image: { attribute: 'thumbnail', requiredMessage: IMAGE.thumbnailRequired },
  relation: { field: 'facility', attribute: 'facilities', category: 'Fasilitas' },
  populate: { thumbnail: true, facilities: optionNames },
  sort: newestFirst,
  schema: () => tourSchema,
  fields: (doc) => ({
    title: doc.title,
    about: doc.about,
    location: doc.location,
    operational: doc.operational,
    start: hoursMinutes(doc.start),
    end: hoursMinutes(doc.end),
    facility: names(doc.facilities),
    maps: doc.maps || null,
    price: doc.price,
  }),
  toData: (input) => ({
    title: input.title,
    about: input.about,
    location: input.location,
    operational: joinList(input.operational),
    start: toStrapiTime(input.start),
    end: toStrapiTime(input.end),
    maps: input.maps,
    price: input.price,
  }),
};

const tourPackage: Resource<typeof CONTENT_TYPES.package.uid, PackageInput> = {
  kind: 'package',
  uid: CONTENT_TYPES.package.uid,
  text: CONTENT_TYPES.package.text,
  image: { attribute: 'thumbnail', requiredMessage: IMAGE.thumbnailRequired },
  relation: { field: 'benefit', attribute: 'benefits', category: 'Benefit' },
  populate: { thumbnail: true, benefits: optionNames },
  sort: newestFirst,
  schema: () => packageSchema,
  fields: (doc) => ({ title: doc.title, price: doc.price, benefit: names(doc.benefits) }),
  toData: (input) => ({ title: input.title, price: input.price }),
};

const event: Resource<typeof CONTENT_TYPES.event.uid, EventInput> = {
  kind: 'event',
  uid: CONTENT_TYPES.event.uid,
  text: CONTENT_TYPES.event.text,
  image: { attribute: 'thumbnail', requiredMessage: IMAGE.thumbnailRequired },
  populate: { thumbnail: true },
  sort: [{ date: 'asc' }, { time: 'asc' }, { id: 'asc' }],
  schema: (existing) => eventSchema({ keepDate: existing ? String(existing.date).slice(0, 10) : undefined }),
  fields: (doc) => ({
    title: doc.title,
    description: doc.description,
    date: String(doc.date).slice(0, 10),
    time: hoursMinutes(doc.time),
    place: doc.place,
    price: doc.price ?? 0,
  }),
  toData: (input) => ({
    title: input.title,
    description: input.description,
    date: input.date,
    time: toStrapiTime(input.time),
    place: input.place,
    price: input.price,
  }),
};

const article: Resource<typeof CONTENT_TYPES.article.uid, ArticleInput> = {
  kind: 'article',
  uid: CONTENT_TYPES.article.uid,
  text: CONTENT_TYPES.article.text,
  image: { attribute: 'thumbnail', requiredMessage: IMAGE.thumbnailRequired },
  populate: { thumbnail: true },
  sort: newestFirst,
  schema: () => articleSchema,
  fields: (doc) => ({ title: doc.title, content: doc.content, writer: doc.writer }),
  prepare: (input) =>
    typeof input.content === 'string' ? { ...input, content: sanitizeHtml(input.content) } : input,
  toData: (input) => ({ title: input.title, content: input.content, writer: input.writer }),
};

const gallery: Resource<typeof CONTENT_TYPES.gallery.uid, GalleryInput> = {
  kind: 'gallery',
  uid: CONTENT_TYPES.gallery.uid,
  text: CONTENT_TYPES.gallery.text,
  image: { attribute: 'image', requiredMessage: IMAGE.photoRequired },
  populate: { image: true },
  sort: newestFirst,
  schema: () => gallerySchema,
  fields: (doc) => ({ title: doc.title, caption: doc.caption }),
  toData: (input) => ({ title: input.title, caption: input.caption }),
};

const setting: Resource<typeof CONTENT_TYPES.setting.uid, SettingInput> = {
  kind: 'setting',
  uid: CONTENT_TYPES.setting.uid,
  text: CONTENT_TYPES.setting.text,
  populate: {},
  sort: [{ category: 'asc' }, { name: 'asc' }],
  schema: () => settingSchema,
  fields: (doc) => ({ name: doc.name, category: doc.category }),
  toData: (input) => ({ name: input.name, category: input.category }),
};

/** The content types, by kind (the registry's, `CONTENT_TYPES` in the contract). */
export const RESOURCES = {
  tour,
  package: tourPackage,
  article,
  event,
  gallery,
  setting,
} satisfies Record<EntityKind, Resource>;
