// Writes made in the Strapi panel, in the Riwayat (issue 23): a Document Service middleware
// names the panel as the actor and, for an update, what changed: the same comparison as
// /api/v1's (edited-fields.ts), so one edit made in either writes the same entry.
import type { Core } from '@strapi/strapi';
import { DEFAULT_LOCALE, ENTITY_KINDS, CONTENT_TYPES, VILLAGE_PROFILE, type ActivityAction, type ActivitySubject, type TranslatableKind } from '@desa/contract';
import { PANEL, currentActor, recordActivity } from './activity';
import { editedFields, readForChanges } from './edited-fields';

const KIND_BY_UID = new Map<string, TranslatableKind & ActivitySubject>([
  ...ENTITY_KINDS.map((kind): [string, TranslatableKind & ActivitySubject] => [CONTENT_TYPES[kind].uid, kind]),
  [VILLAGE_PROFILE.uid, 'site'],
]);
// A delete in the panel is Strapi's own, for good (no trash): "Menghapus permanen".
const PANEL_ACTIONS: Record<string, ActivityAction> = { create: 'create', update: 'update', delete: 'purge', publish: 'publish', unpublish: 'unpublish' };

type RequestState = { state?: { auth?: { strategy?: { name?: string } } } };

function fromPanel(strapi: Core.Strapi): boolean {
  const ctx = strapi.requestContext.get() as RequestState | undefined;
  return ctx?.state?.auth?.strategy?.name === 'admin';
}

function titleOf(doc: Record<string, unknown> | null | undefined): string | null {
  const title = doc?.title ?? doc?.name ?? doc?.villageName;
  return typeof title === 'string' ? title : null;
}

export function registerPanelActivity(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    const type = KIND_BY_UID.get(context.uid);
    const action = PANEL_ACTIONS[context.action];
    if (!type || !action || currentActor() || !fromPanel(strapi)) return next();
    const params = (context.params ?? {}) as { documentId?: string; locale?: string };
    const locale = params.locale && params.locale !== '*' ? params.locale : DEFAULT_LOCALE;
    const before = params.documentId && action !== 'create' ? await readForChanges(strapi, type, params.documentId, locale) : null;
    const result = await next();
    const written = ((result as { entries?: unknown[] } | null)?.entries?.[0] ?? result) as Record<string, unknown> | null;
    const after = action === 'update' && params.documentId ? await readForChanges(strapi, type, params.documentId, locale) : null;
    await recordActivity(
      strapi,
      {
        action,
        type,
        recordId: String(params.documentId ?? written?.documentId ?? '') || null,
        recordTitle: titleOf(written) ?? titleOf(before),
        fields: after ? editedFields(strapi, type, before, after, locale) : undefined,
      },
      PANEL,
    );
    return result;
  });
}
