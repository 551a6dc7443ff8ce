// The image field of the admin forms, as checked in the browser and again in the action.
import { describe, expect, it } from 'vitest';
import { IMAGE, packageSchema } from '@desa/contract';
import { imageField, withImage } from '~/lib/image-field';

const png = (size = 10) => new File([new Uint8Array(size)], 'a.png', { type: 'image/png' });
const untouched = () => new File([], '', { type: 'application/octet-stream' });
const messages = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

describe('image field', () => {
  it('is required on create with the given message; an untouched file input counts as none', () => {
    expect(messages(imageField(IMAGE.thumbnailRequired).safeParse(untouched()))).toEqual([IMAGE.thumbnailRequired]);
    expect(messages(imageField(IMAGE.photoRequired).safeParse(undefined))).toEqual([IMAGE.photoRequired]);
    expect(imageField(IMAGE.thumbnailRequired).safeParse(png()).success).toBe(true);
  });

  it('is optional on edit (the stored image stays)', () => {
    expect(imageField().safeParse(untouched())).toEqual({ success: true, data: undefined });
  });

  it('accepts images only, up to the upload limit', () => {
    const text = new File(['halo'], 'a.txt', { type: 'text/plain' });
    expect(messages(imageField().safeParse(text))).toEqual([IMAGE.unsupported]);
    // The size is checked in the browser only (the server asks the CMS, whose limit it is).
    const global = globalThis as { window?: unknown };
    global.window = globalThis;
    try {
      expect(messages(imageField().safeParse(png(5 * 1024 * 1024 + 1)))).toEqual([IMAGE.tooLarge(5)]);
    } finally {
      delete global.window;
    }
    expect(imageField().safeParse(png(5 * 1024 * 1024 + 1)).success).toBe(true);
  });

  it('reports the image together with the entity fields', () => {
    const result = withImage(packageSchema, IMAGE.thumbnailRequired).safeParse({ title: '', price: '5000', benefit: '' });
    expect(messages(result)).toEqual(expect.arrayContaining([IMAGE.thumbnailRequired, 'Judul tidak boleh kosong!', 'Harga minimal adalah 10000!']));
  });
});
