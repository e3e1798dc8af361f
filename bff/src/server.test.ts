import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/app/index.ts';
import type { TestApp } from '../test/app/index.ts';

describe('buildServer: the per-server state', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    // One look-up per minute, so the second answers 429 (the limiter's settings come through the options).
    [a, b] = await Promise.all([
      buildTestApp({ couponLookupLimit: { points: 1, windowSeconds: 60 } }),
      buildTestApp({ couponLookupLimit: { points: 1, windowSeconds: 60 } }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  const lookup = (app: TestApp) =>
    app.inject({ method: 'GET', url: '/api/discount-codes/ET2018', remoteAddress: '10.9.9.9' });

  it('gives each server its own limiter, built from the options', async () => {
    expect((await lookup(a)).statusCode).toBe(200);
    expect((await lookup(a)).statusCode).toBe(429);
    // The same address on another server has not looked anything up there.
    expect((await lookup(b)).statusCode).toBe(200);
  });

  it('gives each server its own catalog cache, over its own database', async () => {
    expect(a.server.app.catalogCache).not.toBe(b.server.app.catalogCache);
    expect((await a.inject('/api/catalog/kvm/2025sale')).statusCode).toBe(200);
    expect(a.server.app.catalogCache.size).toBe(1);
    expect(b.server.app.catalogCache.size).toBe(0);
    expect(a.server.app.knex).toBe(a.knex);
    expect(b.server.app.knex).toBe(b.knex);
  });
});
