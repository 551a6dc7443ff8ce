// Options (Benefit / Fasilitas): a plain array, and no delete while content still uses one.
import type { Core } from '@strapi/strapi';
import { CONTENT_TYPES, OPTION, OPTION_CATEGORIES } from '@desa/contract';
import { HttpError, requestedLocale, type Ctx } from '../http';
import { RESOURCES, type Resource } from '../../../../content/resources';
import { recordsIn } from '../../../../content/translations';
import { contentController } from './content';

export function optionsController(strapi: Core.Strapi) {
  const resource: Resource = RESOURCES.setting;
  const base = contentController(strapi, resource);
  return {
    ...base,
    async all(ctx: Ctx) {
      const locale = requestedLocale(ctx);
      const category = OPTION_CATEGORIES.find((name) => name === ctx.query.category);
      const filters: Record<string, unknown> | undefined = category ? { category } : undefined;
      const docs = await strapi.documents(resource.uid).findMany({
        filters,
        sort: resource.sort,
      });
      ctx.body = await recordsIn(strapi, resource, docs, locale);
    },
    async remove(ctx: Ctx) {
      const usage = await strapi.service(CONTENT_TYPES.setting.uid).usage(String(ctx.params.id));
      if (usage && usage.count > 0) throw new HttpError(409, OPTION.inUse(usage.name, usage.count));
      return base.remove(ctx);
    },
  };
}
