// A small client of /api/v1 for the tests: real HTTP, cookie or Bearer sessions. The web tests
// use it too (`cms/testing/api`), for what they set up through the CMS.
import sharp from 'sharp';
import { TEST_ADMIN } from './strapi-server';

// Tests read answers field by field and let `expect` check them, so the body stays untyped.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON of any shape, asserted at run time
export type Answer = { status: number; body: any; headers: Headers };
export type Credentials = { email: string; password: string };

export class ApiClient {
  cookie?: string;
  constructor(public baseUrl: string) {}

  async request(method: string, path: string, body?: RequestInit['body'] | object, headers: Record<string, string> = {}): Promise<Answer> {
    const init: RequestInit = { method, headers: { ...headers } };
    if (this.cookie) (init.headers as Record<string, string>).cookie = this.cookie;
    if (body instanceof FormData || typeof body === 'string') init.body = body;
    else if (body !== undefined) {
      init.body = JSON.stringify(body);
      (init.headers as Record<string, string>)['content-type'] = 'application/json';
    }
    const response = await fetch(`${this.baseUrl}/api/v1${path}`, init);
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {}
    return { status: response.status, body: parsed, headers: response.headers };
  }

  get(path: string) {
    return this.request('GET', path);
  }
  post(path: string, body?: RequestInit['body'] | object, headers?: Record<string, string>) {
    return this.request('POST', path, body, headers);
  }
  delete(path: string) {
    return this.request('DELETE', path);
  }

  /**
   * Signs in through POST /auth/login (the seeded ADMIN by default) and sends the session
   * cookie with the next calls. The one API sign-in of the tests: the web tests' token
   * (`sessionToken`) comes from here too.
   */
  async login(email = TEST_ADMIN.email, password = TEST_ADMIN.password) {
    const answer = await this.post('/auth/login', { email, password });
    const setCookie = answer.headers.get('set-cookie');
    if (setCookie) this.cookie = setCookie.split(';')[0];
    return answer;
  }
}

/** The session a login answer set (its `desa_session` cookie) as a Bearer token: how a script signs its calls. */
export function sessionTokenOf(login: Answer): string {
  const token = /desa_session=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1];
  if (!token) throw new Error(`login: ${login.status} ${JSON.stringify(login.body)}`);
  return decodeURIComponent(token);
}

/** Signs in through the API (the seeded ADMIN by default): a Bearer token. */
export async function sessionToken(baseUrl: string, credentials: Credentials = TEST_ADMIN): Promise<string> {
  return sessionTokenOf(await new ApiClient(baseUrl).login(credentials.email, credentials.password));
}

export async function asAdmin(baseUrl: string) {
  const client = new ApiClient(baseUrl);
  const answer = await client.login();
  if (answer.status !== 200) throw new Error(`admin login failed: ${JSON.stringify(answer.body)}`);
  return client;
}

let userCounter = 0;
/** Signs a new USER up through POST /auth/register: an email no other test uses, and its password. */
export async function registerUser(baseUrl: string): Promise<Credentials> {
  const email = `warga-${Date.now()}-${userCounter++}-${Math.floor(Math.random() * 1e6)}@test.desa`;
  const password = 'WargaDesa123';
  const registered = await new ApiClient(baseUrl).post('/auth/register', { name: 'Warga Desa', email, password, passwordConfirmation: password });
  if (registered.status !== 201) throw new Error(`register failed: ${registered.status} ${JSON.stringify(registered.body)}`);
  return { email, password };
}

export async function asUser(baseUrl: string) {
  const { email, password } = await registerUser(baseUrl);
  const client = new ApiClient(baseUrl);
  await client.login(email, password);
  return client;
}

export async function pngBytes(width = 64, height = 48, color = { r: 30, g: 140, b: 80 }) {
  return sharp({ create: { width, height, channels: 3, background: color } }).png().toBuffer();
}

/** The same PNG with its pixel data scrambled: a valid signature and header that do not decode. */
export function corruptPng(png: Buffer): Buffer {
  const bad = Buffer.from(png);
  for (let offset = 8; offset < bad.length; offset += 12 + bad.readUInt32BE(offset)) {
    const length = bad.readUInt32BE(offset);
    if (bad.toString('ascii', offset + 4, offset + 8) !== 'IDAT') continue;
    for (let i = offset + 10; i < offset + 8 + length; i++) bad[i] ^= 0x5a;
  }
  return bad;
}

type FilePart = { bytes: Buffer | Uint8Array; name: string; type?: string };

/** A multipart body: its fields, and one image (`file`) or several photos (`files`, repeated, in order). */
export function form(fields: Record<string, string | number | undefined>, file?: FilePart | FilePart[]) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) data.append(name, String(value));
  // A copy in a plain ArrayBuffer: what the DOM's Blob accepts (the web tests type-check this file with the DOM's types).
  const blob = (part: FilePart) => new Blob([new Uint8Array(part.bytes)], { type: part.type ?? 'image/png' });
  if (Array.isArray(file)) for (const part of file) data.append('files', blob(part), part.name);
  else if (file) data.append('file', blob(file), file.name);
  return data;
}

let partnerCounter = 0;
export type InvitedPartner = { client: ApiClient; id: string; email: string; password: string };

/**
 * Invites a MITRA through `POST /partners` (as `admin`) with these items and signs them in. With
 * `keepTemporary`, the account still holds its one-time password; otherwise it chose its own.
 */
export async function invitePartner(
  admin: ApiClient,
  items: { homestays?: string[]; products?: string[] } = {},
  { keepTemporary = false } = {},
): Promise<InvitedPartner> {
  const email = `mitra-${Date.now()}-${partnerCounter++}@test.desa`;
  const invited = await admin.post('/partners', { name: 'Mitra Desa', email, phone: '081299990000', homestays: items.homestays ?? [], products: items.products ?? [] });
  if (invited.status !== 201) throw new Error(`invite failed: ${invited.status} ${JSON.stringify(invited.body)}`);
  const client = new ApiClient(admin.baseUrl);
  let password: string = invited.body.temporary_password;
  await client.login(email, password);
  if (!keepTemporary) {
    const chosen = 'MitraDesa123';
    const changed = await client.post('/auth/password', { currentPassword: password, password: chosen, passwordConfirmation: chosen });
    if (changed.status !== 200) throw new Error(`password change failed: ${changed.status} ${JSON.stringify(changed.body)}`);
    password = chosen;
  }
  return { client, id: invited.body.data.id, email, password };
}
