import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::external-calendar.external-calendar');
