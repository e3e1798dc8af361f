import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * eslint.config.js keeps the BFF on one clock: the time is read from @shop/db's now() and nowMs()
 * (db/src/rows.ts, moved by setClock), never from the system's clock beside it.
 */

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });
const CLOCK = "Read the time from the BFF's one clock: now() or nowMs() from @shop/db (db/src/rows.ts)";

async function restrictedSyntax(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

describe('the one clock rule (eslint.config.js)', () => {
  it.each([
    ['new Date()', 'export const at = new Date();\n'],
    ['Date.now()', 'export const ms = Date.now();\n'],
    ['Date.now as a clock', 'export const clock: () => number = Date.now;\n'],
    ['Date() (the time as text)', 'export const text = Date();\n'],
  ])("refuses %s in the BFF's code", async (_name, code) => {
    for (const file of [
      'bff/src/services/probe.ts',
      'bff/src/mail/probe.ts',
      'bff/src/plugins/client-address.ts',
    ])
      expect(await restrictedSyntax(file, code)).toEqual([expect.stringContaining(CLOCK)]);
  });

  it('allows a date made from a value, and the clock itself', async () => {
    const fromValue = `import { now, nowMs } from '@shop/db';
export const at = new Date(nowMs() + 1_000);
export const parsed = new Date('2026-11-27T08:00:00Z');
export const stamp = now().toISOString();
`;
    expect(await restrictedSyntax('bff/src/services/probe.ts', fromValue)).toEqual([]);
    const clockModule = 'db/src/rows.ts';
    expect(
      await restrictedSyntax(clockModule, readFileSync(path.join(repoRoot, clockModule), 'utf8')),
    ).toEqual([]);
  });

  it("leaves the BFF's tests free to read the system's clock", async () => {
    expect(
      await restrictedSyntax('bff/src/services/probe.test.ts', 'export const ms = Date.now();\n'),
    ).toEqual([]);
  });

  it('keeps the client address rule beside it', async () => {
    const both = `import type { Request } from '@hapi/hapi';
export const key = (request: Request) => \`\${request.info.remoteAddress}@\${Date.now()}\`;
`;
    expect(await restrictedSyntax('bff/src/routes/probe.ts', both)).toEqual([
      expect.stringContaining('Use clientAddress(request)'),
      expect.stringContaining(CLOCK),
    ]);
  });
});
