// Photos as a phone camera makes them: large JPEGs (gaussian grain, so they compress like a
// detailed photo, not like a flat colour), turned by their EXIF orientation like a phone held
// upright (stored 6000×4000, shown 4000×6000).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';

export async function cameraJpeg(width = 6000, height = 4000, grain = 30): Promise<Buffer> {
  const raw = await sharp({ create: { width, height, channels: 3, background: '#6a8', noise: { type: 'gaussian', mean: 128, sigma: grain } } })
    .blur(0.6)
    .raw()
    .toBuffer();
  return sharp(raw, { raw: { width, height, channels: 3 } }).jpeg({ quality: 92 }).withMetadata({ orientation: 6 }).toBuffer();
}

/**
 * The photo as a file on disk, named as the camera names it. A local Chromium reads a path
 * itself; a buffer would cross the protocol as base64, which took over 30 s for 20 MB on a
 * busy machine.
 */
export function cameraFile(buffer: Buffer, name = 'IMG_20250817_063012.jpg'): string {
  const folder = mkdtempSync(join(tmpdir(), 'kamera-'));
  process.once('exit', () => rmSync(folder, { recursive: true, force: true }));
  const path = join(folder, name);
  writeFileSync(path, buffer);
  return path;
}

/** Width, height and bytes of a stored image, read from its URL. */
export async function storedImage(url: string): Promise<{ width: number; height: number; bytes: number }> {
  const bytes = Buffer.from(await (await fetch(url)).arrayBuffer());
  const meta = await sharp(bytes).metadata();
  return { width: meta.width!, height: meta.height!, bytes: bytes.length };
}

export const MB = 1024 * 1024;
