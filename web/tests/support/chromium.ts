// Finds Chromium: CHROME_PATH, then the usual paths. On Debian as root with none found it
// installs Debian's `chromium`; otherwise it says how to get one. Never downloads a browser.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

export function findChromium(): string {
  const configured = process.env.CHROME_PATH;
  if (configured && existsSync(configured)) return configured;
  const found = CANDIDATES.find((candidate) => existsSync(candidate));
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/etc/debian_version')) {
    console.log('Chromium tidak ditemukan: memasang paket Debian `chromium`…');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  throw new Error(
    'Chromium tidak ditemukan. Pasang Chromium (Debian/Ubuntu: `sudo apt-get install chromium`) ' +
      'atau atur CHROME_PATH ke berkas eksekusinya.',
  );
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
