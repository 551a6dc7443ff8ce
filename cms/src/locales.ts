// The content's two languages (issue 13) in Strapi's i18n: Indonesian ('id', the default)
// and English ('en'), and content stored before the types were localized.
import type { Core } from '@strapi/strapi';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@desa/contract';

const LOCALE_NAMES: Record<Locale, string> = { id: 'Indonesian (id)', en: 'English (en)' };
const CORE_STORE_TABLE = 'strapi_core_store_settings';

function i18n(strapi: Core.Strapi) {
  return strapi.plugin('i18n');
}

function localizedContentTypes(strapi: Core.Strapi) {
  const contentTypes = i18n(strapi).service('content-types');
  return Object.values(strapi.contentTypes).filter(
    (contentType) => contentType.uid.startsWith('api::') && contentTypes.isLocalizedContentType(contentType),
  );
}

/**
 * When a type becomes localized, Strapi gives its existing rows the default locale (right
 * after the schema sync). A database from before this change has i18n's own default, 'en':
 * make 'id' the default before the sync so the village's content stays Indonesian.
 */
export function registerLocaleUpgrade(strapi: Core.Strapi) {
  strapi.hook('strapi::content-types.beforeSync').register(async () => {
    if (!(await strapi.db.getSchemaConnection().hasTable(CORE_STORE_TABLE))) return;
    await strapi.store({ type: 'plugin', name: 'i18n' }).set({ key: 'default_locale', value: DEFAULT_LOCALE });
  });
}

/** Both locales exist and 'id' is the default; rows without a locale (restored from an older backup) are Indonesian. */
export async function ensureLocales(strapi: Core.Strapi) {
  const locales = i18n(strapi).service('locales');
  for (const code of LOCALES) {
    if (!(await locales.findByCode(code))) await locales.create({ code, name: LOCALE_NAMES[code] });
  }
  if ((await locales.getDefaultLocale()) !== DEFAULT_LOCALE) await locales.setDefaultLocale({ code: DEFAULT_LOCALE });
  // Counted first: an update of no rows still tells the web app (the restore's one notice is enough).
  for (const { uid } of localizedContentTypes(strapi)) {
    const rows = strapi.db.query(uid);
    if (await rows.count({ where: { locale: null } })) await rows.updateMany({ where: { locale: null }, data: { locale: DEFAULT_LOCALE } });
  }
}
