import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { initialEn } from './en/initial';

/**
 * Which texts each part of the app reads, found in its sources: the modules a page imports
 * statically (transitively), and every key literal in them ('checkout.summary.proceed',
 * `services.status.${status}`). The first screen may read only the bundled English
 * (en/initial.ts); a lazy page may read those plus the areas its route loads with it
 * (withPageTexts in app/routes.tsx). A key of another area would show raw until that area loads.
 */

const SRC = path.join(__dirname, '..');
const AREAS = Object.keys(en);
const INITIAL = Object.keys(initialEn);
const KEY_LITERAL = new RegExp(`['"\`](${AREAS.join('|')})\\.[A-Za-z]`, 'g');
const STATIC_IMPORT =
  /(?:^|[;\n])\s*(?:import|export)\s[^;]*?from\s*'([^']+)'|(?:^|[;\n])\s*import\s*'([^']+)'/g;

function resolve(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null; // packages and @shop/domain read no catalogue keys
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  return candidates.find((file) => /\.tsx?$/.test(file) && existsSync(file)) ?? null;
}

/** The areas the module and everything it imports statically read keys of, by file. */
function areasRead(entry: string): Map<string, Set<string>> {
  const read = new Map<string, Set<string>>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (read.has(file)) continue;
    const source = readFileSync(file, 'utf8');
    const areas = new Set<string>();
    // The catalogues hold texts, not keys.
    if (!/\/i18n\/(en|am)\//.test(file))
      for (const [, area] of source.matchAll(KEY_LITERAL)) areas.add(area!);
    read.set(file, areas);
    for (const [, from, bare] of source.matchAll(STATIC_IMPORT)) {
      const target = resolve(file, (from ?? bare)!);
      if (target) queue.push(target);
    }
  }
  return read;
}

function outside(read: Map<string, Set<string>>, allowed: readonly string[]): string[] {
  return [...read].flatMap(([file, areas]) =>
    [...areas]
      .filter((area) => !allowed.includes(area))
      .map((area) => `${path.relative(SRC, file)}: ${area}`),
  );
}

const routesSource = readFileSync(path.join(SRC, 'app/routes.tsx'), 'utf8');
/** Every lazy page of the routes with the areas its route loads: [module, areas]. */
const LAZY_PAGES: [string, string[]][] = [
  ...routesSource.matchAll(/(?:withPageTexts\(\s*\[([^\]]*)\],\s*)?import\('([^']+)'\)/g),
].map(([, areas, module]) => [
  module!,
  (areas ?? '')
    .split(',')
    .map((area) => area.trim().replace(/'/g, ''))
    .filter(Boolean),
]);

describe('the texts each part of the app reads', () => {
  it('finds the lazy pages of the routes', () => {
    expect(LAZY_PAGES.length).toBeGreaterThan(20);
    expect(LAZY_PAGES).toContainEqual([
      '../features/checkout/config-confirmation-page',
      ['checkout', 'access'],
    ]);
  });

  it('the first screen (main.tsx and its static imports) reads only the bundled English', () => {
    expect(outside(areasRead(path.join(SRC, 'main.tsx')), INITIAL)).toEqual([]);
  });

  it('bundles no area the first screen does not read', () => {
    const read = new Set([...areasRead(path.join(SRC, 'main.tsx')).values()].flatMap((areas) => [...areas]));
    expect(INITIAL.filter((area) => !read.has(area))).toEqual([]);
  });

  it.each(LAZY_PAGES)(
    '%s reads only the bundled English and the areas its route loads (%j)',
    (module, areas) => {
      const page = resolve(path.join(SRC, 'app/routes.tsx'), module);
      expect(page, `${module} exists`).not.toBeNull();
      expect(outside(areasRead(page!), [...INITIAL, ...areas])).toEqual([]);
    },
  );
});
