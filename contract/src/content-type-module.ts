// What a content type's module (`types/<kind>.ts`) hands the registry (`content-types.ts`): in
// a file of its own, so that the modules and the registry that lists them import it one way.
import type { z } from 'zod';

type Text = {
  created: string;
  updated: string;
  deleted: string;
  notFound: string;
  deleteTitle: string;
  deleteText: string;
};

export type ContentTypeEntry = {
  /** Strapi's uid (`src/api/<name>/content-types/<name>/schema.json`). */
  uid: `api::${string}.${string}`;
  /** Its calls on /api/v1: `/{path}/all`, `/{path}/create`, … */
  path: string;
  /** Its page in the back office, `/admin/{slug}`: the menu's label, the create button's, the dashboard card's (when counted there). */
  admin: { slug: string; label: string; create: string; card?: string };
  /** Its public list page, `/{slug}` (and `/en/{slug}`); `detail`: each record has its own page, `/{slug}/{id}`. */
  site?: { slug: string; detail: boolean };
  /** What a person calls its records in a sentence (a backup's refusal names the missing ones). */
  plural: string;
  text: Text;
};

/** What the module of a content type (`types/<kind>.ts`) hands the registry. */
export type ContentTypeModule = {
  entry: ContentTypeEntry;
  /** Its fields' rules and messages; its English version is checked with the same. */
  schema: z.ZodObject;
  /** The fields a record holds once per language; everything else both languages share. */
  translatable: readonly string[];
  /** A type with several photos (1 to `max`, in the admin's order) instead of one image. */
  photos?: { max: number };
  /**
   * The category of options (Pengaturan) its records link to: a tour's Fasilitas, a product's
   * Kategori Produk. The options' categories are these (`OPTION_CATEGORIES`).
   */
  optionCategory?: string;
};
