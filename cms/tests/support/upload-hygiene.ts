// The upload-hygiene corpus: bad files and bad fields are refused and leave nothing stored;
// good files of every accepted format are kept. Run against local disk (bad-input.test.ts)
// and against an S3-compatible store (object-store.test.ts); each caller says what "nothing
// changed" means for its store.
import { expect, it } from 'vitest';
import { corruptPng, form, type Answer, type ApiClient } from './api';

export type UploadCase = {
  admin: ApiClient;
  png: Buffer;
  /** A tour whose image a bad update must not touch. */
  tourId: string;
  /** Asserts the 4xx answer and that records, stored files and temp files are unchanged. */
  expectRefused: (answer: Answer, status: number) => Promise<void>;
  /** Files left in the upload temp folder. */
  temp: () => string[];
};

export const tourFields = {
  title: 'Curug Sawer',
  about: 'Air terjun di hutan pinus.',
  operational: 'Senin,Selasa',
  location: 'Dusun Cibeureum',
  start: '08:00',
  end: '17:00',
  facility: 'Toilet',
  price: '15000',
};

/** Registers the corpus; `context` is filled in by the caller's beforeAll. */
export function uploadHygieneCases(context: UploadCase) {
  it('a text file named .jpg', async () => {
    const answer = await context.admin.post('/gallery/create', form({ title: 'Sawah', caption: 'Pagi' }, { bytes: Buffer.from('bukan gambar sama sekali'), name: 'foto.jpg', type: 'image/jpeg' }));
    await context.expectRefused(answer, 400);
    expect(answer.body.errors.file).toEqual(['Format gambar tidak didukung']);
  });

  it('a bad file and bad fields are reported together', async () => {
    const answer = await context.admin.post('/gallery/create', form({ title: 'Sawah', caption: '' }, { bytes: Buffer.from('teks'), name: 'foto.jpg', type: 'image/jpeg' }));
    await context.expectRefused(answer, 400);
    expect(answer.body.errors).toEqual({ caption: ['Caption tidak boleh kosong!'], file: ['Format gambar tidak didukung'] });
  });

  it('a PNG signature over corrupt data: 400 on file, nothing kept', async () => {
    const answer = await context.admin.post('/gallery/create', form({ title: 'Sawah', caption: 'Pagi' }, { bytes: corruptPng(context.png), name: 'rusak.png' }));
    await context.expectRefused(answer, 400);
    expect(answer.body).toEqual({ message: 'Validasi gagal', errors: { file: ['Format gambar tidak didukung'] } });
    const update = await context.admin.post(`/tour/update/${context.tourId}?_method=PATCH`, form({}, { bytes: corruptPng(context.png), name: 'rusak.png' }));
    await context.expectRefused(update, 400);
    expect(update.body.errors.file).toEqual(['Format gambar tidak didukung']);
  });

  it('an SVG, even declared as PNG', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    const answer = await context.admin.post('/gallery/create', form({ title: 'Sawah', caption: 'Pagi' }, { bytes: svg, name: 'foto.png', type: 'image/png' }));
    await context.expectRefused(answer, 400);
    expect(answer.body.errors.file).toEqual(['Format gambar tidak didukung']);
  });

  it('an oversized file', async () => {
    const big = Buffer.concat([context.png, Buffer.alloc(6 * 1024 * 1024)]);
    const answer = await context.admin.post('/gallery/create', form({ title: 'Sawah', caption: 'Pagi' }, { bytes: big, name: 'besar.png' }));
    await context.expectRefused(answer, 413);
    expect(answer.body.message).toBe('Ukuran gambar maksimal 5 MB');
  });

  it('a valid image with invalid fields stores nothing', async () => {
    const answer = await context.admin.post('/gallery/create', form({ title: 'ab', caption: '' }, { bytes: context.png, name: 'ok.png' }));
    await context.expectRefused(answer, 400);
    expect(answer.body.errors).toEqual({ title: ['Judul minimal harus 3 karakter!'], caption: ['Caption tidak boleh kosong!'] });
  });

  it('an image is required on create', async () => {
    const answer = await context.admin.post('/gallery/create', form({ title: 'Sawah', caption: 'Pagi' }));
    await context.expectRefused(answer, 400);
    expect(answer.body.errors.file).toEqual(['Foto tidak boleh kosong!']);
    const tour = await context.admin.post('/tour/create', form(tourFields));
    expect(tour.body.errors.file).toEqual(['Thumbnail tidak boleh kosong!']);
  });

  it('accepts JPEG, WebP, GIF and AVIF by their bytes', async () => {
    const sharp = (await import('sharp')).default;
    const base = sharp({ create: { width: 32, height: 32, channels: 3, background: '#2a7' } });
    for (const [format, bytes] of [
      ['jpeg', await base.clone().jpeg().toBuffer()],
      ['webp', await base.clone().webp().toBuffer()],
      ['gif', await base.clone().gif().toBuffer()],
      ['avif', await base.clone().avif().toBuffer()],
    ] as const) {
      const answer = await context.admin.post('/gallery/create', form({ title: `Foto ${format}`, caption: 'Uji format' }, { bytes, name: 'tanpa-ekstensi', type: 'application/octet-stream' }));
      expect(answer.status, `${format}: ${JSON.stringify(answer.body)}`).toBe(201);
    }
    expect(context.temp()).toEqual([]);
  });
}
