import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::external-calendar.external-calendar');
