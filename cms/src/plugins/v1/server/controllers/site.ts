// The village's own details, for the web app.
import type { Core } from '@strapi/strapi';
import { HttpError, type Ctx } from '../http';
import { absoluteUrl, imageVariants, publicBaseUrl } from '../services/images';

export function siteController(strapi: Core.Strapi) {
  return {
    async show(ctx: Ctx) {
      const village: any = await strapi
        .documents('api::village.village' as any)
        .findFirst({ populate: { hero_image: true, about_image: true } });
      if (!village) throw new HttpError(404, 'Profil desa belum diisi');
      const base = publicBaseUrl(strapi);
      ctx.body = {
        name: village.name,
        tagline: village.tagline,
        about: village.about,
        address: village.address,
        email: village.email,
        maps: village.maps || null,
        hero_image: absoluteUrl(base, village.hero_image?.url),
        about_image: absoluteUrl(base, village.about_image?.url),
        ...(ctx.query.with === 'formats' && {
          images: {
            hero_image: imageVariants(base, village.hero_image),
            about_image: imageVariants(base, village.about_image),
          },
        }),
      };
    },
  };
}
