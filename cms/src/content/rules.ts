// Rules the Document Service enforces for every writer: the /api/v1 plugin, the Strapi
// panel, scripts. The schema.json files hold the per-field rules; these are the rest.
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { CONTENT_TYPES, OPTION, OPTION_CATEGORIES } from '@desa/contract';
import { RESOURCES, withCleanRichText, type OptionRelation, type Resource } from './resources';

/** The parameters of a Document Service call, as far as these rules read them. */
type CallParams = { data?: Record<string, unknown>; documentId?: string; locale?: string };

const WRITES = new Set(['create', 'update']);
const RESOURCE_OF = new Map<string, Resource>(Object.values(RESOURCES).map((resource) => [resource.uid, resource]));

async function assertOptionUnused(strapi: Core.Strapi, documentId: string) {
  const usage = await strapi.service(CONTENT_TYPES.setting.uid).usage(documentId);
  if (usage && usage.count > 0) throw new errors.ApplicationError(OPTION.inUse(usage.name, usage.count));
}

/** No two options of a category share a name, in the language being written. */
async function assertOptionUnique(strapi: Core.Strapi, { data, documentId, locale }: CallParams) {
  const category = OPTION_CATEGORIES.find((name) => name === data?.category);
  if (typeof data?.name !== 'string' || !data.name || !category) return;
  const twins = await strapi.documents(CONTENT_TYPES.setting.uid).findMany({
    locale,
    filters: {
      name: data.name,
      category,
      ...(documentId && { documentId: { $ne: documentId } }),
    },
    fields: ['id'],
  });
  if (twins.length) throw new errors.ApplicationError(OPTION.duplicate);
}

// Each relation to options takes its category only: a tour's Fasilitas, a package's Benefit, a
// homestay's Fasilitas Penginapan, a product's Kategori Produk.
const OPTION_RELATIONS = new Map<string, OptionRelation>(
  Object.values(RESOURCES).flatMap((resource) => (resource.relation ? [[resource.uid, resource.relation] as const] : [])),
);

/** Document ids named by a relation value: ['id'], [{ documentId }], { connect, set }. */
function relatedDocumentIds(value: unknown): string[] {
  const { set = [], connect = [] } = (value ?? {}) as { set?: unknown[]; connect?: unknown[] };
  const entries: unknown[] = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [...set, ...connect];
  return entries
    .map((entry) => (typeof entry === 'string' ? entry : (entry as { documentId?: unknown } | null)?.documentId))
    .filter((id): id is string => typeof id === 'string' && id !== '');
}

async function assertOptionCategory(strapi: Core.Strapi, uid: string, data: CallParams['data']) {
  const relation = OPTION_RELATIONS.get(uid);
  if (!relation || !data) return;
  const ids = relatedDocumentIds(data[relation.attribute]);
  if (!ids.length) return;
  const wrong = await strapi.documents(CONTENT_TYPES.setting.uid).findMany({
    filters: { documentId: { $in: ids }, category: { $ne: relation.category } },
    fields: ['id'],
  });
  if (wrong.length) throw new errors.ValidationError(OPTION.wrongCategory(relation.category));
}

export function registerContentRules(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    const { uid, action } = context;
    const params = (context.params ?? {}) as CallParams;
    const data = params.data;

    const resource = RESOURCE_OF.get(uid);
    if (resource && data && WRITES.has(action)) {
      Object.assign(data, withCleanRichText(resource, data));
      const broken = resource.crossFieldError?.(data);
      if (broken) throw new errors.ValidationError(broken.message, { errors: [{ path: [broken.field], message: broken.message }] });
    }
    if (WRITES.has(action)) await assertOptionCategory(strapi, uid, data);
    if (uid === CONTENT_TYPES.setting.uid) {
      if (action === 'delete' && params.documentId) await assertOptionUnused(strapi, params.documentId);
      if (WRITES.has(action)) await assertOptionUnique(strapi, params);
    }
    return next();
  });
}
