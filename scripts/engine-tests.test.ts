import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, engineTestFiles, runtimeImports } from './engine-tests';

describe('the test files the MariaDB run takes (scripts/engine-tests.ts)', () => {
  const { dependent, independent } = engineTestFiles();

  it('takes every file that names a database, a test app or knex, and leaves out pure ones', () => {
    const namesADatabase = /createTestDb|buildTestApp|testEngines|TEST_DATABASE_URL|mysqlTestUrl|\bknex\b/;
    const missed = independent.filter((file) =>
      namesADatabase.test(readFileSync(path.join(REPO_ROOT, file), 'utf8')),
    );
    expect(missed).toEqual([]);
    expect(dependent).toContain('bff/src/routes/orders.test.ts');
    expect(dependent).toContain('parity/parity.test.ts');
    expect(dependent).toContain('db/src/migrations/migrations.test.ts');
    expect(independent).toContain('bff/src/services/receipts/parse.test.ts');
    expect(dependent.length + independent.length).toBeGreaterThan(100);
  });

  it('follows run-time imports only', () => {
    const source = [
      "import type { Knex } from 'knex';",
      "import { type A, type B } from './types';",
      "import { x, type Y } from './values';",
      "export { z } from './re-exported';",
      "export type { W } from './only-types';",
      "import './side-effect';",
      "const later = await import('./lazy');",
    ].join('\n');
    expect(runtimeImports(source).sort()).toEqual(['./lazy', './re-exported', './side-effect', './values']);
  });
});
