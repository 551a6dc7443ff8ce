// `npm start` (scripts/start.mjs) brings the CMS and the web app up, seeds an
// empty database, prints where they are, and stops both on Ctrl-C.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanEnvironment, freePort, killTree, processTree } from '../../cms/tests/support/process.js';

const root = path.resolve(__dirname, '../..');
const workDir = mkdtempSync(path.join(os.tmpdir(), 'desa-start-test-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

// A developer's shell often exports these; the test chooses its own ports and must not take them.
Object.assign(process.env, { CMS_URL: 'http://127.0.0.1:9', PUBLIC_CMS_URL: 'http://127.0.0.1:9', WEB_URL: 'http://127.0.0.1:9', DATABASE_URL: 'postgres://nobody@127.0.0.1:9/none' });

describe('npm start', () => {
  it('serves both apps, then stops both on SIGINT', { timeout: 300_000 }, async () => {
    const [cmsPort, webPort] = [await freePort(), await freePort()];
    mkdirSync(path.join(workDir, 'public', 'uploads'), { recursive: true });
    const child = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: root,
      env: {
        ...cleanEnvironment(),
        CMS_PORT: String(cmsPort),
        WEB_PORT: String(webPort),
        DATABASE_FILENAME: path.join(workDir, 'data.db'),
        CMS_PUBLIC_DIR: path.join(workDir, 'public'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));

    try {
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
      // Production builds: no development React, and the CMS in production mode too.
      expect(output).not.toMatch(/react-router\.development|useLayoutEffect does nothing on the server/);
      expect(output).not.toContain('development');
      // A clean first start says nothing alarming (the CMS's seed writes come before the web app listens).
      expect(output).not.toMatch(/\bwarn\b|gagal/i);
      // Three processes in all: this launcher and the two servers under it, nothing between them.
      const [, ...servers] = processTree(child.pid!);
      expect(servers.map((row) => row.args), JSON.stringify(servers)).toEqual([expect.stringMatching(/ server\.js$/), expect.stringMatching(/server\.mjs$/)]);

      // The CMS tells the web server after a write (the purge secret both got from the script).
      const cms = `http://127.0.0.1:${cmsPort}/api/v1`;
      const login = await fetch(`${cms}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@desawisata.test', password: 'Admin12345' }),
      });
      const token = decodeURIComponent(/desa_session=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1] ?? '');
      const [tour] = (await (await fetch(`${cms}/tour/all?limit=1`)).json()).data;
      const tourPage = `http://127.0.0.1:${webPort}/wisata/${tour.id}`;
      // Read whole: the page is stored once its body has streamed (unread, a slow machine asked again before).
      await (await fetch(tourPage)).text();
      expect((await fetch(tourPage)).headers.get('x-page-cache')).toBe('HIT');
      const body = new FormData();
      body.set('title', 'Judul Baru Dari API');
      const update = await fetch(`${cms}/tour/update/${tour.id}?_method=PATCH`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body });
      expect(update.status).toBe(200);
      const written = Date.now();
      let html = '';
      while (Date.now() - written < 10_000 && !html.includes('Judul Baru Dari API')) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        html = await (await fetch(tourPage)).text();
      }
      expect(html).toContain('Judul Baru Dari API');

      // `npm run dev`'s web server is this same server with Vite in place of the build.
      const devPort = await freePort();
      const dev = spawn(process.execPath, ['server.mjs', '--dev'], {
        cwd: path.join(root, 'web'),
        env: { ...cleanEnvironment(), PORT: String(devPort), CMS_URL: `http://127.0.0.1:${cmsPort}`, NODE_ENV: 'development' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      try {
        let devOutput = '';
        dev.stdout.on('data', (chunk) => (devOutput += chunk));
        dev.stderr.on('data', (chunk) => (devOutput += chunk));
        const devDeadline = Date.now() + 60_000;
        while (!devOutput.includes('Web siap') && Date.now() < devDeadline && dev.exitCode === null) await new Promise((resolve) => setTimeout(resolve, 200));
        expect(devOutput).toContain('(pengembangan, Vite)');
        const devHome = `http://127.0.0.1:${devPort}/`;
        const first = await fetch(devHome);
        expect(await first.text()).toContain(site.name);
        expect(first.headers.get('content-security-policy')).toMatch(/script-src 'nonce-/);
        expect((await fetch(devHome)).headers.get('x-page-cache')).toBe('HIT');
        expect((await fetch(`${devHome}@vite/client`)).status).toBe(200);
        expect((await fetch(`${devHome}_revalidate`, { method: 'POST' })).status).toBe(401);
      } finally {
        killTree(dev.pid!);
      }

      child.kill('SIGINT');
      await exited;
      await expect(fetch(`http://127.0.0.1:${cmsPort}/_health`)).rejects.toThrow();
      await expect(fetch(`http://127.0.0.1:${webPort}/`)).rejects.toThrow();
    } finally {
      // Whatever failed above: the launcher, the CMS and the web server go with the test.
      if (child.exitCode === null && child.signalCode === null) killTree(child.pid!);
    }
  });
});
