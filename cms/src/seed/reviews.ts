// The demo village's guests who came and wrote (issue 40): a completed request each, made
// `daysAgo` days back as the public form and an admin would have left it, and its review with
// the village's moves. Written straight to the tables: the forms refuse a stay in the past.
import type { Core } from '@strapi/strapi';
import { CONTENT_TYPES, DEFAULT_LOCALE, addDays, todayInJakarta } from '@desa/contract';
import { BOOKING_UID, newBookingCode } from '../content/bookings';
import { REVIEW_UID } from '../content/reviews';
import type { ReviewSeed } from './demo-content';

const ADMIN_NAME = 'Admin Desa';

function instantOf(day: string, hour: number): Date {
  return new Date(`${day}T${String(hour).padStart(2, '0')}:00:00+07:00`);
}

function requestFields(seed: ReviewSeed, day: string, price: number) {
  if (seed.type === 'homestay') return { check_in: day, nights: seed.size, rooms: 1, guests: 2, first_day: day, last_day: addDays(day, seed.size), estimate: price * seed.size };
  if (seed.type === 'package') return { date: day, people: seed.size, first_day: day, last_day: day, estimate: price * seed.size };
  return { quantity: seed.size, first_day: day, last_day: day, estimate: price * seed.size };
}

export async function seedReviews(strapi: Core.Strapi, seeds: ReviewSeed[]) {
  const today = todayInJakarta();
  for (const seed of seeds) {
    const item = (await strapi.db.query(CONTENT_TYPES[seed.type].uid).findOne({ where: { title: seed.item, locale: DEFAULT_LOCALE } })) as { documentId: string; price: number } | null;
    if (!item) continue;
    const day = addDays(today, -seed.daysAgo);
    const asked = addDays(day, -7);
    const fields = requestFields(seed, day, Number(item.price));
    const code = newBookingCode();
    await strapi.db.query(BOOKING_UID).create({
      data: {
        ...fields,
        code,
        type: seed.type,
        item_id: item.documentId,
        item_title: seed.item,
        name: seed.guest.name,
        phone: seed.guest.phone,
        locale: seed.guest.locale,
        made_on: asked,
        status: 'selesai',
        amount: fields.estimate,
        history: [
          { at: instantOf(asked, 9).toISOString(), by: 'Tamu', from: null, to: 'baru', reason: null },
          { at: instantOf(asked, 10).toISOString(), by: ADMIN_NAME, from: 'baru', to: 'dikonfirmasi', reason: null },
          { at: instantOf(fields.last_day, 13).toISOString(), by: ADMIN_NAME, from: 'dikonfirmasi', to: 'selesai', reason: null },
        ],
        createdAt: instantOf(asked, 9),
      },
    });
    const { rating, name, text, status, reply } = seed.review;
    const written = addDays(fields.last_day, 2);
    await strapi.db.query(REVIEW_UID).create({
      data: {
        booking_code: code,
        type: seed.type,
        item_id: item.documentId,
        item_title: seed.item,
        stay_day: fields.first_day,
        locale: seed.guest.locale,
        rating,
        name,
        text,
        status,
        reply: reply ?? null,
        replied_at: reply ? instantOf(written, 16) : null,
        createdAt: instantOf(written, 8),
      },
    });
  }
}
