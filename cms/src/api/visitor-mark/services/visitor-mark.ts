import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::visitor-mark.visitor-mark');
