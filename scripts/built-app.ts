/**
 * The production build the build checks read. `npm test` builds the app (frontend/dist) and the
 * BFF's bundle (bff/dist) once, in its build stage, and says so with BUILT_ONCE=1: the checks
 * then read that build, the one the end-to-end tests run. Run alone, a check builds the app
 * itself, into a directory of its own.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** Whether npm test's build stage has built the app and the BFF's bundle for this run. */
export const BUILT_ONCE = process.env.BUILT_ONCE === '1';

/** Where npm test's build stage leaves the app. */
export const BUILT_APP_DIR = path.join(repoRoot, 'frontend/dist');

/** The directory holding the app's production build: npm test's, or one built now into `ownDir`. */
export async function productionApp(ownDir: string): Promise<string> {
  if (BUILT_ONCE) return BUILT_APP_DIR;
  await run('npx', ['vite', 'build', '--logLevel', 'error', '--outDir', ownDir], {
    cwd: path.join(repoRoot, 'frontend'),
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return ownDir;
}

/** Builds the BFF's bundle (bff/dist), unless npm test's build stage has. */
export async function bffBundle(): Promise<void> {
  if (BUILT_ONCE) return;
  await run('npm', ['run', '-w', 'bff', 'build', '--silent'], { cwd: repoRoot });
}
