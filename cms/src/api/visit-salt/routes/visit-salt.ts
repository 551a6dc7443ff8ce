import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::visit-salt.visit-salt');
