import { createDb, normalizeRow } from '@shop/db';
import type { JobRow, Json } from '@shop/db';
import { createTestDb } from '@shop/db/testing';
import type { TestDb } from '@shop/db/testing';
import type { Knex } from 'knex';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enqueueJob } from './queue.ts';
import { defaultBackoff, JobRunner } from './runner.ts';
import type { JobRunnerOptions } from './runner.ts';
import { PermanentJobError } from './types.ts';
import type { JobContext, JobDefinition, JobDefinitions } from './types.ts';

const SECOND = 1000;

/** A logger whose lines the test can read. */
function captureLog() {
  const lines: Array<Record<string, unknown>> = [];
  const log = pino({ level: 'debug' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { log, lines };
}

/** A clock the test moves; it starts a minute ahead so jobs enqueued "now" are due. */
function testClock() {
  let at = Date.now() + 60 * SECOND;
  return {
    now: () => new Date(at),
    advance(ms: number) {
      at += ms;
    },
    get ms() {
      return at;
    },
  };
}

describe('JobRunner', () => {
  let db: TestDb;
  let knex: Knex;

  beforeAll(async () => {
    db = await createTestDb({ seed: false });
    knex = db.knex;
  });
  afterAll(async () => {
    await db?.destroy();
  });
  beforeEach(async () => {
    await knex('jobs').delete();
  });

  async function job(id: string): Promise<JobRow> {
    return normalizeRow('jobs', await knex('jobs').where({ id }).first());
  }

  function runner(definitions: JobDefinitions, options: Partial<JobRunnerOptions> = {}) {
    return new JobRunner({
      knex,
      definitions,
      log: pino({ level: 'silent' }),
      workerId: 'worker-a',
      ...options,
    });
  }

  function define<P extends Json>(definition: JobDefinition<P>): JobDefinition<never> {
    return definition as unknown as JobDefinition<never>;
  }

  it('runs a due job once with its payload, then marks it DONE and lets go of it', async () => {
    const seen: Array<{ payload: Json; attempt: number; jobId: string }> = [];
    const jobs = {
      greet: define({
        async run(payload, context: JobContext) {
          seen.push({ payload, attempt: context.attempt, jobId: context.jobId });
        },
      }),
    };
    const id = (await enqueueJob(knex, 'greet', { who: 'Abebe', n: [1, 2] }))!;

    expect(await runner(jobs).runDue()).toBe(1);
    expect(await runner(jobs).runDue()).toBe(0);

    expect(seen).toEqual([{ payload: { who: 'Abebe', n: [1, 2] }, attempt: 1, jobId: id }]);
    const row = await job(id);
    expect(row).toMatchObject({ status: 'DONE', attempts: 1, locked_by: null, locked_until: null });
    expect(row.finished_at).toBeInstanceOf(Date);
  });

  it('leaves a job due later alone until its time', async () => {
    const clock = testClock();
    const ran: string[] = [];
    const jobs = { later: define({ run: async () => void ran.push('later') }) };
    await enqueueJob(knex, 'later', null, { runAt: new Date(clock.ms + 10 * SECOND) });

    expect(await runner(jobs, { now: clock.now }).runDue()).toBe(0);
    clock.advance(10 * SECOND);
    expect(await runner(jobs, { now: clock.now }).runDue()).toBe(1);
    expect(ran).toEqual(['later']);
  });

  it('runs a job again with its new payload when it answers again, without counting an attempt', async () => {
    const seen: Array<{ step: number; attempt: number }> = [];
    const jobs = {
      steps: define<{ step: number }>({
        async run(payload, context) {
          seen.push({ step: payload.step, attempt: context.attempt });
          if (payload.step < 2) return { again: { inMs: 0, payload: { step: payload.step + 1 } } };
        },
      }),
    };
    const id = (await enqueueJob(knex, 'steps', { step: 0 }))!;

    expect(await runner(jobs).runDue()).toBe(3);
    expect(seen).toEqual([
      { step: 0, attempt: 1 },
      { step: 1, attempt: 1 },
      { step: 2, attempt: 1 },
    ]);
    expect(await job(id)).toMatchObject({ status: 'DONE', attempts: 1, payload: { step: 2 } });
  });

  it('reschedules `again` after inMs, keeping the payload when none is given', async () => {
    const clock = testClock();
    const jobs = { wait: define({ run: async () => ({ again: { inMs: 30 * SECOND } }) }) };
    const id = (await enqueueJob(knex, 'wait', { task: 'UPID:1' }))!;

    expect(await runner(jobs, { now: clock.now }).runDue()).toBe(1);
    const row = await job(id);
    expect(row).toMatchObject({
      status: 'QUEUED',
      attempts: 0,
      payload: { task: 'UPID:1' },
      locked_by: null,
    });
    expect(row.run_at.getTime()).toBe(clock.ms + 30 * SECOND);
    expect(await runner(jobs, { now: clock.now }).runDue()).toBe(0);
  });

  it('retries a failed attempt after the backoff, recording the error, then succeeds', async () => {
    const clock = testClock();
    const attempts: number[] = [];
    const jobs = {
      flaky: define({
        async run(_payload, context) {
          attempts.push(context.attempt);
          if (context.attempt < 3) throw new Error(`panel busy (${context.attempt})`);
        },
      }),
    };
    const id = (await enqueueJob(knex, 'flaky', {}))!;
    const make = () => runner(jobs, { now: clock.now, backoff: (attempt) => attempt * 7 * SECOND });

    expect(await make().runDue()).toBe(1);
    let row = await job(id);
    expect(row).toMatchObject({
      status: 'QUEUED',
      attempts: 1,
      last_error: 'panel busy (1)',
      locked_by: null,
    });
    expect(row.run_at.getTime()).toBe(clock.ms + 7 * SECOND);

    clock.advance(7 * SECOND - 1);
    expect(await make().runDue()).toBe(0);
    clock.advance(1);
    expect(await make().runDue()).toBe(1);
    row = await job(id);
    expect(row).toMatchObject({ status: 'QUEUED', attempts: 2, last_error: 'panel busy (2)' });
    expect(row.run_at.getTime()).toBe(clock.ms + 14 * SECOND);

    clock.advance(14 * SECOND);
    expect(await make().runDue()).toBe(1);
    expect(await job(id)).toMatchObject({ status: 'DONE', attempts: 3 });
    expect(attempts).toEqual([1, 2, 3]);
  });

  it('goes DEAD after the last attempt and calls onDead once with the last error', async () => {
    const clock = testClock();
    const dead: Array<{ payload: Json; reason: string; attempt: number }> = [];
    const jobs = {
      doomed: define<{ orderId: string }>({
        maxAttempts: 2,
        async run(_payload, context) {
          throw new Error(`no capacity (attempt ${context.attempt})`);
        },
        async onDead(payload, reason, context) {
          dead.push({ payload, reason, attempt: context.attempt });
        },
      }),
    };
    const id = (await enqueueJob(knex, 'doomed', { orderId: 'o-1' }))!;
    const make = () => runner(jobs, { now: clock.now, backoff: () => SECOND });

    expect(await make().runDue()).toBe(1);
    expect(dead).toEqual([]);
    clock.advance(SECOND);
    expect(await make().runDue()).toBe(1);
    clock.advance(SECOND);
    expect(await make().runDue()).toBe(0);

    expect(dead).toEqual([{ payload: { orderId: 'o-1' }, reason: 'no capacity (attempt 2)', attempt: 2 }]);
    const row = await job(id);
    expect(row).toMatchObject({
      status: 'DEAD',
      attempts: 2,
      max_attempts: 2,
      last_error: 'no capacity (attempt 2)',
    });
    expect(row.finished_at).toBeInstanceOf(Date);
    expect(row.locked_by).toBeNull();
  });

  it('logs a failing onDead and still leaves the job DEAD', async () => {
    const { log, lines } = captureLog();
    const jobs = {
      doomed: define({
        maxAttempts: 1,
        run: async () => {
          throw new Error('broken');
        },
        onDead: async () => {
          throw new Error('the order table is gone');
        },
      }),
    };
    const id = (await enqueueJob(knex, 'doomed', {}))!;

    await expect(runner(jobs, { log }).runDue()).resolves.toBe(1);
    expect(await job(id)).toMatchObject({ status: 'DEAD', last_error: 'broken' });
    expect(lines).toContainEqual(
      expect.objectContaining({
        msg: 'onDead of a dead job failed',
        err: 'the order table is gone',
        jobId: id,
      }),
    );
  });

  it('tells onJobDead of every job gone DEAD, once, after its onDead; a failing hook is logged', async () => {
    const { log, lines } = captureLog();
    const order: string[] = [];
    const told: Array<{ id: string; name: string; reason: string }> = [];
    const jobs = {
      doomed: define({
        maxAttempts: 1,
        run: async () => {
          throw new Error('no capacity');
        },
        onDead: async () => void order.push('onDead'),
      }),
      fine: define({ run: async () => {} }),
    };
    const id = (await enqueueJob(knex, 'doomed', {}))!;
    await enqueueJob(knex, 'fine', {});
    await runner(jobs, {
      onJobDead: async (dead) => {
        order.push('hook');
        told.push(dead);
      },
    }).runDue();
    expect(told).toEqual([{ id, name: 'doomed', reason: 'no capacity' }]);
    expect(order).toEqual(['onDead', 'hook']);

    const second = (await enqueueJob(knex, 'doomed', {}))!;
    await runner(jobs, {
      log,
      onJobDead: async () => {
        throw new Error('the chat is down');
      },
    }).runDue();
    expect(await job(second)).toMatchObject({ status: 'DEAD' });
    expect(lines).toContainEqual(
      expect.objectContaining({ msg: 'the dead-job hook failed', err: 'the chat is down' }),
    );
  });

  it('sends a PermanentJobError to DEAD at once, whatever attempts remain', async () => {
    const reasons: string[] = [];
    const jobs = {
      refused: define({
        run: async () => {
          throw new PermanentJobError('the panel refuses this OS');
        },
        onDead: async (_payload, reason) => void reasons.push(reason),
      }),
    };
    const id = (await enqueueJob(knex, 'refused', {}, { maxAttempts: 8 }))!;

    expect(await runner(jobs).runDue()).toBe(1);
    expect(await job(id)).toMatchObject({
      status: 'DEAD',
      attempts: 1,
      last_error: 'the panel refuses this OS',
    });
    expect(reasons).toEqual(['the panel refuses this OS']);
  });

  it('sends a job nobody defines to DEAD with a reason naming it', async () => {
    const id = (await enqueueJob(knex, 'no-such-job', { x: 1 }))!;

    expect(await runner({}).runDue()).toBe(1);
    const row = await job(id);
    expect(row.status).toBe('DEAD');
    expect(row.last_error).toContain('"no-such-job"');
  });

  it('takes the attempt limit from the enqueue, else the definition, else the runner, and writes it on the job', async () => {
    const failing = { run: async () => Promise.reject(new Error('down')) };
    const jobs = { limited: define({ ...failing, maxAttempts: 3 }), plain: define(failing) };
    const explicit = (await enqueueJob(knex, 'limited', {}, { maxAttempts: 5 }))!;
    const byDefinition = (await enqueueJob(knex, 'limited', {}))!;
    const byRunner = (await enqueueJob(knex, 'plain', {}))!;

    await runner(jobs, { defaultMaxAttempts: 4, backoff: () => 60 * SECOND }).runDue();

    expect((await job(explicit)).max_attempts).toBe(5);
    expect((await job(byDefinition)).max_attempts).toBe(3);
    expect((await job(byRunner)).max_attempts).toBe(4);
  });

  it('reclaims a job whose lease ran out (its worker died), counting the lost attempt', async () => {
    const clock = testClock();
    const attempts: number[] = [];
    const jobs = { work: define({ run: async (_p, context) => void attempts.push(context.attempt) }) };
    const id = (await enqueueJob(knex, 'work', {}))!;
    // Another worker claimed it and crashed: its lease runs 30 s more.
    await knex('jobs')
      .where({ id })
      .update({ locked_by: 'crashed-worker', locked_until: new Date(clock.ms + 30 * SECOND), attempts: 1 });

    expect(await runner(jobs, { now: clock.now }).runDue()).toBe(0);
    clock.advance(30 * SECOND + 1);
    expect(await runner(jobs, { now: clock.now }).runDue()).toBe(1);

    expect(attempts).toEqual([2]);
    expect(await job(id)).toMatchObject({ status: 'DONE', attempts: 2, locked_by: null });
  });

  it('buries a job whose last attempt never finished instead of running it past its limit', async () => {
    const clock = testClock();
    const ran: string[] = [];
    const reasons: string[] = [];
    const jobs = {
      work: define({
        maxAttempts: 2,
        run: async () => void ran.push('run'),
        onDead: async (_p, reason) => void reasons.push(reason),
      }),
    };
    const id = (await enqueueJob(knex, 'work', {}))!;
    await knex('jobs')
      .where({ id })
      .update({
        locked_by: 'crashed-worker',
        locked_until: new Date(clock.ms - 1),
        attempts: 2,
        max_attempts: 2,
      });

    expect(await runner(jobs, { now: clock.now }).runDue()).toBe(1);
    expect(ran).toEqual([]);
    expect(await job(id)).toMatchObject({ status: 'DEAD' });
    expect(reasons).toHaveLength(1);
  });

  it('lets only the lease holder finish a job: a worker that lost its lease changes nothing', async () => {
    const jobs = {
      slow: define({
        async run(_payload, context) {
          // While this worker ran past its lease, another one took the job over.
          await knex('jobs')
            .where({ id: context.jobId })
            .update({ locked_by: 'worker-b', locked_until: new Date(Date.now() + 600 * SECOND) });
        },
      }),
    };
    const id = (await enqueueJob(knex, 'slow', {}))!;

    expect(await runner(jobs).runDue()).toBe(1);
    expect(await job(id)).toMatchObject({ status: 'QUEUED', locked_by: 'worker-b', finished_at: null });
  });

  it('stops polling on stop(), after the job in flight has finished', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const started: string[] = [];
    const jobs = {
      gated: define({
        async run(_payload, context) {
          started.push(context.jobId);
          await gate;
        },
      }),
    };
    const id = (await enqueueJob(knex, 'gated', {}))!;
    const polling = runner(jobs, { pollMs: 10 });

    polling.start();
    await expect.poll(() => started).toEqual([id]);
    let stopped = false;
    const stopping = polling.stop().then(() => (stopped = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    release();
    await stopping;

    expect(await job(id)).toMatchObject({ status: 'DONE' });
  });

  it('polls on its own after start(), running jobs enqueued later', async () => {
    const ran: number[] = [];
    const jobs = { count: define<{ n: number }>({ run: async (payload) => void ran.push(payload.n) }) };
    const polling = runner(jobs, { pollMs: 10, batchSize: 2 });
    polling.start();
    try {
      for (let n = 0; n < 7; n += 1) await enqueueJob(knex, 'count', { n });
      await expect.poll(() => [...ran].sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    } finally {
      await polling.stop();
    }
  });

  it('runs each of 200 jobs exactly once with two runners working at the same time', async () => {
    // On MySQL/MariaDB the two runners are two instances: two connection pools on one database,
    // kept apart by FOR UPDATE SKIP LOCKED. SQLite is the single-instance embedded default (one
    // writer, one process), so there the two runners share the one knex and its connection.
    const second = db.client === 'mysql' ? createDb({ url: db.url }) : knex;
    const runs: Array<{ jobId: string; worker: string }> = [];
    const definitionsFor = (worker: string): JobDefinitions => ({
      record: define({
        async run(_payload, context) {
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 5));
          runs.push({ jobId: context.jobId, worker });
        },
      }),
    });
    try {
      const ids = await knex.transaction(async (trx) => {
        const out: string[] = [];
        for (let i = 0; i < 200; i += 1) out.push((await enqueueJob(trx, 'record', { i }))!);
        return out;
      });
      const a = runner(definitionsFor('a'), { workerId: 'worker-a' });
      const b = new JobRunner({
        knex: second,
        definitions: definitionsFor('b'),
        log: pino({ level: 'silent' }),
        workerId: 'worker-b',
      });

      const [ranA, ranB] = await Promise.all([a.runDue(), b.runDue()]);

      expect(ranA + ranB).toBe(200);
      expect(runs.map((r) => r.jobId).sort()).toEqual([...ids].sort());
      expect(runs.filter((r) => r.worker === 'a').length).toBe(ranA);
      expect(ranA).toBeGreaterThan(0);
      expect(ranB).toBeGreaterThan(0);
      const statuses = await knex('jobs').select('status').count({ n: '*' }).groupBy('status');
      expect(statuses).toEqual([{ status: 'DONE', n: 200 }]);
    } finally {
      if (second !== knex) await second.destroy();
    }
  });
});

describe('defaultBackoff', () => {
  it('doubles from 5 s per attempt, up to an hour, within ±20 %', () => {
    const low = () => 0;
    const high = () => 0.999999;
    expect(defaultBackoff(1, () => 0.5)).toBe(5000);
    expect(defaultBackoff(2, () => 0.5)).toBe(10_000);
    expect(defaultBackoff(4, () => 0.5)).toBe(40_000);
    expect(defaultBackoff(1, low)).toBe(4000);
    expect(defaultBackoff(1, high)).toBe(6000);
    expect(defaultBackoff(20, () => 0.5)).toBe(3_600_000);
    expect(defaultBackoff(20, high)).toBe(3_600_000);
    expect(defaultBackoff(20, low)).toBe(2_880_000);
  });
});
