// `/ical/penginapan/{id}/{token}.ics`: a homestay's nights taken here, as an iCalendar feed that
// Airbnb, Booking.com and Traveloka read every few minutes (issue 55). The CMS checks the token
// and writes the feed; this route passes it on as it comes (304 when the platform's copy is
// current), fresh on every read: never in the page cache or the statistics.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { CALENDAR_MESSAGES, CONTENT_TYPES } from '@desa/contract';
import { cmsFile } from '~/lib/cms.server';

const FEED_FILE = /^([A-Za-z0-9_-]{1,100})\.ics$/;
const PASSED_HEADERS = ['content-type', 'cache-control', 'etag', 'last-modified'];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const token = FEED_FILE.exec(params.file ?? '')?.[1];
  const id = params.id ?? '';
  if (!token || !/^[a-z0-9]{1,64}$/.test(id)) throw new Response(CALENDAR_MESSAGES.notHomestay, { status: 404 });
  const ifNoneMatch = request.headers.get('if-none-match');
  const answer = await cmsFile(`/${CONTENT_TYPES.homestay.path}/${id}/feed/${token}`, { headers: ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {} });
  if (answer.status === 404) throw new Response(CALENDAR_MESSAGES.notHomestay, { status: 404 });
  if (answer.status !== 200 && answer.status !== 304) throw new Response(answer.statusText, { status: 502 });
  const headers = new Headers();
  for (const name of PASSED_HEADERS) {
    const value = answer.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(answer.status === 304 ? null : answer.body, { status: answer.status, headers });
}
