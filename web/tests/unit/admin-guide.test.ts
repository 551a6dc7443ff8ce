// The guides of /admin/bantuan: the village admin's (docs/panduan-admin.md) and the partners'
// (docs/panduan-mitra.md). Every picture they show is in docs/gambar, and every picture there is
// shown by one of them (`npm run docs:screenshots` writes them).
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const docs = path.resolve(__dirname, '../../../docs');

const picturesOf = (file: string) => [...readFileSync(path.join(docs, file), 'utf8').matchAll(/!\[[^\]]+\]\(gambar\/([^)]+)\)/g)].map(([, picture]) => picture);

it('shows every screenshot in docs/gambar, and no missing one', () => {
  const admin = picturesOf('panduan-admin.md');
  const partner = picturesOf('panduan-mitra.md');
  expect(admin.length).toBeGreaterThanOrEqual(10);
  expect(partner.length).toBeGreaterThanOrEqual(2);
  expect(readdirSync(path.join(docs, 'gambar')).sort()).toEqual([...new Set([...admin, ...partner])].sort());
});
