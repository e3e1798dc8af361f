import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'db',
    // One module graph per worker (vitest.isolation.ts); no file here replaces a module.
    isolate: false,
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 30000,
    hookTimeout: 60000,
  },
});
