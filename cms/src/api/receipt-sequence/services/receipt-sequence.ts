import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::receipt-sequence.receipt-sequence');
