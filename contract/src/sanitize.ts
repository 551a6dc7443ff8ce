// The one HTML allowlist: the CMS cleans article content on write with it and the
// web app cleans again on render.
import DOMPurify from 'isomorphic-dompurify';

export const ALLOWED_HTML_ATTRIBUTES = [
  'href', 'src', 'alt', 'title', 'width', 'height', 'style', 'class', 'align',
] as const;

const FORBIDDEN_TAGS = [
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'form', 'input',
  'button', 'textarea', 'select', 'option', 'link', 'meta', 'base', 'svg', 'math', 'template',
];

// Inline styles may carry colours, sizes and alignment, never a URL or a script.
const UNSAFE_STYLE = /url\s*\(|expression\s*\(|javascript:|@import|behavior\s*:/i;
DOMPurify.addHook('uponSanitizeAttribute', (_node, data) => {
  if (data.attrName === 'style' && UNSAFE_STYLE.test(data.attrValue)) data.keepAttr = false;
});

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_ATTR: [...ALLOWED_HTML_ATTRIBUTES],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    FORBID_TAGS: FORBIDDEN_TAGS,
  });
}
