import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { filesReplacingModules } from '../vitest.isolation';

const domainSources = fileURLToPath(new URL('../domain/src', import.meta.url));
const frontendRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * Test files that need a module graph of their own: they watch what the first import of a module
 * does (the lazy pages' texts arriving, the language switched around them), and those that replace
 * modules (vi.mock: vitest.isolation.ts). The root vitest.config.ts runs them as the project `frontend-isolated`.
 */
export const FRESH_MODULES = [
  'src/app/lazy-page-texts.test.tsx',
  ...filesReplacingModules(fileURLToPath(new URL('.', import.meta.url))),
];

/**
 * Component and wiring tests in jsdom, against the same MSW handlers as dev:mock and Storybook.
 * The files share one module graph per worker (`isolate: false`: measured, half the CPU of a fresh
 * graph per file); each test still gets a fresh store, fresh mock data and a clean DOM
 * (src/test/setup.ts), and the few files that need modules of their own run apart (FRESH_MODULES).
 */
export function frontendProject(files: {
  name: string;
  include: string[];
  exclude: string[];
  isolate: boolean;
}) {
  return defineConfig({
    root: frontendRoot,
    plugins: [react()],
    resolve: {
      alias: [{ find: /^@shop\/domain(\/.*)?$/, replacement: `${domainSources}$1` }],
    },
    test: {
      ...files,
      exclude: [...configDefaults.exclude, ...files.exclude],
      environment: 'jsdom',
      environmentOptions: { jsdom: { url: 'http://localhost:5173/' } },
      setupFiles: ['./src/test/setup.ts'],
      css: false,
      // user-event drives real keyboards and sliders: generous on a busy two-core CI machine.
      testTimeout: 15000,
      clearMocks: true,
      restoreMocks: true,
    },
  });
}

export default frontendProject({
  name: 'frontend',
  include: ['src/**/*.test.{ts,tsx}'],
  exclude: FRESH_MODULES,
  isolate: false,
});
