import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** eslint.config.js keeps one validation style: every form of the app has noValidate. */

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });

async function restrictedSyntax(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

const form = (attributes: string) => `export function Probe() {
  return <form ${attributes}><input required /></form>;
}
`;

describe('the form validation rule (eslint.config.js)', () => {
  it('refuses a form that lets the browser validate, customer side and console alike', async () => {
    for (const file of ['frontend/src/features/auth/probe.tsx', 'frontend/src/features/admin/probe.tsx']) {
      expect(await restrictedSyntax(file, form('onSubmit={() => {}}'))).toEqual([
        expect.stringContaining('Give every <form> noValidate'),
      ]);
    }
  });

  it('takes a form with noValidate, and leaves stories and tests alone', async () => {
    expect(await restrictedSyntax('frontend/src/features/auth/probe.tsx', form('noValidate'))).toEqual([]);
    expect(await restrictedSyntax('frontend/src/features/auth/probe.stories.tsx', form(''))).toEqual([]);
  });
});
