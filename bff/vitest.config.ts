import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { filesReplacingModules } from '../vitest.isolation';

const bffRoot = fileURLToPath(new URL('.', import.meta.url));

/** The files that replace modules (vi.mock): the root vitest.config.ts runs them as `bff-isolated`. */
export const BFF_FILES_REPLACING_MODULES = filesReplacingModules(bffRoot);

/** The BFF's tests; `files` picks which and whether they share one module graph per worker. */
export function bffProject(files: { name: string; include: string[]; exclude: string[]; isolate: boolean }) {
  return defineConfig({
    root: bffRoot,
    test: {
      ...files,
      exclude: [...configDefaults.exclude, ...files.exclude],
      environment: 'node',
      // Each file starts from a fresh process's shop settings (the files share modules).
      setupFiles: ['./test/setup.ts'],
      testTimeout: 30000,
      hookTimeout: 60000,
      env: { NODE_ENV: 'test' },
    },
  });
}

export default bffProject({
  name: 'bff',
  include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'bench/**/*.test.ts'],
  exclude: BFF_FILES_REPLACING_MODULES,
  // One module graph per worker (vitest.isolation.ts): measured, the bff, db and parity projects'
  // import time fell from about 200 s to 23 s.
  isolate: false,
});
