import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::listing-change.listing-change');
