import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::homestay-block.homestay-block');
