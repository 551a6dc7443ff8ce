// The public layout's data (village details, footer photos, contact, this year, a toast): the
// loader of routes/_public.tsx, beside layout-data.ts, which reads its type for every page under it.
import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { currentYearInJakarta, mapsSearchUrl, type GalleryPhoto, type List } from '@desa/contract';
import { cmsRead } from '~/lib/cms.server';
import { localizedApiPath, requestLocale } from '~/lib/locale';
import { CONTACT_WAIT_MS, PRIVATE_CACHE_CONTROL, loadContact, loadSite } from '~/lib/public.server';
import { settleWithin } from '~/lib/settle';
import { getToast } from '~/lib/toast.server';
import { contactView } from '~/lib/view.server';
import { galleryItem } from './gallery-grid';

const FOOTER_PHOTOS = 4;

export async function loadPublicLayout({ request, context }: LoaderFunctionArgs) {
  const locale = requestLocale(request);
  const contact = loadContact(context).then((found) => contactView(found, locale));
  const [site, photos, { toast, headers }] = await Promise.all([
    loadSite(context, locale),
    cmsRead<List<GalleryPhoto>>(context, localizedApiPath(`/gallery/all?limit=${FOOTER_PHOTOS}&with=formats`, locale)),
    getToast(request),
  ]);
  // Usually the contact is there by now and goes out in the first HTML; if the CMS is slow
  // with it, the footer says 'Memuat...' and the contact streams in when it comes.
  const settled = await settleWithin(contact, CONTACT_WAIT_MS);
  if (toast) headers.set('Cache-Control', PRIVATE_CACHE_CONTROL);
  const { name, tagline, address, email, hero_image, about_image, images } = site;
  return data(
    {
      site: { name, tagline, address, email, hero_image, about_image, images },
      addressHref: mapsSearchUrl(site.address),
      footerPhotos: [...photos.data].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).map(galleryItem),
      contact: settled.done ? settled.value : contact,
      year: currentYearInJakarta(),
      toast,
    },
    { headers },
  );
}
