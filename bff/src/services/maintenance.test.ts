import { dbClient, newId } from '@shop/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJob } from '../jobs/index.ts';
import { createRateLimitStore } from './rate-limits/index.ts';
import { buildTestApp, type TestApp } from '../../test/app/index.ts';
import { JOB_SCHEDULES as MAINTENANCE_SCHEDULES } from '../job-registry.ts';
import { ENDED_RECORD_GRACE_MS, OPTIMIZE_DATABASE_JOB, PURGE_ENDED_JOB } from './maintenance.ts';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe('the optimize-database job', () => {
  it('is scheduled hourly and runs to DONE on either engine', async () => {
    expect(MAINTENANCE_SCHEDULES.map((s) => s.job)).toContain(OPTIMIZE_DATABASE_JOB);
    await enqueueJob(app.knex, OPTIMIZE_DATABASE_JOB, {});
    await app.runJobs();
    const job = await app.knex('jobs').where({ name: OPTIMIZE_DATABASE_JOB }).first();
    expect(job.status).toBe('DONE');
  });

  it('leaves SQLite with planner statistics for the grown tables', async () => {
    const fresh = await buildTestApp();
    try {
      if (dbClient(fresh.knex) !== 'sqlite') return; // InnoDB keeps its own statistics
      await expectOptimizeToAnalyzeUsers(fresh);
    } finally {
      await fresh.close();
    }
  });
});

describe('the purge-ended-records job', () => {
  it('is scheduled nightly and deletes only sessions and reset links expired more than a day ago', async () => {
    expect(MAINTENANCE_SCHEDULES.find((s) => s.job === PURGE_ENDED_JOB)?.cron).toBe('41 3 * * *');
    const customer = await app.signUp();
    const at = (ms: number) => new Date(Date.now() + ms);
    const longAgo = at(-ENDED_RECORD_GRACE_MS - 60_000);
    const session = (expires: Date, revoked: Date | null) => ({
      id: newId(),
      user_id: customer.user.id,
      created_at: at(-30 * ENDED_RECORD_GRACE_MS),
      last_used_at: at(-30 * ENDED_RECORD_GRACE_MS),
      expires_at: expires,
      revoked_at: revoked,
      user_agent: null,
    });
    const ended = [session(longAgo, null), session(longAgo, longAgo)];
    // Expired an hour ago, revoked but not yet expired, and the customer's own live one: all kept.
    const kept = [session(at(-3_600_000), null), session(at(3_600_000), at(-60_000))];
    await app.knex('sessions').insert([...ended, ...kept]);
    const link = (expires: Date) => ({
      id: newId(),
      user_id: customer.user.id,
      token_hash: newId().replaceAll('-', '').padEnd(64, '0'),
      expires_at: expires,
      used_at: null,
      created_at: at(-30 * ENDED_RECORD_GRACE_MS),
    });
    const oldLink = link(longAgo);
    const liveLink = link(at(60_000));
    await app.knex('password_reset_tokens').insert([oldLink, liveLink]);

    await enqueueJob(app.knex, PURGE_ENDED_JOB, {});
    await app.runJobs();

    const job = await app.knex('jobs').where({ name: PURGE_ENDED_JOB }).first();
    expect(job.status).toBe('DONE');
    const sessions = (await app
      .knex('sessions')
      .where({ user_id: customer.user.id })
      .pluck('id')) as string[];
    for (const row of ended) expect(sessions).not.toContain(row.id);
    for (const row of kept) expect(sessions).toContain(row.id);
    expect(sessions.length).toBe(kept.length + 1); // and the sign-up's own session
    expect(
      await app.knex('password_reset_tokens').whereIn('id', [oldLink.id, liveLink.id]).pluck('id'),
    ).toEqual([liveLink.id]);
    // The customer is still signed in.
    expect((await app.inject({ url: '/api/auth/me', headers: customer.headers })).statusCode).toBe(200);
  });

  it('deletes the rate-limit counts whose window ended more than a day ago, and keeps the rest', async () => {
    const key = (name: string) => `purge-test:${name}:${newId()}`;
    const rows = {
      old: { key: key('old'), points: 5, expire: Date.now() - ENDED_RECORD_GRACE_MS - 60_000 },
      recent: { key: key('recent'), points: 5, expire: Date.now() - 60_000 },
      live: { key: key('live'), points: 1, expire: Date.now() + 60_000 },
      forever: { key: key('forever'), points: 1, expire: null },
    };
    await app.knex('rate_limits').insert(Object.values(rows));
    await enqueueJob(app.knex, PURGE_ENDED_JOB, {});
    await app.runJobs();
    const left = (await app
      .knex('rate_limits')
      .whereIn(
        'key',
        Object.values(rows).map((row) => row.key),
      )
      .pluck('key')) as string[];
    expect(left.sort()).toEqual([rows.recent.key, rows.live.key, rows.forever.key].sort());
  });
});

describe("the database rate limits' own clean-up timer", () => {
  it('is off: a closed server leaves no timer behind to reject on its destroyed pool', async () => {
    // The store the server makes on this engine (SQLite or MySQL), as it makes it.
    const store = createRateLimitStore({ knex: app.knex });
    const limiter = store.limiter({ name: 'timer-probe', points: 1, windowSeconds: 60 }) as unknown as {
      clearExpiredByTimeout: boolean;
      _clearExpiredTimeoutId?: unknown;
    };
    expect(limiter.clearExpiredByTimeout).toBe(false);
    expect(limiter._clearExpiredTimeoutId).toBeUndefined();
    await store.close();
  });
});

async function expectOptimizeToAnalyzeUsers(app: TestApp): Promise<void> {
  await app.signUp();
  const before = (await app.knex.raw(
    "SELECT name FROM sqlite_schema WHERE name = 'sqlite_stat1'",
  )) as unknown[];
  expect(before).toEqual([]); // a fresh database has no statistics at all
  await enqueueJob(app.knex, OPTIMIZE_DATABASE_JOB, {});
  await app.runJobs();
  const rows = (await app.knex.raw('SELECT DISTINCT tbl FROM sqlite_stat1')) as { tbl: string }[];
  expect(rows.map((r) => r.tbl)).toContain('users');
}
