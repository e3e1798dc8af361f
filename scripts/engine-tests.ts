/**
 * Which test files depend on the database engine: those whose imports (followed through the
 * repository's own modules, type-only imports left out) reach the place every knex connection is
 * made, `db/src/connection.ts` (the test databases of `@shop/db/testing` open theirs there too).
 * `npm run test:mysql` runs exactly these on MariaDB/MySQL; the SQLite run runs every file. A file
 * that cannot open a connection reads and writes nothing through knex, so a second run of it on
 * another engine would only repeat the first.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The module every knex connection of the repository is opened through. */
export const CONNECTION_MODULE = path.join(REPO_ROOT, 'db/src/connection.ts');

/** The vitest projects whose tests can reach a database (vitest.config.ts). */
export const DATABASE_PROJECTS = ['db', 'bff', 'bff-isolated', 'parity'] as const;

/** Where their test files lie. */
const DATABASE_DIRS = ['db', 'bff', 'parity'] as const;

const WORKSPACES: Record<string, string> = {
  '@shop/db': 'db/src',
  '@shop/domain': 'domain/src',
};

/**
 * The specifiers a module imports at run time: static imports and re-exports (not `import type`
 * or `export type`), side-effect imports and dynamic `import('...')` with a literal.
 */
export function runtimeImports(source: string): string[] {
  const specifiers: string[] = [];
  const statement = /(?:^|[;\n])\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]/g;
  for (const match of source.matchAll(statement)) {
    if (match[2]) continue; // import type ... / export type ...
    const clause = match[3] ?? '';
    // `import { type A, type B } from` imports nothing at run time.
    const named = /^\{([^}]*)\}$/.exec(clause.trim());
    if (named && named[1]!.split(',').every((part) => part.trim() === '' || /^type\s/.test(part.trim())))
      continue;
    specifiers.push(match[4]!);
  }
  for (const match of source.matchAll(/(?:^|[;\n])\s*import\s*['"]([^'"]+)['"]/g)) specifiers.push(match[1]!);
  for (const match of source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) specifiers.push(match[1]!);
  return specifiers;
}

function asFile(candidate: string): string | null {
  for (const file of [
    candidate,
    `${candidate}.ts`,
    `${candidate}.tsx`,
    path.join(candidate, 'index.ts'),
    candidate.replace(/\.js$/, '.ts'),
  ]) {
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

/** The repository file a specifier names, or null for a package outside it. */
export function resolveLocal(specifier: string, fromFile: string): string | null {
  if (specifier.startsWith('.')) return asFile(path.resolve(path.dirname(fromFile), specifier));
  for (const [name, dir] of Object.entries(WORKSPACES)) {
    if (specifier === name) return asFile(path.join(REPO_ROOT, dir, 'index.ts'));
    if (specifier.startsWith(`${name}/`))
      return asFile(path.join(REPO_ROOT, dir, specifier.slice(name.length + 1)));
  }
  return null;
}

/** Whether `file`'s run-time imports, followed through the repository, reach `target`. */
export function reaches(file: string, target: string, seen = new Set<string>()): boolean {
  if (file === target) return true;
  if (seen.has(file)) return false;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  return runtimeImports(source).some((specifier) => {
    const next = resolveLocal(specifier, file);
    return next !== null && reaches(next, target, seen);
  });
}

function testFiles(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...testFiles(full));
    else if (entry.name.endsWith('.test.ts')) found.push(full);
  }
  return found;
}

/** Every test file of the database projects, split by whether it can open a knex connection. */
export function engineTestFiles(): { dependent: string[]; independent: string[] } {
  const dependent: string[] = [];
  const independent: string[] = [];
  for (const dir of DATABASE_DIRS) {
    for (const file of testFiles(path.join(REPO_ROOT, dir)).sort()) {
      const relative = path.relative(REPO_ROOT, file);
      (reaches(file, CONNECTION_MODULE) ? dependent : independent).push(relative);
    }
  }
  return { dependent, independent };
}
