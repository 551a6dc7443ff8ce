import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::receipt-sequence.receipt-sequence');
