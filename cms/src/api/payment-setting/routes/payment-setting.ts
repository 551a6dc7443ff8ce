import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::payment-setting.payment-setting');
