// Each content type of the registry has its web module (`app/content/<kind>.tsx`), and every
// module belongs to a type: the menu, the dashboard and the public menu are built from them.
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENTITY_KINDS, PUBLIC_TYPES } from '@desa/contract';
import { KIND_ICONS, PUBLIC_MENU } from '~/content';

const folder = new URL('../../app/content/', import.meta.url);

describe('content modules', () => {
  it('are one per kind of the registry, each with an icon', () => {
    const modules = readdirSync(folder).filter((file) => file.endsWith('.tsx')).map((file) => file.replace(/\.tsx$/, ''));
    expect(modules.sort()).toEqual([...ENTITY_KINDS].sort());
    for (const kind of ENTITY_KINDS) expect(typeof KIND_ICONS[kind]).toBe('function');
  });

  it('put every type with public pages in the public menu once', () => {
    expect(PUBLIC_MENU.map(({ to }) => to).sort()).toEqual(PUBLIC_TYPES.map(({ slug }) => `/${slug}`).sort());
  });
});
