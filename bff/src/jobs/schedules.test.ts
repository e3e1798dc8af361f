import { normalizeRow } from '@shop/db';
import type { JobRow } from '@shop/db';
import { createTestDb } from '@shop/db/testing';
import type { TestDb } from '@shop/db/testing';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enqueueScheduledJob, periodKey, scheduleJobKey, startSchedules } from './schedules.ts';
import type { Schedule } from './schedules.ts';

describe('periodKey', () => {
  it('is the UTC time to the minute, whatever the seconds', () => {
    expect(periodKey(new Date('2026-11-22T16:05:00.000Z'))).toBe('2026-11-22T16:05');
    expect(periodKey(new Date('2026-11-22T16:05:59.999Z'))).toBe('2026-11-22T16:05');
    expect(periodKey(new Date('2026-11-22T19:05:00.000+03:00'))).toBe('2026-11-22T16:05');
    expect(scheduleJobKey({ name: 'expiry-sweep' }, new Date('2026-11-22T16:06:00Z'))).toBe(
      'expiry-sweep:2026-11-22T16:06',
    );
  });
});

describe('schedules', () => {
  let db: TestDb;
  const sweep: Schedule = {
    name: 'expiry-sweep',
    cron: '*/5 * * * *',
    job: 'expire-services',
    payload: { dry: false },
  };

  beforeAll(async () => {
    db = await createTestDb({ seed: false });
  });
  afterAll(async () => {
    await db?.destroy();
  });
  beforeEach(async () => {
    await db.knex('jobs').delete();
  });

  async function jobs(): Promise<JobRow[]> {
    const rows = await db.knex('jobs').select().orderBy('unique_key');
    return rows.map((row: Record<string, unknown>) => normalizeRow('jobs', row));
  }

  it('enqueues one job per tick when two instances enqueue the same tick at once', async () => {
    const tick = new Date('2026-11-22T16:05:00.000Z');
    const later = new Date('2026-11-22T16:10:00.000Z');

    const answers = await Promise.all([
      enqueueScheduledJob(db.knex, sweep, tick),
      enqueueScheduledJob(db.knex, sweep, new Date(tick.getTime() + 250)), // the other instance fired late
      enqueueScheduledJob(db.knex, sweep, later),
    ]);

    expect(answers.filter((id) => id === null)).toHaveLength(1);
    expect(await jobs()).toMatchObject([
      { name: 'expire-services', unique_key: 'expiry-sweep:2026-11-22T16:05', payload: { dry: false } },
      { name: 'expire-services', unique_key: 'expiry-sweep:2026-11-22T16:10', payload: { dry: false } },
    ]);
  });

  it('runs the schedules of two instances on their timers and keeps one job per tick', async () => {
    // Every second (croner's 6-field pattern), so the test sees ticks quickly; several ticks
    // share one minute and therefore one key.
    const ticks: Array<{ instance: string; period: string; jobId: string | null }> = [];
    const instance = (name: string) =>
      pino({ level: 'debug' }, { write: (line: string) => void record(name, JSON.parse(line)) });
    const record = (name: string, line: { msg?: string; period?: string; jobId?: string | null }) => {
      if (line.period) ticks.push({ instance: name, period: line.period, jobId: line.jobId ?? null });
    };
    const everySecond: Schedule = { name: 'heartbeat', cron: '* * * * * *', job: 'noop' };
    const a = startSchedules({ knex: db.knex, log: instance('a'), schedules: [everySecond] });
    const b = startSchedules({ knex: db.knex, log: instance('b'), schedules: [everySecond] });
    try {
      await expect.poll(() => new Set(ticks.map((t) => t.instance)).size, { timeout: 10_000 }).toBe(2);
    } finally {
      a.stop();
      b.stop();
    }
    // Both instances have logged their tick (after writing it); the next ticks were a second away.
    const periods = [...new Set(ticks.map((t) => t.period))].sort();
    const rows = await jobs();
    expect(rows.map((row) => row.unique_key)).toEqual(periods.map((period) => `heartbeat:${period}`));
    for (const period of periods) {
      const enqueued = ticks.filter((t) => t.period === period && t.jobId !== null);
      expect(enqueued, `period ${period}`).toHaveLength(1);
    }
    expect(ticks.length).toBeGreaterThan(rows.length);
  });

  it('refuses a malformed cron pattern at start', () => {
    expect(() =>
      startSchedules({
        knex: db.knex,
        log: pino({ level: 'silent' }),
        schedules: [{ name: 'bad', cron: 'every day', job: 'x' }],
      }),
    ).toThrow();
  });
});
