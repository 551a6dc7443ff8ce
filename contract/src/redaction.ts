// What a log may keep of a request (issue 51): a signed parameter is a capability (whoever has
// the guest's status link can read the booking, whoever has the review link can write the
// review, a preview link shows a draft), so a log writes its name and `…`, never its value. A
// homestay's calendar feed carries its token in the path (issue 55): that segment is `…` too.
import { STATUS_TOKEN_PARAM } from './booking-requests.js';
import { FEED_SECTION } from './calendars.js';
import { CONTENT_TYPES } from './content-types.js';
import { PREVIEW_PARAM } from './preview.js';

/** Query parameters whose value is a signed token. */
export const SIGNED_PARAMS: readonly string[] = [STATUS_TOKEN_PARAM, PREVIEW_PARAM, 'token'];

/** Paths with a signed token as a segment: the CMS's feed call and the web app's feed address. */
const SIGNED_PATHS: ReadonlyArray<[RegExp, string]> = [
  [new RegExp(`(/${CONTENT_TYPES.homestay.path}/[^/?#]+/feed/)[^/?#]+`), '$1…'],
  [new RegExp(`(/${FEED_SECTION}/penginapan/[^/?#]+/)[^/?#]+?(\\.ics)?(?=$|[?#])`), '$1…$2'],
];

function nameOf(pair: string): string {
  const name = pair.split('=', 1)[0]!;
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}

/** A request's path and query as a log writes it: `/booking/K7Q4PX?t=…`, `/homestay/abc/feed/…`. */
export function redactedUrl(url: string): string {
  const start = url.indexOf('?');
  const path = SIGNED_PATHS.reduce((written, [pattern, replacement]) => written.replace(pattern, replacement), start < 0 ? url : url.slice(0, start));
  if (start < 0) return path;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((pair) => (SIGNED_PARAMS.includes(nameOf(pair)) ? `${pair.split('=', 1)[0]}=…` : pair))
    .join('&');
  return `${path}?${query}`;
}
