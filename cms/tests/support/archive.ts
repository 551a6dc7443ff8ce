// Rewrites a plain (.tar.gz) backup entry by entry, to make archives of other versions for tests.
import { createReadStream, createWriteStream } from 'node:fs';
import { createRequire } from 'node:module';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';

// The tar library Strapi's data transfer (backup and restore) itself uses.
const requireFromTransfer = createRequire(require.resolve('@strapi/data-transfer'));

/** What tar-stream tells of an entry (the fields used here). */
type TarHeader = { name: string; type?: string | null; size?: number };

/** Copies `source` to `target`; `change(name, content)` may return new content for an entry. */
export async function rewriteArchive(source: string, target: string, change: (name: string, content: Buffer) => Buffer | undefined) {
  const tar = requireFromTransfer('tar-stream');
  const extract = tar.extract();
  const pack = tar.pack();
  extract.on('entry', (header: TarHeader, stream: NodeJS.ReadableStream, next: (error?: Error) => void) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const original = Buffer.concat(chunks);
      const content = header.type === 'file' ? (change(header.name, original) ?? original) : original;
      pack.entry({ ...header, size: content.length }, content, next);
    });
    stream.on('error', next);
  });
  extract.on('finish', () => pack.finalize());
  await Promise.all([
    pipeline(createReadStream(source), createGunzip(), extract),
    pipeline(pack, createGzip(), createWriteStream(target)),
  ]);
}

/** Each line of a JSON-lines entry through `change` (null drops the line). */
export function mapJsonLines<Row>(content: Buffer, change: (row: Row) => Row | null) {
  const lines = content.toString('utf8').split('\n').filter(Boolean);
  const kept = lines.map((line) => change(JSON.parse(line) as Row)).filter((row) => row !== null);
  return Buffer.from(kept.map((row) => JSON.stringify(row)).join('\n') + (kept.length ? '\n' : ''));
}
