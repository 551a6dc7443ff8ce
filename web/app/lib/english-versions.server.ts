// The back office's view of the English versions (issue 13): the same reads with ?locale=en,
// where a record answered in Indonesian (`locale` other than 'en') has no English version yet.
import { TRANSLATABLE_FIELDS, TRANSLATION_LOCALE, type TranslatableKind } from '@desa/contract';
import { cms } from './cms.server';
import { localizedApiPath } from './locale';

/** A record's English translatable fields; null while it has no English version. */
export type EnglishVersion = Record<string, string> | null;
export type EnglishVersions = Record<string, EnglishVersion>;

/** The fields of `record` (as read with ?locale=en) in English, or null when it answered Indonesian. */
export function englishVersionOf(kind: TranslatableKind, record: object): EnglishVersion {
  const fields = record as Record<string, unknown>;
  if (fields.locale !== TRANSLATION_LOCALE) return null;
  return Object.fromEntries(TRANSLATABLE_FIELDS[kind].map((field) => [field, String(fields[field] ?? '')]));
}

/** English versions by id of the records an English read answers. */
export function englishVersionsOf(kind: TranslatableKind, records: Array<{ id: string }>): EnglishVersions {
  return Object.fromEntries(records.map((record) => [record.id, englishVersionOf(kind, record)]));
}

/** The English read of an /api/v1 path, as the admin's own session sees it (drafts too, with `?status=`). */
export function readEnglish<T>(path: string, token?: string): Promise<T> {
  return cms<T>(localizedApiPath(path, TRANSLATION_LOCALE), { token });
}
