import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  AMENITY,
  amenitySchema,
  articleSchema,
  eventSchema,
  fieldErrors,
  gallerySchema,
  packageSchema,
  profileSchema,
  registerSchema,
  optionSchema,
  translationSchema,
  signInSchema,
  tourSchema,
  villageSchema,
  VILLAGE,
} from '../src/index.js';

function errorsOf(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

const validTour = {
  title: 'Curug Sawer',
  about: 'Air terjun di tengah hutan pinus.',
  operational: 'Sabtu,Senin',
  location: 'Dusun Cibeureum',
  start: '08:00',
  end: '17:00',
  facility: 'Toilet, Area Parkir',
  maps: '',
  price: '15000',
};

describe('tour', () => {
  it('parses the multipart wire form', () => {
    const tour = tourSchema.parse(validTour);
    expect(tour.operational).toEqual(['Senin', 'Sabtu']);
    expect(tour.facility).toEqual(['Toilet', 'Area Parkir']);
    expect(tour.price).toBe(15000);
    expect(tour.maps).toBeNull();
  });

  it.each([
    [{ title: '' }, 'title', 'Judul tidak boleh kosong!'],
    [{ title: 'ab' }, 'title', 'Judul minimal harus 3 karakter!'],
    [{ title: 'x'.repeat(101) }, 'title', 'Judul maksimal 100 karakter!'],
    [{ about: '' }, 'about', 'Tentang tidak boleh kosong!'],
    [{ about: 'ab' }, 'about', 'Tentang minimal harus 3 karakter!'],
    [{ operational: '' }, 'operational', 'Operasional minimal harus ada 1 untuk dipilih!'],
    [{ location: '' }, 'location', 'Lokasi tidak boleh kosong!'],
    [{ location: 'ab' }, 'location', 'Lokasi minimal harus 3 karakter!'],
    [{ start: '' }, 'start', 'Jam mulai tidak boleh kosong!'],
    [{ start: '8:00' }, 'start', 'Format jam mulai harus HH:mm (contoh: 08:00)'],
    [{ end: '' }, 'end', 'Jam selesai tidak boleh kosong!'],
    [{ end: '24:00' }, 'end', 'Format jam selesai harus HH:mm (contoh: 17:00)'],
    [{ end: '07:00' }, 'end', 'Jam selesai harus lebih besar dari jam mulai!'],
    [{ facility: '' }, 'facility', 'Fasilitas minimal harus ada 1 untuk dipilih!'],
    [{ price: '-5' }, 'price', 'Harga tidak boleh negatif!'],
    [{ price: '5000' }, 'price', 'Harga minimal adalah 10000!'],
    [{ price: '' }, 'price', 'Harga tidak boleh kosong!'],
    [{ price: '15k' }, 'price', 'Harga harus berupa angka!'],
    [{ price: '1e5' }, 'price', 'Harga harus berupa angka!'],
    [{ price: '15000.5' }, 'price', 'Harga harus berupa angka!'],
    [{ maps: 'javascript:alert(1)' }, 'maps', 'Link peta harus berupa URL http(s) yang valid!'],
  ])('%o → %s: %s', (change, field, message) => {
    expect(errorsOf(tourSchema, { ...validTour, ...change })[field]?.[0]).toBe(message);
  });

  it('keeps only the src of pasted Google Maps embed code', () => {
    const tour = tourSchema.parse({
      ...validTour,
      maps: '<iframe src="https://www.google.com/maps/embed?pb=abc" width="600"></iframe>',
    });
    expect(tour.maps).toBe('https://www.google.com/maps/embed?pb=abc');
  });

  it('refuses unknown day names', () => {
    expect(errorsOf(tourSchema, { ...validTour, operational: 'Senin,Funday' }).operational).toBeDefined();
  });
});

describe('package', () => {
  const valid = { title: 'Paket Sawah', price: 150000, benefit: ['Makan Siang'] };
  it('accepts JSON values and comma-joined lists', () => {
    expect(packageSchema.parse({ ...valid, benefit: 'A, B,A' }).benefit).toEqual(['A', 'B']);
  });
  it.each([
    [{ benefit: undefined }, 'benefit', 'Benefit tidak boleh kosong'],
    [{ benefit: '' }, 'benefit', 'Benefit minimal harus ada 1 untuk dipilih!'],
    [{ price: 9999 }, 'price', 'Harga minimal adalah 10000!'],
    [{ price: 'abc' }, 'price', 'Harga harus berupa angka!'],
    [{ price: 1.5 }, 'price', 'Harga harus berupa angka!'],
  ])('%o → %s: %s', (change, field, message) => {
    expect(errorsOf(packageSchema, { ...valid, ...change })[field]?.[0]).toBe(message);
  });
});

describe('event', () => {
  const today = '2026-11-21';
  const valid = { title: 'Festival', description: 'Pesta panen', date: today, time: '19:30', place: 'Balai Desa', price: '' };
  it('defaults a missing price to free', () => {
    expect(eventSchema({ today }).parse(valid).price).toBe(0);
  });
  it.each([
    [{ date: '2026-11-20' }, 'date', 'Tanggal harus dalam format YYYY-MM-DD dan tidak boleh di masa lalu!'],
    [{ date: '21-11-2026' }, 'date', 'Tanggal harus dalam format YYYY-MM-DD dan tidak boleh di masa lalu!'],
    [{ date: '2026-02-30' }, 'date', 'Tanggal tidak valid'],
    [{ time: '' }, 'time', 'Waktu harus diisi'],
    [{ time: '7.30' }, 'time', 'Format jam mulai harus HH:mm (contoh: 08:00)'],
    [{ price: '-1' }, 'price', 'Harga minimal adalah 0!'],
    [{ place: 'ab' }, 'place', 'Tempat minimal harus 3 karakter!'],
    [{ description: '' }, 'description', 'Deskripsi tidak boleh kosong!'],
  ])('%o → %s: %s', (change, field, message) => {
    expect(errorsOf(eventSchema({ today }), { ...valid, ...change })[field]?.[0]).toBe(message);
  });
  it('lets an update keep a date that has passed, but not move to another past date', () => {
    const rule = { today, keepDate: '2026-01-01' };
    expect(eventSchema(rule).safeParse({ ...valid, date: '2026-01-01' }).success).toBe(true);
    expect(eventSchema(rule).safeParse({ ...valid, date: '2026-01-02' }).success).toBe(false);
  });
});

describe('article, gallery, option', () => {
  it('measures article content by its visible text', () => {
    expect(errorsOf(articleSchema, { title: 'Judul', writer: 'Budi', content: '<p></p>' }).content).toEqual([
      'Konten tidak boleh kosong!',
    ]);
    expect(errorsOf(articleSchema, { title: 'Judul', writer: 'Budi', content: '<p>ab</p>' }).content).toEqual([
      'Konten minimal harus 3 karakter!',
    ]);
    expect(errorsOf(articleSchema, { title: 'Judul', writer: '', content: '<p>abc</p>' }).writer).toEqual([
      'Nama penulis tidak boleh kosong!',
    ]);
  });
  it('limits gallery captions to 50 characters', () => {
    expect(errorsOf(gallerySchema, { title: 'Sawah', caption: 'x'.repeat(51) }).caption).toEqual([
      'Caption maksimal 50 karakter!',
    ]);
    expect(errorsOf(gallerySchema, { title: 'Sawah', caption: '' }).caption).toEqual(['Caption tidak boleh kosong!']);
  });
  it("allows only the categories the types link options by", () => {
    expect(optionSchema.parse({ name: 'Toilet', category: 'Fasilitas' }).category).toBe('Fasilitas');
    expect(errorsOf(optionSchema, { name: 'Toilet', category: 'Lainnya' }).category).toEqual([
      'Kategori harus Benefit, Fasilitas, Fasilitas Penginapan, Jenis Fasilitas Umum atau Kategori Produk!',
    ]);
    expect(errorsOf(optionSchema, { name: 'To', category: '' })).toEqual({
      name: ['Judul minimal harus 3 karakter!'],
      category: ['Caption tidak boleh kosong!'],
    });
  });
  it('refuses a comma in an option name, in both languages (lists travel comma-joined)', () => {
    expect(errorsOf(optionSchema, { name: 'Toilet, Mushola', category: 'Fasilitas' }).name).toEqual(['Nama opsi tidak boleh mengandung koma!']);
    expect(errorsOf(translationSchema('setting'), { name: 'Toilets, Prayer Room' }).name).toEqual(['Nama opsi tidak boleh mengandung koma!']);
  });
});

describe('amenity', () => {
  const valid = { title: 'Toilet Umum', kind: 'Toilet Umum', description: 'Bersih.', location: 'Balai Desa', maps: '', hours: '24 jam' };
  it('reads a yes or no from JSON, a checkbox or words, and nothing as no', () => {
    for (const [given, read] of [[true, true], [false, false], ['on', true], ['true', true], ['false', false], [undefined, false], ['', false]] as const) {
      expect(amenitySchema.parse({ ...valid, accessible: given }).accessible, String(given)).toBe(read);
    }
    expect(errorsOf(amenitySchema, { ...valid, accessible: 'mungkin' }).accessible).toEqual([AMENITY.accessibleInvalid]);
  });
  it('asks for a kind and short opening hours', () => {
    expect(errorsOf(amenitySchema, { ...valid, kind: ' ', hours: 'x'.repeat(61) })).toEqual({ kind: [AMENITY.kindRequired], hours: [AMENITY.hoursMax] });
    expect(amenitySchema.parse({ ...valid, maps: '' }).maps).toBeNull();
  });
  it('keeps the English version to its four words', () => {
    expect(Object.keys(translationSchema('amenity').shape).sort()).toEqual(['description', 'hours', 'location', 'title']);
  });
});

describe('profile, sign-in, registration', () => {
  const profile = { name: 'Admin Desa', phone: '081234567890', instagram: '@desa.sukamaju', email: 'A@Desa.id' };
  it('strips the @ of instagram and lowercases the email', () => {
    const parsed = profileSchema.parse(profile);
    expect(parsed.instagram).toBe('desa.sukamaju');
    expect(parsed.email).toBe('a@desa.id');
  });
  it.each([
    [{ name: '' }, 'name', 'Nama tidak boleh kosong!'],
    [{ name: 'x'.repeat(51) }, 'name', 'Nama maksimal 50 karakter!'],
    [{ phone: '' }, 'phone', 'Nomor telepon tidak boleh kosong!'],
    [{ phone: '0812' }, 'phone', 'Nomor telepon minimal harus 10 karakter!'],
    [{ phone: '0812345678901234' }, 'phone', 'Nomor telepon maksimal 15 karakter!'],
    [{ instagram: '' }, 'instagram', 'Instagram tidak boleh kosong!'],
    [{ email: '' }, 'email', 'Email tidak boleh kosong!'],
    [{ email: 'bukan-email' }, 'email', 'Format email tidak valid!'],
  ])('%o → %s: %s', (change, field, message) => {
    expect(errorsOf(profileSchema, { ...profile, ...change })[field]?.[0]).toBe(message);
  });
  it('sign-in messages', () => {
    expect(errorsOf(signInSchema, {})).toEqual({ email: ['Email wajib diisi'], password: ['Kata sandi wajib diisi'] });
    expect(errorsOf(signInSchema, { email: 'x', password: 'a' }).email).toEqual(['Format email tidak valid']);
  });
  it('registration rules', () => {
    const valid = { name: 'Siti', email: 'siti@desa.id', password: 'Rahasia123', passwordConfirmation: 'Rahasia123' };
    expect(registerSchema.safeParse(valid).success).toBe(true);
    expect(errorsOf(registerSchema, { ...valid, name: 'Si' }).name).toEqual(['Nama minimal terdiri dari 3 karakter']);
    expect(errorsOf(registerSchema, { ...valid, password: 'rahasia123', passwordConfirmation: 'rahasia123' })).toEqual({
      password: ['Kata sandi harus mengandung huruf besar, huruf kecil, dan angka'],
      passwordConfirmation: ['Konfirmasi kata sandi harus mengandung huruf besar, huruf kecil, dan angka'],
    });
    expect(errorsOf(registerSchema, { ...valid, passwordConfirmation: 'Rahasia124' }).passwordConfirmation).toEqual([
      'Konfirmasi kata sandi tidak cocok dengan kata sandi',
    ]);
  });
});

describe('village profile', () => {
  const valid = {
    name: 'Desa Wisata Sukamaju',
    tagline: 'Sejuknya kaki gunung',
    about: 'Desa di kaki Gunung Cikuray.',
    address: 'Cisurupan, Garut',
    email: 'Info@Sukamaju.Desa.id',
    maps: '',
  };

  it('parses the form: trimmed, lower-case email, empty maps as null', () => {
    expect(villageSchema.parse({ ...valid, name: '  Desa Wisata Sukamaju ' })).toEqual({
      ...valid,
      email: 'info@sukamaju.desa.id',
      maps: null,
    });
  });

  it('stores a textarea\'s CRLF line breaks as LF', () => {
    expect(villageSchema.parse({ ...valid, about: 'Paragraf satu.\r\n\r\nParagraf dua.' }).about).toBe('Paragraf satu.\n\nParagraf dua.');
  });

  it('has a message for every rule', () => {
    expect(errorsOf(villageSchema, {})).toEqual({
      name: [VILLAGE.nameRequired],
      tagline: [VILLAGE.taglineRequired],
      about: [VILLAGE.aboutRequired],
      address: [VILLAGE.addressRequired],
      email: [VILLAGE.emailRequired],
    });
    expect(errorsOf(villageSchema, { name: 'ab', tagline: 'ab', about: 'ab', address: 'ab', email: 'bukan-email', maps: 'https://example.com/peta' })).toEqual({
      name: ['Nama desa minimal 3 karakter!'],
      tagline: [VILLAGE.taglineMin],
      about: [VILLAGE.aboutMin],
      address: [VILLAGE.addressMin],
      email: ['Format email tidak valid!'],
      maps: [VILLAGE.mapsInvalid],
    });
    expect(errorsOf(villageSchema, { ...valid, name: 'n'.repeat(101), tagline: 't'.repeat(201), about: 'a'.repeat(5001), address: 'a'.repeat(301), maps: `https://www.google.com/maps?q=${'x'.repeat(2000)}` })).toEqual({
      name: [VILLAGE.nameMax],
      tagline: [VILLAGE.taglineMax],
      about: [VILLAGE.aboutMax],
      address: [VILLAGE.addressMax],
      maps: [VILLAGE.mapsMax],
    });
    expect(VILLAGE.nameRequired).toBe('Nama desa tidak boleh kosong!');
  });

  it('takes a Google Maps link, share link or embed code, nothing else', () => {
    for (const maps of [
      'https://www.google.com/maps/place/Garut',
      'https://maps.google.co.id/?q=-7.3,107.8',
      'https://maps.app.goo.gl/AbC123',
      'https://goo.gl/maps/AbC123',
      'https://www.google.com/maps/embed?pb=!1m18',
    ]) {
      expect(villageSchema.parse({ ...valid, maps }).maps).toBe(maps);
    }
    const embed = '<iframe src="https://www.google.com/maps/embed?pb=!1m2" width="600"></iframe>';
    expect(villageSchema.parse({ ...valid, maps: embed }).maps).toBe('https://www.google.com/maps/embed?pb=!1m2');
    for (const maps of ['https://www.google.com/search?q=garut', 'https://evil.example/maps', 'javascript:alert(1)', 'https://google.com.evil.example/maps']) {
      expect(errorsOf(villageSchema, { ...valid, maps })).toEqual({ maps: [VILLAGE.mapsInvalid] });
    }
  });
});

describe('invisible characters', () => {
  // Zero-width space, non-joiner, joiner, word joiner, BOM, and a no-break space.
  const INVISIBLE = ['\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF', '\u00A0'];
  const today = new Date().toISOString().slice(0, 10);
  const records = {
    tour: [tourSchema, validTour, ['title', 'about', 'location']],
    package: [packageSchema, { title: 'Paket Sawah', price: 150000, benefit: 'Makan Siang' }, ['title']],
    event: [eventSchema({ today }), { title: 'Festival', description: 'Pesta panen', date: today, time: '19:30', place: 'Balai Desa' }, ['title', 'description', 'place']],
    article: [articleSchema, { title: 'Judul', writer: 'Budi', content: '<p>Isi artikel</p>' }, ['title', 'writer']],
    gallery: [gallerySchema, { title: 'Sawah', caption: 'Pagi hari' }, ['title', 'caption']],
    setting: [optionSchema, { name: 'Toilet', category: 'Fasilitas' }, ['name']],
    village: [villageSchema, { name: 'Desa Wisata', tagline: 'Sejuk', about: 'Desa di kaki gunung.', address: 'Garut', email: 'a@desa.id' }, ['name', 'tagline', 'about', 'address']],
    profile: [profileSchema, { name: 'Admin Desa', phone: '081234567890', instagram: 'desa', email: 'a@desa.id' }, ['name']],
  } as const;

  it.each(Object.entries(records))('%s: a required text of invisible characters only is missing, with its own message', (_, [schema, valid, fields]) => {
    for (const field of fields) {
      const { [field]: _value, ...withoutField } = valid as Record<string, unknown>;
      const [missing] = errorsOf(schema, withoutField)[field];
      expect(missing).toMatch(/tidak boleh kosong/);
      for (const character of INVISIBLE) {
        expect(errorsOf(schema, { ...valid, [field]: character.repeat(4) })[field], `${field} U+${character.codePointAt(0)!.toString(16)}`).toEqual([missing]);
      }
      expect(errorsOf(schema, { ...valid, [field]: INVISIBLE.join(' ') })[field]).toEqual([missing]);
    }
  });

  it('counts visible characters towards a minimum, and stores values trimmed of them', () => {
    expect(errorsOf(tourSchema, { ...validTour, title: 'a\u200B\u200Bb' }).title).toEqual(['Judul minimal harus 3 karakter!']);
    expect(errorsOf(tourSchema, { ...validTour, title: '\u200Bab\u200B' }).title).toEqual(['Judul minimal harus 3 karakter!']);
    expect(tourSchema.parse({ ...validTour, title: '\u200B\u00A0Curug Sawer \uFEFF' }).title).toBe('Curug Sawer');
    // A joiner inside text is part of it (emoji sequences, some scripts): kept.
    expect(tourSchema.parse({ ...validTour, title: 'Curug 👨\u200D👩\u200D👧' }).title).toBe('Curug 👨\u200D👩\u200D👧');
  });

  it('drops invisible items from lists and options', () => {
    expect(tourSchema.parse({ ...validTour, facility: 'Toilet,\u200B, \uFEFF' }).facility).toEqual(['Toilet']);
    expect(errorsOf(tourSchema, { ...validTour, facility: '\u200B,\u2060' }).facility).toEqual(['Fasilitas minimal harus ada 1 untuk dipilih!']);
  });

  it('takes rich text with only invisible characters as empty', () => {
    expect(errorsOf(articleSchema, { title: 'Judul', writer: 'Budi', content: '<p>\u200B\u200B\u200B&nbsp;</p>' }).content).toEqual(['Konten tidak boleh kosong!']);
  });

  it('applies the same rule to the English version', () => {
    expect(errorsOf(translationSchema('event'), { title: '\u200B'.repeat(4), description: 'Harvest', place: 'Hall' }).title).toEqual(['Judul tidak boleh kosong!']);
  });
});
