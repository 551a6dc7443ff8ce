// Strapi's own data transfer engine (what `strapi export` / `strapi import` run), set up for
// this village's backups: everything except the Strapi panel's own admin:: records.
import { createRequire } from 'node:module';
import { requireFromApp } from './cli.mjs';

const requireFromStrapi = createRequire(requireFromApp.resolve('@strapi/strapi'));
/** @typedef {typeof import('@strapi/data-transfer')} DataTransfer */
/** @typedef {import('@strapi/data-transfer').engine.TransferStage} TransferStage */
/** @typedef {import('@strapi/data-transfer').engine.TransferEngine} TransferEngine */
/**
 * What the engine's progress stream emits at each stage's start and finish.
 * @typedef {{ stage: TransferStage, data: TransferEngine['progress']['data'] }} StageUpdate
 */

/** @type {DataTransfer} */
const dataTransfer = requireFromStrapi('@strapi/data-transfer');
export const requireFromTransfer = createRequire(requireFromStrapi.resolve('@strapi/data-transfer'));

/** @type {Record<TransferStage, string>} */
const STAGE_LABELS = { schemas: 'skema', entities: 'data', assets: 'berkas', links: 'relasi', configuration: 'pengaturan' };

/**
 * Today's visitor salt and marks (cms/src/content/visit-stats.ts) live one day and are never
 * copied: a backup must not let anyone link days or recover an address. The daily rows go along.
 */
const NEVER_BACKED_UP = new Set(['api::visit-salt.visit-salt', 'api::visitor-mark.visitor-mark']);
/** admin:: (panel accounts, sessions, API tokens) and content releases stay out, as in `strapi export`. */
const isTransferred = (/** @type {string} */ uid) => !dataTransfer.strapi.isIgnoredOfficialTransferType(uid) && !NEVER_BACKED_UP.has(uid);
/** @type {NonNullable<import('@strapi/data-transfer').engine.ITransferEngineOptions['transforms']>} */
const transforms = {
  entities: [{ filter: (entity) => isTransferred(entity.type) }],
  links: [{ filter: (link) => isTransferred(link.left.type) && isTransferred(link.right.type) }],
};

/**
 * Logs each stage's count and size as it finishes; returns the transfer's warnings, filled as they come.
 * @param {TransferEngine} engine
 * @param {(message: string) => void} log
 */
function reportProgress(engine, log) {
  /** @type {string[]} */
  const warnings = [];
  engine.progress.stream.on('stage::finish', (/** @type {StageUpdate} */ { stage, data }) => {
    const { count = 0, bytes = 0 } = data[stage] ?? {};
    log(`  ${STAGE_LABELS[stage] ?? stage}: ${count} item (${(bytes / 1024).toFixed(0)} KB)`);
  });
  engine.diagnostics.onDiagnostic(({ kind, details }) => {
    if (kind === 'warning') warnings.push(details.message);
    if (kind === 'error') log(`  galat: ${details.error?.message ?? details.message}`);
  });
  return warnings;
}

/**
 * Exports the running village into `${basePath}.tar.gz`; with `encrypt`, the gzip stream is
 * followed by our cipher, so no plain archive ever reaches the disk.
 * @param {import('@strapi/strapi').Core.Strapi} strapi
 * @param {{ basePath: string, encrypt?: () => import('node:stream').Transform, log: (message: string) => void }} options
 * @returns {Promise<{ file: string, warnings: string[] }>}
 */
export async function exportArchive(strapi, { basePath, encrypt, log }) {
  const source = dataTransfer.strapi.providers.createLocalStrapiSourceProvider({ getStrapi: async () => strapi, autoDestroy: false });
  const destination = dataTransfer.file.providers.createLocalFileDestinationProvider({
    file: { path: basePath },
    encryption: { enabled: false },
    compression: { enabled: true },
  });
  if (encrypt) {
    const createGzip = destination.createGzip.bind(destination);
    destination.createGzip = () => requireFromTransfer('stream-chain').chain([createGzip(), encrypt()]);
  }
  const engine = dataTransfer.engine.createTransferEngine(source, destination, {
    versionStrategy: 'ignore',
    schemaStrategy: 'ignore',
    transforms,
  });
  const warnings = reportProgress(engine, log);
  const results = await engine.transfer();
  const file = results.destination?.file?.path;
  if (!file) throw new Error('Strapi tidak menyebut berkas arsip yang ditulisnya.');
  return { file, warnings };
}

/**
 * Imports a checked plain archive into the configured database: everything is replaced.
 * @param {import('@strapi/strapi').Core.Strapi} strapi
 * @param {{ file: string, log: (message: string) => void }} options
 * @returns {Promise<{ warnings: string[] }>}
 */
export async function importArchive(strapi, { file, log }) {
  const source = dataTransfer.file.providers.createLocalFileSourceProvider({
    file: { path: file },
    compression: { enabled: true },
    encryption: { enabled: false },
  });
  const destination = dataTransfer.strapi.providers.createLocalStrapiDestinationProvider({
    getStrapi: async () => strapi,
    autoDestroy: false,
    strategy: 'restore',
    restore: {
      entities: { exclude: [...Object.keys(strapi.contentTypes).filter((uid) => !isTransferred(uid)), ...dataTransfer.strapi.getIgnoredOfficialTransferTypes()] },
      assets: true,
      configuration: { webhook: true, coreStore: true },
    },
  });
  const engine = dataTransfer.engine.createTransferEngine(source, destination, {
    versionStrategy: 'ignore',
    schemaStrategy: 'strict',
    transforms,
  });
  // A field added or removed since the backup is not a reason to refuse it: report and go on.
  engine.onSchemaDiff(async (context, next) => {
    for (const [uid, diffs] of Object.entries(context.diffs)) {
      for (const diff of diffs) log(`  catatan: ${[uid, ...diff.path].join('.')} berbeda dari skema saat ini (${diff.kind})`);
    }
    context.ignoredDiffs = { ...context.diffs, ...context.ignoredDiffs };
    return next(context);
  });
  const warnings = reportProgress(engine, log);
  await engine.transfer();
  return { warnings };
}
