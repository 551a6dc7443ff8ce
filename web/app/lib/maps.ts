// Turns whatever map link an admin pasted into a URL an <iframe> can show.
import { GOOGLE_MAPS_HOST } from '@desa/contract';

function isEmbedUrl(url: URL) {
  return url.pathname.startsWith('/maps/embed') || url.searchParams.get('output') === 'embed';
}

/** The place a Google Maps link points at: its query, its /place/ name or its @lat,lng. */
function placeOf(url: URL): string | null {
  const query = url.searchParams.get('q') ?? url.searchParams.get('query') ?? url.searchParams.get('ll');
  if (query) return query;
  const place = /\/maps\/place\/([^/]+)/.exec(url.pathname);
  if (place) return decodeURIComponent(place[1].replace(/\+/g, ' '));
  const coordinates = /@(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)/.exec(url.pathname);
  if (coordinates) return `${coordinates[1]},${coordinates[2]}`;
  return null;
}

/** Every map the site embeds comes from here: the CSP's frame-src allows this origin only. */
export const MAP_EMBED_ORIGIN = 'https://www.google.com';

export function embedUrlForQuery(query: string) {
  return `${MAP_EMBED_ORIGIN}/maps?q=${encodeURIComponent(query)}&output=embed`;
}

/**
 * An embeddable map for a tour: an embed URL as it is; another Google Maps link as
 * `www.google.com/maps?q=…&output=embed` (a short link cannot be read, so it falls back to
 * `fallbackQuery`, the place's name and location); no link at all: null.
 */
export function mapsEmbedUrl(maps: string | null | undefined, fallbackQuery: string): string | null {
  const value = maps?.trim();
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (!/^https?:$/.test(url.protocol)) return null;
  // An embed from google.co.id (or any Google domain) works the same from www.google.com.
  if (GOOGLE_MAPS_HOST.test(url.hostname) && isEmbedUrl(url)) return `${MAP_EMBED_ORIGIN}${url.pathname}${url.search}`;
  return embedUrlForQuery(placeOf(url) ?? fallbackQuery);
}
