/**
 * A measurement, not a test: start-up time and memory of the BFF run from its TypeScript sources by
 * tsx (as `npm start` did before the bundle) against the production bundle run by node.
 *
 *   npm run -w bff build && npx tsx bff/bench/server-startup.ts [--runs 5]
 *
 * Every run starts the server on one SQLite database under a temp DATA_DIR (migrated and seeded by
 * a first, uncounted start), waits for its "listening on" line (start-up time), reads the resident
 * memory of the whole process tree (tsx's CLI starts node in a child process) when idle, again
 * after 500 catalog requests, then stops it with SIGTERM. Linux only (/proc).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const RUNS = Number(args.runs);
const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const BUNDLE = path.join(REPO_ROOT, 'bff/dist/main.js');
const TSX_CLI = path.join(REPO_ROOT, 'node_modules/tsx/dist/cli.mjs');

const VARIANTS: { name: string; argv: string[] }[] = [
  { name: 'tsx bff/src/main.ts (tsx CLI + node child)', argv: [TSX_CLI, 'bff/src/main.ts'] },
  { name: 'node --import tsx bff/src/main.ts', argv: ['--import', 'tsx', 'bff/src/main.ts'] },
  { name: 'node bff/dist/main.js (bundle)', argv: [BUNDLE] },
];

/** Resident memory (MiB) of the process and all its descendants. */
function treeRssMiB(root: number): number {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parents.set(Number(entry), Number(fields[1]));
    } catch {
      // the process ended meanwhile
    }
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i += 1)
    for (const [pid, ppid] of parents) if (ppid === tree[i]) tree.push(pid);
  let kib = 0;
  for (const pid of tree) {
    try {
      const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      kib += Number(match?.[1] ?? 0);
    } catch {
      // the process ended meanwhile
    }
  }
  return kib / 1024;
}

interface Run {
  startMs: number;
  idleMiB: number;
  loadedMiB: number;
}

async function startOnce(argv: string[], dataDir: string): Promise<Run> {
  const started = performance.now();
  const child = spawn(process.execPath, argv, {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    const base = await new Promise<string>((resolve, reject) => {
      createInterface({ input: child.stdout! }).on('line', (line) => {
        const match = /listening on (http:\/\/\S+)/.exec(line);
        if (match) resolve(match[1]!);
      });
      child.once('exit', (code) => reject(new Error(`exited (${code}) before listening`)));
    });
    const startMs = performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const idleMiB = treeRssMiB(child.pid!);
    for (let i = 0; i < 500; i += 1) await (await fetch(`${base}/api/catalog/kvm/2025sale`)).arrayBuffer();
    const loadedMiB = treeRssMiB(child.pid!);
    child.kill('SIGTERM');
    const code = await exited;
    if (code !== 0) throw new Error(`exited with ${code} on SIGTERM`);
    return { startMs, idleMiB, loadedMiB };
  } finally {
    child.kill('SIGKILL');
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const range = (values: number[], digits = 0) =>
  `${median(values).toFixed(digits)} (${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)})`;

if (!existsSync(BUNDLE)) throw new Error('bff/dist/main.js is missing: run `npm run -w bff build` first');
const dataDir = mkdtempSync(path.join(tmpdir(), 'bff-startup-'));
try {
  await startOnce([BUNDLE], dataDir); // migrates and seeds the database once
  const results = new Map<string, Run[]>(VARIANTS.map((v) => [v.name, []]));
  // Interleaved, so that a change in the machine's load touches every variant alike.
  for (let run = 0; run < RUNS; run += 1)
    for (const variant of VARIANTS) results.get(variant.name)!.push(await startOnce(variant.argv, dataDir));

  console.log(`BFF start-up on SQLite, node ${process.version}, ${RUNS} runs each: median (min–max)`);
  console.table(
    VARIANTS.map(({ name }) => {
      const runs = results.get(name)!;
      return {
        command: name,
        'start-up ms': range(runs.map((r) => r.startMs)),
        'RSS idle MiB': range(runs.map((r) => r.idleMiB)),
        'RSS after 500 req MiB': range(runs.map((r) => r.loadedMiB)),
      };
    }),
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
