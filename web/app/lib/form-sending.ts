// Saving an admin form over a weak signal. With JavaScript, the route's `clientAction` sends
// the form itself with XMLHttpRequest (fetch reports no upload progress) to the same
// single-fetch endpoint Remix would use, and decodes the answer the same way, so the server
// action, its redirects and its replies stay exactly as without JavaScript. What it adds:
// the percent sent, and a save cut off by the network (offline, dropped, stalled) that keeps
// the modal open with everything in it and says so in a toast. A retry carries the same
// submission token, so the server never stores it twice (admin-actions.server.ts).
import { replace, type ClientActionFunctionArgs } from '@remix-run/react';
import { UI } from '@desa/contract';
import { useSyncExternalStore } from 'react';
import { toast } from 'sonner';
import { decode } from 'turbo-stream';

/** No byte sent or received for this long: the connection is taken as gone. */
export const STALL_MS = 45_000;

/** What the action data is when the save never completed. */
export type ConnectionLost = { connectionLost: true };

// ---- the percent sent, for the progress bar ------------------------------------------------
let percent: number | null = null;
const listeners = new Set<() => void>();
function setPercent(value: number | null) {
  percent = value;
  for (const listener of listeners) listener();
}
/** Percent of the form's bytes sent while a form with a file is being saved; null otherwise. */
export function useUploadPercent(): number | null {
  return useSyncExternalStore(
    (listener) => (listeners.add(listener), () => void listeners.delete(listener)),
    () => percent,
    () => null,
  );
}

function hasFile(formData: FormData): boolean {
  return [...formData.values()].some((value) => typeof value !== 'string' && value.size > 0);
}

/** `/admin/galeri?halaman=2` → `/admin/galeri.data?halaman=2`, as Remix's single fetch asks. */
function singleFetchUrl(requestUrl: string): URL {
  const url = new URL(requestUrl);
  url.pathname = url.pathname === '/' ? '/_root.data' : `${url.pathname.replace(/\/$/, '')}.data`;
  return url;
}

class ConnectionError extends Error {}

function post(url: URL, body: FormData, signal: AbortSignal, track: boolean): Promise<{ status: number; body: ArrayBuffer }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let stall: ReturnType<typeof setTimeout>;
    const alive = () => {
      clearTimeout(stall);
      stall = setTimeout(() => xhr.abort(), STALL_MS);
    };
    const fail = () => {
      clearTimeout(stall);
      reject(signal.aborted ? signal.reason : new ConnectionError());
    };
    xhr.open('POST', url);
    xhr.responseType = 'arraybuffer';
    xhr.upload.onprogress = (event) => {
      alive();
      if (track && event.lengthComputable) setPercent(Math.floor((event.loaded / event.total) * 100));
    };
    xhr.onprogress = alive;
    xhr.onload = () => {
      clearTimeout(stall);
      resolve({ status: xhr.status, body: xhr.response as ArrayBuffer });
    };
    xhr.onerror = fail;
    xhr.onabort = fail;
    xhr.ontimeout = fail;
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    alive();
    xhr.send(body);
  });
}

type SingleFetchAnswer = { data?: unknown; error?: unknown; redirect?: string; replace?: boolean };

async function decodeAnswer(body: ArrayBuffer): Promise<SingleFetchAnswer> {
  const stream = new Response(body).body!;
  const decoded = await decode(stream, {
    plugins: [
      (type: string, ...rest: unknown[]) => {
        if (type === 'SanitizedError') return { value: new Error(String(rest[1])) };
        if (type === 'ErrorResponse') return { value: new Response(String(rest[0] ?? ''), { status: Number(rest[1]) }) };
        return undefined;
      },
    ],
  });
  return decoded.value as SingleFetchAnswer;
}

/** The `clientAction` of every admin page with a form. */
export async function sendForm({ request }: ClientActionFunctionArgs) {
  const formData = await request.formData();
  const track = hasFile(formData);
  if (track) setPercent(0);
  try {
    const answer = await post(singleFetchUrl(request.url), formData, request.signal, track);
    // A proxy's 502/504 while the link is bad carries no answer of ours.
    const result = await decodeAnswer(answer.body).catch(() => {
      throw answer.status >= 500 ? new ConnectionError() : new Error(`HTTP ${answer.status}`);
    });
    if (result.redirect) return replace(result.redirect);
    if (result.error) throw result.error;
    return result.data;
  } catch (error) {
    if (!(error instanceof ConnectionError)) throw error;
    toast.error(UI.connectionLost, { id: 'koneksi-terputus' });
    return { connectionLost: true } satisfies ConnectionLost;
  } finally {
    if (track) setPercent(null);
  }
}

export function isConnectionLost(value: unknown): value is ConnectionLost {
  return typeof value === 'object' && value !== null && (value as ConnectionLost).connectionLost === true;
}
