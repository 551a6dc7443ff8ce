// Each content type of the registry has its web module (`app/content/<kind>.tsx`) and, when it
// has records of its own, its back office face (`<kind>.admin.tsx`); every module belongs to a
// type: the menu, the dashboard, the public menu and the back office pages are built from them.
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONTENT_KINDS, CONTENT_TYPES, ENTITY_KINDS, PUBLIC_TYPES } from '@desa/contract';
import { KIND_ICONS, PUBLIC_MENU, publicFaceOf } from '~/content';
import { adminFaceOf } from '~/content/admin-pages';

const folder = new URL('../../app/content/', import.meta.url);
const modules = import.meta.glob<{ menu?: unknown }>(['../../app/content/*.tsx', '!../../app/content/*.admin.tsx'], { eager: true });

describe('content modules', () => {
  it('are one per kind of the registry, each with an icon', () => {
    const modules = readdirSync(folder).filter((file) => file.endsWith('.tsx') && !file.endsWith('.admin.tsx')).map((file) => file.replace(/\.tsx$/, ''));
    expect(modules.sort()).toEqual([...ENTITY_KINDS].sort());
    for (const kind of ENTITY_KINDS) expect(typeof KIND_ICONS[kind]).toBe('function');
  });

  it('give each kind with records of its own a back office page at its slug, and no other', () => {
    const faces = readdirSync(folder).filter((file) => file.endsWith('.admin.tsx')).map((file) => file.replace(/\.admin\.tsx$/, ''));
    expect(faces.sort()).toEqual([...CONTENT_KINDS].sort());
    for (const kind of CONTENT_KINDS) expect(adminFaceOf(CONTENT_TYPES[kind].admin.slug)?.kind).toBe(kind);
    expect(adminFaceOf(CONTENT_TYPES.setting.admin.slug)).toBeUndefined();
  });

  it('give each type with pages per record its list page and record page at its slug', () => {
    for (const { kind, slug, detail } of PUBLIC_TYPES.filter((type) => type.detail)) {
      const face = publicFaceOf(slug);
      expect(face?.kind, slug).toBe(kind);
      expect(face?.list, slug).toBeDefined();
      expect(face?.detail, slug).toBeDefined();
      expect(detail).toBe(true);
    }
    // A type without pages per record has a page of its own (routes/_public.<slug>.tsx), not these.
    for (const { slug } of PUBLIC_TYPES.filter((type) => !type.detail)) expect(publicFaceOf(slug)?.detail, slug).toBeUndefined();
  });

  it('put every type with public pages in the public menu once, but one that says it stays out (menu: null)', () => {
    const outOfMenu = PUBLIC_TYPES.filter(({ kind }) => modules[`../../app/content/${kind}.tsx`]?.menu === null).map(({ slug }) => `/${slug}`);
    expect(outOfMenu).toEqual(['/paket']);
    expect(PUBLIC_MENU.map(({ to }) => to).sort()).toEqual(PUBLIC_TYPES.map(({ slug }) => `/${slug}`).filter((path) => !outOfMenu.includes(path)).sort());
  });
});
