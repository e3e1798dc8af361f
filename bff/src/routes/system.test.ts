import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enqueueJob } from '../jobs/index.ts';
import { JOB_LAG_DEGRADED_SECONDS } from '../services/system.ts';
import { buildTestApp } from '../../test/app/index.ts';
import type { TestApp } from '../../test/app/index.ts';

const CLIENT = process.env.TEST_DATABASE_URL?.startsWith('mysql://') ? 'mysql' : 'sqlite';
const ago = (seconds: number) => new Date(Date.now() - seconds * 1000);

describe('GET /api/health', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });
  beforeEach(async () => {
    await app.knex('jobs').del();
  });

  it('answers 200 ok with each dependency, without a token and never cached', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    // No REDIS_URL: no redis entry.
    expect(res.json).toEqual({
      status: 'ok',
      database: 'up',
      client: CLIENT,
      jobs: { status: 'ok', lagSeconds: 0 },
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('reports the job queue’s lag: the oldest job that is due and not being run', async () => {
    await enqueueJob(app.knex, 'deliver-mail', null, { runAt: ago(90) });
    await enqueueJob(app.knex, 'deliver-mail', null, { runAt: ago(30) });
    // Not waiting: due later, taken by a worker (a live lease), or finished.
    await enqueueJob(app.knex, 'deliver-mail', null, { runAt: new Date(Date.now() + 3_600_000) });
    const leased = await enqueueJob(app.knex, 'deliver-mail', null, { runAt: ago(4000) });
    await app
      .knex('jobs')
      .where({ id: leased })
      .update({ locked_by: 'w', locked_until: new Date(Date.now() + 60_000) });
    const done = await enqueueJob(app.knex, 'deliver-mail', null, { runAt: ago(5000) });
    await app.knex('jobs').where({ id: done }).update({ status: 'DONE' });

    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const { jobs } = res.json as { jobs: { status: string; lagSeconds: number } };
    expect(jobs.status).toBe('ok');
    expect(jobs.lagSeconds).toBeGreaterThanOrEqual(90);
    expect(jobs.lagSeconds).toBeLessThan(100);
  });

  it(`is degraded but 200 when the oldest due job has waited more than ${JOB_LAG_DEGRADED_SECONDS} s (a lease that ran out counts)`, async () => {
    const stuck = await enqueueJob(app.knex, 'deliver-mail', null, {
      runAt: ago(JOB_LAG_DEGRADED_SECONDS + 60),
    });
    await app
      .knex('jobs')
      .where({ id: stuck })
      .update({ locked_by: 'gone', locked_until: ago(10) });

    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json).toMatchObject({ status: 'degraded', database: 'up', jobs: { status: 'lagging' } });
    expect((res.json as { jobs: { lagSeconds: number } }).jobs.lagSeconds).toBeGreaterThan(
      JOB_LAG_DEGRADED_SECONDS,
    );
  });

  it('answers 503 down when the database is gone, while the liveness check still answers 200', async () => {
    const broken = await buildTestApp();
    try {
      await broken.knex.destroy();
      const res = await broken.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json).toEqual({ status: 'down', database: 'down' });
      expect(res.headers['cache-control']).toBe('no-store');

      const live = await broken.inject({ method: 'GET', url: '/api/health/live' });
      expect(live.statusCode).toBe(200);
      expect(live.json).toEqual({ status: 'ok' });
    } finally {
      await broken.close();
    }
  });
});

describe('GET /api/health/live', () => {
  it('answers 200 ok without a token, never cached', async () => {
    const app = await buildTestApp();
    try {
      const res = await app.inject({ method: 'GET', url: '/api/health/live' });
      expect(res.statusCode).toBe(200);
      expect(res.json).toEqual({ status: 'ok' });
      expect(res.headers['cache-control']).toBe('no-store');
    } finally {
      await app.close();
    }
  });
});
