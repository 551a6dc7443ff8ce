// Real camera photographs for the tests and benches (issue 56): Debian's plasma-workspace-wallpapers
// ships photographs of 5120×2880 (14.7 MP); .ci/run installs it, as it installs Chromium. Nothing
// large goes into the repository.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ApiClient } from './api';
import { fromDebian } from './debian';

/** Volna: a photograph of a wave, 5120×2880, 4.6 MB (the size the issue measured with). */
export const CAMERA_PHOTO = '/usr/share/wallpapers/Volna/contents/images/5120x2880.jpg';
/** Two more photographs of the same size, for pages with several (a homestay's, a product's). */
export const MORE_PHOTOS = ['/usr/share/wallpapers/SafeLanding/contents/images/5120x2880.jpg', '/usr/share/wallpapers/Flow/contents/images/5120x2880.jpg'];

/** The photographs' paths, the package installed where it can be; a clear failure where it is missing (never a skipped test). */
export function cameraPhotos(): string[] {
  const all = [CAMERA_PHOTO, ...MORE_PHOTOS];
  if (!all.every((file) => existsSync(file))) fromDebian('plasma-workspace-wallpapers', CAMERA_PHOTO);
  const missing = all.filter((file) => !existsSync(file));
  if (missing.length) throw new Error(`Foto kamera tidak ada (${missing.join(', ')}): apt-get install plasma-workspace-wallpapers (.ci/run memasangnya)`);
  return all;
}

/**
 * The village as one that uploads camera photographs: the hero, and every homestay's and
 * product's photos replaced by the three photographs, through /api/v1 as the back office sends
 * them (signed in as `admin`). Answers how many records got them.
 */
export async function uploadCameraPhotos(admin: ApiClient): Promise<{ hero: boolean; homestays: number; products: number }> {
  const photos = cameraPhotos().map((file) => ({ name: path.basename(path.dirname(path.dirname(path.dirname(file)))), bytes: readFileSync(file) }));
  const asFile = ({ bytes }: { bytes: Buffer }) => new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' });
  const hero = new FormData();
  hero.append('hero_image', asFile(photos[0]), `${photos[0].name}.jpg`);
  const heroAnswer = await admin.post('/site?_method=PATCH', hero);
  if (heroAnswer.status !== 200) throw new Error(`foto utama: ${heroAnswer.status} ${JSON.stringify(heroAnswer.body)}`);
  const counts = { hero: true, homestays: 0, products: 0 };
  for (const kind of ['homestay', 'product'] as const) {
    const list = (await admin.get(`/${kind}/all?status=all&limit=100`)).body.data as Array<{ id: string }>;
    for (const { id } of list) {
      const body = new FormData();
      photos.forEach((photo, index) => body.append('files', asFile(photo), `${photo.name}-${index + 1}.jpg`));
      body.append('photos_keep', photos.map((_, index) => `file:${index}`).join(','));
      const answer = await admin.post(`/${kind}/update/${id}?_method=PATCH`, body);
      if (answer.status !== 200) throw new Error(`${kind} ${id}: ${answer.status} ${JSON.stringify(answer.body)}`);
      counts[kind === 'homestay' ? 'homestays' : 'products'] += 1;
    }
  }
  return counts;
}
