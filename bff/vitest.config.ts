import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'bff',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'bench/**/*.test.ts'],
    testTimeout: 30000,
    hookTimeout: 60000,
    env: { NODE_ENV: 'test' },
  },
});
