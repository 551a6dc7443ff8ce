// A valid create request for each content type of /api/v1, for tests that need real records.
import { addDays, todayInJakarta, type EntityKind } from '@desa/contract';
import { form } from './api';

/** The options the valid records name; create them before the records. */
export const VALID_OPTIONS = [
  { name: 'Toilet', category: 'Fasilitas' },
  { name: 'Pemandu', category: 'Benefit' },
  { name: 'Sarapan', category: 'Fasilitas Penginapan' },
  { name: 'Makanan', category: 'Kategori Produk' },
  { name: 'Toilet Umum', category: 'Jenis Fasilitas Umum' },
];

/** A complete village profile (`PATCH /site`) with its hero image, for a site that is not the seeded one. */
export function validVillageProfile(png: Buffer): FormData {
  const body = form({ name: 'Desa Wisata Sukamaju', tagline: 'Sejuknya kaki gunung', about: 'Desa di kaki Gunung Cikuray.', address: 'Cisurupan, Garut, Jawa Barat', email: 'info@sukamaju.desa.id' });
  body.append('hero_image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'hero.png');
  return body;
}

/** One per kind: a new type fails the typecheck here until it has one. */
export function validRecords(png: Buffer): Record<string, () => FormData | object> {
  const image = () => ({ bytes: png, name: 'foto.png' });
  return {
    tour: () =>
      form(
        { title: 'Curug Sawer', about: 'Air terjun.', operational: 'Senin', location: 'Dusun', start: '08:00', end: '17:00', facility: 'Toilet', price: '15000' },
        image(),
      ),
    package: () => form({ title: 'Paket Sawah', price: '150000', benefit: 'Pemandu' }, image()),
    event: () =>
      form({ title: 'Pesta Panen', description: 'Acara desa.', date: addDays(todayInJakarta(), 3), time: '19:00', place: 'Balai Desa' }, image()),
    article: () => form({ title: 'Panen Raya', content: '<p>Cerita panen</p>', writer: 'Siti' }, image()),
    gallery: () => form({ title: 'Sawah pagi', caption: 'Kabut tipis' }, image()),
    homestay: () =>
      form(
        {
          title: 'Homestay Pak Darto',
          description: '<p>Rumah joglo dengan teras.</p>',
          host: 'Pak Darto',
          location: 'Dusun Krajan',
          rooms: '3',
          guests_per_room: '2',
          price: '250000',
          facility: 'Sarapan',
          check_in: '14:00',
          check_out: '12:00',
        },
        [image(), { ...image(), name: 'kamar.png' }],
      ),
    product: () =>
      form({ title: 'Keripik Tempe', description: 'Renyah dan gurih.', category: 'Makanan', price: '15000', unit: 'per bungkus', producer: 'Bu Sri' }, [image()]),
    amenity: () =>
      form({ title: 'Toilet Balai Desa', kind: 'Toilet Umum', description: 'Bersih.', location: 'Balai Desa', hours: '24 jam', accessible: 'true' }, image()),
    setting: () => ({ name: `Opsi ${Math.random().toString(36).slice(2, 8)}`, category: 'Fasilitas' }),
  } satisfies Record<EntityKind, () => FormData | object>;
}
