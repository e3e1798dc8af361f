/**
 * `npm run bench:web`: a measurement, not a test. Lighthouse (mobile: its default emulated phone,
 * simulated slow 4G and CPU throttling) on the storefront as it ships:
 *
 *   - the app built by vite into a temp dir, the BFF's production bundle (bff/dist/main.js, built
 *     first) run by node on a free port with a temp DATA_DIR (a fresh, seeded SQLite database);
 *   - pages /, /servers and /kvm-config/{id} (the first package of the seeded KVM catalog);
 *   - each page RUNS times (default 3) in a fresh headless Chromium; the median run (by performance
 *     score) is printed: performance and accessibility scores, FCP, LCP, TBT, CLS, and the transferred
 *     bytes (all, script, stylesheet, font, document).
 *
 * Chromium is /usr/bin/chromium unless CHROME_PATH says otherwise. Lighthouse runs through its own
 * CLI in a child process, one run at a time. Environment:
 *
 *   BENCH_WEB_RUNS   runs per page (3)
 *   BENCH_WEB_PAGES  comma-separated paths instead of the three above
 *   BENCH_WEB_KEEP   keep the temp dir (the Lighthouse JSON reports) and print its path
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { buildBff } from '../scripts/build.ts';
import { startServer } from './processes.ts';
import type { ServerProcess } from './processes.ts';

const run = promisify(execFile);
const RUNS = Math.max(1, Number(process.env.BENCH_WEB_RUNS || 3));
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
].join(' ');

const BFF_DIR = fileURLToPath(new URL('..', import.meta.url));
const REPO_ROOT = path.resolve(BFF_DIR, '..');
const FRONTEND_DIR = path.join(REPO_ROOT, 'frontend');
const LIGHTHOUSE_CLI = path.join(REPO_ROOT, 'node_modules/lighthouse/cli/index.js');

/** The production bundle on an empty SQLite database in `workDir`, serving the app built into `staticDir`. */
function startBff(workDir: string, staticDir: string): Promise<ServerProcess> {
  return startServer({
    argv: [path.join(BFF_DIR, 'dist/main.js')],
    env: {
      NODE_ENV: 'production',
      DATA_DIR: path.join(workDir, 'data'),
      STATIC_DIR: staticDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    readyPath: '/api/health',
    logFile: path.join(workDir, 'bff.log'),
    cwd: REPO_ROOT,
  });
}

/** The first package of the seeded KVM catalog, for a /kvm-config/{id} page. */
async function firstKvmPackage(base: string): Promise<string> {
  const res = await fetch(`${base}/api/catalog/kvm/2025sale`);
  const body = (await res.json()) as unknown;
  const list = Array.isArray(body) ? body : (body as { packages?: unknown[] }).packages;
  const first = list?.[0] as { id?: string } | undefined;
  if (!first?.id) throw new Error('the seeded KVM catalog has no package');
  return first.id;
}

interface Audit {
  numericValue?: number;
  details?: { items?: { resourceType?: string; transferSize?: number }[] };
}
interface LighthouseResult {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, Audit>;
}

interface Row {
  page: string;
  perf: number;
  a11y: number;
  'FCP ms': number;
  'LCP ms': number;
  'TBT ms': number;
  CLS: number;
  'total KiB': number;
  'script KiB': number;
  'css KiB': number;
  'font KiB': number;
  'doc KiB': number;
}

const kib = (bytes: number | undefined) => Math.round(((bytes ?? 0) / 1024) * 10) / 10;

function summarise(page: string, report: LighthouseResult): Row {
  const audit = (id: string) => report.audits[id]?.numericValue ?? NaN;
  const bytesOf = (type: string) =>
    report.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === type)
      ?.transferSize;
  return {
    page,
    perf: Math.round((report.categories.performance?.score ?? 0) * 100),
    a11y: Math.round((report.categories.accessibility?.score ?? 0) * 100),
    'FCP ms': Math.round(audit('first-contentful-paint')),
    'LCP ms': Math.round(audit('largest-contentful-paint')),
    'TBT ms': Math.round(audit('total-blocking-time')),
    CLS: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
    'total KiB': kib(bytesOf('total')),
    'script KiB': kib(bytesOf('script')),
    'css KiB': kib(bytesOf('stylesheet')),
    'font KiB': kib(bytesOf('font')),
    'doc KiB': kib(bytesOf('document')),
  };
}

async function lighthouse(url: string, output: string): Promise<LighthouseResult> {
  await run(
    process.execPath,
    [
      LIGHTHOUSE_CLI,
      url,
      '--quiet',
      '--only-categories=performance,accessibility',
      '--output=json',
      `--output-path=${output}`,
      `--chrome-flags=${CHROME_FLAGS}`,
    ],
    { env: { ...process.env, CHROME_PATH }, maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(readFileSync(output, 'utf8')) as LighthouseResult;
}

function median(rows: Row[]): Row {
  const sorted = [...rows].sort((a, b) => a.perf - b.perf || b['LCP ms'] - a['LCP ms']);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

const workDir = mkdtempSync(path.join(tmpdir(), 'storefront-bench-web-'));
const started = performance.now();
const loadBefore = loadavg();
try {
  const appDir = path.join(workDir, 'app');
  await run('npx', ['vite', 'build', '--logLevel', 'error', '--outDir', appDir], {
    cwd: FRONTEND_DIR,
    env: { ...process.env, NODE_ENV: 'production' },
  });
  await buildBff();
  const bff = await startBff(workDir, appDir);
  try {
    const pages = process.env.BENCH_WEB_PAGES?.split(',').filter(Boolean) ?? [
      '/',
      '/servers',
      `/kvm-config/${await firstKvmPackage(bff.base)}`,
    ];
    console.log(`bench:web: Lighthouse mobile, ${RUNS} run(s) per page, against ${bff.base}`);
    const results: Row[] = [];
    for (const page of pages) {
      const rows: Row[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const file = path.join(workDir, `lh-${page.replace(/\W+/g, '_')}-${i}.json`);
        const row = summarise(page, await lighthouse(`${bff.base}${page}`, file));
        console.log(
          `  ${page} run ${i + 1}: perf ${row.perf}, a11y ${row.a11y}, FCP ${row['FCP ms']} ms, LCP ${row['LCP ms']} ms, ` +
            `TBT ${row['TBT ms']} ms, CLS ${row.CLS}`,
        );
        rows.push(row);
      }
      results.push(median(rows));
    }
    const loadAfter = loadavg();
    console.log(
      `\nnode ${process.version}, ${cpus().length} CPUs, load average ${loadBefore[0]!.toFixed(1)} before and ` +
        `${loadAfter[0]!.toFixed(1)} after; ${Math.round((performance.now() - started) / 1000)} s in all. ` +
        'Median run per page (by performance score); other work on this machine moves these numbers.',
    );
    console.table(results);
  } finally {
    await bff.stop();
  }
} finally {
  if (process.env.BENCH_WEB_KEEP) console.log(`reports kept in ${workDir}`);
  else rmSync(workDir, { recursive: true, force: true });
}
