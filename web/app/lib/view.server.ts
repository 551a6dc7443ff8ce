// What the public layout shows of the village's contact, shaped on the server. Each content
// type's cards and pages are shaped in its module, `app/content/<kind>.tsx`.
import { instagramHandle, instagramUrl, whatsappLink, type Contact } from '@desa/contract';

export type ContactView = { phone: string | null; whatsappHref: string | null; instagram: string | null; instagramHref: string | null };

export function contactView(contact: Contact | null): ContactView | null {
  if (!contact) return null;
  return {
    phone: contact.phone,
    whatsappHref: contact.phone ? whatsappLink(contact.phone) : null,
    instagram: contact.instagram ? `@${instagramHandle(contact.instagram)}` : null,
    instagramHref: contact.instagram ? instagramUrl(contact.instagram) : null,
  };
}
