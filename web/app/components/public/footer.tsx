import { Link } from '@remix-run/react';
import { useTexts } from '~/lib/i18n';
import { useLocalizedPath } from '~/lib/locale';
import type { VillageProfile } from '@desa/contract';
import type { GalleryItemView } from './gallery-grid';
import { WithContact } from './contact';
import { InstagramIcon, LeafIcon, MailIcon, MapPinIcon, WhatsAppIcon } from '~/components/icons';
import type { ContactData } from './layout-data';
import { CONTACT_ID, useNavItems, type PublicMenuEntry } from './navbar';
import { ResponsiveImage } from './responsive-image';

type FooterProps = {
  site: Pick<VillageProfile, 'name' | 'tagline' | 'address' | 'email'>;
  addressHref: string;
  photos: GalleryItemView[];
  contact: ContactData;
  year: number;
  menu: PublicMenuEntry[];
};

const linkClass = 'inline-flex items-start gap-3 rounded hover:text-white hover:underline';

export function Footer({ site, addressHref, photos, contact, year, menu }: FooterProps) {
  const { footer } = useTexts();
  const navItems = useNavItems(menu);
  const href = useLocalizedPath();
  return (
    <footer id={CONTACT_ID} className="scroll-mt-16 bg-brand-900 text-brand-100 dark:bg-stone-900 dark:text-stone-300">
      {/* Phone: name, then Jelajahi and the photos side by side, then the contact. Wide: 4 columns. */}
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-14 sm:px-6 lg:grid-cols-[1.2fr_0.8fr_1.4fr_1fr]">
        <div className="col-span-2 lg:col-span-1">
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <LeafIcon className="size-5" />
            {site.name}
          </p>
          <p className="mt-3 text-sm leading-relaxed">{site.tagline}</p>
        </div>

        <nav aria-label={footer.nav}>
          <h2 className="text-sm font-semibold tracking-wider text-white uppercase">{footer.explore}</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {navItems.map((item) => (
              <li key={item.to}>
                <Link to={href(item.to)} className="rounded hover:text-white hover:underline">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="order-last col-span-2 lg:order-none lg:col-span-1">
          <h2 className="text-sm font-semibold tracking-wider text-white uppercase">{footer.contact}</h2>
          <ul className="mt-4 space-y-3 text-sm">
            <WithContact contact={contact} loading={<li>{footer.contactLoading}</li>}>
              {(person) =>
                person ? (
                  <>
                    {person.whatsappHref ? (
                      <li>
                        <a href={person.whatsappHref} target="_blank" rel="noopener noreferrer" className={linkClass}>
                          <WhatsAppIcon className="mt-0.5 size-4 shrink-0" />
                          <span>
                            <span className="sr-only">WhatsApp: </span>
                            {person.phone}
                          </span>
                        </a>
                      </li>
                    ) : null}
                    {person.instagramHref ? (
                      <li>
                        <a href={person.instagramHref} target="_blank" rel="noopener noreferrer" className={linkClass}>
                          <InstagramIcon className="mt-0.5 size-4 shrink-0" />
                          <span>
                            <span className="sr-only">Instagram: </span>
                            {person.instagram}
                          </span>
                        </a>
                      </li>
                    ) : null}
                  </>
                ) : (
                  <li>{footer.contactFailed}</li>
                )
              }
            </WithContact>
            <li>
              <a href={`mailto:${site.email}`} className={linkClass}>
                <MailIcon className="mt-0.5 size-4 shrink-0" />
                <span>
                  <span className="sr-only">Email: </span>
                  {site.email}
                </span>
              </a>
            </li>
            <li>
              <a href={addressHref} target="_blank" rel="noopener noreferrer" className={linkClass}>
                <MapPinIcon className="mt-0.5 size-4 shrink-0" />
                <span>
                  <span className="sr-only">{footer.address}: </span>
                  {site.address}
                </span>
              </a>
            </li>
          </ul>
        </div>

        {photos.length > 0 ? (
          <div>
            <h2 className="text-sm font-semibold tracking-wider text-white uppercase">{footer.latestPhotos}</h2>
            <ul className="mt-4 grid grid-cols-2 gap-2">
              {photos.map((photo) => (
                <li key={photo.id}>
                  <Link to={href('/galeri')} className="block overflow-hidden rounded-lg">
                    <ResponsiveImage
                      image={photo.images?.image}
                      fallback={photo.image}
                      alt={photo.title}
                      sizes="(min-width: 1024px) 120px, 25vw"
                      className="aspect-square w-full object-cover transition duration-300 hover:scale-105"
                    />
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-6xl px-4 py-5 text-center text-sm sm:px-6">
          © {year} {site.name}. {footer.rights}{' '}
          <span aria-hidden="true">·</span>{' '}
          <Link to={href('/privasi')} className="rounded underline-offset-2 hover:text-white hover:underline">
            {footer.privacy}
          </Link>
        </p>
      </div>
    </footer>
  );
}
