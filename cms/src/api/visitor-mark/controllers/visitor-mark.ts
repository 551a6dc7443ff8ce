import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::visitor-mark.visitor-mark');
