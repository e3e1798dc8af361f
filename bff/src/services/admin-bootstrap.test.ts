import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app/index.ts';
import type { TestApp } from '../../test/app/index.ts';
import { ensureAdmin } from './admin-bootstrap.ts';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe('ensureAdmin', () => {
  it('creates the admin once; running it again changes nothing but the password', async () => {
    const first = await ensureAdmin(app.knex, { email: 'Boss@Example.com', password: 'first-password' });
    expect(first.action).toBe('created');
    expect(first.user).toMatchObject({ email: 'boss@example.com', username: 'admin', isAdmin: true });

    const second = await ensureAdmin(app.knex, { email: 'boss@example.com', password: 'second-password' });
    expect(second).toEqual({ action: 'updated', user: first.user });
    expect(await app.knex('users').where({ email: 'boss@example.com' })).toHaveLength(1);

    await expect(app.login('boss@example.com', 'first-password')).rejects.toThrow(/401/);
    const token = await app.login('boss@example.com', 'second-password');
    const res = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.json).toEqual(first.user);
  });

  it('promotes an existing customer with that e-mail, keeping their username', async () => {
    const customer = await app.signUp();
    const { action, user } = await ensureAdmin(app.knex, {
      email: customer.email,
      password: 'new-admin-password',
      username: 'ignored',
    });
    expect(action).toBe('updated');
    expect(user).toEqual({ ...customer.user, isAdmin: true });
    const admin = await app.inject({ method: 'GET', url: '/api/admin/stats', headers: customer.headers });
    expect(admin.statusCode).not.toBe(403);
  });

  it('picks a free username when the wanted one belongs to someone else', async () => {
    const other = await app.signUp();
    const { user } = await ensureAdmin(app.knex, {
      email: 'second-admin@example.com',
      password: 'second-admin-pw',
      username: other.username.toUpperCase(),
    });
    expect(user.username.toLowerCase()).toBe(`${other.username}2`.toLowerCase());
  });
});
