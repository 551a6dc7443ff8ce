import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::calendar-feed.calendar-feed');
