// The build of "the next release" for the service worker's update test (issue 26): the app as it
// is, with two visible changes made on the way through Vite (the sources on disk stay as they
// are): the home page greets in Sundanese, and the brand green turns blue.
import type { ConfigEnv, Plugin, UserConfig, UserConfigFnObject } from 'vite';
import base from '../../vite.config';

export const NEXT_RELEASE = { greeting: 'Wilujeng sumping di', brand700: '#1d4ed8' } as const;

const nextRelease: Plugin = {
  name: 'next-release',
  // Before Tailwind's own pre-plugins (it compiles the stylesheet): this plugin comes first.
  enforce: 'pre',
  transform(code, id) {
    if (id.endsWith('/app/lib/i18n/id.ts')) return code.replace("welcome: 'Selamat datang di'", `welcome: '${NEXT_RELEASE.greeting}'`);
    // Both stylesheets (the back office's file, the public pages' inline one) take the theme from
    // styles/site.css, which Tailwind reads itself: a later @theme overrides its colour.
    // (Only the stylesheet's source: `?inline` comes through again as the module Vite made of it.)
    if (/\/app\/(tailwind|public)\.css(\?|$)/.test(id) && code.includes('@import')) return `${code}\n@theme { --color-brand-700: ${NEXT_RELEASE.brand700}; }\n`;
    return undefined;
  },
};

const config = base as UserConfigFnObject;
export default (env: ConfigEnv): UserConfig => {
  const resolved = config(env);
  return { ...resolved, plugins: [nextRelease, ...(resolved.plugins ?? [])] };
};
