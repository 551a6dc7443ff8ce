// Signing in and out at the CMS. The CMS answers login with its session cookie; the web
// app keeps that token in its own cookie session (session.server.ts).
import { SIGN_IN } from '@desa/contract';
import { cms, cmsUrl, sessionTokenFrom } from './cms.server';
import type { User } from '@desa/contract';

/** A refusal's status: 429 when the CMS's limit refused it, else 401 (a wrong password, or the CMS unreachable). */
export type LoginResult = { ok: true; user: User; token: string } | { ok: false; status: 401 | 429; message: string };

/** `clientIp`: the visitor's address, so the CMS limits failed sign-ins per visitor, not per web server. */
export async function loginAtCms(email: string, password: string, clientIp?: string): Promise<LoginResult> {
  let response: Response;
  try {
    response = await fetch(cmsUrl('/auth/login'), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(clientIp && { 'x-forwarded-for': clientIp }),
      },
      body: JSON.stringify({ email, password }),
      signal: AbortSignal.timeout(15000),
    });
  } catch {
    return { ok: false, status: 401, message: SIGN_IN.failed };
  }
  const body = (await response.json().catch(() => null)) as { message?: string; data?: User } | null;
  const token = sessionTokenFrom(response.headers);
  if (response.ok && body?.data && token) return { ok: true, user: body.data, token };
  // 5xx answers carry no message meant for a person.
  const message = response.status < 500 && body?.message ? body.message : SIGN_IN.failed;
  return { ok: false, status: response.status === 429 ? 429 : 401, message };
}

/** Ends the CMS session; a failure is only logged, the web session ends anyway. */
export async function logoutAtCms(token: string | null) {
  if (!token) return;
  try {
    await cms('/auth/logout', { method: 'POST', token });
  } catch (error) {
    const detail = error instanceof Response ? error.status : error instanceof Error ? error.message : error;
    console.error('Logout gagal', detail);
  }
}
