import { execFile, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../frontend/src/mocks/fixtures/users';
import { bffBundle, productionApp } from './built-app';

/**
 * The production build: the app (vite build into a temp dir) holds no mock module, and the BFF's
 * bundle (bff/dist, what `npm start` and the container run) starts with plain node, finds the app
 * and its data from where it lies, serves, and stops cleanly on SIGTERM. It runs here, in node,
 * rather than among the frontend's jsdom component tests, whose timings a build would upset.
 */

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const frontend = path.join(repoRoot, 'frontend');
const mocks = path.join(frontend, 'src/mocks');
const bundleDir = path.join(repoRoot, 'bff/dist');
const workDir = mkdtempSync(path.join(tmpdir(), 'production-build-'));
/** The app's build: npm test's (frontend/dist) or one of this file's own (scripts/built-app.ts). */
let outDir = path.join(workDir, 'app');

/** Strings only the mock modules hold: the dev corner, the stored key, a fixture, MSW's worker. */
const MOCK_ONLY = ['Reset mock data', 'abay.mock-db.', DEMO_PASSWORD, 'mockServiceWorker'];

/** The environment of a production run whose DATA_DIR and STATIC_DIR are relative to the repository. */
function productionEnv(dataDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    DATABASE_URL: '',
    LOG_LEVEL: 'info',
    // Relative paths resolve from the repository root, which the bundle finds from its own place.
    DATA_DIR: path.relative(repoRoot, dataDir),
    STATIC_DIR: path.relative(repoRoot, outDir),
  };
}

/** A working directory from which the relative paths above would lead nowhere. */
function elsewhere(): string {
  const dir = path.join(workDir, 'cwd/deeper/still');
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** Resolves with the address of the first `listening on <uri>` log line of the server. */
function listeningAddress(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      const match = /listening on (http:\/\/\S+)/.exec(line);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before listening`)));
  });
}

/** The health check's status once it answers 200, or the last status (0: no answer) after 20 s. */
async function pollHealth(base: string): Promise<number> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const status = await fetch(`${base}/api/health`).then(
      (res) => res.status,
      () => 0,
    );
    if (status === 200 || Date.now() > deadline) return status;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('the production build', () => {
  beforeAll(async () => {
    outDir = await productionApp(outDir);
  }, 120_000);
  afterAll(() => rmSync(workDir, { recursive: true, force: true }));

  it('carries no mock module: no dev corner, no mock storage, no fixtures, no worker', () => {
    // The needles are real: each is in the mock sources (else this test could not fail).
    const mockSources = ['dev-corner.tsx', 'persistence.ts', 'fixtures/users.ts']
      .map((file) => readFileSync(path.join(mocks, file), 'utf8'))
      .join('\n');
    for (const needle of MOCK_ONLY.slice(0, 3)) expect(mockSources).toContain(needle);

    const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' });
    expect(files).toContain('index.html');
    const found = files
      .filter((file) => /\.(js|css|html|map)$/.test(file))
      .flatMap((file) => {
        const text = readFileSync(path.join(outDir, file), 'utf8');
        return MOCK_ONLY.filter((needle) => text.includes(needle)).map((needle) => `${file}: ${needle}`);
      });
    expect(found).toEqual([]);
  });

  describe("the BFF's bundle", () => {
    beforeAll(async () => {
      await bffBundle();
    }, 120_000);

    it('is plain JavaScript with the workspaces inside and the npm packages outside', () => {
      for (const file of [
        'main.js',
        'main.js.map',
        'admin-create.js',
        'admin-create.js.map',
        'migrate.js',
        'migrate.js.map',
      ])
        expect(existsSync(path.join(bundleDir, file)), file).toBe(true);
      const main = readFileSync(path.join(bundleDir, 'main.js'), 'utf8');
      expect(main).not.toMatch(/from ["']@shop\//);
      expect(main).not.toMatch(/["']tsx["']/);
      expect(main).toMatch(/from ["']@hapi\/hapi["']/);
      expect(main).toMatch(/from ["']knex["']/);
      expect(main).toContain('//# sourceMappingURL=main.js.map');
    });

    it("carries none of the BFF's test code: no panel fake, no test app", () => {
      // The needles are real: each is defined in the test code (else this test could not fail).
      const testCode = [
        'bff/test/fakes/proxmox/fake-api.ts',
        'bff/test/fakes/pterodactyl/fake-api.ts',
        'bff/test/app/index.ts',
      ].map((file) => readFileSync(path.join(repoRoot, file), 'utf8'));
      const needles = ['startFakeProxmox', 'startFakePterodactyl', 'buildTestApp'];
      needles.forEach((needle, index) => expect(testCode[index]).toContain(`function ${needle}`));
      const shipped = readdirSync(bundleDir)
        .filter((file) => file.endsWith('.js'))
        .map((file) => readFileSync(path.join(bundleDir, file), 'utf8'))
        .join('\n');
      expect(needles.filter((needle) => shipped.includes(needle))).toEqual([]);
    });

    it('brings a database up to date with node bff/dist/migrate.js, then finds nothing to do', async () => {
      const dataDir = path.join(workDir, 'migrate-data');
      const migrate = () =>
        run(process.execPath, [path.join(bundleDir, 'migrate.js')], {
          cwd: elsewhere(),
          env: productionEnv(dataDir),
        });
      const first = await migrate();
      expect(first.stdout).toMatch(/storefront\.sqlite: ran \d+ migrations, \S+ last\./);
      expect(first.stdout).toMatch(/Catalog: added \d+ missing rows\./);
      expect(existsSync(path.join(dataDir, 'storefront.sqlite'))).toBe(true);
      const second = await migrate();
      expect(second.stdout).toContain('storefront.sqlite: no migration to run.');
      expect(second.stdout).toContain('Catalog: complete.');
    }, 60_000);

    it('creates an admin with node bff/dist/admin-create.js', async () => {
      const dataDir = path.join(workDir, 'admin-data');
      const { stdout } = await run(
        process.execPath,
        [
          path.join(bundleDir, 'admin-create.js'),
          '--email',
          'boss@example.et',
          '--password',
          'blue nile at dawn',
        ],
        { cwd: elsewhere(), env: productionEnv(dataDir) },
      );
      expect(stdout).toContain('Created admin admin <boss@example.et>');
      expect(existsSync(path.join(dataDir, 'storefront.sqlite'))).toBe(true);
    }, 60_000);

    it('starts with node bff/dist/main.js, serves the API and the app, and stops cleanly on SIGTERM', async () => {
      const dataDir = path.join(workDir, 'server-data');
      const server = spawn(process.execPath, [path.join(bundleDir, 'main.js')], {
        cwd: elsewhere(),
        env: productionEnv(dataDir),
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
        server.once('exit', (code, signal) => resolve({ code, signal })),
      );
      try {
        const base = await listeningAddress(server);
        expect(await pollHealth(base)).toBe(200);
        expect(existsSync(path.join(dataDir, 'storefront.sqlite'))).toBe(true);

        // The landing page as the build prerendered it (in English: no cookie, no Accept-Language),
        // and the app's shell for a page the build does not prerender.
        const page = await fetch(`${base}/`);
        expect(page.status).toBe(200);
        expect(await page.text()).toBe(readFileSync(path.join(outDir, 'prerendered/en/index.html'), 'utf8'));
        const signIn = await fetch(`${base}/signin`);
        expect(signIn.status).toBe(200);
        expect(await signIn.text()).toBe(readFileSync(path.join(outDir, 'index.html'), 'utf8'));
        const catalog = await fetch(`${base}/api/catalog/kvm/2025sale`);
        expect(catalog.status).toBe(200);

        server.kill('SIGTERM');
        expect(await exited).toEqual({ code: 0, signal: null });
      } finally {
        server.kill('SIGKILL');
      }
    }, 60_000);
  });
});
