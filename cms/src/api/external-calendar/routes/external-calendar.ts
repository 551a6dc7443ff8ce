import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::external-calendar.external-calendar');
