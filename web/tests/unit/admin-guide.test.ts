// The village admin's guide (docs/panduan-admin.md): every picture it shows is in docs/gambar,
// and every picture there is shown (`npm run docs:screenshots` writes them).
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const docs = path.resolve(__dirname, '../../../docs');

it('shows every screenshot in docs/gambar, and no missing one', () => {
  const guide = readFileSync(path.join(docs, 'panduan-admin.md'), 'utf8');
  const shown = [...guide.matchAll(/!\[[^\]]+\]\(gambar\/([^)]+)\)/g)].map(([, file]) => file).sort();
  expect(shown.length).toBeGreaterThanOrEqual(10);
  expect(readdirSync(path.join(docs, 'gambar')).sort()).toEqual(shown);
});
