// Rules the Document Service enforces for every writer: the /api/v1 plugin, the Strapi
// panel, scripts. The schema.json files hold the per-field rules; these are the rest.
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { OPTION, TOUR, sanitizeHtml } from '@desa/contract';

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
    if (uid === 'api::option.option') {
      if (action === 'delete') await assertOptionUnused(strapi, params.documentId);
      if (WRITES.has(action)) await assertOptionUnique(strapi, data, params.documentId);
    }
    return next();
  });
}
