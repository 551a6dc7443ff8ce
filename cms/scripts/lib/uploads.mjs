// A restore writes the archive's files into a staging folder inside uploads/ and swaps them in
// only after the database import succeeded. uploads/ itself is never renamed, so it can be a
// mount point (the Docker volume), and a failed restore leaves the old files where they were.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { appDir } from './cli.mjs';

export function uploadsDir() {
  return path.join(path.resolve(appDir, process.env.CMS_PUBLIC_DIR || './public'), 'uploads');
}

/**
 * uploads/ and, inside it, the staging public folder of a restore.
 * @typedef {{ uploads: string, staging: string }} Staging
 */

/**
 * Creates the staging public folder; point CMS_PUBLIC_DIR at it before Strapi loads.
 * @returns {Promise<Staging>}
 */
export async function createStaging() {
  const uploads = uploadsDir();
  const staging = path.join(uploads, `.pemulihan-${process.pid}-${Date.now()}`);
  await fs.mkdir(path.join(staging, 'uploads'), { recursive: true });
  return { uploads, staging };
}

/** Uploaded files never start with a dot; .gitkeep and the staging folder are not theirs. */
const uploadedFiles = async (/** @type {string} */ dir) => (await fs.readdir(dir)).filter((name) => !name.startsWith('.'));

/**
 * Replaces the files in uploads/ with the restored ones, then removes the staging folder.
 * @param {Staging} folders
 */
export async function swapInStaging({ uploads, staging }) {
  const old = path.join(staging, 'lama');
  await fs.mkdir(old);
  for (const name of await uploadedFiles(uploads)) await fs.rename(path.join(uploads, name), path.join(old, name));
  for (const name of await uploadedFiles(path.join(staging, 'uploads'))) {
    await fs.rename(path.join(staging, 'uploads', name), path.join(uploads, name));
  }
  await fs.rm(staging, { recursive: true, force: true });
}

/** @param {Staging} folders */
export async function removeStaging({ staging }) {
  await fs.rm(staging, { recursive: true, force: true });
}
