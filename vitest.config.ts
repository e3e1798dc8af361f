import { defineConfig } from 'vitest/config';

// One run, several projects: pure rules, the contract checks, the database layer, the BFF
// (integration through server.inject on a real database) and the app's component tests (jsdom).
// Story tests run in Chromium from storybook/ (npm run test:stories).
export default defineConfig({
  test: {
    projects: ['domain', 'db', 'bff', 'frontend', 'scripts', 'parity'],
  },
});
