import { factories } from '@strapi/strapi';

const UID = 'api::option.option';

export default factories.createCoreService(UID, ({ strapi }) => ({
  /** How many records (of every type linking options: tours, packages, homestays, products) use the option; null when it does not exist. */
  async usage(documentId: string) {
    const attributes = strapi.contentType(UID).attributes as Record<string, { type: string; mappedBy?: string }>;
    // The option's side of each relation to it, as Strapi declares them (`mappedBy`).
    const users = Object.keys(attributes).filter((name) => attributes[name].type === 'relation' && attributes[name].mappedBy);
    const option = (await strapi.documents(UID).findOne({ documentId, populate: Object.fromEntries(users.map((name) => [name, { fields: ['id'] }])) })) as Record<string, unknown> | null;
    if (!option) return null;
    return { name: option.name as string, count: users.reduce((sum, name) => sum + ((option[name] as unknown[] | undefined)?.length ?? 0), 0) };
  },
}));
