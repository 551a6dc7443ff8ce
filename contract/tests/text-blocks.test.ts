// textBlocks: a rich text as the comparison lines it up, one block a line (issue 52: a long
// description printed twice, its list items run together). Any mix of paragraphs, headings and
// lists comes back block for block, list items with their markers, whatever the text holds.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { textBlocks } from '../src/sanitize.js';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const words = fc.array(fc.stringMatching(/^[A-Za-z0-9&<>'"éà.,!?-]{1,8}$/), { minLength: 1, maxLength: 6 }).map((parts) => parts.join(' '));
const block = fc.oneof(
  fc.record({ kind: fc.constantFrom('p', 'h2', 'blockquote'), text: words }),
  fc.record({ kind: fc.constantFrom('ul', 'ol'), items: fc.array(words, { minLength: 1, maxLength: 4 }) }),
);

describe('textBlocks', () => {
  it('gives each paragraph, heading and list item of any rich text its own line, in order, with its list marker', () => {
    fc.assert(
      fc.property(fc.array(block, { maxLength: 8 }), (blocks) => {
        const html = blocks
          .map((entry) => ('text' in entry ? `<${entry.kind}>${escape(entry.text)}</${entry.kind}>` : `<${entry.kind}>${entry.items.map((item) => `<li><p>${escape(item)}</p></li>`).join('')}</${entry.kind}>`))
          .join('');
        const expected = blocks.flatMap((entry) => ('text' in entry ? [entry.text] : entry.items.map((item, index) => `${entry.kind === 'ol' ? `${index + 1}. ` : '• '}${item}`)));
        expect(textBlocks(html)).toEqual(expected);
      }),
      { numRuns: 200, seed: 52 },
    );
  });

  it('indents a nested list, reads loose text as a block, and keeps no script', () => {
    expect(textBlocks('<ul><li>Kamar<ul><li>Kipas</li></ul></li></ul>')).toEqual(['• Kamar', '  • Kipas']);
    expect(textBlocks('Teks tanpa paragraf<br>baris dua')).toEqual(['Teks tanpa paragraf baris dua']);
    expect(textBlocks('<p>Aman</p><script>alert(1)</script><p> </p>')).toEqual(['Aman']);
    expect(textBlocks('')).toEqual([]);
  });
});
