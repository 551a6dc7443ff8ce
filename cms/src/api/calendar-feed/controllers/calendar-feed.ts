import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::calendar-feed.calendar-feed');
