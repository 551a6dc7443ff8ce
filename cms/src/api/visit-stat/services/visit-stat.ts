import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::visit-stat.visit-stat');
