import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../frontend/src/mocks/fixtures/users';

/**
 * The production build of frontend/ (vite build into a temp dir) holds no mock module. It runs here,
 * in node, rather than among the frontend's jsdom component tests, whose timings a build would upset.
 */

const frontend = fileURLToPath(new URL('../frontend', import.meta.url));
const mocks = path.join(frontend, 'src/mocks');
const outDir = mkdtempSync(path.join(tmpdir(), 'frontend-build-'));

/** Strings only the mock modules hold: the dev corner, the stored key, a fixture, MSW's worker. */
const MOCK_ONLY = ['Reset mock data', 'abay.mock-db.', DEMO_PASSWORD, 'mockServiceWorker'];

describe('the production build', () => {
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('carries no mock module: no dev corner, no mock storage, no fixtures, no worker', async () => {
    // The needles are real: each is in the mock sources (else this test could not fail).
    const mockSources = ['dev-corner.tsx', 'persistence.ts', 'fixtures/users.ts']
      .map((file) => readFileSync(path.join(mocks, file), 'utf8'))
      .join('\n');
    for (const needle of MOCK_ONLY.slice(0, 3)) expect(mockSources).toContain(needle);

    await promisify(execFile)('npx', ['vite', 'build', '--logLevel', 'error', '--outDir', outDir], {
      cwd: frontend,
      env: { ...process.env, NODE_ENV: 'production' },
    });

    const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' });
    expect(files).toContain('index.html');
    const found = files
      .filter((file) => /\.(js|css|html|map)$/.test(file))
      .flatMap((file) => {
        const text = readFileSync(path.join(outDir, file), 'utf8');
        return MOCK_ONLY.filter((needle) => text.includes(needle)).map((needle) => `${file}: ${needle}`);
      });
    expect(found).toEqual([]);
  }, 120_000);
});
