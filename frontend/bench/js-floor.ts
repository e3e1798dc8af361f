/**
 * `npm run bench:js-floor`: a measurement, not a test. Builds `stack-floor/` (the smallest app on
 * the product's fixed stack: React, react-router, Redux Toolkit with RTK Query, react-redux,
 * i18next with react-i18next) for production, as the app is built, and prints its JavaScript
 * gzipped (level 9, as scripts/initial-js-size.test.ts measures the landing page's): the floor
 * under any first screen on this stack, to set against the landing page's budget.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const root = fileURLToPath(new URL('./stack-floor', import.meta.url));
const outDir = mkdtempSync(path.join(tmpdir(), 'js-floor-'));
try {
  await build({
    root,
    configFile: false,
    logLevel: 'error',
    plugins: [react()],
    build: { outDir, emptyOutDir: true },
  });
  const assets = path.join(outDir, 'assets');
  const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
  const gzipped = scripts.reduce(
    (sum, file) => sum + gzipSync(readFileSync(path.join(assets, file)), { level: 9 }).length,
    0,
  );
  console.log(
    `the stack's floor: ${(gzipped / 1024).toFixed(1)} KiB of JavaScript gzipped (${scripts.join(', ')})`,
  );
  console.log(
    '(React, react-router, Redux Toolkit with RTK Query, react-redux, i18next with react-i18next; one page)',
  );
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
