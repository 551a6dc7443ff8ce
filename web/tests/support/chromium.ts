// Finds Chromium: CHROME_PATH, then the usual paths; and poppler's `pdftotext`, which reads a
// printed page's text back. On Debian as root with none found it installs Debian's package;
// otherwise it says how to get one. Never downloads a browser or a binary of its own.
import { existsSync } from 'node:fs';
import { fromDebian } from 'cms/testing/debian';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

export function findChromium(): string {
  const configured = process.env.CHROME_PATH;
  if (configured && existsSync(configured)) return configured;
  const found = CANDIDATES.find((candidate) => existsSync(candidate));
  if (found) return found;
  if (fromDebian('chromium', '/usr/bin/chromium')) return '/usr/bin/chromium';
  throw new Error(
    'Chromium tidak ditemukan. Pasang Chromium (Debian/Ubuntu: `sudo apt-get install chromium`) ' +
      'atau atur CHROME_PATH ke berkas eksekusinya.',
  );
}

/** `pdftotext` (and `pdfinfo` beside it), from Debian's poppler-utils. */
export function findPdftotext(): string {
  const path = '/usr/bin/pdftotext';
  if (existsSync(path) || fromDebian('poppler-utils', path)) return path;
  throw new Error('pdftotext tidak ditemukan. Pasang poppler-utils (Debian/Ubuntu: `sudo apt-get install poppler-utils`).');
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
