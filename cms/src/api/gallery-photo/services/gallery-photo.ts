import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::gallery-photo.gallery-photo');
