import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::receipt-sequence.receipt-sequence');
