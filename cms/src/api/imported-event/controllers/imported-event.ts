import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::imported-event.imported-event');
