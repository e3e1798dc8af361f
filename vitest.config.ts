import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { BFF_FILES_REPLACING_MODULES, bffProject } from './bff/vitest.config';
import { FRESH_MODULES, frontendProject } from './frontend/vitest.config';
import { LongFilesFirst } from './vitest.sequencer';

// One run, several projects: pure rules, the contract checks, the database layer, the BFF
// (integration through server.inject on a real database) and the app's component tests (jsdom).
// Story tests run in Chromium from storybook/ (npm run test:stories).
export default defineConfig({
  test: {
    projects: [
      'domain',
      'db',
      'bff',
      // The BFF's files that replace modules (vi.mock), each with a module graph of its own.
      bffProject({ name: 'bff-isolated', include: BFF_FILES_REPLACING_MODULES, exclude: [], isolate: true }),
      'frontend',
      // The frontend's files that need a module graph of their own (frontend/vitest.config.ts).
      frontendProject({ name: 'frontend-isolated', include: FRESH_MODULES, exclude: [], isolate: true }),
      'scripts',
      'parity',
    ],
    // Vitest's default is one worker fewer than the cores: a single worker on a two-core CI
    // machine. The main process mostly waits while the workers run, so use every core.
    maxWorkers: Math.max(2, availableParallelism()),
    // The files that take longest start first (vitest.sequencer.ts).
    sequence: { sequencer: LongFilesFirst },
    // On a MySQL run, the template databases every test file's database is copied from.
    globalSetup: ['./db/src/testing-global-setup.ts'],
  },
});
