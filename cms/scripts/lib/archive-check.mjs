// Reads a whole plain backup (.tar.gz from Strapi's data transfer) before a restore touches
// anything: gzip checksums, tar structure, every JSON line, Strapi's metadata, this village's
// content types, and a metadata file for every uploaded file.
import { createReadStream } from 'node:fs';
import { createGunzip } from 'node:zlib';
import { pipeline } from 'node:stream/promises';
import { CONTENT_TYPES, ENTITY_KINDS, VILLAGE_PROFILE } from '@desa/contract';
import { Refusal, refuse } from './cli.mjs';
import { requireFromTransfer } from './transfer.mjs';

/** The village's types, as the restore's summary counts them. @type {Record<string, string>} */
export const VILLAGE_TYPES = {
  [VILLAGE_PROFILE.uid]: VILLAGE_PROFILE.plural,
  ...Object.fromEntries(ENTITY_KINDS.map((kind) => [CONTENT_TYPES[kind].uid, CONTENT_TYPES[kind].plural])),
  'plugin::users-permissions.user': 'akun',
  'plugin::upload.file': 'berkas media',
};

/**
 * Types every backup of this site has held since its first one (the village profile and the
 * options are ours alone): an archive without them is another site's. Content types registered
 * later may be missing from an older backup.
 */
const IDENTIFYING_TYPES = [VILLAGE_PROFILE.uid, CONTENT_TYPES.setting.uid, 'plugin::users-permissions.user', 'plugin::upload.file'];

const JSONL_DIRS = ['schemas', 'entities', 'links', 'configuration'];

// What is read here of a tar entry's header (tar-stream), of a line of schemas/*.jsonl and of
// entities/*.jsonl (a record, one line per language), and of metadata.json.
/** @typedef {{ name: string, type: string, size?: number }} TarHeader */
/** @typedef {{ uid: string }} SchemaLine */
/** @typedef {{ type: string, id: number, data?: { documentId?: string } }} EntityLine */
/** @typedef {{ createdAt?: string, strapi?: { version?: string } }} Metadata */

/**
 * Every line of a JSONL file, parsed; refuses the archive at the first line that is not JSON.
 * @param {string} text
 * @param {string} name
 * @returns {unknown[]}
 */
function readJsonLines(text, name) {
  const lines = text.split('\n').filter((line) => line.trim());
  return lines.map((line, index) => {
    try {
      return JSON.parse(line);
    } catch {
      refuse(`Arsip rusak: baris ${index + 1} di ${name} bukan JSON. Tidak ada yang diubah.`);
    }
  });
}

/**
 * Reads every entry of a .tar.gz (uploaded files counted, not kept); a damaged archive is refused.
 * @param {string} file
 * @param {(header: TarHeader, content: Buffer, size: number) => void} onEntry
 */
async function readEntries(file, onEntry) {
  const tar = requireFromTransfer('tar-stream');
  const extract = tar.extract();
  extract.on('entry', (/** @type {TarHeader} */ header, /** @type {import('node:stream').Readable} */ stream, /** @type {(error?: unknown) => void} */ next) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    stream.on('data', (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      if (!header.name.startsWith('assets/uploads/')) chunks.push(chunk);
    });
    stream.on('end', () => {
      try {
        onEntry(header, Buffer.concat(chunks), size);
        next();
      } catch (error) {
        next(error);
      }
    });
    stream.on('error', next);
  });
  try {
    await pipeline(createReadStream(file), createGunzip(), extract);
  } catch (error) {
    if (error instanceof Refusal) throw error;
    refuse(`Arsip rusak atau terpotong (${/** @type {NodeJS.ErrnoException | null | undefined} */ (error)?.code ?? 'struktur tar tidak sah'}). Tidak ada yang diubah.`);
  }
}

/**
 * Returns what the archive holds: Strapi version, records per village type, files.
 * @param {string} file
 */
export async function checkArchive(file) {
  /** @type {Metadata | undefined} */
  let metadata;
  /** @type {Set<string>} */
  const schemaUids = new Set();
  /** @type {Record<string, Set<string | number>>} */
  const documents = {};
  /** @type {Set<string>} */
  const uploads = new Set();
  /** @type {Set<string>} */
  const sidecars = new Set();
  await readEntries(file, (header, content, size) => {
    const name = header.name;
    if (header.type !== 'file') return;
    if (name === 'metadata.json') {
      try {
        metadata = JSON.parse(content.toString('utf8'));
      } catch {
        refuse('Arsip rusak: metadata.json tidak terbaca. Tidak ada yang diubah.');
      }
    } else if (name.startsWith('assets/uploads/')) {
      if (size !== header.size) refuse(`Arsip terpotong: berkas ${name} tidak utuh. Tidak ada yang diubah.`);
      uploads.add(name.slice('assets/uploads/'.length));
    } else if (name.startsWith('assets/metadata/')) {
      sidecars.add(name.slice('assets/metadata/'.length).replace(/\.json$/, ''));
      readJsonLines(content.toString('utf8'), name);
    } else if (isJsonlEntry(name)) {
      const rows = readJsonLines(content.toString('utf8'), name);
      if (name.startsWith('schemas/')) for (const row of /** @type {SchemaLine[]} */ (rows)) schemaUids.add(row.uid);
      // A record in two languages is two rows of one document: count it once.
      if (name.startsWith('entities/')) for (const row of /** @type {EntityLine[]} */ (rows)) (documents[row.type] ??= new Set()).add(row.data?.documentId ?? row.id);
    }
  });
  if (!metadata?.strapi?.version) refuse('Ini bukan arsip cadangan Strapi (metadata.json tidak ada). Tidak ada yang diubah.');
  const missingTypes = IDENTIFYING_TYPES.filter((uid) => !schemaUids.has(uid));
  if (missingTypes.length) refuse(`Ini bukan arsip cadangan situs desa ini: jenis ${missingTypes.join(', ')} tidak ada. Tidak ada yang diubah.`);
  // A backup made before a type existed (homestays and products came in issue 24): that type comes back empty.
  const newerTypes = Object.keys(VILLAGE_TYPES).filter((uid) => !schemaUids.has(uid));
  const withoutSidecar = [...uploads].filter((name) => !sidecars.has(name));
  if (withoutSidecar.length) refuse(`Arsip tidak lengkap: metadata berkas ${withoutSidecar.slice(0, 3).join(', ')} tidak ada. Tidak ada yang diubah.`);
  const counts = Object.fromEntries(Object.entries(documents).map(([type, ids]) => [type, ids.size]));
  return { createdAt: metadata.createdAt, strapiVersion: metadata.strapi.version, counts, files: uploads.size, newerTypes: newerTypes.map((uid) => VILLAGE_TYPES[uid]) };
}

/** @param {string} name */
function isJsonlEntry(name) {
  return JSONL_DIRS.some((dir) => name.startsWith(`${dir}/`)) && name.endsWith('.jsonl');
}

/**
 * "12 objek wisata, 6 artikel, …" for the operator.
 * @param {Record<string, number>} counts
 * @param {number} files
 */
export function describeCounts(counts, files) {
  const parts = Object.entries(VILLAGE_TYPES)
    .filter(([uid]) => uid !== 'plugin::upload.file')
    .map(([uid, label]) => `${counts[uid] ?? 0} ${label}`);
  return `${parts.join(', ')}, ${files} berkas`;
}
