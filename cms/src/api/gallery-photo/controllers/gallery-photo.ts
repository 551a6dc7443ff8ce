import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::gallery-photo.gallery-photo');
