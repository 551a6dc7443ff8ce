// The admin modals' URL state and when opening one skips the server.
import { describe, expect, it } from 'vitest';
import { modalHref, readModal, skipModalRevalidation, withoutModal } from '~/lib/modal-url';

const url = (href: string) => new URL(href, 'http://desa.test');

describe('modal URL state', () => {
  it('reads create, edit and delete from the query', () => {
    expect(readModal(new URLSearchParams('baru'))).toEqual({ param: 'baru', id: '' });
    expect(readModal(new URLSearchParams('ubah=abc'))).toEqual({ param: 'ubah', id: 'abc' });
    expect(readModal(new URLSearchParams('hapus=abc&halaman=2'))).toEqual({ param: 'hapus', id: 'abc' });
    expect(readModal(new URLSearchParams('halaman=2'))).toBeNull();
  });

  it('builds links that keep the page number and replace any other modal', () => {
    expect(modalHref('', 'baru')).toBe('?baru');
    expect(modalHref('?halaman=2', 'baru')).toBe('?halaman=2&baru');
    expect(modalHref('?halaman=2&baru', 'ubah', 'x1')).toBe('?halaman=2&ubah=x1');
  });

  it('closes to the same page without the modal', () => {
    expect(withoutModal(url('/admin/wisata?ubah=x1'))).toBe('/admin/wisata');
    expect(withoutModal(url('/admin/wisata?halaman=3&hapus=x1'))).toBe('/admin/wisata?halaman=3');
  });

  it('skips revalidation only when nothing but the modal changes', () => {
    const decide = (from: string, to: string, formMethod?: 'POST') =>
      skipModalRevalidation({
        currentUrl: url(from),
        nextUrl: url(to),
        formMethod,
        defaultShouldRevalidate: true,
      } as Parameters<typeof skipModalRevalidation>[0]);
    expect(decide('/admin/wisata', '/admin/wisata?baru')).toBe(false);
    expect(decide('/admin/wisata?ubah=1', '/admin/wisata')).toBe(false);
    expect(decide('/admin/wisata', '/admin/wisata?halaman=2')).toBe(true);
    expect(decide('/admin/wisata', '/admin/artikel')).toBe(true);
    expect(decide('/admin/wisata?baru', '/admin/wisata', 'POST')).toBe(true);
  });
});
