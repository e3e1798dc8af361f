import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Which test files need a module graph of their own. Most files share one per vitest worker
 * (`isolate: false`): importing the server, React and the mocks once per worker rather than once
 * per file halves the CPU of a run, and every test still builds its own server, store and data.
 * A file that replaces a module (`vi.mock`, `vi.doMock`) or resets the module cache must not share
 * it: its projects run it apart, with `isolate: true` (the root vitest.config.ts).
 */
const REPLACES_MODULES = /\bvi\.(mock|doMock|unmock|resetModules)\(/;

/** The test files under `projectRoot` (relative to it) that replace modules. */
export function filesReplacingModules(projectRoot: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.test\.tsx?$/.test(entry.name) && REPLACES_MODULES.test(readFileSync(full, 'utf8')))
        found.push(path.relative(projectRoot, full));
    }
  };
  walk(projectRoot);
  return found.sort();
}
