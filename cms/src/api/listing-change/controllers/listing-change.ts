import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::listing-change.listing-change');
