import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::calendar-feed.calendar-feed');
