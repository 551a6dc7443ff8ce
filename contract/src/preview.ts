// Signed links: a draft or scheduled record's public page (issue 22), a guest's booking status
// (issue 38), for whoever holds the link, until it expires. The web app signs `{kind, id, expires}` with the secret both apps
// already share (REVALIDATE_SECRET); the CMS checks the same signature before it answers the
// draft. Web Crypto, so the same code runs in Node and (were it needed) a browser.

/** The query parameter of a preview link: `/artikel/5?pratinjau=<token>`. */
export const PREVIEW_PARAM = 'pratinjau';
/** How long a preview link works. */
export const PREVIEW_TTL_SECONDS = 60 * 60;

const encoder = new TextEncoder();

async function hmac(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(message)));
  return Array.from(signature, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A token for `subject` until `expires` (unix seconds): `<expires>.<HMAC-SHA256 hex>`. */
export async function signToken(secret: string, subject: string, expires: number): Promise<string> {
  return `${expires}.${await hmac(secret, `${subject}:${expires}`)}`;
}

/** Whether `token` was signed with `secret` for `subject` and has not expired. */
export async function verifyToken(secret: string, { subject, token, now = new Date() }: { subject: string; token: string; now?: Date }): Promise<boolean> {
  const match = /^(\d{1,12})\.([0-9a-f]{64})$/.exec(token);
  if (!match || !secret) return false;
  const expires = Number(match[1]);
  if (expires * 1000 <= now.getTime()) return false;
  const expected = await hmac(secret, `${subject}:${expires}`);
  // Constant time: compare every character whatever the first difference.
  let difference = 0;
  for (let index = 0; index < expected.length; index += 1) difference |= expected.charCodeAt(index) ^ match[2].charCodeAt(index);
  return difference === 0;
}

/** A token for one record's preview. */
export function signPreview(secret: string, { kind, id, now = new Date() }: { kind: string; id: string; now?: Date }): Promise<string> {
  return signToken(secret, `${kind}:${id}`, Math.floor(now.getTime() / 1000) + PREVIEW_TTL_SECONDS);
}

/** Whether `token` previews this record now: signed with `secret` for it, and not expired. */
export function verifyPreview(secret: string, { kind, id, token, now = new Date() }: { kind: string; id: string; token: string; now?: Date }): Promise<boolean> {
  return verifyToken(secret, { subject: `${kind}:${id}`, token, now });
}
