// Setup file of the server and browser test projects: each file's phases when it ends (phases.ts).
import { afterAll, expect } from 'vitest';
import { reportPhases } from './phases';

// The CMS's projects are its databases (vitest.config.ts); the web's is the browser's.
afterAll(() => reportPhases(expect.getState().testPath ?? 'tests', process.env.CMS_TEST_DB ?? 'browser'));
