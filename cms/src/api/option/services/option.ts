import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::option.option', ({ strapi }) => ({
  /** How many tours and packages use the option; null when it does not exist. */
  async usage(documentId: string) {
    const option = await strapi.documents('api::option.option').findOne({
      documentId,
      populate: { tours: { fields: ['id'] }, packages: { fields: ['id'] } },
    });
    if (!option) return null;
    return { name: option.name as string, count: (option.tours?.length ?? 0) + (option.packages?.length ?? 0) };
  },
}));
