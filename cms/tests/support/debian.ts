// What the tests need from Debian (Chromium, poppler's pdftotext, real photographs): on Debian
// as root with it missing, its package is installed; otherwise the caller says how to get it.
// Never downloads anything but Debian's own packages.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Installs a Debian package when running as root on Debian; whether `path` is there after. */
export function fromDebian(name: string, path: string): boolean {
  if (process.getuid?.() !== 0 || !existsSync('/etc/debian_version')) return false;
  console.log(`${path} tidak ditemukan: memasang paket Debian \`${name}\`…`);
  execSync(`apt-get install -y -qq --no-install-recommends ${name} || (apt-get update -qq && apt-get install -y -qq --no-install-recommends ${name})`, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return existsSync(path);
}
