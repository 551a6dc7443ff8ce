// The site's own way to a WhatsApp chat (issue 25): every chat link of the public pages is a
// path of this site (`/wa/paket/5`, `/en/wa/penginapan/3?check_in=…`, `/wa/desa`), answered by
// `routes/wa.$.tsx` with a redirect to wa.me that the web server counts as a click.
import { whatsappRedirectPath, type WhatsAppTarget } from '@desa/contract/booking';
import type { Locale } from '@desa/contract';
import { localizedPath } from './locale';

export function chatPath(target: WhatsAppTarget | 'village', locale: Locale, id?: string): string {
  return localizedPath(whatsappRedirectPath(target, id === undefined ? undefined : encodeURIComponent(id)), locale);
}
