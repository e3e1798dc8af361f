import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app/index.ts';
import type { TestApp } from '../../test/app/index.ts';
import { handlers } from '../routes/index.ts';
import { currentUser } from './auth.ts';

const FORBIDDEN = {
  statusCode: 403,
  error: 'Forbidden',
  message: 'Access denied. Admin privileges required.',
};

describe('admin operations', () => {
  let app: TestApp;
  beforeAll(async () => {
    // Only the account handlers: the admin operations answer 501 until their features land.
    app = await buildTestApp({ handlers: { register: handlers.register, login: handlers.login } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers 403 to a customer', async () => {
    const customer = await app.signUp();
    const res = await app.inject({ method: 'GET', url: '/api/admin/stats', headers: customer.headers });
    expect(res.statusCode).toBe(403);
    expect(res.json).toEqual(FORBIDDEN);
  });

  it('answers 403 to a customer before validating the request (nothing about the schema leaks)', async () => {
    const customer = await app.signUp();
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/discount-codes',
      headers: customer.headers,
      payload: { nonsense: true },
    });
    expect(res.statusCode).toBe(403);
  });

  it('answers 401 without a token', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/admin/stats' })).statusCode).toBe(401);
  });

  it('lets an admin through (501 until the operation is implemented)', async () => {
    const admin = await app.signUpAdmin();
    const res = await app.inject({ method: 'GET', url: '/api/admin/stats', headers: admin.headers });
    expect(res.statusCode).toBe(501);
    expect(res.json).toMatchObject({ statusCode: 501, error: 'Not Implemented' });
  });

  it('reads the role fresh: a token minted while admin stops working for admin routes after demotion', async () => {
    const admin = await app.signUpAdmin();
    // The token was issued before the promotion; it must not matter either way.
    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/stats', headers: admin.headers })).statusCode,
    ).toBe(501);
    const fresh = await app.login(admin.email, admin.password);
    await app.setAdmin(admin.user.id, false);
    const res = await app.inject({
      method: 'GET',
      url: '/api/admin/stats',
      headers: { authorization: `Bearer ${fresh}` },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json).toEqual(FORBIDDEN);
  });
});

describe('credentials in handlers', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({
      handlers: { ...handlers, listMyOrders: (request) => ({ me: currentUser(request) }) },
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('currentUser(request) is the user loaded for this request, isAdmin included', async () => {
    const user = await app.signUp();
    const res = await app.inject({ method: 'GET', url: '/api/orders', headers: user.headers });
    expect(res.json).toEqual({ me: user.user });
    await app.setAdmin(user.user.id, true);
    const again = await app.inject({ method: 'GET', url: '/api/orders', headers: user.headers });
    expect(again.json).toEqual({ me: { ...user.user, isAdmin: true } });
  });

  it('answers 503 rather than 401 when the database cannot be read during authentication', async () => {
    const broken = await buildTestApp();
    try {
      const user = await broken.signUp();
      await broken.knex.destroy();
      const res = await broken.inject({ method: 'GET', url: '/api/auth/me', headers: user.headers });
      expect(res.statusCode).toBe(503);
      expect(res.json).toMatchObject({ statusCode: 503, error: 'Service Unavailable' });
    } finally {
      await broken.close();
    }
  });
});
