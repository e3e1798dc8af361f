/**
 * A measurement, not a test: requests per second and latency of GET /api/catalog/kvm/2025sale
 * served cold (the catalog cache invalidated before every request: database + JSON) and warm
 * (from the cache), through server.inject and, with --http, over a listening server with fetch.
 *
 *   npx tsx bff/bench/catalog.ts [--requests 2000] [--concurrency 32] [--http]
 *   TEST_DATABASE_URL=mysql://root@127.0.0.1:3306/test npx tsx bff/bench/catalog.ts
 *
 * It builds a real server over a fresh, seeded test database (SQLite unless TEST_DATABASE_URL
 * names MySQL/MariaDB) and drops that database at the end.
 */
import { parseArgs } from 'node:util';
import { buildTestApp } from '../test/app/index.ts';

const URL_PATH = '/api/catalog/kvm/2025sale';

const { values: args } = parseArgs({
  options: {
    requests: { type: 'string', default: '2000' },
    concurrency: { type: 'string', default: '32' },
    http: { type: 'boolean', default: false },
  },
});
const REQUESTS = Number(args.requests);
const CONCURRENCY = Number(args.concurrency);

interface Row {
  scenario: string;
  transport: string;
  requests: number;
  concurrency: number;
  'req/s': number;
  'p50 ms': number;
  'p95 ms': number;
  'p99 ms': number;
  'queries/req': number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

const round = (n: number, digits = 3) => Number(n.toFixed(digits));

const app = await buildTestApp({ env: { PORT: '0', HOST: '127.0.0.1' } });
let queries = 0;
app.knex.on('query', () => {
  queries += 1;
});

type Send = (headers?: Record<string, string>) => Promise<{ status: number; etag: string }>;

const viaInject: Send = async (headers = {}) => {
  const res = await app.server.inject({ method: 'GET', url: URL_PATH, headers });
  return { status: res.statusCode, etag: String(res.headers.etag ?? '') };
};

let viaHttp: Send | undefined;
if (args.http) {
  await app.server.start();
  const base = app.server.info.uri;
  viaHttp = async (headers = {}) => {
    const res = await fetch(`${base}${URL_PATH}`, { headers });
    await res.arrayBuffer();
    return { status: res.status, etag: res.headers.get('etag') ?? '' };
  };
}

/**
 * Runs `total` requests with `concurrency` workers; `before` runs ahead of each request (outside
 * the timed span, e.g. an invalidation).
 */
async function run(
  scenario: string,
  transport: string,
  send: Send,
  options: {
    total: number;
    concurrency: number;
    expect: number;
    headers?: Record<string, string>;
    before?: () => void;
  },
): Promise<Row> {
  const latencies: number[] = [];
  let next = 0;
  const queriesBefore = queries;
  const worker = async () => {
    while (next < options.total) {
      next += 1;
      options.before?.();
      const start = performance.now();
      const res = await send(options.headers);
      latencies.push(performance.now() - start);
      if (res.status !== options.expect) throw new Error(`${scenario}: answered ${res.status}`);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    scenario,
    transport,
    requests: options.total,
    concurrency: options.concurrency,
    'req/s': Math.round(options.total / elapsed),
    'p50 ms': round(percentile(latencies, 50)),
    'p95 ms': round(percentile(latencies, 95)),
    'p99 ms': round(percentile(latencies, 99)),
    'queries/req': round((queries - queriesBefore) / options.total, 2),
  };
}

/**
 * Cold bursts: invalidate, then `CONCURRENCY` requests at once, `rounds` times. The burst shares
 * one load, so its queries/req is about 3 / CONCURRENCY.
 */
async function burst(transport: string, send: Send, rounds: number): Promise<Row> {
  const latencies: number[] = [];
  const queriesBefore = queries;
  let elapsed = 0;
  for (let round = 0; round < rounds; round += 1) {
    app.server.app.catalogCache.invalidate();
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        const start = performance.now();
        const res = await send();
        latencies.push(performance.now() - start);
        if (res.status !== 200) throw new Error(`cold burst: answered ${res.status}`);
      }),
    );
    elapsed += performance.now() - started;
  }
  latencies.sort((a, b) => a - b);
  const total = rounds * CONCURRENCY;
  return {
    scenario: 'cold burst (invalidate, then all at once)',
    transport,
    requests: total,
    concurrency: CONCURRENCY,
    'req/s': Math.round(total / (elapsed / 1000)),
    'p50 ms': round(percentile(latencies, 50)),
    'p95 ms': round(percentile(latencies, 95)),
    'p99 ms': round(percentile(latencies, 99)),
    'queries/req': round((queries - queriesBefore) / total, 2),
  };
}

const rows: Row[] = [];
const transports: [string, Send][] = [['inject', viaInject]];
if (viaHttp) transports.push(['http', viaHttp]);

try {
  for (const [transport, send] of transports) {
    // Warm-up: JIT, connection pool, first load.
    for (let i = 0; i < 200; i += 1) await send();
    const { etag } = await send();
    const invalidate = () => app.server.app.catalogCache.invalidate();
    const cold = Math.max(50, Math.round(REQUESTS / 4));

    rows.push(
      await run('cold (invalidated each request)', transport, send, {
        total: cold,
        concurrency: 1,
        expect: 200,
        before: invalidate,
      }),
    );
    await send();
    rows.push(await run('warm 200', transport, send, { total: REQUESTS, concurrency: 1, expect: 200 }));
    rows.push(
      await run('warm 304 (If-None-Match)', transport, send, {
        total: REQUESTS,
        concurrency: 1,
        expect: 304,
        headers: { 'if-none-match': etag },
      }),
    );
    rows.push(await burst(transport, send, Math.max(10, Math.round(cold / CONCURRENCY))));
    await send();
    rows.push(
      await run('warm 200', transport, send, { total: REQUESTS, concurrency: CONCURRENCY, expect: 200 }),
    );
  }
} finally {
  await app.close();
}

const engine = process.env.TEST_DATABASE_URL?.startsWith('mysql://') ? 'MySQL/MariaDB' : 'SQLite';
console.log(`GET ${URL_PATH} on ${engine}, node ${process.version}`);
console.table(rows);
const stats = app.server.app.catalogCache.stats;
console.log(
  `cache: ${stats.hits} hits, ${stats.misses} misses, ${stats.loads} loads, ${stats.invalidations} invalidations`,
);
console.log(
  'A cold load is 3 queries (the plans, and the latest change of plans and games for Last-Modified).',
);
