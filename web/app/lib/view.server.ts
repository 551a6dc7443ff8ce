// What the public pages show, shaped and formatted on the server: the browser gets ready
// strings, and none of the formatting code.
import {
  formatDate,
  formatDateWithDay,
  formatDays,
  formatRupiah,
  formatTime,
  formatTimeRange,
  instagramHandle,
  instagramUrl,
  packageBookingMessage,
  splitList,
  whatsappLink,
  type Locale,
} from '@desa/contract';
import { mapsEmbedUrl } from './maps';
import { ticketPrice } from './price';
import { paragraphs } from './text';
import type { Article, Contact, GalleryPhoto, Tour, TourPackage, VillageEvent } from '@desa/contract';

export type ContactView = { phone: string | null; whatsappHref: string | null; instagram: string | null; instagramHref: string | null };

export function contactView(contact: Contact | null): ContactView | null {
  if (!contact) return null;
  return {
    phone: contact.phone,
    whatsappHref: contact.phone ? whatsappLink(contact.phone) : null,
    instagram: contact.instagram ? `@${instagramHandle(contact.instagram)}` : null,
    instagramHref: contact.instagram ? instagramUrl(contact.instagram) : null,
  };
}

export function tourCard({ id, title, location, thumbnail, images }: Tour) {
  return { id, title, location, thumbnail, images };
}
export type TourCardView = ReturnType<typeof tourCard>;

export function eventCard({ id, title, date, time, place, thumbnail, images }: VillageEvent, locale: Locale = 'id') {
  return { id, title, date, dateLabel: formatDateWithDay(date, locale), timeLabel: formatTime(time), place, thumbnail, images };
}
export type EventCardView = ReturnType<typeof eventCard>;

export function articleCard({ id, title, writer, thumbnail, images, created_at }: Article, locale: Locale = 'id') {
  return { id, title, writer, thumbnail, images, created_at, createdLabel: formatDate(created_at, locale) };
}
export type ArticleCardView = ReturnType<typeof articleCard>;

/**
 * A package with its booking link: a WhatsApp chat to the village with the package prefilled,
 * in the visitor's language. Without the village's number there is no link (the button says
 * booking is not available).
 */
export function packageCard(pkg: TourPackage, contact: Contact | null, locale: Locale = 'id') {
  const message = packageBookingMessage(pkg, locale);
  return {
    id: pkg.id,
    title: pkg.title,
    thumbnail: pkg.thumbnail,
    images: pkg.images,
    priceLabel: formatRupiah(pkg.price, locale),
    benefits: splitList(pkg.benefit),
    bookingHref: contact?.phone ? whatsappLink(contact.phone, message) : null,
  };
}
export type PackageCardView = ReturnType<typeof packageCard>;

export function galleryItem({ id, title, caption, image, images }: GalleryPhoto) {
  return { id, title, caption, image, images };
}
export type GalleryItemView = ReturnType<typeof galleryItem>;

export function tourDetail(tour: Tour, locale: Locale = 'id') {
  return {
    id: tour.id,
    title: tour.title,
    location: tour.location,
    thumbnail: tour.thumbnail,
    images: tour.images,
    about: paragraphs(tour.about),
    days: formatDays(splitList(tour.operational), locale),
    hours: formatTimeRange(tour.start, tour.end),
    ticket: ticketPrice(tour.price, locale),
    facilities: splitList(tour.facility),
    mapUrl: mapsEmbedUrl(tour.maps, `${tour.title}, ${tour.location}`),
  };
}

export function eventDetail(event: VillageEvent, locale: Locale = 'id') {
  return {
    id: event.id,
    title: event.title,
    place: event.place,
    thumbnail: event.thumbnail,
    images: event.images,
    description: paragraphs(event.description),
    date: event.date,
    dateLabel: formatDateWithDay(event.date, locale),
    timeLabel: formatTime(event.time),
    ticket: ticketPrice(event.price, locale),
  };
}

export function articleDetail(article: Article, content: string, locale: Locale = 'id') {
  return {
    id: article.id,
    title: article.title,
    writer: article.writer,
    thumbnail: article.thumbnail,
    images: article.images,
    created_at: article.created_at,
    createdLabel: formatDate(article.created_at, locale),
    content,
  };
}
