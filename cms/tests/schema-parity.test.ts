// Schema parity: each content type's schema.json (what Strapi stores and the panel enforces)
// against the contract's zod schema of the same fields (what the API, the forms and the web
// actions check). Required, minimum and maximum must agree, so a value one side accepts is
// never refused by the other. The zod side is probed with values at and past each bound.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CONTENT_TYPES, DAY_NAMES, VILLAGE_PROFILE, joinList, profileSchema, villageSchema } from '@desa/contract';
import { PUBLISHABLE_UIDS } from '../src/content/publishing';
import { RESOURCES, documentData } from '../src/content/resources';

type Attribute = {
  type: string;
  private?: boolean;
  required?: boolean;
  default?: unknown;
  minLength?: number;
  maxLength?: number;
  min?: number;
  max?: number;
  regex?: string;
  enum?: string[];
};
type Shape = Record<string, z.ZodType>;

const cmsDir = path.resolve(__dirname, '..');
/** The scheduled time of a publishable type, sent as `publish_at` beside the record's fields (contract's publishingSchema). */
const PUBLISH_AT = 'publishAt';
/** Stored joined ('Senin,Selasa'), sent as a list: checked on its own below. */
const TRAVELS_AS_LIST = new Set(['operational']);

function attributesOf(uid: string): Record<string, Attribute> {
  const [, name] = /^api::([\w-]+)\./.exec(uid) ?? [];
  const file = uid.startsWith('plugin::users-permissions.')
    ? 'src/extensions/users-permissions/content-types/user/schema.json'
    : `src/api/${name}/content-types/${name}/schema.json`;
  return JSON.parse(readFileSync(path.join(cmsDir, file), 'utf8')).attributes;
}

const accepts = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;

/** A value of `length` characters that the field accepts apart from its length. */
function textOfLength(field: string, length: number): string {
  if (field === 'maps') {
    const start = 'https://maps.google.com/maps?q=';
    return start + 'a'.repeat(Math.max(0, length - start.length));
  }
  if (/phone$/i.test(field)) return '0'.repeat(length);
  return 'a'.repeat(length);
}

/** Stored values are always sent: required in Strapi unless Strapi fills in a default. */
const mustBeSent = (attribute: Attribute) => !!attribute.required && attribute.default === undefined;

function checkBounds(field: string, attribute: Attribute, schema: z.ZodType) {
  if (['string', 'text'].includes(attribute.type)) {
    const { minLength, maxLength } = attribute;
    if (minLength !== undefined) {
      expect(accepts(schema, textOfLength(field, minLength)), `${field}: ${minLength} karakter`).toBe(true);
      expect(accepts(schema, textOfLength(field, minLength - 1)), `${field}: ${minLength - 1} karakter`).toBe(false);
    }
    if (maxLength !== undefined) {
      expect(accepts(schema, textOfLength(field, maxLength)), `${field}: ${maxLength} karakter`).toBe(true);
      expect(accepts(schema, textOfLength(field, maxLength + 1)), `${field}: ${maxLength + 1} karakter`).toBe(false);
    }
    // Without a bound in Strapi the column takes anything the schema lets through.
    if (maxLength === undefined) expect(accepts(schema, textOfLength(field, 100_001)), `${field}: tanpa batas`).toBe(false);
  }
  if (attribute.type === 'integer') {
    const { min, max } = attribute;
    expect(min, `${field}: min di schema.json`).toBeDefined();
    expect(max, `${field}: max di schema.json`).toBeDefined();
    expect([accepts(schema, min), accepts(schema, min! - 1)], `${field}: min ${min}`).toEqual([true, false]);
    expect([accepts(schema, max), accepts(schema, max! + 1)], `${field}: max ${max}`).toEqual([true, false]);
  }
}

/** Every field of the zod schema is an attribute (or a relation's wire name), and back. */
function checkSameFields(shape: Shape, attributes: Record<string, Attribute>, relations: Record<string, string>) {
  const stored = Object.entries(attributes)
    // Private attributes are the domain's own (an item's owner), never a form's field.
    .filter(([name, attribute]) => !['media', 'relation'].includes(attribute.type) && name !== PUBLISH_AT && !attribute.private)
    .map(([name]) => name);
  const sent = Object.keys(shape).filter((field) => !(field in relations));
  expect(sent.sort()).toEqual(stored.sort());
  for (const [field, attribute] of Object.entries(relations)) expect(attributes[attribute]?.type, field).toBe('relation');
}

/** A resource's schema keyed by the Strapi attributes its wire fields are stored in (`check_in` → `checkIn`). */
function storedShape(resource: (typeof RESOURCES)[keyof typeof RESOURCES]): Shape {
  const fields = resource.fields as Record<string, { from?: string } | undefined>;
  const shape = (resource.schema() as unknown as z.ZodObject<Shape>).shape;
  return Object.fromEntries(Object.entries(shape).map(([field, schema]) => [field === resource.relation?.field ? field : fields[field]?.from ?? field, schema]));
}

const contentTypes = Object.values(RESOURCES).map((resource) => ({
  name: resource.uid,
  shape: storedShape(resource),
  relations: resource.relation ? { [resource.relation.field]: resource.relation.attribute } : ({} as Record<string, string>),
}));

describe.each([...contentTypes, { name: VILLAGE_PROFILE.uid, shape: villageSchema.shape as Shape, relations: {} }])(
  '$name',
  ({ name, shape, relations }) => {
    const attributes = attributesOf(name);

    it('has the same fields on both sides', () => checkSameFields(shape, attributes, relations));

    it.each(Object.keys(shape).filter((field) => attributes[field] && !(field in relations)))('%s: required, min and max agree', (field) => {
      const attribute = attributes[field];
      const schema = shape[field];
      expect(!accepts(schema, undefined), `${field} wajib diisi`).toBe(mustBeSent(attribute));
      if (!TRAVELS_AS_LIST.has(field)) checkBounds(field, attribute, schema);
    });
  },
);

describe('publishing states (issue 22)', () => {
  it.each(Object.values(RESOURCES).map((resource) => resource.uid))('%s has drafts and a publish time exactly when it is publishable', (uid) => {
    const [, name] = /^api::([\w-]+)\./.exec(uid) ?? [];
    const schema = JSON.parse(readFileSync(path.join(cmsDir, `src/api/${name}/content-types/${name}/schema.json`), 'utf8'));
    const publishable = PUBLISHABLE_UIDS.includes(uid);
    expect(schema.options.draftAndPublish).toBe(publishable);
    // The schedule is one per record, whatever its languages (publishingSchema's publish_at).
    expect(schema.attributes[PUBLISH_AT]).toEqual(publishable ? { type: 'datetime', pluginOptions: { i18n: { localized: false } } } : undefined);
  });
});

describe('values that travel differently from how they are stored', () => {
  const tour = RESOURCES.tour.schema() as unknown as z.ZodObject<Shape>;
  const attributes = attributesOf(CONTENT_TYPES.tour.uid);

  it('the longest list of opening days fits the operational column and its pattern', () => {
    const everyDay = tour.shape.operational.parse(joinList([...DAY_NAMES]));
    const stored = String(documentData(RESOURCES.tour, { operational: everyDay }).operational);
    expect(stored.length).toBeLessThanOrEqual(attributes.operational.maxLength!);
    expect(stored).toMatch(new RegExp(attributes.operational.regex!));
  });
});

describe('the account profile (users-permissions user)', () => {
  // Accounts are created at registration without these, so Strapi cannot require them;
  // their maximum lengths still agree.
  const attributes = attributesOf('plugin::users-permissions.user');
  it.each(['name', 'phone', 'instagram'])('%s: max agrees', (field) => {
    const { maxLength } = attributes[field];
    const schema = profileSchema.shape[field as 'name' | 'phone' | 'instagram'];
    expect([accepts(schema, textOfLength(field, maxLength!)), accepts(schema, textOfLength(field, maxLength! + 1))]).toEqual([true, false]);
  });
});
