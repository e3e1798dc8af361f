import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { defineConfig } from 'vitest/config';

import { playwright } from '@vitest/browser-playwright';

const configDir = fileURLToPath(new URL('./.storybook', import.meta.url));

/**
 * Every story is a test: it renders in Debian's Chromium (browsers cannot be downloaded here),
 * its play function runs, and the a11y addon's checks fail it on a violation.
 */
export default defineConfig({
  plugins: [storybookTest({ configDir })],
  test: {
    name: 'storybook',
    // Two story files at a time (vitest's default on two cores is one): a story spends much of
    // its time waiting for the browser and the mock API, which the other file's story fills.
    maxWorkers: Math.max(2, availableParallelism()),
    isolate: false,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        // The app honours prefers-reduced-motion (styles/index.css), so dialogs and sheets are at
        // full opacity the moment they open and toBeVisible() never races an entry animation.
        contextOptions: { reducedMotion: 'reduce' },
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            '--disable-quic',
          ],
        },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
