import { defineConfig } from 'vitest/config';

// The parity suite: one table of scenarios against the BFF and the mock handlers.
export default defineConfig({
  test: {
    name: 'parity',
    // One module graph per worker (vitest.isolation.ts); no file here replaces a module.
    isolate: false,
    environment: 'node',
    include: ['**/*.test.ts'],
    testTimeout: 30000,
    hookTimeout: 60000,
    env: { NODE_ENV: 'test' },
  },
});
