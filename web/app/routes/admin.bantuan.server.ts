// The village admin's guide (docs/panduan-admin.md, Indonesian) and the partners' (issue 41,
// docs/panduan-mitra.md) as HTML for /admin/bantuan.
// One source: the file a maintainer reads on GitHub is the page an admin reads in the back
// office. Its screenshots (docs/gambar, `npm run docs:screenshots`) are bundled as hashed assets.
import { Marked } from 'marked';
import { sanitizeHtml } from '@desa/contract/sanitize';
import guide from '../../../docs/panduan-admin.md?raw';
import partnerGuide from '../../../docs/panduan-mitra.md?raw';

const screenshots = import.meta.glob<string>('../../../docs/gambar/*.jpg', { eager: true, query: '?url', import: 'default' });
const screenshotUrl = (href: string) => screenshots[`../../../docs/${href}`];

const marked = new Marked({
  renderer: {
    // The guide's own title is the page's heading; its sections start at h2.
    heading({ tokens, depth }) {
      return depth === 1 ? '' : `<h${depth}>${this.parser.parseInline(tokens)}</h${depth}>`;
    },
    image({ href, text }) {
      const url = screenshotUrl(href);
      if (!url) return '';
      return `<img src="${url}" alt="${text}" width="390" height="844" loading="lazy">`;
    },
  },
});

const html = sanitizeHtml(marked.parse(guide, { async: false }));
const partnerHtml = sanitizeHtml(marked.parse(partnerGuide, { async: false }));

/** The guide of the signed-in account's role: a partner's is short and about their own listings. */
export function adminGuideHtml(role: 'ADMIN' | 'MITRA' | 'USER'): string {
  return role === 'MITRA' ? partnerHtml : html;
}
