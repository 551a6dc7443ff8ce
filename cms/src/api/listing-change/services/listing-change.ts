import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::listing-change.listing-change');
