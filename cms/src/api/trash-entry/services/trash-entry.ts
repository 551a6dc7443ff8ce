import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::trash-entry.trash-entry');
