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
    ['a shared component imports a feature', 'frontend/src/components/ui/probe.tsx', '../../features/vat'],
    ['a shared component imports app/', 'frontend/src/components/ui/probe.tsx', '../../app/hooks'],
    [
      "a feature imports another feature's inner file",
      'frontend/src/features/catalog/probe.ts',
      '../vat/vat-slice',
    ],
    [
      "an admin section imports another feature's inner file",
      'frontend/src/features/admin/users/probe.ts',
      '../../auth/auth-slice',
    ],
    ['the API client imports a feature', 'frontend/src/api/probe.ts', '../features/auth'],
    [
      "the API client imports a feature's inner file",
      'frontend/src/api/probe.ts',
      '../features/auth/auth-slice',
    ],
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
    ["a feature imports another feature's index.ts", 'frontend/src/features/catalog/probe.ts', '../vat'],
    ['a feature imports its own inner file', 'frontend/src/features/catalog/probe.ts', './game-labels'],
    [
      'an admin section imports the admin feature',
      'frontend/src/features/admin/users/probe.ts',
      '../admin-sections',
    ],
    [
      "an admin section imports another feature's index.ts",
      'frontend/src/features/admin/users/probe.ts',
      '../../auth',
    ],
    ['a shared component imports the API client', 'frontend/src/components/ui/probe.tsx', '../../api'],
    ["app imports a feature's files", 'frontend/src/app/probe.ts', '../features/auth/auth-slice'],
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
    ['an API test imports the store and the mock API', 'frontend/src/api/probe.test.ts', '../app/store'],
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
    ['frontend/src/features/vat/vat-slice.ts', '../../app/store'],
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
    const code = "import type { RootState } from '../../app/store';\nexport type Probe = RootState;\n";
    expect(await boundaryReports('frontend/src/features/vat/vat-slice.ts', code)).toEqual([]);
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

  it('reports an unresolvable import rather than letting it past the boundaries', async () => {
    const reports = await boundaryReports('frontend/src/components/ui/probe.tsx', importOf('./no-such-file'));
    expect(reports).toEqual([expect.objectContaining({ ruleId: 'import-x/no-unresolved' })]);
  });
});
