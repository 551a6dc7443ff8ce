// Starts the built web app (server.mjs, as `npm start` does) against a CMS.
import { spawn } from 'node:child_process';
import path from 'node:path';
import net from 'node:net';

const webDir = path.resolve(__dirname, '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export async function startWeb(cmsUrl: string, env: Record<string, string> = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, ['server.mjs'], {
    cwd: webDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      CMS_URL: cmsUrl,
      SESSION_SECRET: 'test-session-secret',
      WEB_INSECURE_COOKIES: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (true) {
    if (child.exitCode !== null) throw new Error(`web exited early:\n${output}`);
    try {
      await fetch(url, { redirect: 'manual' });
      break;
    } catch {}
    if (Date.now() > deadline) throw new Error(`web did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    logs: () => output,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 300));
    },
  };
}
