// Options (Benefit / Fasilitas): a plain array, and no delete while content still uses one.
import type { Core } from '@strapi/strapi';
import { OPTION, OPTION_CATEGORIES } from '@desa/contract';
import { HttpError, type Ctx } from '../http';
import { RESOURCES } from '../resources';
import { toRecord } from '../services/records';
import { contentController } from './content';

export function settingsController(strapi: Core.Strapi) {
  const resource = RESOURCES.setting;
  const base = contentController(strapi, resource);
  return {
    ...base,
    async all(ctx: Ctx) {
      const category = OPTION_CATEGORIES.find((name) => name === ctx.query.category);
      const docs = await strapi.documents('api::option.option' as any).findMany({
        filters: category ? { category } : undefined,
        sort: resource.sort,
      });
      ctx.body = docs.map((doc: any) => toRecord(strapi, resource, doc));
    },
    async remove(ctx: Ctx) {
      const usage = await strapi.service('api::option.option').usage(String(ctx.params.id));
      if (usage && usage.count > 0) throw new HttpError(409, OPTION.inUse(usage.name, usage.count));
      return base.remove(ctx);
    },
  };
}
