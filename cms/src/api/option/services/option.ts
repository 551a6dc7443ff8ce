import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::option.option', ({ strapi }) => ({
  /** How many records (tours, packages, homestays, products) use the option; null when it does not exist. */
  async usage(documentId: string) {
    const option = await strapi.documents('api::option.option').findOne({
      documentId,
      populate: { tours: { fields: ['id'] }, packages: { fields: ['id'] }, homestays: { fields: ['id'] }, products: { fields: ['id'] } },
    });
    if (!option) return null;
    const users = [option.tours, option.packages, option.homestays, option.products];
    return { name: option.name as string, count: users.reduce((sum, list) => sum + (list?.length ?? 0), 0) };
  },
}));
