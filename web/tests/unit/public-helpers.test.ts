// Pure helpers of the public site.
import { describe, expect, it } from 'vitest';
import { IMAGE_QUALITY, IMAGE_WIDTHS, aspectRatio, imageAttributes, imageSources, leadImagePreload, widthsFor } from '~/lib/images';
import { embedUrlForQuery, mapsEmbedUrl } from '~/lib/maps';
import { pageHref, pageItems, requestedPage } from '~/lib/pagination';
import { ticketPrice } from '~/lib/price';
import { settleWithin } from '~/lib/settle';
import { excerpt, paragraphs, stripHtml } from '~/lib/text';

describe('images', () => {
  const variant = {
    url: 'http://cms/uploads/a.jpg',
    width: 1200,
    height: 800,
    srcset: 'http://cms/uploads/thumbnail_a.jpg 234w, http://cms/uploads/a.jpg 1200w',
  };

  it('makes only the widths the image route allows, never wider than the original', () => {
    expect(widthsFor(1200)).toEqual([160, 240, 320, 480, 640, 828, 1080, 1200]);
    expect(widthsFor(300)).toEqual([160, 240, 300]);
    expect(widthsFor(150)).toEqual([150]);
    expect(widthsFor(4000)).toEqual([...IMAGE_WIDTHS]);
    expect(widthsFor(4000).every((width) => (IMAGE_WIDTHS as readonly number[]).includes(width))).toBe(true);
  });

  it('gives <picture> attributes on the web origin: WebP and original-format srcsets, intrinsic size', () => {
    const attributes = imageAttributes(variant, 'ignored')!;
    expect(attributes.src).toBe('/img?src=%2Fuploads%2Fa.jpg');
    expect(attributes.srcSet).toBe(
      '/img?src=%2Fuploads%2Fa.jpg&w=160 160w, /img?src=%2Fuploads%2Fa.jpg&w=240 240w, /img?src=%2Fuploads%2Fa.jpg&w=320 320w, ' +
        '/img?src=%2Fuploads%2Fa.jpg&w=480 480w, /img?src=%2Fuploads%2Fa.jpg&w=640 640w, ' +
        '/img?src=%2Fuploads%2Fa.jpg&w=828 828w, /img?src=%2Fuploads%2Fa.jpg&w=1080 1080w, /img?src=%2Fuploads%2Fa.jpg 1200w',
    );
    expect(attributes.webpSrcSet).toContain('/img?src=%2Fuploads%2Fa.jpg&w=640&format=webp 640w');
    expect([attributes.width, attributes.height]).toEqual([1200, 800]);
    expect(imageSources(variant, 'webp')[2]).toEqual({ src: '/img?src=%2Fuploads%2Fa.jpg&w=320&format=webp', width: 320, height: 213 });
  });

  it("asks a backdrop's lower quality, and preloads a first-screen image with the srcset and sizes its <picture> asks", () => {
    const backdrop = imageAttributes(variant, null, 'backdrop')!;
    expect(backdrop.webpSrcSet).toContain(`/img?src=%2Fuploads%2Fa.jpg&w=828&format=webp&q=${IMAGE_QUALITY.backdrop} 828w`);
    expect(backdrop.src).toBe(`/img?src=%2Fuploads%2Fa.jpg&q=${IMAGE_QUALITY.backdrop}`);
    expect(leadImagePreload({ image: variant, fallback: null, sizes: '100vw', look: 'backdrop' })).toEqual({
      tagName: 'link',
      rel: 'preload',
      as: 'image',
      fetchpriority: 'high',
      type: 'image/webp',
      imageSrcSet: backdrop.webpSrcSet,
      imageSizes: '(max-width: 639px) 80vw, 100vw',
    });
    // Without the CMS's variants there is one URL; without an image, nothing to preload.
    expect(leadImagePreload({ fallback: 'http://cms/uploads/x.jpg', sizes: '100vw' })).toMatchObject({ href: '/img?src=%2Fuploads%2Fx.jpg' });
    expect(leadImagePreload({ fallback: null, sizes: '100vw' })).toBeNull();
  });

  it('falls back to the route without a width, or to a URL that is not an upload as it is, or nothing', () => {
    expect(imageAttributes(undefined, 'http://cms/uploads/x.jpg')).toEqual({ src: '/img?src=%2Fuploads%2Fx.jpg' });
    expect(imageAttributes(undefined, 'https://elsewhere.test/x.jpg?y=1')).toEqual({ src: 'https://elsewhere.test/x.jpg?y=1' });
    expect(imageAttributes(null, null)).toBeNull();
    expect(aspectRatio(variant)).toBe(1.5);
    expect(aspectRatio({ ...variant, height: null })).toBeNull();
  });
});

describe('mapsEmbedUrl', () => {
  it('keeps Google Maps embed URLs as they are', () => {
    const embed = 'https://www.google.com/maps/embed?pb=!1m18!1m12';
    expect(mapsEmbedUrl(embed, 'x')).toBe(embed);
    const output = 'https://www.google.com/maps?q=-7.3187,107.7952&output=embed';
    expect(mapsEmbedUrl(output, 'x')).toBe(output);
  });

  it('embeds from the one origin the CSP allows, whatever Google domain was pasted', () => {
    expect(mapsEmbedUrl('http://maps.google.co.id/maps/embed?pb=!1m18', 'x')).toBe('https://www.google.com/maps/embed?pb=!1m18');
    expect(mapsEmbedUrl('https://maps.google.com/maps?q=Garut&output=embed', 'x')).toBe('https://www.google.com/maps?q=Garut&output=embed');
  });

  it('turns other Google Maps links into www.google.com/maps?q=…&output=embed', () => {
    expect(mapsEmbedUrl('https://www.google.com/maps/search/?api=1&query=Curug%20Cikahuripan', 'x')).toBe(embedUrlForQuery('Curug Cikahuripan'));
    expect(mapsEmbedUrl('https://www.google.com/maps/place/Situ+Sukamaju/@-7.31,107.78,15z', 'x')).toBe(embedUrlForQuery('Situ Sukamaju'));
    expect(mapsEmbedUrl('https://www.google.co.id/maps/@-7.3159,107.7886,15z', 'x')).toBe(embedUrlForQuery('-7.3159,107.7886'));
    expect(mapsEmbedUrl('https://maps.app.goo.gl/AbCdEf123', 'Situ Sukamaju, Garut')).toBe(
      'https://www.google.com/maps?q=Situ%20Sukamaju%2C%20Garut&output=embed',
    );
  });

  it('has no map without a usable link', () => {
    expect(mapsEmbedUrl(null, 'x')).toBeNull();
    expect(mapsEmbedUrl('   ', 'x')).toBeNull();
    expect(mapsEmbedUrl('bukan url', 'x')).toBeNull();
    expect(mapsEmbedUrl('javascript:alert(1)', 'x')).toBeNull();
  });
});

describe('pagination', () => {
  const url = (search: string) => new URL(`http://x/wisata${search}`);

  it('reads ?page as a positive integer, anything else is not a page', () => {
    expect(requestedPage(url(''))).toBe(1);
    expect(requestedPage(url('?page=3'))).toBe(3);
    for (const bad of ['0', '-1', 'abc', '1.5', '', '01']) expect(requestedPage(url(`?page=${bad}`))).toBeNull();
  });

  it('lists every page when few, otherwise the ends and the neighbours with gaps', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(1, 10)).toEqual([1, 2, null, 10]);
    expect(pageItems(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageItems(3, 10)).toEqual([1, 2, 3, 4, null, 10]);
    expect(pageItems(10, 10)).toEqual([1, null, 9, 10]);
  });

  it('links page 1 to the bare list and keeps other parameters', () => {
    expect(pageHref('/agenda', '?waktu=semua&page=2', 1)).toBe('/agenda?waktu=semua');
    expect(pageHref('/agenda', '?waktu=semua', 3)).toBe('/agenda?waktu=semua&page=3');
    expect(pageHref('/wisata', '?page=2', 1)).toBe('/wisata');
  });
});

describe('text', () => {
  it('strips tags and entities for descriptions', () => {
    expect(stripHtml('<h2>Judul</h2><p>Satu &amp; dua<br>tiga</p><script>x()</script>')).toBe('Judul Satu & dua tiga');
  });

  it('cuts excerpts at a word boundary', () => {
    expect(excerpt('pendek')).toBe('pendek');
    const long = 'kata '.repeat(60);
    const cut = excerpt(long, 50);
    expect(cut.length).toBeLessThanOrEqual(50);
    expect(cut.endsWith('kata…')).toBe(true);
  });

  it('splits paragraphs on blank lines', () => {
    expect(paragraphs('Satu.\n\nDua\nbaris.\n \n\nTiga.')).toEqual(['Satu.', 'Dua\nbaris.', 'Tiga.']);
  });
});

describe('ticketPrice', () => {
  it('is free for 0 and per person otherwise', () => {
    expect(ticketPrice(0)).toBe('Gratis');
    expect(ticketPrice(null)).toBe('Gratis');
    expect(ticketPrice(25000)).toBe('Rp\u00A025.000 / orang');
  });
});

describe('settleWithin', () => {
  it('gives the value when the promise settles in time, otherwise says it is not done', async () => {
    expect(await settleWithin(Promise.resolve('ok'), 50)).toEqual({ done: true, value: 'ok' });
    const slow = new Promise((resolve) => setTimeout(() => resolve('late'), 200));
    expect(await settleWithin(slow, 20)).toEqual({ done: false });
  });
});
