import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::imported-event.imported-event');
