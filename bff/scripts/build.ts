/**
 * Bundles the BFF for production, so that it runs as plain JavaScript with node (no tsx):
 *
 *   bff/dist/main.js          the server (`node bff/dist/main.js`)
 *   bff/dist/admin-create.js  the admin CLI behind `npm run admin:create`
 *   bff/dist/migrate.js       the database step behind `npm run migrate`
 *
 * ESM for node 20 with source maps. The workspace packages (@shop/db, @shop/domain: TypeScript
 * sources) are bundled in; every npm dependency of the BFF and of those workspaces stays external
 * and is loaded from node_modules as usual (better-sqlite3 is native). The build fails when any
 * other package would end up inside the bundle: it belongs in a package.json's dependencies.
 *
 * bff/dist sits as deep in the repository as bff/src and db/src, so paths found from
 * import.meta.url (the repository root in config.ts, the default SQLite file in db) resolve alike.
 *
 *   npm run -w bff build
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const BFF_DIR = fileURLToPath(new URL('..', import.meta.url));
const REPO_ROOT = path.resolve(BFF_DIR, '..');
export const DIST_DIR = path.join(BFF_DIR, 'dist');

const ENTRY_POINTS = {
  main: path.join(BFF_DIR, 'src/main.ts'),
  'admin-create': path.join(BFF_DIR, 'src/cli/admin-create.ts'),
  migrate: path.join(BFF_DIR, 'src/cli/migrate.ts'),
};

interface PackageJson {
  name: string;
  dependencies?: Record<string, string>;
  workspaces?: string[];
}

function readPackageJson(dir: string): PackageJson {
  return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as PackageJson;
}

/** The workspace packages of the repository, by name. */
function workspaceDirs(): Map<string, string> {
  const dirs = (readPackageJson(REPO_ROOT).workspaces ?? []).map((dir) => path.join(REPO_ROOT, dir));
  return new Map(dirs.map((dir) => [readPackageJson(dir).name, dir]));
}

/**
 * The BFF's runtime dependencies, followed through the workspace packages it depends on:
 * `bundled` are those workspaces, `external` the npm packages they all depend on.
 */
export function runtimeDependencies(): { bundled: string[]; external: string[] } {
  const workspaces = workspaceDirs();
  const bundled = new Set<string>();
  const external = new Set<string>();
  const visit = (dir: string) => {
    for (const name of Object.keys(readPackageJson(dir).dependencies ?? {})) {
      const workspace = workspaces.get(name);
      if (!workspace) external.add(name);
      else if (!bundled.has(name)) {
        bundled.add(name);
        visit(workspace);
      }
    }
  };
  visit(BFF_DIR);
  return { bundled: [...bundled].sort(), external: [...external].sort() };
}

export interface BuildResult {
  /** The written files, relative to the output directory. */
  files: string[];
  bytes: number;
  milliseconds: number;
}

export async function buildBff(outdir: string = DIST_DIR): Promise<BuildResult> {
  const started = performance.now();
  const { external } = runtimeDependencies();
  rmSync(outdir, { recursive: true, force: true });
  const result = await build({
    entryPoints: ENTRY_POINTS,
    outdir,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    // A dependency's subpaths (`pino/file`, `knex/types`) are as external as the dependency.
    external: external.flatMap((name) => [name, `${name}/*`]),
    metafile: true,
    logLevel: 'warning',
    absWorkingDir: REPO_ROOT,
  });

  const strays = Object.keys(result.metafile.inputs).filter((input) => input.includes('node_modules/'));
  if (strays.length > 0) {
    throw new Error(
      `These files of npm packages would be bundled; add their packages to the dependencies of ` +
        `bff, db or domain (they then stay external):\n  ${strays.join('\n  ')}`,
    );
  }
  const outputs = Object.entries(result.metafile.outputs);
  return {
    files: outputs.map(([file]) => path.relative(outdir, path.resolve(REPO_ROOT, file))).sort(),
    bytes: outputs.reduce((sum, [, output]) => sum + output.bytes, 0),
    milliseconds: Math.round(performance.now() - started),
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { files, bytes, milliseconds } = await buildBff();
  const scripts = files.filter((file) => file.endsWith('.js')).join(', ');
  console.log(
    `bff: bundled ${scripts} into ${path.relative(REPO_ROOT, DIST_DIR)}/ ` +
      `(${Math.round(bytes / 1024)} KiB with source maps) in ${milliseconds} ms`,
  );
}
