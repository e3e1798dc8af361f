/**
 * One route file per tag of openapi.yaml: the handler of an operation tagged `t` lives in
 * `routes/t.ts`, and that file holds no other tag's handler. Nothing here lists the files: a
 * handler is bound to its operation by its key in a HandlerMap (the operationId) and registered by
 * routes/index.ts, which spreads the maps into `handlers`; so a route file is a module of routes/
 * that exports a map of operationIds to functions, and an operation's file is the one whose map
 * holds the very function `handlers` registers for it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import yaml from 'js-yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { handlers } from './index.ts';

/** The registered handlers, by operationId. */
const registeredHandlers: Readonly<Record<string, unknown>> = handlers;

const routesDir = path.dirname(fileURLToPath(import.meta.url));
const contractFile = path.resolve(routesDir, '../../../openapi.yaml');

type Contract = {
  tags: { name: string }[];
  paths: Record<string, Record<string, { operationId?: string; tags?: string[] }>>;
};

/** Each operationId of the contract with its one tag. */
function operationTags(): Map<string, string> {
  const contract = yaml.load(readFileSync(contractFile, 'utf8')) as Contract;
  const tags = new Map<string, string>();
  for (const item of Object.values(contract.paths)) {
    for (const operation of Object.values(item)) {
      if (!operation.operationId) continue;
      expect(operation.tags, `${operation.operationId} has one tag`).toHaveLength(1);
      tags.set(operation.operationId, operation.tags![0]!);
    }
  }
  return tags;
}

const tags = operationTags();

/**
 * The operationIds the module's exported handler maps bind, each with its function. A handler map
 * is an exported object of functions keyed by operationIds only (a plugin, say, has a name).
 */
function bindings(module: Record<string, unknown>): Map<string, unknown> {
  const bound = new Map<string, unknown>();
  for (const exported of Object.values(module)) {
    if (typeof exported !== 'object' || exported === null) continue;
    const entries = Object.entries(exported);
    const isMap = entries.length > 0 && entries.every(([k, v]) => tags.has(k) && typeof v === 'function');
    if (isMap) for (const [key, value] of entries) bound.set(key, value);
  }
  return bound;
}

/** routes/<file>.ts -> the operations its exported maps bind. */
const routeFiles = new Map<string, Map<string, unknown>>();

beforeAll(async () => {
  const files = readdirSync(routesDir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
  for (const file of files.filter((f) => f !== 'index.ts')) {
    const bound = bindings((await import(/* @vite-ignore */ `./${file}`)) as Record<string, unknown>);
    if (bound.size > 0) routeFiles.set(file, bound);
  }
});

/** The files that bind the operation, and the one whose function routes/index.ts registers. */
function filesOf(operationId: string): { files: string[]; registered: string | undefined } {
  const files = [...routeFiles].filter(([, bound]) => bound.has(operationId)).map(([file]) => file);
  const registered = files.find(
    (file) => routeFiles.get(file)!.get(operationId) === registeredHandlers[operationId],
  );
  return { files, registered };
}

describe('the route files', () => {
  it('are found (the check below is not empty)', () => {
    expect(routeFiles.size).toBeGreaterThanOrEqual(20);
    expect([...routeFiles.keys()]).toContain('admin-orders.ts');
  });

  it.each([...tags].filter(([id]) => id in handlers))(
    "bind %s in its tag's file, %s.ts",
    (operationId, tag) => {
      const { files, registered } = filesOf(operationId);
      const where = files.join(', ') || 'no route file';
      expect(files, `${operationId} (tag ${tag}) is bound in ${where}, not in ${tag}.ts alone`).toEqual([
        `${tag}.ts`,
      ]);
      expect(registered, `routes/index.ts registers ${operationId} from another map`).toBe(`${tag}.ts`);
    },
  );

  it('are each named after a tag of the contract', () => {
    const named = new Set(tags.values());
    for (const file of routeFiles.keys()) {
      expect(named.has(file.replace(/\.ts$/, '')), `${file} binds operations but names no tag`).toBe(true);
    }
  });

  it('bind nothing routes/index.ts does not register', () => {
    const registered = new Set(Object.keys(handlers));
    for (const [file, bound] of routeFiles) {
      for (const operationId of bound.keys()) {
        expect(registered.has(operationId), `${file} binds ${operationId}, which is not registered`).toBe(
          true,
        );
      }
    }
  });
});
