// Seeding never touches a database that has content. (A seeded start fills an empty database
// with the demo village once: backup-restore.test.ts checks it on the village it backs up,
// support/demo-village.ts.)
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { ApiClient } from './support/api';
import { totals } from './support/demo-village';
import { removeWorkDir, startCms } from './support/strapi-server';

it('leaves a database with content alone, even when it is only an account', async () => {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'desa-seed-test-'));
  try {
    const bare = await startCms({ seed: false, workDir });
    await bare.stop();
    const again = await startCms({ seed: true, workDir });
    expect(await totals(again.url)).toMatchObject({ tour: 0, package: 0, gallery: 0, options: 0 });
    expect((await new ApiClient(again.url).get('/user/contact')).body.user).toHaveLength(1);
    await again.stop();
  } finally {
    await removeWorkDir(workDir);
  }
});
