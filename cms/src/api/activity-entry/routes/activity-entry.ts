import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::activity-entry.activity-entry');
