import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::activity-entry.activity-entry');
