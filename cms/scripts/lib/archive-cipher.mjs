// Encryption of backup archives: AES-256-GCM, key derived from BACKUP_KEY with scrypt.
//
// File layout:  magic "DESABAK1" | log2(N) r p (1 byte each) | salt (16) | iv (12) | key check (16)
//               | ciphertext of the .tar.gz | GCM tag (16)
// The header is authenticated as additional data. The key check (a hash of a second derived
// key) tells a wrong key apart from a damaged file before anything is decrypted.
import { createCipheriv, createDecipheriv, createHash, randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream, promises as fs } from 'node:fs';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { refuse } from './cli.mjs';

export const MAGIC = Buffer.from('DESABAK1');
const HEADER_LENGTH = MAGIC.length + 3 + 16 + 12 + 16;
const TAG_LENGTH = 16;
const SCRYPT = { logN: 15, r: 8, p: 1 };

/**
 * The AES key and the key check, both from one scrypt derivation of the passphrase.
 * @param {string} passphrase
 * @param {Buffer} salt
 * @param {{ logN: number, r: number, p: number }} cost
 */
function deriveKeys(passphrase, salt, { logN, r, p }) {
  const bytes = scryptSync(passphrase, salt, 64, { N: 2 ** logN, r, p, maxmem: 256 * 1024 * 1024 });
  const check = createHash('sha256').update(bytes.subarray(32)).digest().subarray(0, 16);
  return { key: bytes.subarray(0, 32), check };
}

/**
 * A stream that turns the .tar.gz bytes into the encrypted archive.
 * @param {string} passphrase
 */
export function createEncryptStream(passphrase) {
  const salt = randomBytes(16);
  const iv = randomBytes(12);
  const { key, check } = deriveKeys(passphrase, salt, SCRYPT);
  const header = Buffer.concat([MAGIC, Buffer.from([SCRYPT.logN, SCRYPT.r, SCRYPT.p]), salt, iv, check]);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(header);
  let started = false;
  return new Transform({
    transform(chunk, _encoding, callback) {
      if (!started) {
        started = true;
        this.push(header);
      }
      callback(null, cipher.update(chunk));
    },
    flush(callback) {
      if (!started) this.push(header);
      this.push(cipher.final());
      callback(null, cipher.getAuthTag());
    },
  });
}

/**
 * 'encrypted' (ours), 'gzip' (a plain Strapi archive) or 'unknown', from the first bytes.
 * @param {string} file
 * @returns {Promise<'encrypted' | 'gzip' | 'unknown'>}
 */
export async function archiveKind(file) {
  const handle = await fs.open(file, 'r');
  try {
    const start = Buffer.alloc(MAGIC.length);
    await handle.read(start, 0, MAGIC.length, 0);
    if (start.equals(MAGIC)) return 'encrypted';
    return start[0] === 0x1f && start[1] === 0x8b ? 'gzip' : 'unknown';
  } finally {
    await handle.close();
  }
}

/**
 * Decrypts a whole archive into `target` and verifies its tag; refuses a wrong key or a
 * damaged or truncated file. Only a verified plaintext is ever used.
 * @param {string} file
 * @param {string} target
 * @param {string} passphrase
 */
export async function decryptArchive(file, target, passphrase) {
  const { size } = await fs.stat(file);
  if (size <= HEADER_LENGTH + TAG_LENGTH) refuse('Arsip terpotong atau rusak: terlalu pendek. Tidak ada yang diubah.');
  const handle = await fs.open(file, 'r');
  const header = Buffer.alloc(HEADER_LENGTH);
  const tag = Buffer.alloc(TAG_LENGTH);
  try {
    await handle.read(header, 0, HEADER_LENGTH, 0);
    await handle.read(tag, 0, TAG_LENGTH, size - TAG_LENGTH);
  } finally {
    await handle.close();
  }
  const [logN, r, p] = header.subarray(MAGIC.length, MAGIC.length + 3);
  if (logN < 10 || logN > 20 || r < 1 || r > 32 || p < 1 || p > 16) refuse('Arsip rusak: kepala arsip tidak sah. Tidak ada yang diubah.');
  let offset = MAGIC.length + 3;
  const salt = header.subarray(offset, (offset += 16));
  const iv = header.subarray(offset, (offset += 12));
  const storedCheck = header.subarray(offset, (offset += 16));
  const { key, check } = deriveKeys(passphrase, salt, { logN, r, p });
  if (!timingSafeEqual(check, storedCheck)) refuse('Kunci salah: BACKUP_KEY tidak cocok dengan arsip ini. Tidak ada yang diubah.');

  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(header);
  decipher.setAuthTag(tag);
  const body = createReadStream(file, { start: HEADER_LENGTH, end: size - TAG_LENGTH - 1 });
  try {
    await pipeline(body, decipher, createWriteStream(target, { mode: 0o600 }));
  } catch {
    await fs.rm(target, { force: true });
    refuse('Arsip rusak atau terpotong: pemeriksaan keaslian (GCM) gagal. Tidak ada yang diubah.');
  }
}
