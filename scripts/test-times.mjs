// A vitest reporter for scripts/test.mjs: each test file's time (hooks included, so a file's
// server start counts) and its number of tests, written as JSON to TEST_TIMES_FILE.
import { writeFileSync } from 'node:fs';

/** @typedef {import('vitest/node').Reporter} Reporter */

/** @implements {Reporter} */
export default class TestTimes {
  /** @param {ReadonlyArray<import('vitest/node').TestModule>} testModules */
  onTestRunEnd(testModules) {
    const files = testModules.map((module) => ({
      file: module.moduleId,
      project: module.project.name || '-',
      ms: Math.round(module.diagnostic().duration),
      tests: [...module.children.allTests()].filter((test) => test.result().state !== 'skipped').length,
    }));
    if (process.env.TEST_TIMES_FILE) writeFileSync(process.env.TEST_TIMES_FILE, JSON.stringify(files));
  }
}
