import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::homestay-block.homestay-block');
