import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The test files that run for half a minute or more on one worker (measured in a clean-clone CI
 * run: the simulated years 70 s on SQLite and 205 s on MariaDB, the parity suite 49 and 58 s, the
 * wire test 47 and 52 s). They start first, so that the other worker takes the many short files
 * meanwhile. Without this, a clean clone (which has no vitest cache of durations) orders files by
 * their size, and the simulated years began late on MariaDB: the run ended with one worker busy
 * and the other core idle for about 70 s.
 */
export const LONG_FILES = [
  'bff/src/services/lifecycle/simulated-years.test.ts',
  'parity/parity.test.ts',
  'bff/src/wire.test.ts',
  'bff/src/routes/two-factor-throttle.test.ts',
];

/** The position of a file in LONG_FILES, or LONG_FILES.length for every other file. */
export function longFileRank(moduleId: string): number {
  const rank = LONG_FILES.findIndex((file) => moduleId.replaceAll('\\', '/').endsWith(file));
  return rank === -1 ? LONG_FILES.length : rank;
}

/** Vitest's own order (a cached run's durations, else file size), with LONG_FILES first. */
export class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Array.prototype.sort is stable: the other files keep vitest's order.
    return sorted.sort((a, b) => longFileRank(a.moduleId) - longFileRank(b.moduleId));
  }
}
