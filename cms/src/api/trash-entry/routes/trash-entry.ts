import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::trash-entry.trash-entry');
