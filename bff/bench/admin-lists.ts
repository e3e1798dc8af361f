/**
 * A measurement, not a test: p50/p95 of every admin list and of the dashboard stats at the size
 * of issue 11 (100,000 orders, 30,000 users, 50,000 payments, 40,000 services, 300 codes), through
 * the real server (buildServer) with server.inject and, with --http, over a listening socket.
 * The goal is a p95 under 200 ms on SQLite and on MySQL/MariaDB.
 *
 *   npm run bench:admin                                         SQLite (a temporary file)
 *   BENCH_DATABASE_URL=mysql://root@127.0.0.1:3306/bench npm run bench:admin
 *
 * Options (after `--`):
 *   --iterations 30    timed requests per case, after --warmup 3 untimed ones
 *   --http             also measure over HTTP (fetch against a listening server)
 *   --keep / --reuse   keep the seeded database / reuse a kept one instead of seeding again
 *   --without-admin-indexes   undo migration 0019 first (to measure what its indexes buy)
 *   --no-analyze       skip ANALYZE after seeding (what a freshly migrated app database has)
 *   --explain          print each case's SQL with the engine's query plan
 *   --only orders      run only the cases whose list name contains this text
 *   --scale 0.1        seed a fraction of the issue's counts (quick trial runs)
 */
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { dbClient, migrateLatest, migrationConfig, seedCatalog } from '@shop/db';
import type { Knex } from 'knex';
import { buildServer } from '../src/server.ts';
import { testConfig } from '../test/app/index.ts';
import { insertAdminSeed, ISSUE_COUNTS, planAdminSeed } from './admin-seed.ts';
import type { SeedCounts } from './admin-seed.ts';
import { openBenchDb } from './bench-db.ts';

const INDEX_MIGRATION = '20261122_0019_add_admin_list_indexes';

const { values: args } = parseArgs({
  options: {
    iterations: { type: 'string', default: '30' },
    warmup: { type: 'string', default: '3' },
    http: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    reuse: { type: 'boolean', default: false },
    'without-admin-indexes': { type: 'boolean', default: false },
    'no-analyze': { type: 'boolean', default: false },
    explain: { type: 'boolean', default: false },
    only: { type: 'string' },
    scale: { type: 'string', default: '1' },
  },
});
const ITERATIONS = Number(args.iterations);
const WARMUP = Number(args.warmup);
const SCALE = Number(args.scale);

const say = (line: string) => process.stderr.write(`${line}\n`);

// ---- the database --------------------------------------------------------------------------------

const db = await openBenchDb({ url: process.env.BENCH_DATABASE_URL, reuse: args.reuse });
const knex = db.knex;
const engine = dbClient(knex);
say(`database: ${db.label}${db.reused ? ' (reused)' : ''}`);

{
  const t = performance.now();
  const ran = await migrateLatest(knex);
  if (ran.length > 0)
    say(`ran ${ran.length} migration(s), the last ${ran.at(-1)}, in ${Math.round(performance.now() - t)} ms`);
}
const applied = (await knex('knex_migrations').where({ name: INDEX_MIGRATION }).first()) as unknown;
if (args['without-admin-indexes'] && applied) {
  await knex.migrate.down({ ...migrationConfig, name: INDEX_MIGRATION });
  say(`undid ${INDEX_MIGRATION} (a later run without the flag applies it again)`);
}
const indexes = args['without-admin-indexes'] || !applied ? 'without 0019' : 'with 0019';

const counts: SeedCounts = Object.fromEntries(
  Object.entries(ISSUE_COUNTS).map(([k, v]) => [k, Math.round(v * SCALE)]),
) as unknown as SeedCounts;

async function countRows(table: string): Promise<number> {
  const row = (await knex(table).count({ n: '*' }).first()) as { n: number | string } | undefined;
  return Number(row?.n ?? 0);
}

if (!db.reused || (await countRows('orders')) === 0) {
  let t = performance.now();
  await seedCatalog(knex);
  const seed = planAdminSeed({ counts });
  say(`planned the rows in ${Math.round(performance.now() - t)} ms`);
  t = performance.now();
  await insertAdminSeed(knex, seed);
  say(
    `inserted ${Object.values(counts).reduce((a, b) => a + b, 0)} rows in ${Math.round(performance.now() - t)} ms`,
  );
}

// Planner statistics: SQLite has none until ANALYZE runs; InnoDB samples on its own, but only
// after a delay, so both are refreshed here for a run that does not depend on timing.
if (args['no-analyze'] && engine === 'sqlite') {
  // A reused database keeps the statistics of an earlier run: forget them.
  await knex.raw('drop table if exists sqlite_stat1');
  await knex.raw('drop table if exists sqlite_stat4');
}
if (!args['no-analyze']) {
  const t = performance.now();
  if (engine === 'sqlite') await knex.raw('analyze');
  else await knex.raw('analyze table users, discount_codes, orders, services, payments');
  say(`analyzed in ${Math.round(performance.now() - t)} ms`);
}

const sizes = {
  users: await countRows('users'),
  orders: await countRows('orders'),
  services: await countRows('services'),
  payments: await countRows('payments'),
  discount_codes: await countRows('discount_codes'),
};
say(`rows: ${JSON.stringify(sizes)}`);

// ---- the server and an admin ---------------------------------------------------------------------

const server = await buildServer({
  config: testConfig({ PORT: '0', HOST: '127.0.0.1' }),
  knex,
  mailTransport: { kind: 'file', async send() {}, close() {} },
});

const account = {
  username: 'bench_admin',
  email: 'bench.admin@example.com',
  phone: '+251911000000',
  password: 'bench-admin-password',
};
await knex('users').where({ email: account.email }).del();
const registered = await server.inject({ method: 'POST', url: '/api/auth/register', payload: account });
if (registered.statusCode !== 201)
  throw new Error(`register answered ${registered.statusCode}: ${registered.payload}`);
await knex('users').where({ email: account.email }).update({ is_admin: true });
const login = await server.inject({
  method: 'POST',
  url: '/api/auth/login',
  payload: { email: account.email, password: account.password },
});
const token = (JSON.parse(login.payload) as { token: string }).token;
const headers = { authorization: `Bearer ${token}` };

let queries = 0;
let captured: { sql: string; bindings: unknown[] }[] | undefined;
knex.on('query', (q: { sql: string; bindings?: unknown[] }) => {
  queries += 1;
  captured?.push({ sql: q.sql, bindings: q.bindings ?? [] });
});

interface Answer {
  status: number;
  rows: number | undefined;
  total: number | undefined;
}
type Send = (url: string) => Promise<Answer>;

function answer(status: number, payload: string, total: string | null | undefined): Answer {
  let rows: number | undefined;
  try {
    const body = JSON.parse(payload) as unknown;
    if (Array.isArray(body)) rows = body.length;
  } catch {
    rows = undefined;
  }
  return { status, rows, total: total == null ? undefined : Number(total) };
}

const viaInject: Send = async (url) => {
  const res = await server.inject({ method: 'GET', url, headers });
  return answer(res.statusCode, res.payload, res.headers['x-total-count'] as string | undefined);
};

let viaHttp: Send | undefined;
if (args.http) {
  await server.start();
  const base = server.info.uri;
  viaHttp = async (url) => {
    const res = await fetch(`${base}${url}`, { headers });
    return answer(res.status, await res.text(), res.headers.get('x-total-count'));
  };
}

// ---- what to look for ------------------------------------------------------------------------------

// Search terms taken from the seeded rows: a common given name (many hits), one customer's
// e-mail (a few hits), an order id prefix, a service name, a payment reference, a service id.
const middleUser = (await knex('users')
  .orderBy('username')
  .offset(Math.floor(sizes.users / 2))
  .first()) as {
  email: string;
};
const someOrder = (await knex('orders')
  .orderBy('id')
  .offset(Math.floor(sizes.orders / 3))
  .first('id')) as {
  id: string;
};
const somePayment = (await knex('payments')
  .orderBy('id')
  .offset(Math.floor(sizes.payments / 3))
  .first('reference')) as {
  reference: string;
};
const someService = (await knex('services')
  .orderBy('id')
  .offset(Math.floor(sizes.services / 3))
  .first('provider_ref')) as {
  provider_ref: string;
};
const q = encodeURIComponent;

interface Case {
  list: string;
  name: string;
  path: string;
  /** Filters and search (no page or limit). */
  query?: string;
  limit: number;
  /** Deep pages are resolved from X-Total-Count: the page 90% of the way through. */
  deep?: boolean;
}

function listCases(list: string, path: string, filters: [string, string][]): Case[] {
  return [
    { list, name: 'page 1, limit 20', path, limit: 20 },
    { list, name: 'page 1, limit 50', path, limit: 50 },
    { list, name: 'deep page, limit 50', path, limit: 50, deep: true },
    ...filters.map(([name, query]) => ({ list, name, path, query, limit: 20 })),
  ];
}

const cases: Case[] = [
  ...listCases('adminListOrders', '/api/admin/orders', [
    ['status=PENDING', 'status=PENDING'],
    ['paid=true', 'paid=true'],
    ['type=GAME', 'type=GAME'],
    ['status+paid+type', 'status=ACTIVE&paid=true&type=KVM'],
    ['search "kebede" (name)', 'search=kebede'],
    ['search e-mail', `search=${q(middleUser.email)}`],
    ['search id prefix', `search=${someOrder.id.slice(0, 8)}`],
    ['search service name', 'search=minecraft'],
    ['search + status=PENDING', 'status=PENDING&search=kebede'],
  ]),
  {
    list: 'adminListOrders',
    name: 'search "kebede", deep',
    path: '/api/admin/orders',
    query: 'search=kebede',
    limit: 50,
    deep: true,
  },
  ...listCases('adminListUsers', '/api/admin/users', [
    ['search "tigist" (name)', 'search=tigist'],
    ['search e-mail', `search=${q(middleUser.email)}`],
  ]),
  ...listCases('adminListServices', '/api/admin/services', [
    ['status=ACTIVE', 'status=ACTIVE'],
    ['status=INACTIVE', 'status=INACTIVE'],
    ['search service id', `search=${q(someService.provider_ref)}`],
    ['search "kebede" (name)', 'search=kebede'],
  ]),
  ...listCases('adminListPayments', '/api/admin/payments', [
    ['status=PENDING', 'status=PENDING'],
    ['method=CBE', 'method=CBE'],
    ['status+method', 'status=SUCCESS&method=TELEBIRR'],
    ['search reference', `search=${q(somePayment.reference)}`],
    ['search "kebede" (name)', 'search=kebede'],
  ]),
  ...listCases('adminListDiscountCodes', '/api/admin/discount-codes', [['search "SALE"', 'search=SALE']]),
  { list: 'adminGetStats', name: 'dashboard', path: '/api/admin/stats', limit: 0 },
].filter((c) => !args.only || c.list.toLowerCase().includes(args.only.toLowerCase()));

function urlOf(c: Case, page: number): string {
  const params = [c.query, c.limit ? `page=${page}&limit=${c.limit}` : ''].filter(Boolean).join('&');
  return params ? `${c.path}?${params}` : c.path;
}

// ---- measuring -------------------------------------------------------------------------------------

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

interface Result {
  list: string;
  name: string;
  transport: string;
  page: string;
  rows: string;
  total: string;
  p50: string;
  p95: string;
  cpu: string;
  max: string;
  queries: string;
  note: string;
}

async function explain(url: string): Promise<void> {
  captured = [];
  await viaInject(url);
  const statements = captured;
  captured = undefined;
  say(`\n-- ${url}`);
  for (const { sql, bindings } of statements) {
    if (!/^\s*select/i.test(sql)) continue;
    // Long `in (...)` lists of ids say nothing about the plan: cut them short.
    say(
      knex
        .raw(sql, bindings as Knex.RawBinding[])
        .toQuery()
        .slice(0, 400),
    );
    if (engine === 'sqlite') {
      const plan = (await knex.raw(`explain query plan ${sql}`, bindings as Knex.RawBinding[])) as {
        detail: string;
      }[];
      for (const step of plan) say(`   ${step.detail}`);
    } else {
      const [plan] = (await knex.raw(`explain ${sql}`, bindings as Knex.RawBinding[])) as [
        Record<string, unknown>[],
      ];
      for (const step of plan)
        say(
          `   ${step.select_type} ${step.table} type=${step.type} key=${step.key} rows=${step.rows} ${step.Extra ?? ''}`,
        );
    }
  }
}

async function measure(c: Case, transport: string, send: Send): Promise<Result> {
  const base = {
    list: c.list,
    name: c.name,
    transport,
    rows: '',
    total: '',
    p50: '',
    p95: '',
    cpu: '',
    max: '',
    queries: '',
  };
  const first = await send(urlOf(c, 1));
  if (first.status === 501) return { ...base, page: '', note: 'not implemented' };
  if (first.status !== 200) return { ...base, page: '', note: `HTTP ${first.status}` };
  let page = 1;
  if (c.deep) {
    if (first.total === undefined) return { ...base, page: '', note: 'no X-Total-Count' };
    page = Math.max(1, Math.ceil((first.total * 0.9) / c.limit));
  }
  const url = urlOf(c, page);
  if (args.explain && transport === 'inject') await explain(url);
  for (let i = 0; i < WARMUP; i++) await send(url);
  const times: number[] = [];
  const cpuTimes: number[] = [];
  let last = first;
  const queriesBefore = queries;
  for (let i = 0; i < ITERATIONS; i++) {
    const t = performance.now();
    const cpu = process.cpuUsage();
    last = await send(url);
    times.push(performance.now() - t);
    const used = process.cpuUsage(cpu);
    cpuTimes.push((used.user + used.system) / 1000);
    if (last.status !== 200) return { ...base, page: String(page), note: `HTTP ${last.status}` };
  }
  times.sort((a, b) => a - b);
  cpuTimes.sort((a, b) => a - b);
  const ms = (n: number) => n.toFixed(1);
  const p95 = percentile(times, 95);
  return {
    ...base,
    page: c.limit ? String(page) : '',
    rows: last.rows === undefined ? '' : String(last.rows),
    total: last.total === undefined ? '' : String(last.total),
    p50: ms(percentile(times, 50)),
    p95: ms(p95),
    cpu: ms(percentile(cpuTimes, 50)),
    max: ms(times[times.length - 1]!),
    queries: ((queries - queriesBefore) / ITERATIONS).toFixed(0),
    note: p95 < 200 ? '' : 'over 200 ms',
  };
}

const results: Result[] = [];
for (const c of cases) {
  results.push(await measure(c, 'inject', viaInject));
  say(`measured ${c.list} ${c.name}`);
  if (viaHttp) results.push(await measure(c, 'http', viaHttp));
}

// ---- the table ---------------------------------------------------------------------------------------

const columns: [keyof Result, string][] = [
  ['list', 'operation'],
  ['name', 'case'],
  ...(viaHttp ? ([['transport', 'via']] as [keyof Result, string][]) : []),
  ['page', 'page'],
  ['rows', 'rows'],
  ['total', 'total'],
  ['p50', 'p50 ms'],
  ['p95', 'p95 ms'],
  ['cpu', 'cpu p50'],
  ['max', 'max ms'],
  ['queries', 'queries'],
  ['note', 'note'],
];
const widths = columns.map(([key, title]) => Math.max(title.length, ...results.map((r) => r[key].length)));
const numeric = new Set<keyof Result>(['page', 'rows', 'total', 'p50', 'p95', 'cpu', 'max', 'queries']);
const line = (cells: string[]) =>
  `| ${cells.map((cell, i) => (numeric.has(columns[i]![0]) ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join(' | ')} |`;

console.log(
  `\nAdmin lists on ${engine === 'sqlite' ? 'SQLite' : 'MySQL/MariaDB'} (${indexes}, ${args['no-analyze'] ? 'no ANALYZE' : 'analyzed'}): ` +
    `${sizes.orders} orders, ${sizes.users} users, ${sizes.payments} payments, ${sizes.services} services, ` +
    `${sizes.discount_codes} discount codes; ${ITERATIONS} requests per case after ${WARMUP} warm-up, one at a time; ` +
    `load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} CPUs. ` +
    `cpu p50: this process's CPU time per request (on SQLite it includes the queries; it varies less ` +
    `with the machine's load than the wall-clock times).\n`,
);
console.log(line(columns.map(([, title]) => title)));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const r of results) console.log(line(columns.map(([key]) => r[key])));

await server.stop();
await db.close({ keep: args.keep || args.reuse });
if (args.keep || args.reuse) say(`kept ${db.label} (run with --reuse to measure again without seeding)`);
