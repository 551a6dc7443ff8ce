// `/sw.js`: the public site's service worker (issue 26). Its address never changes, so a browser
// finds each new release there: this release's settings (what to fetch at install, the offline
// words) and the worker's code built by Vite (app/service-worker/worker.ts). Any change to either
// changes the bytes, which is how a browser learns that a release has come.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { LOCALES, OFFLINE_PAGE, localizedPath, type Locale } from '@desa/contract';
import publicScriptUrl from '~/public-script/main.ts?worker&url';
import workerUrl from '~/service-worker/worker.ts?worker&url';
import { CONFIG_GLOBAL, staticImportsOf, type OfflineWorkerTexts, type WorkerConfig } from '~/service-worker/settings';
import { APP_ICONS } from '~/lib/app-icons.server';
import { publicTexts } from '~/lib/i18n';
import publicStylesheet from '~/public.css?url';

/** Under `npm run dev` nothing registers the worker; one left by a production run on the same address goes away. */
const RETIRE = "self.addEventListener('install',()=>self.skipWaiting());self.addEventListener('activate',()=>self.registration.unregister());";

/**
 * A script of the build, by its URL path. The server build (build/server/index.js) keeps its own
 * copy of each `?worker&url` bundle in build/server/assets: the worker is only there, since no
 * page imports it.
 */
const builtScript = (path: string) => readFile(new URL(`.${path}`, import.meta.url), 'utf8');

/** The public script and the modules it imports statically: all it needs to run. */
async function publicScriptFiles(): Promise<string[]> {
  const files = [publicScriptUrl];
  for (let index = 0; index < files.length; index += 1) {
    for (const imported of staticImportsOf(await builtScript(files[index]!), files[index]!)) if (!files.includes(imported)) files.push(imported);
  }
  return files;
}

function workerTexts(locale: Locale): OfflineWorkerTexts {
  const { banner, savedOn } = publicTexts(locale).offline;
  return { banner, savedOn };
}

async function workerScript(): Promise<string> {
  const [code, scripts] = await Promise.all([builtScript(workerUrl), publicScriptFiles()]);
  const precache = [
    publicStylesheet,
    ...scripts,
    ...LOCALES.map((locale) => localizedPath(`/${OFFLINE_PAGE}`, locale)),
    '/favicon.svg',
    ...Object.keys(APP_ICONS).map((name) => `/ikon/${name}`),
  ];
  const texts = Object.fromEntries(LOCALES.map((locale) => [locale, workerTexts(locale)])) as WorkerConfig['texts'];
  const release = createHash('sha256').update(JSON.stringify({ precache, texts })).update(code).digest('hex').slice(0, 12);
  const config: WorkerConfig = { release, precache, texts };
  return `self.${CONFIG_GLOBAL}=${JSON.stringify(config)};\n${code}`;
}

let script: Promise<string> | undefined;

export async function loader() {
  if (import.meta.env.DEV) script ??= Promise.resolve(RETIRE);
  script ??= workerScript();
  script.catch(() => (script = undefined));
  // no-cache: the browser asks again on every check, so a release is found at the next visit.
  return new Response(await script, { headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' } });
}
