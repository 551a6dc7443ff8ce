import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::imported-event.imported-event');
