import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_ADMIN } from './support/admin';
import { E2E_CHAPA } from './support/chapa';
import { E2E_RECEIPTS } from './support/receipts';
import { E2E_SELLER_ENV } from './support/invoices';
import { E2E_TELEGRAM, E2E_TELEGRAM_ENV } from './support/telegram';

/**
 * End-to-end tests in Debian's Chromium against the real app: the built frontend served by the
 * BFF on a fresh embedded SQLite database (its own data directory per run).
 */
const port = Number(process.env.E2E_PORT ?? 8181);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'storefront-e2e-'));
// The workers load this file again: they inherit the runner's directory instead of making their
// own, so a test can read what the server wrote there (support/mail.ts reads its mail outbox).
process.env.E2E_DATA_DIR = dataDir;
const repoRoot = path.resolve(import.meta.dirname, '..');

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Two spec files at a time: a test mostly waits (for the server, the simulated machines, the
  // screens), so two browsers share the cores well. Every test signs up its own customer; only
  // the admin account is shared, and two-factor.spec.ts, which turns its two-factor sign-in on
  // and off again, runs alone once the others have ended (the two-factor project below).
  fullyParallel: false,
  workers: 2,
  // Under CI a failed test is tried once more; one that passes only then is listed as FLAKY at the end
  // (support/error-context-reporter.ts) and must be fixed at its cause. Here, a failure is a failure.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI
    ? [['list'], ['./support/error-context-reporter.ts']]
    : [['list'], ['html', { open: 'never' }], ['./support/error-context-reporter.ts']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace holds the DOM snapshot of every action, not the film strip: the film strip is a
    // screencast, and Chromium encodes a frame for every paint. A page that is starting paints
    // continuously (its loading skeletons pulse), so on a loaded machine the encoding took most
    // of the page's CPU: the landing page's app began its first API calls 1.5 to 6.6 s after its
    // code had arrived, against 0.1 to 1.4 s without the screencast (docs/development.md). Under
    // CI (which keeps no files) only a retry records one.
    trace: {
      mode: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
      screenshots: false,
      snapshots: true,
      sources: true,
    },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: ['two-factor.spec.ts', 'refund.spec.ts'],
      use: { viewport: { width: 1280, height: 800 } },
    },
    // A small phone: the header's items are behind the menu button. The foundation only.
    { name: 'mobile', testMatch: 'foundation.spec.ts', use: { viewport: { width: 360, height: 740 } } },
    // The refund reads the shop's revenue before and after: no other test may confirm a payment
    // meanwhile, so it runs once the others have ended.
    {
      name: 'refund',
      testMatch: 'refund.spec.ts',
      dependencies: ['desktop', 'mobile'],
      use: { viewport: { width: 1280, height: 800 } },
    },
    // While the admin has two-factor sign-in on, the other specs' admin sign-ins would be asked
    // for a code: this one starts after every other test has ended.
    {
      name: 'two-factor',
      testMatch: 'two-factor.spec.ts',
      dependencies: ['desktop', 'mobile', 'refund'],
      use: { viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: [
    {
      // Chapa's stand-in (support/fake-chapa-server.ts): the app's online payment goes through it.
      command: 'npx tsx e2e/support/fake-chapa-server.ts',
      cwd: repoRoot,
      port: E2E_CHAPA.port,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'pipe',
    },
    {
      // The banks' receipt pages (support/fake-receipts-server.ts): reported transfers are checked there.
      command: 'npx tsx e2e/support/fake-receipts-server.ts',
      cwd: repoRoot,
      port: E2E_RECEIPTS.port,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'pipe',
    },
    {
      // Telegram's Bot API (support/fake-telegram-server.ts): the shop's messages to chats go there.
      command: 'npx tsx e2e/support/fake-telegram-server.ts',
      cwd: repoRoot,
      port: E2E_TELEGRAM.port,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'pipe',
    },
    {
      // What ships: the app's build and the BFF's bundle, run by node. npm test has built both in
      // its build stage (BUILT_ONCE=1); run alone, the tests build them first. The build's file
      // listing is noise; its errors still reach stderr.
      command:
        process.env.BUILT_ONCE === '1'
          ? 'node bff/dist/main.js'
          : 'npm run build --silent >/dev/null && npm run -w bff build --silent && node bff/dist/main.js',
      cwd: repoRoot,
      url: `http://127.0.0.1:${port}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: {
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        // Every test signs its own customer up, all from 127.0.0.1: more than production's 10 an hour.
        REGISTRATION_LIMIT_PER_HOUR: '1000',
        // The admin the fulfilment flow confirms payments with (through the API until the console exists).
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        // Simulated machines start, stop and install quickly, but not at once: the screens show the transitions.
        SIMULATED_DELAY_MS: '400',
        SIMULATED_CREATE_MS: '1500',
        // The lifecycle sweep every 5 s, not every 5 minutes: a service whose end date a test
        // moves into the past is suspended while the test waits (suspended-service.spec.ts).
        LIFECYCLE_SWEEP_SECONDS: '5',
        // Online payment through the fake Chapa; its checkout page returns the browser here.
        APP_URL: `http://127.0.0.1:${port}`,
        CHAPA_SECRET_KEY: E2E_CHAPA.secretKey,
        CHAPA_WEBHOOK_SECRET: E2E_CHAPA.webhookSecret,
        CHAPA_BASE_URL: E2E_CHAPA.url,
        // Reported transfers checked against the fake banks' receipts; a reference the fake does
        // not know is NOT_FOUND and left to the admin, as before.
        RECEIPT_VERIFICATION: 'on',
        // The shop's telebirr number as Ethiopians write it: receipts mask it 2519****5678 (issue 34).
        PAYMENT_TELEBIRR_NUMBER: '0912345678',
        CBE_RECEIPT_URL: E2E_RECEIPTS.cbeUrl,
        TELEBIRR_RECEIPT_URL: E2E_RECEIPTS.telebirrUrl,
        // A VAT-registered seller: invoices are tax invoices naming it (support/invoices.ts).
        ...E2E_SELLER_ENV,
        // A Telegram bot (the fake): customers link a chat, the admins' group gets the alerts.
        ...E2E_TELEGRAM_ENV,
      },
    },
  ],
});
