// Running a command from the scripts: its output either goes straight to the terminal, or is
// held and handed back when it ends (a command run beside another, whose lines would interleave).
import { spawn } from 'node:child_process';

/**
 * @param {string[]} commandLine
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, held?: boolean }} [options] `env` is the whole environment.
 * @returns {Promise<{ code: number, output: string }>}
 */
export function runCommand([command, ...args], { cwd, env = process.env, held = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: held ? { FORCE_COLOR: '1', ...env } : env, stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}
