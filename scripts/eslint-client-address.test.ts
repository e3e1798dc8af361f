import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** eslint.config.js keeps the BFF on one client address: clientAddress(request), never the socket's. */

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });

async function restrictedSyntax(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

const readsTheSocket = `import type { Request } from '@hapi/hapi';
export const key = (request: Request) => request.info.remoteAddress;
`;

describe('the client address rule (eslint.config.js)', () => {
  it("refuses request.info.remoteAddress in the BFF's code", async () => {
    expect(await restrictedSyntax('bff/src/routes/probe.ts', readsTheSocket)).toEqual([
      expect.stringContaining('Use clientAddress(request) from plugins/client-address.ts'),
    ]);
  });

  it('allows it where the client address is worked out, and in tests', async () => {
    expect(await restrictedSyntax('bff/src/plugins/client-address.ts', readsTheSocket)).toEqual([]);
    expect(await restrictedSyntax('bff/src/routes/probe.test.ts', readsTheSocket)).toEqual([]);
  });
});
