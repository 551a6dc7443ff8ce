import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::trash-entry.trash-entry');
