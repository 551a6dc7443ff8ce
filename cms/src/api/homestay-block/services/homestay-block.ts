import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::homestay-block.homestay-block');
