import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::visit-stat.visit-stat');
