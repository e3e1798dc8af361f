import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The import boundaries of eslint.config.js, proven on probe files: each wrong-way import is
 * reported by the rule that owns it, and the allowed forms pass without a word. The probes import
 * real files, so a resolver that stopped resolving would show up as import-x/no-unresolved.
 */

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });

const BOUNDARY_RULES = [
  'import-x/no-restricted-paths',
  'import-x/no-cycle',
  'import-x/no-unresolved',
  'no-restricted-imports',
];

/** The boundary rules' reports for `code` linted as if it were the file `file` (repo-relative). */
async function boundaryReports(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return result!.messages
    .filter((m) => m.ruleId !== null && BOUNDARY_RULES.includes(m.ruleId))
    .map((m) => ({ ruleId: m.ruleId, message: m.message }));
}

/** One import of `from`, used so no other rule has a reason to speak. */
const importOf = (from: string) => `import * as probe from '${from}';\nexport const used = probe;\n`;

describe('import boundaries (eslint.config.js)', () => {
  it.each([
    [
      'a shared component imports a feature',
      'frontend/src/components/ui/probe.tsx',
      '../../features/orders/order-display',
    ],
    ['a shared component imports app/', 'frontend/src/components/ui/probe.tsx', '../../app/routes'],
    ['lib/ imports a feature', 'frontend/src/lib/probe.ts', '../features/catalog/use-kvm-line-param'],
    ['lib/ imports app/', 'frontend/src/lib/probe.ts', '../app/guards'],
    ['the store imports a feature', 'frontend/src/store/probe.ts', '../features/auth/sign-in-destination'],
    ['the store imports app/', 'frontend/src/store/probe.ts', '../app/first-render'],
    // Features do not lean on each other: checkout <-> auth and checkout <-> payment did.
    ['checkout imports auth', 'frontend/src/features/checkout/probe.ts', '../auth/sign-in-destination'],
    ['auth imports checkout', 'frontend/src/features/auth/probe.ts', '../checkout/order-request'],
    ['checkout imports payment', 'frontend/src/features/checkout/probe.ts', '../payment/payment-report'],
    ['payment imports checkout', 'frontend/src/features/payment/probe.ts', '../checkout/use-coupon'],
    [
      'a feature test imports another feature',
      'frontend/src/features/orders/probe.test.tsx',
      '../services/service-display',
    ],
    [
      'a feature story imports another feature',
      'frontend/src/features/orders/probe.stories.tsx',
      '../services/service-display',
    ],
    [
      'an admin section imports another feature',
      'frontend/src/features/admin/users/probe.ts',
      '../../auth/sign-in-destination',
    ],
    [
      'another feature imports an admin section',
      'frontend/src/features/orders/probe.ts',
      '../admin/orders/order-actions',
    ],
    ['admin-test imports admin', 'frontend/src/features/admin-test/probe.ts', '../admin/admin-sections'],
    // Features import nothing of app/ (the typed hooks are store/hooks.ts).
    ['a feature imports app/', 'frontend/src/features/orders/probe.ts', '../../app/routes'],
    ['a feature imports the app layout', 'frontend/src/features/catalog/probe.tsx', '../../app/layout'],
    ['an admin section imports app/', 'frontend/src/features/admin/users/probe.ts', '../../../app/guards'],
    ['the API client imports a feature', 'frontend/src/api/probe.ts', '../features/auth/sign-in-destination'],
    ['the API client imports app/', 'frontend/src/api/probe.ts', '../app/first-render'],
    ['app code (not a test) imports the mock API', 'frontend/src/app/probe.ts', '../mocks'],
    [
      'a feature file (not a test) imports the mock API',
      'frontend/src/features/orders/probe.tsx',
      '../../mocks',
    ],
    [
      'a shared component imports the mock API',
      'frontend/src/components/ui/probe.tsx',
      '../../mocks/browser',
    ],
  ])('reports %s', async (_case, file, from) => {
    const reports = await boundaryReports(file, importOf(from));
    expect(reports).toEqual([
      expect.objectContaining({
        ruleId: 'import-x/no-restricted-paths',
        message: expect.stringContaining(`Unexpected path "${from}" imported in restricted zone.`),
      }),
    ]);
  });

  it.each([
    ['a feature imports its own inner file', 'frontend/src/features/catalog/probe.ts', './server-columns'],
    [
      'an admin section imports the admin feature',
      'frontend/src/features/admin/users/probe.ts',
      '../admin-sections',
    ],
    [
      'an admin section imports another admin section',
      'frontend/src/features/admin/users/probe.ts',
      '../orders/order-actions',
    ],
    ['a feature imports the typed hooks', 'frontend/src/features/orders/probe.ts', '../../store/hooks'],
    [
      'a feature imports a slice of the store',
      'frontend/src/features/configure/probe.ts',
      '../../store/checkout-slice',
    ],
    ['a feature imports lib/', 'frontend/src/features/landing/probe.ts', '../../lib/use-catalog-price'],
    [
      'a feature imports a shared component',
      'frontend/src/features/landing/probe.tsx',
      '../../components/game-card-frame',
    ],
    ['the store imports the API client', 'frontend/src/store/probe.ts', '../api'],
    ['lib/ imports the store', 'frontend/src/lib/probe.ts', '../store/vat-slice'],
    ['a shared component imports the API client', 'frontend/src/components/ui/probe.tsx', '../../api'],
    ["app imports a feature's files", 'frontend/src/app/probe.ts', '../features/auth/sign-in-page'],
    ['app imports the store', 'frontend/src/app/probe.ts', '../store/hooks'],
    ['a test imports the mock API', 'frontend/src/features/orders/probe.test.tsx', '../../mocks'],
    ['a story imports the mock API', 'frontend/src/features/orders/probe.stories.tsx', '../../mocks'],
    ['a fixtures file imports the mock API', 'frontend/src/features/orders/probe-fixtures.ts', '../../mocks'],
    [
      'a test helper imports the mock API',
      'frontend/src/features/configure/probe-test-helpers.ts',
      '../../mocks',
    ],
    ['a test renderer imports the mock API', 'frontend/src/app/layout/test-render-probe.tsx', '../../mocks'],
    ['the shared test setup imports the mock API', 'frontend/src/test/probe.ts', '../mocks'],
    ['an API test imports the store and the mock API', 'frontend/src/api/probe.test.ts', '../store/store'],
  ])('allows %s', async (_case, file, from) => {
    expect(await boundaryReports(file, importOf(from))).toEqual([]);
  });

  describe('main.tsx (dev:mock starts the mock worker)', () => {
    const main = 'frontend/src/main.tsx';

    it('may load mocks/browser with a dynamic import', async () => {
      const code = "export const start = () => import('./mocks/browser');\n";
      expect(await boundaryReports(main, code)).toEqual([]);
    });

    it('may not import mocks/browser statically', async () => {
      const reports = await boundaryReports(main, importOf('./mocks/browser'));
      expect(reports).toEqual([expect.objectContaining({ ruleId: 'no-restricted-imports' })]);
    });

    it('may not load any other part of mocks/', async () => {
      const code = "export const start = () => import('./mocks/node');\n";
      expect(await boundaryReports(main, code)).toEqual([
        expect.objectContaining({ ruleId: 'import-x/no-restricted-paths' }),
      ]);
    });
  });

  it.each([
    // The store imports the VAT slice; a VAT slice importing the store closes the loop.
    ['frontend/src/store/vat-slice.ts', './store'],
    // The domain's index re-exports money.ts.
    ['domain/src/money.ts', './index.ts'],
  ])('reports a file-level import cycle: %s importing %s', async (file, from) => {
    expect(await boundaryReports(file, importOf(from))).toEqual([
      expect.objectContaining({
        ruleId: 'import-x/no-cycle',
        message: expect.stringContaining('Dependency cycle detected'),
      }),
    ]);
  });

  it('does not count a type-only import as a cycle', async () => {
    const code = "import type { RootState } from './store';\nexport type Probe = RootState;\n";
    expect(await boundaryReports('frontend/src/store/vat-slice.ts', code)).toEqual([]);
  });

  it.each(['frontend/src/main.tsx', 'domain/src/index.ts', 'bff/src/server.ts', 'db/src/index.ts'])(
    'checks %s for import cycles',
    async (file) => {
      const config = (await eslint.calculateConfigForFile(path.join(repoRoot, file))) as {
        rules: Record<string, unknown[]>;
      };
      expect(config.rules['import-x/no-cycle']?.[0]).toBe(2);
    },
  );

  describe('e2e specs run under the failure guard (e2e/support/test.ts)', () => {
    const spec = 'e2e/tests/probe.spec.ts';

    it.each([
      ["import { test } from '@playwright/test';"],
      ["import { expect } from '@playwright/test';"],
      ["import { test as base } from '@playwright/test';"],
      ["import playwrightTest from '@playwright/test';"],
      ["import * as playwright from '@playwright/test';"],
      ["import { test } from 'playwright/test';"],
    ])('reports %s', async (line) => {
      expect(await boundaryReports(spec, `${line}\nexport {};\n`)).toEqual([
        expect.objectContaining({
          ruleId: 'no-restricted-imports',
          message: expect.stringContaining("Import test and expect from '../support/test'"),
        }),
      ]);
    });

    it("allows test and expect from '../support/test' and types from @playwright/test", async () => {
      const code = [
        "import type { Page } from '@playwright/test';",
        "import { expect, test } from '../support/test';",
        'export const probe: [typeof expect, typeof test, Page | null] = [expect, test, null];',
        '',
      ].join('\n');
      expect(await boundaryReports(spec, code)).toEqual([]);
    });

    it('lets the support files build on @playwright/test', async () => {
      expect(await boundaryReports('e2e/support/probe.ts', importOf('@playwright/test'))).toEqual([]);
    });
  });

  it('reports an unresolvable import rather than letting it past the boundaries', async () => {
    const reports = await boundaryReports('frontend/src/components/ui/probe.tsx', importOf('./no-such-file'));
    expect(reports).toEqual([expect.objectContaining({ ruleId: 'import-x/no-unresolved' })]);
  });
});
