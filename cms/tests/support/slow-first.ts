// The order test files start in: the slowest named first, so that with two workers the last
// files to end are short ones. Vitest's own order needs its cache of last durations, which a
// fresh clone has not: it falls back to file size, and the shortest file of this suite, the fuzz
// (the slowest to run), started last and ran alone for over two minutes of CI.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** A sequencer starting the files named `slowest` (base names, slowest first) before the rest, in Vitest's order. */
export function slowFirst(slowest: string[]) {
  const rank = (spec: TestSpecification) => {
    const index = slowest.findIndex((name) => spec.moduleId.endsWith(`/${name}.test.ts`));
    return index < 0 ? slowest.length : index;
  };
  return class SlowFirst extends BaseSequencer {
    async sort(files: TestSpecification[]) {
      return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
    }
  };
}
