// Starting a real server for a test: a free port, its output kept, ready when it answers.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

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

/**
 * What a test's servers and commands may take from the environment of whoever runs the tests:
 * the system's own variables and the documented test settings (README, Environment). Nothing
 * else: a developer's shell often exports CMS_URL, DATABASE_URL or WEB_REVALIDATE_URLS, which
 * pointed a test's server at another one.
 */
const CALLERS_VARIABLES = /^(PATH|HOME|USER|LOGNAME|SHELL|TERM|LANG|LANGUAGE|LC_[A-Z]+|TZ|TMPDIR|TMP|TEMP|CI|npm_config_\w+|TEST_DATABASE_URL|TEST_CMS_DIR|CMS_TEST_DB|CHROME_PATH|BROWSER_WORKERS|SCREENSHOTS)$/;

/** The caller's environment with only CALLERS_VARIABLES kept, for a server or command a test starts. */
export function cleanEnvironment(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => CALLERS_VARIABLES.test(name))) as NodeJS.ProcessEnv;
}

export type ProcessRow = { pid: number; ppid: number; rss: number; args: string };

/** A process and every process under it (`ps`), with what each holds resident (KB). */
export function processTree(pid: number): ProcessRow[] {
  const rows = execFileSync('ps', ['-e', '-o', 'pid=,ppid=,rss=,args='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => /^\s*(\d+)\s+(\d+)\s+(\d+)\s+(.*)$/.exec(line)!)
    .map(([, pid, ppid, rss, args]) => ({ pid: Number(pid), ppid: Number(ppid), rss: Number(rss), args }));
  const under = (parent: number): ProcessRow[] => rows.filter((row) => row.ppid === parent).flatMap((row) => [row, ...under(row.pid)]);
  return [...rows.filter((row) => row.pid === pid), ...under(pid)];
}

/** Kills a process and every process under it, whatever state a failed test left them in. */
export function killTree(pid: number) {
  for (const row of processTree(pid).reverse()) {
    try {
      process.kill(row.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

export type StartedServer = { child: ChildProcess; output: () => string };

/** Spawns `node args…` and waits until `isReady` says yes; on failure it kills it and throws with its output. */
export async function startServer(options: {
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  isReady: () => Promise<boolean>;
  timeoutMs: number;
  onFailure?: () => Promise<void>;
}): Promise<StartedServer> {
  const child = spawn(process.execPath, options.args, { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const failed = async (reason: string) => {
    child.kill('SIGKILL');
    await options.onFailure?.();
    return new Error(`${reason}:\n${output}`);
  };
  const deadline = Date.now() + options.timeoutMs;
  while (true) {
    if (child.exitCode !== null) throw await failed('server exited early');
    try {
      if (await options.isReady()) break;
    } catch {}
    if (Date.now() > deadline) throw await failed('server did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { child, output: () => output };
}

export type CommandRun = { code: number | null; output: string };

/**
 * `npm run <script> -- args` from the repository root, as an operator types it, with no terminal;
 * `watch` sees its output so far each time it prints.
 */
export function npmRun(script: string, args: string[], env: NodeJS.ProcessEnv, watch?: (output: string) => void): Promise<CommandRun> {
  return new Promise((resolve) => {
    const root = path.resolve(__dirname, '../../..');
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], { cwd: root, env, stdio: ['pipe', 'pipe', 'pipe'] });
    let output = '';
    const printed = (chunk: Buffer) => {
      output += chunk;
      watch?.(output);
    };
    child.stdout.on('data', printed);
    child.stderr.on('data', printed);
    child.stdin.end();
    child.on('close', (code) => resolve({ code, output }));
  });
}
