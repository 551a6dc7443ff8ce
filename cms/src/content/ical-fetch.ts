// A platform's iCalendar export (Airbnb, Booking.com, Vrbo), fetched from an address a host typed
// in: so never anything but the public internet. Every connection, the first and each redirect's,
// checks the addresses it actually connects to (a check beforehand alone loses to DNS rebinding),
// and a deadline, a size cap and a redirect cap bound what one feed can cost.
import { promises as dnsPromises, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { IMPORT_LIMITS, SYNC_FAILURES, type SyncFailure } from '@desa/contract';

/** Why a feed could not be fetched; the message is the host's (Indonesian). Never carries the URL: it holds the platform's secret. */
export class FeedFetchError extends Error {
  constructor(
    readonly reason: SyncFailure,
    readonly status?: number,
  ) {
    super(reason === 'http' ? `${SYNC_FAILURES.http} (HTTP ${status})` : SYNC_FAILURES[reason]);
    this.name = 'FeedFetchError';
  }
}

export type FetchOptions = {
  /** ICAL_ALLOW_PRIVATE (the tests' switch): opens loopback (127.0.0.0/8, ::1) and plain http:, nothing else. */
  allowPrivate: boolean;
  /** The whole fetch, redirects and body included. */
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** Resolves a host name; default dns.promises.lookup (all addresses). */
  lookup?: (hostname: string) => Promise<Array<{ address: string; family: 4 | 6 }>>;
};

/** The limits a fetch runs under: the options', else the contract's. */
export function fetchLimits(options: FetchOptions) {
  return {
    timeoutMs: options.timeoutMs ?? IMPORT_LIMITS.timeoutMs,
    maxBytes: options.maxBytes ?? IMPORT_LIMITS.maxBytes,
    maxRedirects: options.maxRedirects ?? IMPORT_LIMITS.maxRedirects,
  };
}

const defaultLookup = (hostname: string) => dnsPromises.lookup(hostname, { all: true, verbatim: true }) as Promise<Array<{ address: string; family: 4 | 6 }>>;

// ::/96 (IPv4-compatible, deprecated) is 'unicast' to ipaddr.js, yet no public host has one.
const IPV4_COMPATIBLE = ipaddr.parseCIDR('::/96');

/** true when a resolved address may be fetched: a public unicast address; with allowPrivate also loopback. */
export function isAllowedAddress(address: string, allowPrivate: boolean): boolean {
  if (!isIP(address)) return false;
  const parsed = ipaddr.process(address); // ::ffff:a.b.c.d is judged as a.b.c.d
  const range = parsed.range();
  if (allowPrivate && range === 'loopback') return true;
  return range === 'unicast' && !(parsed.kind() === 'ipv6' && parsed.match(IPV4_COMPATIBLE));
}

/** The checks that need no lookup: length, scheme, no credentials, and a literal IP host (Node connects to one without a lookup). */
function feedUrl(url: string, allowPrivate: boolean): URL {
  if (url.length > IMPORT_LIMITS.urlMax || !URL.canParse(url)) throw new FeedFetchError('address');
  const parsed = new URL(url);
  const schemeAllowed = parsed.protocol === 'https:' || (allowPrivate && parsed.protocol === 'http:');
  if (!schemeAllowed || parsed.username || parsed.password) throw new FeedFetchError('address');
  const host = hostOf(parsed);
  if (isIP(host) && !isAllowedAddress(host, allowPrivate)) throw new FeedFetchError('address');
  return parsed;
}

/** The URL's host as Node connects to it: an IPv6 literal without its brackets. */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

function feedError(error: unknown): FeedFetchError {
  if (error instanceof FeedFetchError) return error;
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return new FeedFetchError(code === 'ENOTFOUND' || code === 'EAI_AGAIN' ? 'not-found' : 'network');
}

/** Resolves a host and refuses it unless every address it has may be fetched. */
async function allowedAddresses(hostname: string, options: FetchOptions) {
  let addresses: Array<{ address: string; family: 4 | 6 }>;
  try {
    addresses = await (options.lookup ?? defaultLookup)(hostname);
  } catch (error) {
    throw feedError(error);
  }
  if (!addresses.length) throw new FeedFetchError('not-found');
  if (!addresses.every(({ address }) => isAllowedAddress(address, options.allowPrivate))) throw new FeedFetchError('address');
  return addresses;
}

/** The add-time check: the URL is https (http only with allowPrivate), has no credentials, and every address its host resolves to may be fetched. */
export async function checkFeedAddress(url: string, options: FetchOptions): Promise<URL> {
  const parsed = feedUrl(url, options.allowPrivate);
  const host = hostOf(parsed);
  if (!isIP(host)) await allowedAddresses(host, options);
  return parsed;
}

/** Node's `lookup` for a request: the connection goes only to addresses checked here, just now. */
function guardedLookup(options: FetchOptions): LookupFunction {
  return (hostname, dnsOptions, callback) => {
    allowedAddresses(hostname, options).then((addresses) => {
      const family = dnsOptions.family === 4 || dnsOptions.family === 6 ? dnsOptions.family : 0;
      const fitting = addresses.filter((address) => !family || address.family === family);
      if (!fitting.length) return callback(new FeedFetchError('not-found'), '', 0);
      // Node 20's autoSelectFamily asks for every address; otherwise it takes one.
      if (dnsOptions.all) callback(null, fitting as LookupAddress[]);
      else callback(null, fitting[0].address, fitting[0].family);
    }, (error: FeedFetchError) => callback(error, '', 0));
  };
}

export type FeedResponse = { changed: false } | { changed: true; body: string; etag: string | null; lastModified: string | null };

type Hop = { status: number; location?: string; response?: FeedResponse };

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const HEADERS = { 'User-Agent': 'DesaWisata-Kalender/1.0', Accept: 'text/calendar, text/plain;q=0.5, */*;q=0.1' };

/** One GET: a redirect's or a refusal's status, else the body (read up to maxBytes). */
function get(url: URL, headers: Record<string, string>, options: FetchOptions, maxBytes: number, deadline: AbortSignal): Promise<Hop> {
  return new Promise((resolve, reject) => {
    if (deadline.aborted) return reject(new FeedFetchError('timeout'));
    const client = url.protocol === 'https:' ? https : http;
    // agent false: a fresh connection each time, never a kept-alive one to an address checked for another host.
    const request = client.request(url, { method: 'GET', headers, agent: false, lookup: guardedLookup(options) });
    const settle = (error: unknown, hop?: Hop) => {
      deadline.removeEventListener('abort', onDeadline);
      if (hop) resolve(hop);
      else reject(feedError(error));
      request.destroy();
    };
    const onDeadline = () => settle(new FeedFetchError('timeout'));
    deadline.addEventListener('abort', onDeadline);
    request.on('error', (error) => settle(error));
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      if (status < 200 || status > 299) return settle(null, { status, location: response.headers.location });
      const encoding = response.headers['content-encoding'];
      if (encoding && encoding !== 'identity') return settle(new FeedFetchError('network'));
      if (Number(response.headers['content-length']) > maxBytes) return settle(new FeedFetchError('too-large'));
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) settle(new FeedFetchError('too-large'));
        else chunks.push(chunk);
      });
      response.on('error', (error) => settle(error));
      response.on('end', () => {
        // TextDecoder drops a byte-order mark, which Buffer#toString would keep in front of BEGIN:VCALENDAR.
        const body = new TextDecoder().decode(Buffer.concat(chunks));
        const header = (name: string) => (response.headers[name] as string | undefined) ?? null;
        settle(null, { status, response: { changed: true, body, etag: header('etag'), lastModified: header('last-modified') } });
      });
    });
    request.end();
  });
}

/** GET with If-None-Match / If-Modified-Since when given; 304 → { changed: false }; 2xx → the body as UTF-8 text. */
export async function fetchFeed(
  request: { url: string; etag?: string | null; lastModified?: string | null },
  options: FetchOptions,
): Promise<FeedResponse> {
  const { timeoutMs, maxBytes, maxRedirects } = fetchLimits(options);
  const deadline = AbortSignal.timeout(timeoutMs);
  const headers: Record<string, string> = { ...HEADERS };
  if (request.etag) headers['If-None-Match'] = request.etag;
  if (request.lastModified) headers['If-Modified-Since'] = request.lastModified;
  let url = feedUrl(request.url, options.allowPrivate);
  for (let redirects = 0; ; redirects++) {
    const hop = await get(url, headers, options, maxBytes, deadline);
    if (hop.response) return hop.response;
    if (hop.status === 304) return { changed: false };
    if (!REDIRECTS.has(hop.status) || !hop.location) throw new FeedFetchError('http', hop.status);
    if (redirects >= maxRedirects) throw new FeedFetchError('redirects');
    url = feedUrl(URL.canParse(hop.location, url.href) ? new URL(hop.location, url).href : '', options.allowPrivate);
  }
}
