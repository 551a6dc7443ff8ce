import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::booking-request.booking-request');
