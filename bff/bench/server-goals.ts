/** The table `npm run bench` prints, and the goals of issue 21 judged on it (see server-scenarios.ts). */
import type { Baseline, Encoding, Goal } from './server-scenarios.ts';

export interface Measured {
  scenario: string;
  encoding: Encoding;
  baselineOf?: Baseline;
  against?: Baseline;
  goal?: Goal;
  /** req/s of each round. */
  rpsRounds: number[];
  /** Server process CPU time per request (user + system) of each round, microseconds. */
  cpuRounds: number[];
  /** Latency percentiles of all rounds' answers, milliseconds. */
  p50: number;
  p99: number;
  /** The load generator's own CPU time per request, microseconds. */
  clientCpuMicros: number;
  bodyBytes: number;
  /** Answers checked (warm-up and the checks before and after included) and how many were wrong. */
  answers: number;
  errors: number;
  /** Median 1-minute load average at the ends of the rounds. */
  load: number;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The baseline measured with the same Accept-Encoding, else the one measured without. */
function baselineFor(rows: Measured[], baseline: Baseline, encoding: Encoding): Measured | undefined {
  const of = rows.filter((row) => row.baselineOf === baseline);
  return of.find((row) => row.encoding === encoding) ?? of.find((row) => row.encoding === 'none');
}

interface Ratios {
  /** Median over the rounds of req/s over the baseline's req/s in the same round. */
  rps: number;
  /** Median over the rounds of the baseline's CPU per request over this one's. */
  cpu: number;
}

function ratios(rows: Measured[], row: Measured, baseline: Baseline | undefined): Ratios | undefined {
  const base = baseline && baselineFor(rows, baseline, row.encoding);
  if (!base) return undefined;
  const rounds = Math.min(row.rpsRounds.length, base.rpsRounds.length);
  const each = (f: (i: number) => number) => median(Array.from({ length: rounds }, (_, i) => f(i)));
  return {
    rps: each((i) => row.rpsRounds[i]! / base.rpsRounds[i]!),
    cpu: each((i) => base.cpuRounds[i]! / row.cpuRounds[i]!),
  };
}

const x = (ratio: number) => `${ratio.toFixed(2)}x`;
const cpuOf = (row: Measured) => median(row.cpuRounds);

export function printGoals(rows: Measured[]): void {
  console.table(
    rows.map((row) => {
      const r = ratios(rows, row, row.against);
      return {
        scenario: row.scenario,
        'Accept-Encoding': row.encoding,
        'req/s': Math.round(median(row.rpsRounds)),
        'p50 ms': Number(row.p50.toFixed(2)),
        'p99 ms': Number(row.p99.toFixed(2)),
        'server CPU µs/req': Math.round(cpuOf(row)),
        'CPU range': `${Math.round(Math.min(...row.cpuRounds))}-${Math.round(Math.max(...row.cpuRounds))}`,
        'vs baseline (req/s)': r ? `${x(r.rps)} ${row.against}` : '(baseline)',
        'vs baseline (CPU)': r ? x(r.cpu) : '(baseline)',
        'body B/resp': Math.round(row.bodyBytes),
        'client CPU µs/req': Math.round(row.clientCpuMicros),
        load: Number(row.load.toFixed(1)),
        checked: row.answers,
        errors: row.errors,
      };
    }),
  );
  console.log('\ngoals (issue 21; only answers checked right count; medians of the rounds):');
  for (const row of rows) {
    const goal = row.goal;
    if (!goal) continue;
    const label = `  ${row.scenario} [${row.encoding}]`;
    if (goal.kind === 'cpu') {
      const met = cpuOf(row) <= goal.atMostMicros && row.errors === 0;
      console.log(
        `${label}: at most ${goal.atMostMicros} µs of server CPU per request: ` +
          `${Math.round(cpuOf(row))} µs, ${met ? 'met' : 'NOT met'} (load ${row.load.toFixed(1)})`,
      );
      continue;
    }
    const r = ratios(rows, row, goal.against);
    if (!r) {
      console.log(`${label}: no ${goal.against} baseline measured`);
      continue;
    }
    const verdict = (ratio: number) => (ratio >= goal.atLeast && row.errors === 0 ? 'met' : 'NOT met');
    console.log(
      `${label}: at least ${goal.atLeast}x ${goal.against}: ${x(r.rps)} by req/s (${verdict(r.rps)}), ` +
        `${x(r.cpu)} by server CPU per request (${verdict(r.cpu)}) (load ${row.load.toFixed(1)})` +
        (row.errors > 0 ? `; ${row.errors} wrong answers` : ''),
    );
  }
}
