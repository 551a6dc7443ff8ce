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

const ALLOWLIST = {
  ALLOWED_ATTR: [...ALLOWED_HTML_ATTRIBUTES],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  FORBID_TAGS: FORBIDDEN_TAGS,
};

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, ALLOWLIST);
}

const BLOCK_TAGS = new Set(['P', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'BLOCKQUOTE', 'PRE']);
const LIST_TAGS = new Set(['UL', 'OL']);
const oneLine = (text: string | null) => (text ?? '').replace(/[\s\u00A0]+/g, ' ').trim();

/**
 * A rich text's visible blocks in reading order, each one line: paragraphs and headings as they
 * are, each list item on its own with its marker ('• ', or '2. ' in a numbered list; nested ones
 * indented). What a comparison of two versions lines up, a paragraph at a time.
 */
export function textBlocks(html: string): string[] {
  const blocks: string[] = [];
  let inline = '';
  const flush = () => {
    if (oneLine(inline)) blocks.push(oneLine(inline));
    inline = '';
  };
  // Each item of a list on its own line with its marker; a list inside an item one level deeper.
  const readList = (list: Element, depth: number) => {
    let number = Number(list.getAttribute('start') ?? 1) || 1;
    for (const item of Array.from(list.children).filter((entry) => entry.tagName === 'LI')) {
      const own = Array.from(item.childNodes).filter((part) => !(part.nodeType === 1 && LIST_TAGS.has((part as Element).tagName)));
      const text = oneLine(own.map((part) => part.textContent).join(' '));
      const marker = list.tagName === 'OL' ? `${number++}. ` : '• ';
      if (text) blocks.push(`${'  '.repeat(depth)}${marker}${text}`);
      for (const nested of Array.from(item.children).filter((part) => LIST_TAGS.has(part.tagName))) readList(nested, depth + 1);
    }
  };
  const walk = (node: Node) => {
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType === 3) inline += child.textContent ?? '';
      if (child.nodeType !== 1) continue;
      const element = child as Element;
      if (LIST_TAGS.has(element.tagName)) {
        flush();
        readList(element, 0);
      } else if (BLOCK_TAGS.has(element.tagName)) {
        flush();
        inline = element.textContent ?? '';
        flush();
      } else if (element.tagName === 'BR') {
        inline += ' ';
      } else if (element.tagName === 'DIV' || element.tagName === 'SECTION') {
        flush();
        walk(element);
        flush();
      } else {
        walk(element);
      }
    }
  };
  walk(DOMPurify.sanitize(html, { ...ALLOWLIST, RETURN_DOM_FRAGMENT: true }));
  flush();
  return blocks;
}
