import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * No import circle in the BFF, not even of types. ESLint's import-x/no-cycle leaves type-only
 * imports out, so this follows every import between the modules of bff/src that ship (import,
 * import type, export ... from, import()) and names each circle it finds. The service folders'
 * order (eslint/bff-boundaries.js) keeps circles between folders out; this catches them between
 * the files of one folder too.
 */

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** Each module's relative imports, resolved to repository paths. */
function importGraph(sources: ReadonlyMap<string, string>): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const [file, source] of sources) {
    const { importedFiles } = ts.preProcessFile(source, true, true);
    graph.set(
      file,
      importedFiles
        .map((imported) => imported.fileName)
        .filter((specifier) => specifier.startsWith('.'))
        .map((specifier) => path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)))
        .filter((target) => sources.has(target)),
    );
  }
  return graph;
}

/** The circles of the graph, each as the modules it runs through (first module again at the end). */
function importCycles(sources: ReadonlyMap<string, string>): string[][] {
  const graph = importGraph(sources);
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const trail: string[] = [];
  const visit = (file: string): void => {
    state.set(file, 'open');
    trail.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push([...trail.slice(trail.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    trail.pop();
    state.set(file, 'done');
  };
  for (const file of [...graph.keys()].sort()) if (!state.has(file)) visit(file);
  return cycles;
}

/** The modules of bff/src that ship (no tests), by repository path. */
function bffSources(): Map<string, string> {
  const src = path.join(repoRoot, 'bff/src');
  return new Map(
    (readdirSync(src, { recursive: true, encoding: 'utf8' }) as string[])
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => [
        path.posix.join('bff/src', file.split(path.sep).join('/')),
        readFileSync(path.join(src, file), 'utf8'),
      ]),
  );
}

describe('import circles in bff/src', () => {
  it('finds a circle of type-only imports (the check itself)', () => {
    const planted = new Map([
      ['bff/src/a.ts', "import type { B } from './b.ts';\nexport interface A { b: B }\n"],
      ['bff/src/b.ts', "export type { A as B } from './a.ts';\n"],
      ['bff/src/c.ts', "import { a } from './a.ts';\n"],
    ]);
    expect(importCycles(planted)).toEqual([['bff/src/a.ts', 'bff/src/b.ts', 'bff/src/a.ts']]);
  });

  it('has none, not even of types', () => {
    const sources = bffSources();
    expect(sources.size).toBeGreaterThan(100);
    expect(
      importCycles(sources).map((cycle) => cycle.join(' -> ')),
      'modules that import each other: move what both need into a third, or down a layer',
    ).toEqual([]);
  });
});
