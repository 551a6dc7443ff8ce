// What a log may keep of a request (issue 51): a signed parameter is a capability (whoever has
// the guest's status link can read the booking, whoever has the review link can write the
// review, a preview link shows a draft), so a log writes its name and `…`, never its value.
import { STATUS_TOKEN_PARAM } from './booking-requests.js';
import { PREVIEW_PARAM } from './preview.js';

/** Query parameters whose value is a signed token. */
export const SIGNED_PARAMS: readonly string[] = [STATUS_TOKEN_PARAM, PREVIEW_PARAM, 'token'];

function nameOf(pair: string): string {
  const name = pair.split('=', 1)[0]!;
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}

/** A request's path and query as a log writes it: `/booking/K7Q4PX?t=…`. */
export function redactedUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((pair) => (SIGNED_PARAMS.includes(nameOf(pair)) ? `${pair.split('=', 1)[0]}=…` : pair))
    .join('&');
  return `${url.slice(0, start)}?${query}`;
}
