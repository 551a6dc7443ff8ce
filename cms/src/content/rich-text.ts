// Rich text cleaned with the contract's one allowlist (@desa/contract/sanitize). DOMPurify on a
// server brings jsdom: a second of every start of the CMS, and memory it keeps. Only a write of
// rich text needs it, so the first such write loads it.
type Sanitizer = typeof import('@desa/contract/sanitize');
let sanitizer: Sanitizer | undefined;

export function sanitizeRichText(html: string): string {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  sanitizer ??= require('@desa/contract/sanitize') as Sanitizer;
  return sanitizer.sanitizeHtml(html);
}
