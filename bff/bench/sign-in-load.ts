/**
 * `npm run bench:sign-in`: a measurement, not a test. What password hashing costs the shop:
 *
 *   hashes/s    the password hash of the day (passwords.ts), in this process: one at a time
 *               (ms per hash) and as many at once as there are cores (hashes per second)
 *   mixed load  the production bundle on a fresh SQLite database (bff/bench/server-seed.ts, plus
 *               one account per connection), loaded by closed loops, one keep-alive connection
 *               each, from its own loopback address (127.0.x.y: no connection shares a throttle
 *               pair or address with another): every request is a sign-in (right password) with
 *               the given share, else the cached KVM catalog or the customer's My Orders (20
 *               orders), half and half. For each share and connection count it prints p50/p99 of
 *               everything, of the sign-ins and of the reads, and the answers that were not 2xx;
 *               then the most connections whose p99 stays under 1 s (a) with every sign-in
 *               answered 200 and (b) for the reads, whatever the sign-ins answered (503 included)
 *   flood       one address past its limit (31 failures first, not measured), then trying one new
 *               e-mail after another as fast as 4 connections go for BENCH_FLOOD s, while a customer elsewhere signs in one request after another:
 *               how the flood was answered, the server's CPU time per second meanwhile (password
 *               hashes run on libuv's threads and count too), and the customer's sign-in p50/p99
 *
 * The machine's load average is printed with every figure: other work moves them.
 *
 *   BENCH_DURATION     seconds per mixed-load measurement (8)
 *   BENCH_SHARES       sign-in shares in percent, comma-separated (1,10)
 *   BENCH_CONNECTIONS  connection counts, comma-separated (8,16,32,64,128,256)
 *   BENCH_FLOOD        seconds of flood (10); 0 skips it
 *   BENCH_HASH_SECONDS seconds of hashing for hashes/s (4)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from 'undici';
import { buildBff } from '../scripts/build.ts';
import { hashPassword } from '../src/services/passwords.ts';
import { startServer } from './processes.ts';
import type { ServerProcess } from './processes.ts';
import { BENCH_ADMIN, seedShop } from './server-seed.ts';

const DURATION = Number(process.env.BENCH_DURATION || 8);
const SHARES = list('BENCH_SHARES', '1,10');
const CONNECTIONS = list('BENCH_CONNECTIONS', '8,16,32,64,128,256');
const FLOOD_SECONDS = Number(process.env.BENCH_FLOOD ?? 10);
const HASH_SECONDS = Number(process.env.BENCH_HASH_SECONDS || 4);
const CATALOG = '/api/catalog/kvm/2025sale';
const SIGNER_PASSWORD = 'a long walk to lalibela';

const BFF_DIR = fileURLToPath(new URL('..', import.meta.url));
const REPO_ROOT = path.resolve(BFF_DIR, '..');

function list(variable: string, fallback: string): number[] {
  return (process.env[variable] || fallback).split(',').map(Number);
}

const load = () => loadavg()[0]!.toFixed(1);

/** The n-th loopback address a connection comes from (127.0.0.1 is the seeding client's). */
function loopback(n: number): string {
  return `127.0.${1 + Math.floor(n / 250)}.${1 + (n % 250)}`;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
}

async function measureHashing(): Promise<void> {
  const started = performance.now();
  let one = 0;
  while (performance.now() - started < 1000 || one < 5) {
    await hashPassword('correct horse battery staple');
    one += 1;
  }
  const msPerHash = (performance.now() - started) / one;
  const parallel = availableParallelism();
  let done = 0;
  const cpuBefore = process.cpuUsage();
  const end = performance.now() + HASH_SECONDS * 1000;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (performance.now() < end) {
        await hashPassword('correct horse battery staple');
        done += 1;
      }
    }),
  );
  const perSecond = done / ((performance.now() - t0) / 1000);
  const cpu = process.cpuUsage(cpuBefore);
  const cpuMsPerHash = (cpu.user + cpu.system) / 1000 / done;
  const sample = (await hashPassword('x')).split('$').slice(0, 4).join('$');
  console.log(
    `hashing (${sample}...): ${msPerHash.toFixed(1)} ms per hash one at a time, ` +
      `${perSecond.toFixed(1)} hashes/s with ${parallel} at once, ${cpuMsPerHash.toFixed(1)} ms of CPU ` +
      `per hash (${Math.round((parallel * 1000) / cpuMsPerHash)} hashes/s on ${parallel} idle cores) ` +
      `(load average ${load()})`,
  );
}

type Kind = 'signin' | 'catalog' | 'orders';

interface Sample {
  kind: Kind;
  ms: number;
  status: number;
}

async function send(
  client: Client,
  kind: Kind,
  token: string,
  email: string,
): Promise<{ status: number; body: string }> {
  const res =
    kind === 'signin'
      ? await client.request({
          method: 'POST',
          path: '/api/auth/login',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: SIGNER_PASSWORD }),
        })
      : await client.request({
          method: 'GET',
          path: kind === 'catalog' ? CATALOG : '/api/orders',
          headers: kind === 'orders' ? { authorization: `Bearer ${token}` } : {},
        });
  return { status: res.statusCode, body: await res.body.text() };
}

interface Row {
  share: string;
  conns: number;
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  'sign-in p99': number;
  'reads p99': number;
  'sign-ins ok': number;
  'sign-in 503': number;
  'other non-2xx': number;
  'CPU ms/req': number;
  load: string;
}

async function mixedLoad(
  bff: ServerProcess,
  share: number,
  connections: number,
  token: string,
  signers: string[],
): Promise<Row> {
  const clients = Array.from(
    { length: connections },
    (_, i) => new Client(bff.base, { localAddress: loopback(i), pipelining: 1 }),
  );
  const samples: Sample[] = [];
  const end = performance.now() + DURATION * 1000;
  const cpuBefore = bff.cpuMicros();
  try {
    await Promise.all(
      clients.map(async (client, i) => {
        while (performance.now() < end) {
          const roll = Math.random() * 100;
          const kind: Kind =
            roll < share ? 'signin' : roll < share + (100 - share) / 2 ? 'catalog' : 'orders';
          const started = performance.now();
          const { status } = await send(client, kind, token, signers[i]!);
          samples.push({ kind, ms: performance.now() - started, status });
        }
      }),
    );
  } finally {
    await Promise.all(clients.map((client) => client.close()));
  }
  const cpuMsPerRequest = (bff.cpuMicros() - cpuBefore) / 1000 / Math.max(samples.length, 1);
  const sorted = (filter: (s: Sample) => boolean) =>
    samples
      .filter(filter)
      .map((s) => s.ms)
      .sort((a, b) => a - b);
  const all = sorted(() => true);
  const signIns = samples.filter((s) => s.kind === 'signin');
  return {
    share: `${share}%`,
    conns: connections,
    'req/s': Math.round(samples.length / DURATION),
    'p50 ms': Math.round(percentile(all, 50)),
    'p99 ms': Math.round(percentile(all, 99)),
    'sign-in p99': Math.round(
      percentile(
        sorted((s) => s.kind === 'signin'),
        99,
      ),
    ),
    'reads p99': Math.round(
      percentile(
        sorted((s) => s.kind !== 'signin'),
        99,
      ),
    ),
    'sign-ins ok': signIns.filter((s) => s.status === 200).length,
    'sign-in 503': signIns.filter((s) => s.status === 503).length,
    'other non-2xx': samples.filter((s) => s.status >= 300 && !(s.kind === 'signin' && s.status === 503))
      .length,
    'CPU ms/req': Number(cpuMsPerRequest.toFixed(2)),
    load: load(),
  };
}

/** One customer signing in one request after another until `end`: the latencies, sorted. */
async function honestSignIns(bff: ServerProcess, customer: string, end: number): Promise<number[]> {
  const honest = new Client(bff.base, { localAddress: '127.0.250.251' });
  const ms: number[] = [];
  try {
    while (performance.now() < end) {
      const started = performance.now();
      const { status } = await send(honest, 'signin', '', customer);
      if (status !== 200) throw new Error(`the honest sign-in answered ${status}`);
      ms.push(performance.now() - started);
    }
  } finally {
    await honest.close();
  }
  return ms.sort((a, b) => a - b);
}

const p50p99 = (ms: number[]) =>
  `p50 ${Math.round(percentile(ms, 50))} ms, p99 ${Math.round(percentile(ms, 99))} ms over ${ms.length}`;

/** One address fails on `count` e-mails, 4 at a time: past the address's limit (30) at 31. */
async function failFrom(bff: ServerProcess, address: string, count: number, prefix: string): Promise<void> {
  const client = new Client(bff.base, { localAddress: address });
  try {
    for (let i = 0; i < count; i += 4) {
      await Promise.all(
        Array.from({ length: Math.min(4, count - i) }, async (_, j) => {
          const res = await client.request({
            method: 'POST',
            path: '/api/auth/login',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: `${prefix}.${i + j}@example.com`, password: 'leaked-password-1' }),
          });
          await res.body.text();
        }),
      );
    }
  } finally {
    await client.close();
  }
}

async function flood(bff: ServerProcess, customer: string): Promise<void> {
  await failFrom(bff, '127.0.250.250', 31, 'warmup');
  const alone = await honestSignIns(bff, customer, performance.now() + 3000);
  console.log(`an honest sign-in alone: ${p50p99(alone)} (load average ${load()})`);
  const attackers = Array.from({ length: 4 }, () => new Client(bff.base, { localAddress: '127.0.250.250' }));
  const answers = new Map<number, number>();
  const end = performance.now() + FLOOD_SECONDS * 1000;
  let n = 0;
  const cpuBefore = bff.cpuMicros();
  const started = performance.now();
  let honestMs: number[] = [];
  try {
    const [, measured] = await Promise.all([
      Promise.all(
        attackers.map(async (client) => {
          while (performance.now() < end) {
            n += 1;
            const res = await client.request({
              method: 'POST',
              path: '/api/auth/login',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ email: `stuffed.${n}@example.com`, password: 'leaked-password-1' }),
            });
            await res.body.text();
            answers.set(res.statusCode, (answers.get(res.statusCode) ?? 0) + 1);
          }
        }),
      ),
      honestSignIns(bff, customer, end),
    ]);
    honestMs = measured;
  } finally {
    await Promise.all(attackers.map((client) => client.close()));
  }
  const cpuPerSecond = (bff.cpuMicros() - cpuBefore) / 1000 / (performance.now() - started);
  const summary = [...answers.entries()].map(([status, count]) => `${count} x ${status}`).join(', ');
  console.log(
    `flood from one address, ${FLOOD_SECONDS} s: ${summary}; the server used ` +
      `${cpuPerSecond.toFixed(2)} s of CPU per second; meanwhile the honest sign-in: ` +
      `${p50p99(honestMs)} (load average ${load()})`,
  );
}

/** The most connections whose figure stays under 1 s (and, for `allServed`, no sign-in refused). */
function held(rows: Row[], share: string, figure: 'p99 ms' | 'reads p99', allServed: boolean): string {
  const ok = rows.filter(
    (row) =>
      row.share === share &&
      row[figure] < 1000 &&
      row['other non-2xx'] === 0 &&
      (!allServed || row['sign-in 503'] === 0),
  );
  return ok.length === 0 ? 'none measured' : String(Math.max(...ok.map((row) => row.conns)));
}

const workDir = mkdtempSync(path.join(tmpdir(), 'storefront-bench-signin-'));
try {
  console.log(`node ${process.version}, ${availableParallelism()} CPUs, load average ${load()}`);
  await measureHashing();
  await buildBff();
  const bff = await startServer({
    argv: [path.join(BFF_DIR, 'dist/main.js')],
    env: {
      NODE_ENV: 'production',
      DATA_DIR: path.join(workDir, 'bff-data'),
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'info',
      REGISTRATION_LIMIT_PER_HOUR: '100000',
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
    },
    readyPath: '/api/health',
    logFile: path.join(workDir, 'server.log'),
    cwd: REPO_ROOT,
  });
  try {
    const { customerToken } = await seedShop(bff.base);
    const most = Math.max(...CONNECTIONS);
    const signers = Array.from({ length: most }, (_, i) => `signer${i}@example.et`);
    for (let i = 0; i < most; i += 8) {
      await Promise.all(
        signers.slice(i, i + 8).map(async (email, j) => {
          // A busy server answers 503 with Retry-After (bounded password hashing): wait and retry.
          for (;;) {
            const res = await fetch(`${bff.base}/api/auth/register`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({
                username: `signer_${i + j}`,
                email,
                phone: '0911223344',
                password: SIGNER_PASSWORD,
              }),
            });
            if (res.status === 201) return;
            const text = await res.text();
            if (res.status !== 503) throw new Error(`sign-up answered ${res.status}: ${text}`);
            await new Promise((resolve) =>
              setTimeout(resolve, Number(res.headers.get('retry-after')) * 1000),
            );
          }
        }),
      );
    }
    const rows: Row[] = [];
    for (const share of SHARES) {
      for (const connections of CONNECTIONS) {
        const row = await mixedLoad(bff, share, connections, customerToken, signers);
        rows.push(row);
        console.log(JSON.stringify(row));
      }
    }
    console.table(rows);
    for (const share of SHARES)
      console.log(
        `${share}% sign-ins: p99 under 1 s up to ${held(rows, `${share}%`, 'p99 ms', true)} connections ` +
          `with every sign-in served; the reads' p99 under 1 s up to ${held(rows, `${share}%`, 'reads p99', false)}`,
      );
    if (FLOOD_SECONDS > 0) await flood(bff, signers[0]!);
  } finally {
    await bff.stop();
  }
  console.log(`load average at the end ${load()}`);
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
