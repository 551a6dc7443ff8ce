import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::payment-setting.payment-setting');
