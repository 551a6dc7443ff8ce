// Setup file of the server and browser test projects: each file's phases when it ends (phases.ts).
import { afterAll, expect } from 'vitest';
import { reportPhases } from './phases';

afterAll(() => reportPhases(expect.getState().testPath ?? 'tests'));
