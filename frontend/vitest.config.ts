import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const domainSources = fileURLToPath(new URL('../domain/src', import.meta.url));

/** Component and wiring tests in jsdom, against the same MSW handlers as dev:mock and Storybook. */
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [{ find: /^@shop\/domain(\/.*)?$/, replacement: `${domainSources}$1` }],
  },
  test: {
    name: 'frontend',
    environment: 'jsdom',
    environmentOptions: { jsdom: { url: 'http://localhost:5173/' } },
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // user-event drives real keyboards and sliders: generous on a busy two-core CI machine.
    testTimeout: 15000,
    clearMocks: true,
    restoreMocks: true,
  },
});
