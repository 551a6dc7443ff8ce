// The web app's own cookie session: it holds the CMS session token of the signed-in person.
import { createCookieSessionStorage, redirect, type AppLoadContext } from '@remix-run/node';
import { cms, CmsError } from './cms.server';
import { env } from './env.server';
import { COOKIES, PARTNER, type User } from '@desa/contract';
import { redirectWithToast } from './toast.server';

export const sessionStorage = createCookieSessionStorage({
  cookie: {
    name: COOKIES.session,
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: env.secureCookies,
    secrets: [env.SESSION_SECRET],
    maxAge: 7 * 24 * 60 * 60,
  },
});

export async function getSession(request: Request) {
  return sessionStorage.getSession(request.headers.get('cookie'));
}

export async function getToken(request: Request): Promise<string | null> {
  return (await getSession(request)).get('token') ?? null;
}

/** The signed-in user, or null (no session, or the CMS ended it); asked once per request. */
export function getUser(request: Request, context: AppLoadContext): Promise<User | null> {
  if (request.method !== 'GET' || !context.reads) return fetchUser(request);
  let user = context.reads.get(ME) as Promise<User | null> | undefined;
  if (!user) {
    user = fetchUser(request);
    context.reads.set(ME, user);
  }
  return user;
}

const ME = '/auth/me';

async function fetchUser(request: Request): Promise<User | null> {
  const token = await getToken(request);
  if (!token) return null;
  try {
    return await cms<User>(ME, { token });
  } catch (error) {
    if (error instanceof CmsError && error.status === 401) return null;
    throw error;
  }
}

/** Forgets a session the CMS no longer knows (logged out elsewhere, expired): the cookie goes. */
async function forgetSession(request: Request): Promise<HeadersInit> {
  return { 'Set-Cookie': await sessionStorage.destroySession(await getSession(request)) };
}

/**
 * Where an admin still holding the temporary password they were invited with chooses their own
 * (routes/admin_.kata-sandi-baru.tsx): every other page of /admin sends them there first.
 */
export const NEW_PASSWORD_PATH = '/admin/kata-sandi-baru';

/** Where a signed-in ADMIN or partner goes first: the back office, or the new password when one is owed. */
export function adminHome(user: User): string {
  return user.must_change_password ? NEW_PASSWORD_PATH : '/admin';
}

/** Who works in /admin: the village's ADMINs, and partners (MITRA) on the pages made for them too. */
export function isBackOfficeRole(role: User['role']): boolean {
  return role === 'ADMIN' || role === 'MITRA';
}

type GuardOptions = {
  /** On the new password's own page: the temporary password may stay. */
  temporaryPassword?: 'redirect' | 'allow';
  /** A page a partner uses too (their Beranda, Pesanan, Ulasan, listings, Profil, Bantuan); any other sends them to their Beranda. */
  partners?: 'allow';
};

/**
 * Guard of /admin: anonymous → '/', a USER → '/signin', an account with a temporary password →
 * NEW_PASSWORD_PATH (but on that page itself, `temporaryPassword: 'allow'`), a partner on a
 * page of the village's admins only → '/admin', told why (a toast). The CMS checks every call again.
 */
export async function requireAdmin(request: Request, context: AppLoadContext, { temporaryPassword = 'redirect', partners }: GuardOptions = {}): Promise<{ user: User; token: string }> {
  const token = await getToken(request);
  const user = token ? await getUser(request, context) : null;
  if (token && !user) throw redirect('/', { headers: await forgetSession(request) });
  if (!user || !token) throw redirect('/');
  if (!isBackOfficeRole(user.role)) throw redirect('/signin');
  if (user.must_change_password && temporaryPassword === 'redirect') throw redirect(NEW_PASSWORD_PATH);
  if (user.role === 'MITRA' && partners !== 'allow') throw await redirectWithToast('/admin', { type: 'error', message: PARTNER.villageOnlyPage });
  return { user, token };
}

/**
 * Guard of the guest pages (sign-in): a signed-in ADMIN or partner → '/admin' (or their new
 * password), a USER → '/'. Answers the headers that forget a stale session, if the visitor brought one.
 */
export async function redirectSignedIn(request: Request, context: AppLoadContext): Promise<Headers> {
  const user = await getUser(request, context);
  if (user) throw redirect(isBackOfficeRole(user.role) ? adminHome(user) : '/');
  return new Headers((await getToken(request)) ? await forgetSession(request) : undefined);
}

export async function commitToken(request: Request, token: string | null) {
  const session = await getSession(request);
  if (token) session.set('token', token);
  else session.unset('token');
  return sessionStorage.commitSession(session);
}
