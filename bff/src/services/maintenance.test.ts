import { dbClient } from '@shop/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJob } from '../jobs/index.ts';
import { buildTestApp, type TestApp } from '../testing/index.ts';
import { MAINTENANCE_SCHEDULES, OPTIMIZE_DATABASE_JOB } from './maintenance.ts';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe('the optimize-database job', () => {
  it('is scheduled hourly and runs to DONE on either engine', async () => {
    expect(MAINTENANCE_SCHEDULES.map((s) => s.job)).toEqual([OPTIMIZE_DATABASE_JOB]);
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
