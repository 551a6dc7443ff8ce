// Tells the web app(s) which content types changed after every write, whoever made it: the
// /api/v1 plugin, the Strapi panel, a script. Each URL of WEB_REVALIDATE_URLS gets
// `POST { types }` with `Authorization: Bearer REVALIDATE_SECRET`; the web app purges its
// caches of those types. A lost notice is covered by the web app's short fresh time.
import type { Core } from '@strapi/strapi';
import { VILLAGE_PROFILE } from '@desa/contract';
import { env } from '../env';
import { RESOURCES } from './resources';
import { afterCommit } from './transactions';
import { FILE_UID as MEDIA, USER_UID } from './uids';

const resources = Object.values(RESOURCES);
/** Option names show inside the records that link them (a tour's facilities, …). */
const linkingOptions = resources.filter((resource) => resource.relation).map((resource) => resource.kind);

/** Which /api/v1 content types (the first segment of their paths) a write to each model changes. */
export const CHANGED_TYPES: Record<string, string[]> = {
  ...Object.fromEntries(resources.map((resource) => [resource.uid, resource.kind === 'setting' ? ['setting', ...linkingOptions] : [resource.kind]])),
  [VILLAGE_PROFILE.uid]: [VILLAGE_PROFILE.path],
  [USER_UID]: ['user'],
};
/** A file replaced or removed in the media library may be anyone's image. */
const SETTLE_MS = 100;
const TIMEOUT_MS = 5000;
/**
 * At start-up the web app may not listen yet (`npm start` starts it after the CMS, whose seed
 * writes): it has nothing cached then, so a notice it misses is dropped quietly until it has
 * answered once or this long has passed since the CMS began serving (the seed before that may
 * take minutes on a slow machine); after that a wrong URL or a web app gone is a warning.
 */
const STARTUP_GRACE_MS = 120_000;

let announce: ((types: string[]) => void) | undefined;

/** Tells the web apps of a change no Strapi write shows: a booking request's move changes its item's calendar. */
export function announceChanged(types: string[]) {
  announce?.(types);
}

export function watchContentWrites(strapi: Core.Strapi) {
  // The CMS's environment check refuses WEB_REVALIDATE_URLS without REVALIDATE_SECRET.
  const target = { urls: env.WEB_REVALIDATE_URLS, secret: env.REVALIDATE_SECRET };
  if (!target.urls.length || !target.secret) return;
  const pending = new Set<string>();
  let timer: NodeJS.Timeout | null = null;
  const answered = new Set<string>();
  let quietUntil = Infinity;
  strapi.server.httpServer.once('listening', () => {
    quietUntil = Date.now() + STARTUP_GRACE_MS;
  });
  const warn = (url: string, message: string) => {
    if (answered.has(url) || Date.now() > quietUntil) strapi.log.warn(message);
    else strapi.log.debug(`${message} (web belum berjalan; belum ada yang perlu dibersihkan)`);
  };

  const flush = async () => {
    timer = null;
    const types = [...pending];
    pending.clear();
    await Promise.all(
      target.urls.map(async (url) => {
        try {
          const response = await fetch(url, {
            method: 'POST',
            headers: { authorization: `Bearer ${target.secret}`, 'content-type': 'application/json' },
            body: JSON.stringify({ types }),
            signal: AbortSignal.timeout(TIMEOUT_MS),
          });
          answered.add(url);
          if (!response.ok) strapi.log.warn(`Revalidasi ${url} dijawab ${response.status}`);
        } catch (error) {
          warn(url, `Revalidasi ${url} gagal: ${error instanceof Error ? error.message : error}`);
        }
      }),
    );
  };
  // Writes come in bursts (a record, its image, its relations): one notice for the burst, once
  // they are committed (a web app asking at once must read the new version, not the old).
  const changed = (types: string[]) =>
    afterCommit(strapi, () => {
      types.forEach((type) => pending.add(type));
      timer ??= setTimeout(flush, SETTLE_MS);
    });

  announce = changed;
  const after = (types: string[]) => () => void changed(types);
  for (const [uid, types] of Object.entries(CHANGED_TYPES)) {
    strapi.db.lifecycles.subscribe({
      models: [uid],
      afterCreate: after(types),
      afterCreateMany: after(types),
      afterUpdate: after(types),
      afterUpdateMany: after(types),
      afterDelete: after(types),
      afterDeleteMany: after(types),
    });
  }
  strapi.db.lifecycles.subscribe({ models: [MEDIA], afterUpdate: after(['*']), afterDelete: after(['*']) });
}
