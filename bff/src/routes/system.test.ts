import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing/index.ts';
import type { TestApp } from '../testing/index.ts';

describe('GET /api/health', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers 200 with the database up and its engine, without a token', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json).toEqual({
      status: 'ok',
      database: 'up',
      client: process.env.TEST_DATABASE_URL?.startsWith('mysql://') ? 'mysql' : 'sqlite',
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 degraded when the database is gone', async () => {
    const broken = await buildTestApp();
    try {
      await broken.knex.destroy();
      const res = await broken.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json).toEqual({ status: 'degraded', database: 'down' });
    } finally {
      await broken.close();
    }
  });
});
