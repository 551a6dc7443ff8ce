// Each content type's face in the web app: one module per kind of the contract's registry,
// `app/content/<kind>.tsx`. A module exports its `icon` (back office menu, dashboard card), for a
// type with public pages its `menu` entry (required: tests/unit/content-modules.test.ts), and its
// public face `site` (card, list, page, home section: components/public/public-face.ts), which
// the shared public routes find here by slug. Its back office face is `<kind>.admin.tsx`
// (content/admin-pages.ts). Modules are found by file name, so a new type is new files here; a
// kind without one stops the app at start with its name.
import type { Icon } from '~/components/icons';
import type { PublicMenuEntry } from '~/components/public/navbar';
import type { PublicFace } from '~/lib/public-face';
import { CONTENT_KINDS, ENTITY_KINDS, PUBLIC_TYPES, type ContentKind, type EntityKind, type Locale } from '@desa/contract';

export type { Icon };

/** A type's entry in the public menu (navbar, phone menu, footer): its place after Beranda and its label per language. */
export type MenuEntry = { position: number; label: Record<Locale, string> };

/**
 * `menu: null`: a type with pages of its own that stays out of the menu on purpose (the module
 * says why); every other type with pages has an entry.
 */
type ContentModule = { icon: Icon; menu?: MenuEntry | null; site?: PublicFace };

const modules = import.meta.glob<ContentModule>(['./*.tsx', '!./*.admin.tsx'], { eager: true });

function moduleOf(kind: EntityKind): ContentModule {
  const module = modules[`./${kind}.tsx`];
  if (!module) throw new Error(`The content type '${kind}' has no web module: add web/app/content/${kind}.tsx (see docs/architecture.md).`);
  return module;
}

/** The icon of each content type, in the back office's menu and dashboard. */
export const KIND_ICONS = Object.fromEntries(ENTITY_KINDS.map((kind) => [kind, moduleOf(kind).icon])) as Record<EntityKind, Icon>;

/** The content types' pages in the public menu, in its order (Indonesian paths). */
export const PUBLIC_MENU: PublicMenuEntry[] = PUBLIC_TYPES.flatMap(({ kind, slug }) => {
  const menu = moduleOf(kind).menu;
  return menu ? [{ position: menu.position, to: `/${slug}`, label: menu.label }] : [];
})
  .sort((a, b) => a.position - b.position)
  .map(({ to, label }) => ({ to, label }));

/** The public face of the type whose pages are `/{section}`, if it has pages. */
export function publicFaceOf(section: string | undefined): PublicFace | undefined {
  const type = PUBLIC_TYPES.find(({ slug }) => slug === section);
  return type && moduleOf(type.kind).site;
}

/** The public face of a kind (its cards, even without pages of its own: a package's on the home page). */
export function siteFaceOfKind(kind: ContentKind): PublicFace | undefined {
  return moduleOf(kind).site;
}

/** The types with a section on the home page, in the registry's order. */
export const HOME_FACES: PublicFace[] = CONTENT_KINDS.flatMap((kind) => {
  const site = moduleOf(kind).site;
  return site?.home ? [site] : [];
});
