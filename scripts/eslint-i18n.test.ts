import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The customer side's texts come from the catalogue: eslint.config.js refuses a literal text in
 * JSX (text and the attributes a person reads), and leaves alone what is not text or not the
 * customer side. Proven on probe files.
 */

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });

async function literalReports(file: string, code: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return result!.messages.filter((m) => m.ruleId === 'i18next/no-literal-string').length;
}

const component = (jsx: string) => `export function Probe() {\n  return ${jsx};\n}\n`;

describe('literal texts on the customer side (eslint.config.js)', () => {
  it.each([
    ['text in a feature', 'frontend/src/features/orders/probe.tsx', component('<p>Your orders</p>')],
    [
      'an aria-label in app/',
      'frontend/src/app/layout/probe.tsx',
      component('<button aria-label="Close menu" />'),
    ],
    [
      'a placeholder in a component',
      'frontend/src/components/ui/probe.tsx',
      component('<input placeholder="Search" />'),
    ],
    ['an Amharic literal too', 'frontend/src/features/landing/probe.tsx', component('<h1>ሰርቨሮች</h1>')],
  ])('reports %s', async (_name, file, code) => {
    expect(await literalReports(file, code)).toBeGreaterThan(0);
  });

  it.each([
    [
      'a translated text',
      'frontend/src/features/orders/probe.tsx',
      'declare const t: (key: string) => string;\n' + component("<p>{t('orders.page.title')}</p>"),
    ],
    [
      'class names and other non-text attributes',
      'frontend/src/features/orders/probe.tsx',
      component('<div className="p-4" role="group" />'),
    ],
    ['the brand name', 'frontend/src/features/orders/probe.tsx', component('<p>Abay Cloud</p>')],
    ['the admin console', 'frontend/src/features/admin/orders/probe.tsx', component('<p>Mark as Paid</p>')],
    ['a story', 'frontend/src/features/orders/probe.stories.tsx', component('<p>Populated</p>')],
  ])('allows %s', async (_name, file, code) => {
    expect(await literalReports(file, code)).toBe(0);
  });
});
