// The installable site's icons (issue 26), drawn from the site's logo (public/favicon.svg) by
// sharp the first time each is asked for, then kept in memory: 192 and 512 px as they are, and a
// maskable 512 px whose logo sits inside the 80 % safe zone on the brand colour, which a phone
// may crop to a circle or a squircle.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { BRAND_COLOR } from './brand';

export const APP_ICONS = {
  '192.png': { size: 192, maskable: false },
  '512.png': { size: 512, maskable: false },
  'maskable-512.png': { size: 512, maskable: true },
} as const;
export type AppIconName = keyof typeof APP_ICONS;

const LOGO = path.resolve(process.cwd(), 'public', 'favicon.svg');
const drawn = new Map<AppIconName, Promise<Buffer>>();

async function draw({ size, maskable }: (typeof APP_ICONS)[AppIconName]): Promise<Buffer> {
  const svg = await readFile(LOGO);
  if (!maskable) return sharp(svg, { density: Math.ceil((72 * size) / 64) }).resize(size, size).png().toBuffer();
  const inner = Math.round(size * 0.8);
  const logo = await sharp(svg, { density: Math.ceil((72 * inner) / 64) }).resize(inner, inner).png().toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background: BRAND_COLOR } })
    .composite([{ input: logo, gravity: 'center' }])
    .png()
    .toBuffer();
}

export function appIcon(name: AppIconName): Promise<Buffer> {
  let icon = drawn.get(name);
  if (!icon) {
    icon = draw(APP_ICONS[name]);
    icon.catch(() => drawn.delete(name));
    drawn.set(name, icon);
  }
  return icon;
}

export function isAppIcon(name: string | undefined): name is AppIconName {
  return name !== undefined && Object.hasOwn(APP_ICONS, name);
}
