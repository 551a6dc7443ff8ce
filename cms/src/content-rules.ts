// Rules the Document Service enforces for every writer: the /api/v1 plugin, the Strapi
// panel, scripts. The schema.json files hold the per-field rules; these are the rest.
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { OPTION, TOUR, sanitizeHtml, type OptionCategory } from '@desa/contract';

const WRITES = new Set(['create', 'update']);

async function assertOptionUnused(strapi: Core.Strapi, documentId: string) {
  const usage = await strapi.service('api::option.option').usage(documentId);
  if (usage && usage.count > 0) throw new errors.ApplicationError(OPTION.inUse(usage.name, usage.count));
}

async function assertOptionUnique(strapi: Core.Strapi, data: any, documentId?: string) {
  if (!data?.name || !data?.category) return;
  const twins = await strapi.documents('api::option.option').findMany({
    filters: {
      name: data.name,
      category: data.category,
      ...(documentId && { documentId: { $ne: documentId } }),
    },
    fields: ['id'],
  });
  if (twins.length) throw new errors.ApplicationError(OPTION.duplicate);
}

// Facilities of a tour are Fasilitas options; benefits of a package are Benefit options.
const OPTION_RELATIONS: Record<string, { attribute: string; category: OptionCategory }> = {
  'api::tour.tour': { attribute: 'facilities', category: 'Fasilitas' },
  'api::tour-package.tour-package': { attribute: 'benefits', category: 'Benefit' },
};

/** Document ids named by a relation value: ['id'], [{ documentId }], { connect, set }. */
function relatedDocumentIds(value: any): string[] {
  const entries = Array.isArray(value) ? value : [...(value?.set ?? []), ...(value?.connect ?? [])];
  return entries.map((entry: any) => (typeof entry === 'string' ? entry : entry?.documentId)).filter(Boolean);
}

async function assertOptionCategory(strapi: Core.Strapi, uid: string, data: any) {
  const relation = OPTION_RELATIONS[uid];
  const ids = relation && data ? relatedDocumentIds(data[relation.attribute]) : [];
  if (!ids.length) return;
  const wrong = await strapi.documents('api::option.option').findMany({
    filters: { documentId: { $in: ids }, category: { $ne: relation.category } },
    fields: ['id'],
  });
  if (wrong.length) throw new errors.ValidationError(OPTION.wrongCategory(relation.category));
}

export function registerContentRules(strapi: Core.Strapi) {
  strapi.documents.use(async (context: any, next) => {
    const { uid, action, params } = context;
    const data = params?.data;

    if (uid === 'api::article.article' && WRITES.has(action) && typeof data?.content === 'string') {
      data.content = sanitizeHtml(data.content);
    }
    if (uid === 'api::tour.tour' && WRITES.has(action) && data?.start && data?.end && data.end <= data.start) {
      throw new errors.ValidationError(TOUR.endAfterStart, { errors: [{ path: ['end'], message: TOUR.endAfterStart }] });
    }
    if (WRITES.has(action)) await assertOptionCategory(strapi, uid, data);
    if (uid === 'api::option.option') {
      if (action === 'delete') await assertOptionUnused(strapi, params.documentId);
      if (WRITES.has(action)) await assertOptionUnique(strapi, data, params.documentId);
    }
    return next();
  });
}
