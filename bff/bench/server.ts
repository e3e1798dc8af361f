/**
 * `npm run bench`: a measurement, not a test. In one run on this machine, with autocannon:
 *
 *   baselines   a bare hapi hello-world, and a bare hapi + knex primary-key read on SQLite
 *               (bff/bench/server-baselines.ts)
 *   the BFF     the production bundle (bff/dist/main.js, built first), run by node exactly as it
 *               ships, on a fresh SQLite database seeded through its API (bff/bench/server-seed.ts):
 *               the cached KVM catalog (plain and with Accept-Encoding: gzip), the game list, a
 *               customer's GET /api/orders (20 orders) and the admin's GET /api/admin/orders?limit=20
 *
 * and prints req/s, p50 and p99 with the ratio to the relevant baseline (catalog and game list
 * against hello-world, the order lists against the primary-key read). It also prints the server
 * process's CPU time per request (user + system, from /proc) and the same ratio computed from it:
 * the server is single-threaded, so on an idle machine req/s is the inverse of that time, and the
 * CPU ratio stays meaningful when other work on the machine moves req/s.
 *
 * Every server runs alone in its own node process, one at a time, and autocannon runs in this one,
 * so the load generator never shares an event loop with the server it measures. The baselines are
 * loaded through tsx (once loaded, their code runs as plain JavaScript like the bundle's). The BFF
 * logs as in production (one JSON line per request, LOG_LEVEL=info) into a file. bytes/resp counts
 * what came over the socket per response, headers included. Environment:
 *
 *   BENCH_DURATION     seconds per measurement (10)
 *   BENCH_CONNECTIONS  concurrent connections (50)
 *   BENCH_WARMUP       seconds of uncounted load before each measurement (2)
 *   BENCH_LOG_LEVEL    the BFF's LOG_LEVEL (info, as shipped)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { buildBff } from '../scripts/build.ts';
import { startServer as startProcess } from './processes.ts';
import type { ServerProcess } from './processes.ts';
import { BENCH_ADMIN, ORDER_COUNT, seedShop } from './server-seed.ts';

const DURATION = positive('BENCH_DURATION', 10);
const CONNECTIONS = positive('BENCH_CONNECTIONS', 50);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL || 'info';

const BFF_DIR = fileURLToPath(new URL('..', import.meta.url));
const REPO_ROOT = path.resolve(BFF_DIR, '..');
const BASELINES = path.join(BFF_DIR, 'bench/server-baselines.ts');
const CATALOG = '/api/catalog/kvm/2025sale';

function positive(variable: string, fallback: number): number {
  const value = Number(process.env[variable] || fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${variable} must be a positive number`);
  return value;
}

/** A server of this benchmark, started from the repository root. */
function startServer(argv: string[], env: NodeJS.ProcessEnv, readyPath: string, logFile: string) {
  return startProcess({ argv, env, readyPath, logFile, cwd: REPO_ROOT });
}

interface Scenario {
  name: string;
  path: string;
  headers?: Record<string, string>;
  /** Which baseline the ratio is taken against. */
  baseline?: 'hello-world' | 'PK read';
}

interface Measured {
  scenario: string;
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  'vs baseline': string;
  'CPU µs/req': number;
  'vs baseline (CPU)': string;
  'bytes/resp': number;
  'non-2xx': number;
  errors: number;
}

const measured: Measured[] = [];
const baselineRps = new Map<string, number>();
const baselineCpu = new Map<string, number>();

async function measure(
  target: ServerProcess,
  scenario: Scenario,
  as?: 'hello-world' | 'PK read',
): Promise<void> {
  const url = `${target.base}${scenario.path}`;
  const check = await fetch(url, { headers: scenario.headers });
  if (check.status !== 200)
    throw new Error(`${scenario.name}: GET ${scenario.path} answered ${check.status}`);
  await check.arrayBuffer();

  const options = { url, headers: scenario.headers, connections: CONNECTIONS };
  if (WARMUP > 0) await autocannon({ ...options, duration: WARMUP });
  const cpuBefore = target.cpuMicros();
  const result = await autocannon({ ...options, duration: DURATION });
  const cpuPerRequest = (target.cpuMicros() - cpuBefore) / Math.max(result.requests.total, 1);
  const rps = result.requests.average;
  if (as) {
    baselineRps.set(as, rps);
    baselineCpu.set(as, cpuPerRequest);
  }
  const against = scenario.baseline ? baselineRps.get(scenario.baseline) : undefined;
  const againstCpu = scenario.baseline ? baselineCpu.get(scenario.baseline) : undefined;
  const row: Measured = {
    scenario: scenario.name,
    'req/s': Math.round(rps),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'vs baseline': against ? `${(rps / against).toFixed(3)}x ${scenario.baseline}` : '(baseline)',
    'CPU µs/req': Math.round(cpuPerRequest),
    'vs baseline (CPU)': againstCpu ? `${(againstCpu / cpuPerRequest).toFixed(3)}x` : '(baseline)',
    'bytes/resp': Math.round(result.throughput.average / Math.max(rps, 1)),
    'non-2xx': result.non2xx,
    errors: result.errors,
  };
  measured.push(row);
  console.log(
    `  ${row.scenario}: ${row['req/s']} req/s, p50 ${row['p50 ms']} ms, p99 ${row['p99 ms']} ms, ` +
      `${row['CPU µs/req']} µs of server CPU per request`,
  );
}

const workDir = mkdtempSync(path.join(tmpdir(), 'storefront-bench-'));
const logFile = path.join(workDir, 'servers.log');
const started = performance.now();
const loadBefore = loadavg();
try {
  const bundle = await buildBff();
  console.log(
    `bench: ${DURATION} s per measurement after ${WARMUP} s of warm-up, ${CONNECTIONS} connections; ` +
      `BFF bundle built in ${bundle.milliseconds} ms`,
  );

  const hello = await startServer(['--import', 'tsx', BASELINES, 'hello'], {}, '/', logFile);
  try {
    await measure(hello, { name: 'hello-world (bare hapi)', path: '/' }, 'hello-world');
  } finally {
    await hello.stop();
  }

  const pkFile = path.join(workDir, 'pk.sqlite');
  const pk = await startServer(
    ['--import', 'tsx', BASELINES, 'pk'],
    { BENCH_PK_FILE: pkFile },
    '/items/1',
    logFile,
  );
  try {
    await measure(pk, { name: 'PK read (bare hapi + knex, SQLite)', path: '/items/500' }, 'PK read');
  } finally {
    await pk.stop();
  }

  const bff = await startServer(
    [path.join(BFF_DIR, 'dist/main.js')],
    {
      NODE_ENV: 'production',
      DATA_DIR: path.join(workDir, 'bff-data'),
      DATABASE_URL: '',
      LOG_LEVEL,
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
    },
    '/api/health',
    logFile,
  );
  try {
    const { customerToken, adminToken } = await seedShop(bff.base);
    const asCustomer = { authorization: `Bearer ${customerToken}` };
    const asAdmin = { authorization: `Bearer ${adminToken}` };
    const scenarios: Scenario[] = [
      { name: `catalog GET ${CATALOG}`, path: CATALOG, baseline: 'hello-world' },
      {
        name: 'catalog, Accept-Encoding: gzip',
        path: CATALOG,
        headers: { 'accept-encoding': 'gzip' },
        baseline: 'hello-world',
      },
      {
        name: 'game list GET /api/catalog/games/aggregated',
        path: '/api/catalog/games/aggregated',
        baseline: 'hello-world',
      },
      {
        name: `GET /api/orders (${ORDER_COUNT} orders)`,
        path: '/api/orders',
        headers: asCustomer,
        baseline: 'PK read',
      },
      {
        name: 'admin GET /api/admin/orders?limit=20',
        path: '/api/admin/orders?limit=20',
        headers: asAdmin,
        baseline: 'PK read',
      },
    ];
    for (const scenario of scenarios) await measure(bff, scenario);
  } finally {
    await bff.stop();
  }

  const loadAfter = loadavg();
  console.log(
    `\nnode ${process.version}, ${cpus().length} CPUs, load average ${loadBefore[0]!.toFixed(1)} before and ` +
      `${loadAfter[0]!.toFixed(1)} after; ${Math.round((performance.now() - started) / 1000)} s in all. ` +
      'Other work on this machine moves req/s; the CPU time per request moves much less.',
  );
  console.table(measured);
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
