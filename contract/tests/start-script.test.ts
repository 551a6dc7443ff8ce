// `npm start` (contract/scripts/start.mjs) brings the CMS and the web app up, seeds an
// empty database, prints where they are, and stops both on Ctrl-C.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../cms/tests/support/process';

const root = path.resolve(__dirname, '../..');
const workDir = mkdtempSync(path.join(os.tmpdir(), 'desa-start-test-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

describe('npm start', () => {
  it('serves both apps, then stops both on SIGINT', { timeout: 300_000 }, async () => {
    const [cmsPort, webPort] = [await freePort(), await freePort()];
    mkdirSync(path.join(workDir, 'public', 'uploads'), { recursive: true });
    const child = spawn(process.execPath, ['contract/scripts/start.mjs'], {
      cwd: root,
      env: {
        ...process.env,
        CMS_PORT: String(cmsPort),
        WEB_PORT: String(webPort),
        DATABASE_FILENAME: path.join(workDir, 'data.db'),
        CMS_PUBLIC_DIR: path.join(workDir, 'public'),
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));

    const deadline = Date.now() + 240_000;
    while (!output.includes('Siap dalam') && Date.now() < deadline && child.exitCode === null) {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(output, output).toContain('Siap dalam');
    expect(output).toContain(`http://localhost:${webPort}`);
    expect(output).toContain('admin@desawisata.test');

    expect((await fetch(`http://127.0.0.1:${cmsPort}/_health`)).status).toBe(204);
    const home = await fetch(`http://127.0.0.1:${webPort}/`);
    expect(home.status).toBe(200);
    const site = await (await fetch(`http://127.0.0.1:${cmsPort}/api/v1/site`)).json();
    expect(await home.text()).toContain(site.name);

    child.kill('SIGINT');
    await exited;
    await expect(fetch(`http://127.0.0.1:${cmsPort}/_health`)).rejects.toThrow();
    await expect(fetch(`http://127.0.0.1:${webPort}/`)).rejects.toThrow();
  });
});
