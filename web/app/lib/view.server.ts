// What the public layout shows of the village's contact, shaped on the server. Each content
// type's cards and pages are shaped in its module, `app/content/<kind>.tsx`.
import { instagramHandle, instagramUrl, type Contact, type Locale } from '@desa/contract';
import { chatPath } from './whatsapp';

export type ContactView = { phone: string | null; whatsappHref: string | null; instagram: string | null; instagramHref: string | null };

/** The chat link goes through the site's counted redirect (`/wa/desa`), in the page's language. */
export function contactView(contact: Contact | null, locale: Locale): ContactView | null {
  if (!contact) return null;
  return {
    phone: contact.phone,
    whatsappHref: contact.phone ? chatPath('village', locale) : null,
    instagram: contact.instagram ? `@${instagramHandle(contact.instagram)}` : null,
    instagramHref: contact.instagram ? instagramUrl(contact.instagram) : null,
  };
}
