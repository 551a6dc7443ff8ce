import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::visit-salt.visit-salt');
