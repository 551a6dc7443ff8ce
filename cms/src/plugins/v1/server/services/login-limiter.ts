// Failed sign-ins are limited per client address and per email, and the public forms (booking
// requests) per client address (rate-limiter-flexible). On PostgreSQL the counters live in the
// table `login_limits`, so every CMS replica counts against the same limit; on SQLite (one
// process) they stay in memory.
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { API } from '@desa/contract';
import { HttpError } from '../http';
import { settings } from '../settings';

type Limiters = { byClient: RateLimiterAbstract; byEmail: RateLimiterAbstract; forms: RateLimiterAbstract };
let limiters: Promise<Limiters> | undefined;

function sharedLimiter(options: { keyPrefix: string; points: number; duration: number }): Promise<RateLimiterAbstract> {
  return new Promise((resolve, reject) => {
    // The store creates its table on first use (IF NOT EXISTS; a replica racing another is fine).
    const limiter: RateLimiterPostgres = new RateLimiterPostgres(
      { ...options, storeClient: strapi.db.connection, storeType: 'knex', tableName: 'login_limits' },
      (error?: Error) => (error ? reject(error) : resolve(limiter)),
    );
  });
}

async function createLimiters(): Promise<Limiters> {
  const { windowSeconds: duration, perClient, perEmail } = settings(strapi).loginLimits;
  const client = { keyPrefix: 'login-ip', points: perClient, duration };
  const email = { keyPrefix: 'login-email', points: perEmail, duration };
  const forms = { keyPrefix: 'form-ip', points: settings(strapi).formsPerHour, duration: 3600 };
  if (strapi.db.dialect.client !== 'postgres') return { byClient: new RateLimiterMemory(client), byEmail: new RateLimiterMemory(email), forms: new RateLimiterMemory(forms) };
  // One after the other: two CREATE TABLE IF NOT EXISTS at once collide in PostgreSQL's catalog.
  const byClient = await sharedLimiter(client);
  const byEmail = await sharedLimiter(email);
  return { byClient, byEmail, forms: await sharedLimiter(forms) };
}

function loginLimiters(): Promise<Limiters> {
  limiters ??= createLimiters().catch((error) => {
    limiters = undefined;
    throw error;
  });
  return limiters;
}

// The web app signs visitors in from its own address and names the visitor in
// X-Forwarded-For; that header is believed only from TRUSTED_PROXIES ('private': every private address).
const PRIVATE_ADDRESS = /^(::ffff:)?(10\.|127\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.)|^(::1$|f[cd])/i;

/** The address failed sign-ins are counted against. */
export function clientAddress(ctx: { ip: string; req: { socket: { remoteAddress?: string } }; get: (name: string) => string }) {
  const peer = ctx.req.socket.remoteAddress ?? ctx.ip;
  const { trustedProxies } = settings(strapi).loginLimits;
  const trusted = trustedProxies.includes(peer) || (trustedProxies.includes('private') && PRIVATE_ADDRESS.test(peer));
  const forwarded = ctx.get('x-forwarded-for').split(',')[0].trim();
  return trusted && forwarded ? forwarded : ctx.ip;
}

function tooMany(waitMs: number): HttpError {
  return new HttpError(429, API.tooManyAttempts(Math.max(1, Math.ceil(waitMs / 60000))));
}

/** Refuses before the password is even checked when either key is used up. */
export async function assertLoginAllowed(ip: string, email: string) {
  const { byClient, byEmail } = await loginLimiters();
  const [client, account] = await Promise.all([byClient.get(ip), byEmail.get(email)]);
  const blocked = [
    [client, byClient.points],
    [account, byEmail.points],
  ].filter(([res, points]) => res && (res as RateLimiterRes).consumedPoints >= (points as number));
  if (blocked.length) {
    throw tooMany(Math.max(...blocked.map(([res]) => (res as RateLimiterRes).msBeforeNext)));
  }
}

export async function recordLoginFailure(ip: string, email: string) {
  const { byClient, byEmail } = await loginLimiters();
  await Promise.all([byClient.consume(ip).catch(() => undefined), byEmail.consume(email).catch(() => undefined)]);
}

export async function recordLoginSuccess(email: string) {
  const { byEmail } = await loginLimiters();
  await byEmail.delete(email);
}

/** Every public form's post counts against its address (BOOKING_RATE_LIMIT an hour); over it: 429, before anything is read or stored. */
export async function assertFormAllowed(ip: string) {
  const { forms } = await loginLimiters();
  await forms.consume(ip).catch((result: unknown) => {
    if (result instanceof RateLimiterRes) throw tooMany(result.msBeforeNext);
    throw result;
  });
}
