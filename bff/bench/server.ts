/**
 * `npm run bench`: a measurement, not a test, but one that counts only right answers. In one run
 * on this machine:
 *
 *   baselines   a bare hapi hello-world, and a bare hapi + knex primary-key read on SQLite
 *               (bff/bench/server-baselines.ts)
 *   the BFF     the production bundle (bff/dist/main.js, built first), run by node exactly as it
 *               ships, on a fresh SQLite database seeded through its API (bff/bench/server-seed.ts):
 *               the cached KVM catalog, the game list, a customer's GET /api/orders (20 orders)
 *               and the admin's GET /api/admin/orders?limit=20
 *
 * Each scenario is measured without Accept-Encoding and with a browser's `gzip, deflate, br, zstd`
 * (the catalog and My Orders also with `gzip` alone). First it is asked once as a browser, once
 * with `deflate`, then once plain: all must decode to the same body, whose key fields are checked
 * (the compressed answers come first so that an answer kept from one cannot hide). Then every
 * answer under load is decoded as its Content-Encoding says and compared byte for byte with that
 * body (bff/bench/checked-load.ts), and the plain answer is asked once more at the end. A wrong
 * status, a coding the request did not accept, a body that is not what its Content-Encoding says,
 * or a different body is an error, never a success, and the run exits with status 1 when there
 * is any.
 *
 * The three servers run side by side, each alone in its own node process (idle while another is
 * measured), and the load generator runs in this one, so it never shares an event loop with the
 * server it measures. Each measurement is warmed up first, then measured in BENCH_ROUNDS rounds:
 * every round measures every scenario in turn, baselines first, so that a ratio is taken between
 * measurements seconds apart, however the machine's other load moves over the run. It prints per
 * scenario req/s (median of the rounds), p50 and p99 (of all answers), the server process's CPU
 * time per request (user + system from /proc: median of the rounds, and their range), the ratio to
 * its baseline by both (median of the rounds' ratios, against the baseline asked with the same
 * Accept-Encoding), the 1-minute load average, and the errors; then the goals of issue 21 and
 * whether each is met: the catalog at least 0.6x hello-world, My Orders at least 0.5x the PK
 * read, the admin order list at most 300 µs of server CPU per request.
 *
 * The baselines are loaded through tsx (once loaded, their code runs as plain JavaScript like the
 * bundle's). The BFF logs as in production (one JSON line per request, LOG_LEVEL=info) into a
 * file. Environment:
 *
 *   BENCH_DURATION     seconds of measurement per scenario, over all rounds (10)
 *   BENCH_ROUNDS       rounds (5)
 *   BENCH_CONNECTIONS  concurrent connections (50)
 *   BENCH_WARMUP       seconds of load before the rounds (2), and on until BENCH_WARMUP_ANSWERS
 *                      (3000) answers are in, 60 s at most: code V8 has not optimised yet costs
 *                      several times more CPU per request. Warm-up answers are checked too.
 *   BENCH_LOG_LEVEL    the BFF's LOG_LEVEL (info, as shipped)
 *   BENCH_ONLY         comma-separated words: only the scenarios whose name holds one of them
 *                      (the baselines always run)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildBff } from '../scripts/build.ts';
import { decodeBody, percentile, readRaw, runLoad, wrongAnswer } from './checked-load.ts';
import type { Expected, LoadResult } from './checked-load.ts';
import { startServer as startProcess } from './processes.ts';
import type { ServerProcess } from './processes.ts';
import { median, printGoals } from './server-goals.ts';
import type { Measured } from './server-goals.ts';
import { BENCH_ADMIN, seedShop } from './server-seed.ts';
import { ACCEPT, bffScenarios, HELLO_WORLD, PK_READ } from './server-scenarios.ts';
import type { Encoding, Scenario } from './server-scenarios.ts';

const DURATION = positive('BENCH_DURATION', 10);
const ROUNDS = Math.round(positive('BENCH_ROUNDS', 5));
const CONNECTIONS = positive('BENCH_CONNECTIONS', 50);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const WARMUP_ANSWERS = Number(process.env.BENCH_WARMUP_ANSWERS ?? 3000);
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL || 'info';
const ONLY = process.env.BENCH_ONLY?.split(',').filter(Boolean);

const BFF_DIR = fileURLToPath(new URL('..', import.meta.url));
const REPO_ROOT = path.resolve(BFF_DIR, '..');
const BASELINES = path.join(BFF_DIR, 'bench/server-baselines.ts');

function positive(variable: string, fallback: number): number {
  const value = Number(process.env[variable] || fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${variable} must be a positive number`);
  return value;
}

/** A server of this benchmark, started from the repository root. */
function startServer(argv: string[], env: NodeJS.ProcessEnv, readyPath: string, logFile: string) {
  return startProcess({ argv, env, readyPath, logFile, cwd: REPO_ROOT });
}

/** One scenario asked with one Accept-Encoding on its server, and what its rounds measured. */
interface Measurement {
  target: ServerProcess;
  scenario: Scenario;
  encoding: Encoding;
  headers: Record<string, string>;
  expected: Expected;
  /** Wrong answers by reason, over warm-up, rounds and the checks before and after. */
  wrong: Map<string, number>;
  checked: number;
  rounds: Array<{ load: LoadResult; serverCpuMicros: number; loadAverage: number }>;
}

/** Wrong answers of the whole run, by scenario and reason. */
const failures: string[] = [];

/**
 * The answer every answer of a scenario must decode to. Asked first as a browser asks, then with
 * `deflate` alone (so that a server keeping answers shows it when the first answer it kept was a
 * compressed one), then without Accept-Encoding: each must be 200, decode as its Content-Encoding
 * says (the plain one: no coding at all) and pass the scenario's check of its key fields, and all
 * must be equal. Each failure is a wrong answer of the run; the plain answer, else the first
 * right one, is the reference.
 */
async function expectedAnswer(
  target: ServerProcess,
  scenario: Scenario,
): Promise<{ expected?: Expected; wrong: string[] }> {
  const wrong: string[] = [];
  const read = async (label: string, acceptEncoding?: string) => {
    const requestHeaders = {
      ...scenario.headers,
      ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
    };
    const res = await readRaw(target.base, scenario.path, requestHeaders);
    if (res.status !== 200) return void wrong.push(`${label}: status ${res.status}`);
    const decoded = decodeBody(requestHeaders, res.headers, res.body);
    if ('wrong' in decoded) return void wrong.push(`${label}: ${decoded.wrong}`);
    try {
      scenario.check(decoded.body, res.headers);
    } catch (err) {
      return void wrong.push(`${label}: ${(err as Error).message}`);
    }
    return { label, body: decoded.body };
  };
  const answers = [
    await read('the first answer, asked as a browser', ACCEPT.browser),
    await read('then asked for deflate', 'deflate'),
    await read('then asked plain'),
  ].filter((answer) => answer !== undefined);
  const reference = answers.at(-1)?.label === 'then asked plain' ? answers.at(-1) : answers[0];
  for (const answer of answers)
    if (!answer.body.equals(reference!.body))
      wrong.push(`${answer.label}: decodes to another body than ${reference!.label}`);
  return { expected: reference && { status: 200, body: reference.body }, wrong };
}

function addWrong(m: Measurement, result: LoadResult): void {
  m.checked += result.answers;
  for (const [reason, count] of result.wrong) m.wrong.set(reason, (m.wrong.get(reason) ?? 0) + count);
}

/** The scenario's expected answer, then one warmed-up measurement per Accept-Encoding. */
async function prepare(target: ServerProcess, scenario: Scenario): Promise<Measurement[]> {
  const { expected, wrong } = await expectedAnswer(target, scenario);
  if (!expected) {
    for (const reason of wrong) failures.push(`${scenario.name}: ${reason}`);
    failures.push(`${scenario.name}: not measured, no right answer to compare with`);
    return [];
  }
  const prepared: Measurement[] = [];
  for (const [i, encoding] of scenario.encodings.entries()) {
    const accept = ACCEPT[encoding];
    const m: Measurement = {
      target,
      scenario,
      encoding,
      headers: { ...scenario.headers, ...(accept ? { 'accept-encoding': accept } : {}) },
      expected,
      wrong: new Map(i === 0 ? wrong.map((reason) => [`before the load: ${reason}`, 1]) : []),
      checked: i === 0 ? 3 : 0,
      rounds: [],
    };
    if (WARMUP > 0)
      addWrong(
        m,
        await runLoad({ ...loadOf(m), seconds: WARMUP, minAnswers: WARMUP_ANSWERS, maxSeconds: 60 }),
      );
    prepared.push(m);
  }
  return prepared;
}

function loadOf(m: Measurement) {
  return {
    origin: m.target.base,
    path: m.scenario.path,
    headers: m.headers,
    connections: CONNECTIONS,
    expected: m.expected,
  };
}

async function measureRound(m: Measurement): Promise<void> {
  const cpuBefore = m.target.cpuMicros();
  const load = await runLoad({ ...loadOf(m), seconds: DURATION / ROUNDS });
  m.rounds.push({ load, serverCpuMicros: m.target.cpuMicros() - cpuBefore, loadAverage: loadavg()[0]! });
  addWrong(m, load);
}

/** The plain answer once more (an answer kept from a compressed request must not reach it), and the row. */
async function finish(m: Measurement): Promise<Measured> {
  const after = await readRaw(m.target.base, m.scenario.path, m.scenario.headers);
  m.checked += 1;
  const afterReason = wrongAnswer(
    m.expected,
    m.scenario.headers ?? {},
    after.status,
    after.headers,
    after.body,
  );
  if (afterReason) m.wrong.set(`then, asked plain: ${afterReason}`, 1);
  for (const [reason, count] of m.wrong)
    failures.push(`${m.scenario.name} [${m.encoding}]: ${count} x ${reason}`);
  const answers = m.rounds.reduce((sum, r) => sum + r.load.answers, 0);
  const latencies = Float64Array.from(m.rounds.flatMap((r) => [...r.load.latencies])).sort();
  const per = (r: (typeof m.rounds)[number], value: number) => value / Math.max(r.load.answers, 1);
  return {
    scenario: m.scenario.name,
    encoding: m.encoding,
    baselineOf: m.scenario.baselineOf,
    against: m.scenario.against,
    goal: m.scenario.goal,
    rpsRounds: m.rounds.map((r) => r.load.answers / r.load.seconds),
    cpuRounds: m.rounds.map((r) => per(r, r.serverCpuMicros)),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    clientCpuMicros: m.rounds.reduce((sum, r) => sum + r.load.clientCpuMicros, 0) / Math.max(answers, 1),
    bodyBytes: m.rounds.reduce((sum, r) => sum + r.load.bodyBytes, 0) / Math.max(answers, 1),
    answers: m.checked,
    errors: [...m.wrong.values()].reduce((sum, n) => sum + n, 0),
    load: median(m.rounds.map((r) => r.loadAverage)),
  };
}

const selected = (scenario: Scenario) =>
  !ONLY || scenario.baselineOf !== undefined || ONLY.some((word) => scenario.name.includes(word));

const workDir = mkdtempSync(path.join(tmpdir(), 'storefront-bench-'));
const logFile = path.join(workDir, 'servers.log');
const started = performance.now();
const loadBefore = loadavg();
const servers: ServerProcess[] = [];
try {
  const bundle = await buildBff();
  console.log(
    `bench: ${DURATION} s per measurement in ${ROUNDS} rounds, after ${WARMUP} s and ${WARMUP_ANSWERS} ` +
      `answers of warm-up, ${CONNECTIONS} connections; BFF bundle built in ${bundle.milliseconds} ms; ` +
      'every answer decoded and checked',
  );
  const hello = await startServer(['--import', 'tsx', BASELINES, 'hello'], {}, '/', logFile);
  servers.push(hello);
  const pk = await startServer(
    ['--import', 'tsx', BASELINES, 'pk'],
    { BENCH_PK_FILE: path.join(workDir, 'pk.sqlite') },
    '/items/1',
    logFile,
  );
  servers.push(pk);
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
  servers.push(bff);
  const shop = await seedShop(bff.base);

  const measurements: Measurement[] = [];
  const plan: Array<[ServerProcess, Scenario]> = [
    [hello, HELLO_WORLD],
    [pk, PK_READ],
    ...bffScenarios(shop).map((scenario): [ServerProcess, Scenario] => [bff, scenario]),
  ];
  console.log('warming up:');
  for (const [target, scenario] of plan.filter(([, scenario]) => selected(scenario))) {
    const prepared = await prepare(target, scenario);
    for (const m of prepared) console.log(`  ${m.scenario.name} [${m.encoding}]: ${m.checked} answers`);
    measurements.push(...prepared);
  }
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const m of measurements) await measureRound(m);
    console.log(`round ${round} of ${ROUNDS} done (load ${loadavg()[0]!.toFixed(1)})`);
  }
  const rows: Measured[] = [];
  for (const m of measurements) rows.push(await finish(m));

  const loadAfter = loadavg();
  console.log(
    `\nnode ${process.version}, ${cpus().length} CPUs, load average ${loadBefore[0]!.toFixed(1)} before and ` +
      `${loadAfter[0]!.toFixed(1)} after; ${Math.round((performance.now() - started) / 1000)} s in all. ` +
      'Other work on this machine moves req/s; the CPU time per request moves much less.',
  );
  printGoals(rows);
  if (failures.length > 0) {
    console.error(`\nWRONG ANSWERS (counted as errors, not as successes):\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  }
} finally {
  for (const server of servers.reverse()) await server.stop();
  rmSync(workDir, { recursive: true, force: true });
}
