#!/usr/bin/env node
// Import cycles in each workspace's source, tests and scripts, type-only imports included:
// dpdm, which reads imports with TypeScript's own parser and resolves them through each
// workspace's tsconfig (the web app's `~/`). Part of `npm run lint`.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { root } from './build.mjs';

/** Each workspace and the sources whose imports must form no cycle. */
const WORKSPACES = [
  { dir: 'contract', sources: ['src/**/*.ts', 'tests/**/*.ts'] },
  { dir: 'cms', sources: ['src/**/*.ts', 'config/**/*.ts', 'tests/**/*.ts', 'scripts/**/*.{ts,mjs}'] },
  { dir: 'web', sources: ['app/**/*.{ts,tsx}', 'server/**/*.mjs', 'server.mjs', 'tests/**/*.ts', 'scripts/**/*.{ts,mjs}'] },
  { dir: '.', sources: ['scripts/*.mjs'] },
];

let failed = false;
for (const { dir, sources } of WORKSPACES) {
  const result = spawnSync(
    path.join(root, 'node_modules/.bin/dpdm'),
    ['--no-tree', '--no-warning', '--no-progress', '--tsconfig', 'tsconfig.json', '--exit-code', 'circular:1', ...sources],
    { cwd: path.join(root, dir), encoding: 'utf8' },
  );
  if (result.status !== 0) {
    failed = true;
    console.error(`✖ Import cycles in ${dir}/:\n${result.stdout}${result.stderr}`);
  }
}
if (failed) process.exit(1);
console.log('No import cycles (type-only imports included).');
