import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LONG_FILES, longFileRank } from '../vitest.sequencer';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

describe('the long test files start first (vitest.sequencer.ts)', () => {
  it('names files that exist: a renamed file would silently start late again', () => {
    for (const file of LONG_FILES) expect(existsSync(`${repoRoot}${file}`), file).toBe(true);
  });

  it('ranks the long files before every other file, in their listed order', () => {
    const ids = [
      `${repoRoot}bff/src/routes/orders.test.ts`,
      `${repoRoot}bff/src/wire.test.ts`,
      `${repoRoot}domain/src/phone.test.ts`,
      `${repoRoot}bff/src/services/lifecycle/simulated-years.test.ts`,
    ];
    const sorted = [...ids].sort((a, b) => longFileRank(a) - longFileRank(b));
    expect(sorted.map((id) => id.slice(repoRoot.length))).toEqual([
      'bff/src/services/lifecycle/simulated-years.test.ts',
      'bff/src/wire.test.ts',
      'bff/src/routes/orders.test.ts',
      'domain/src/phone.test.ts',
    ]);
  });
});
