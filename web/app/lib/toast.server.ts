// Toasts that survive a redirect: a short-lived signed cookie read once by the next page.
import { createCookieSessionStorage, redirect } from '@remix-run/node';
import { COOKIES } from '@desa/contract';
import { env } from './env.server';

/**
 * `description`: a second line under the message (what a restore could not bring back);
 * `action`: a button in the toast that posts `fields` to the page it shows on ("Urungkan").
 */
export type Toast = { type: 'success' | 'error'; message: string; description?: string; action?: ToastAction; id: string };
export type ToastAction = { label: string; fields: Record<string, string> };

const toastStorage = createCookieSessionStorage({
  cookie: {
    name: COOKIES.toast,
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: env.secureCookies,
    secrets: [env.SESSION_SECRET],
  },
});

export async function toastHeader(toast: Omit<Toast, 'id'>): Promise<string> {
  const session = await toastStorage.getSession();
  session.flash('toast', { ...toast, id: crypto.randomUUID() });
  return toastStorage.commitSession(session);
}

export async function redirectWithToast(url: string, toast: Omit<Toast, 'id'>, init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  headers.append('Set-Cookie', await toastHeader(toast));
  return redirect(url, { ...init, headers });
}

/** The pending toast, with the header that clears it. */
export async function getToast(request: Request): Promise<{ toast: Toast | null; headers: Headers }> {
  const session = await toastStorage.getSession(request.headers.get('cookie'));
  const toast = (session.get('toast') as Toast | undefined) ?? null;
  const headers = new Headers();
  if (toast) headers.append('Set-Cookie', await toastStorage.destroySession(session));
  return { toast, headers };
}
