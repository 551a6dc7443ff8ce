// What the loaders hand to the public pages: formatted on the server, ready to show.
import { describe, expect, it } from 'vitest';
import { articleCard } from '~/content/article';
import { eventCard, eventDetail } from '~/content/event';
import { packageCard } from '~/content/package';
import { tourDetail } from '~/content/tour';
import { contactView } from '~/lib/view.server';
import type { Article, Tour, TourPackage, VillageEvent } from '@desa/contract';

const stamps = { created_at: '2026-11-21T01:00:00.000Z', updated_at: '2026-11-21T01:00:00.000Z', createdAt: '2026-11-21T01:00:00.000Z', updatedAt: '2026-11-21T01:00:00.000Z' };

describe('contactView', () => {
  it('links the phone to the site\'s WhatsApp redirect in the page\'s language, and the handle to Instagram', () => {
    expect(contactView({ id: '1', name: 'A', phone: '0812-3456-7890', instagram: '@desa.kita' }, 'id')).toEqual({
      phone: '0812-3456-7890',
      whatsappHref: '/wa/desa',
      instagram: '@desa.kita',
      instagramHref: 'https://www.instagram.com/desa.kita/',
    });
    expect(contactView({ id: '1', name: 'A', phone: '0812', instagram: null }, 'en')?.whatsappHref).toBe('/en/wa/desa');
    expect(contactView({ id: '1', name: 'A', phone: null, instagram: null }, 'id')).toEqual({ phone: null, whatsappHref: null, instagram: null, instagramHref: null });
    expect(contactView(null, 'id')).toBeNull();
  });
});

describe('packageCard', () => {
  const pkg: TourPackage = { ...stamps, id: 'p1', title: 'Paket Sehari', price: 175000, benefit: 'Makan Siang, Pemandu ,Tiket', thumbnail: null };

  it('shows the rupiah price and the benefits; the card links to the package\'s own page (its booking form is there)', () => {
    const card = packageCard(pkg);
    expect(card.priceLabel).toBe('Rp\u00A0175.000');
    expect(card.benefits).toEqual(['Makan Siang', 'Pemandu', 'Tiket']);
    expect(card.id).toBe('p1');
  });
});

describe('cards and details', () => {
  const event: VillageEvent = { ...stamps, id: 'e1', title: 'Festival', description: 'Satu.\n\nDua.', date: '2026-12-12', time: '08:00', place: 'Sawah', price: 0, thumbnail: null };

  it('formats dates, times and prices in Indonesian, WIB and rupiah', () => {
    expect(eventCard(event)).toMatchObject({ dateLabel: 'Sabtu, 12 Desember 2026', timeLabel: '08:00 WIB' });
    expect(eventDetail(event)).toMatchObject({ ticket: 'Gratis', description: ['Satu.', 'Dua.'] });
    expect(eventDetail({ ...event, price: 25000 }).ticket).toBe('Rp\u00A025.000 / orang');
    const article: Article = { ...stamps, created_at: '2026-11-20T20:00:00.000Z', id: 'a1', title: 'Panen', content: '<p>x</p>', writer: 'Sri', thumbnail: null };
    // 20:00 UTC is already the next day in Jakarta.
    expect(articleCard(article).createdLabel).toBe('21 November 2026');
  });

  it('sorts operating days, splits facilities and embeds the map of a tour', () => {
    const tour: Tour = {
      ...stamps,
      id: 't1',
      title: 'Curug',
      about: 'Air terjun.',
      location: 'Kampung',
      operational: 'Minggu,Senin, Sabtu',
      start: '08:00',
      end: '17:00',
      facility: 'Toilet, Parkir',
      maps: 'https://www.google.com/maps/place/Curug+Cikahuripan/@-7.3,107.7,15z',
      price: 10000,
      thumbnail: null,
    };
    expect(tourDetail(tour)).toMatchObject({
      days: 'Senin, Sabtu, Minggu',
      hours: '08:00 - 17:00 WIB',
      ticket: 'Rp\u00A010.000 / orang',
      facilities: ['Toilet', 'Parkir'],
      mapUrl: 'https://www.google.com/maps?q=Curug%20Cikahuripan&output=embed',
    });
    expect(tourDetail({ ...tour, maps: null }).mapUrl).toBeNull();
  });
});
