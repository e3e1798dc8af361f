import { normalizeRow } from '@shop/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/index.ts';
import type { TestApp, TestUser } from '../../testing/index.ts';
import { buyKvm, createService, markPaid } from '../../routes/fulfilment-test-helpers.ts';
import type { Providers } from '../../providers/index.ts';
import { ProviderError } from '../../providers/types.ts';
import type { ProviderDriver } from '../../providers/types.ts';

/** The simulated driver, except that create fails with `failures.create` (`times` times, or always). */
const failures = { create: null as ProviderError | null, times: Infinity, attempts: 0 };
function flaky(configured: Providers): Providers {
  const wrap = (driver: ProviderDriver): ProviderDriver =>
    Object.assign(Object.create(driver) as ProviderDriver, {
      create: async (...args: Parameters<ProviderDriver['create']>) => {
        failures.attempts += 1;
        if (failures.create && failures.attempts <= failures.times) throw failures.create;
        return driver.create(...args);
      },
    });
  return { forFamily: (f) => wrap(configured.forFamily(f)), byName: (n) => wrap(configured.byName(n)) };
}

let app: TestApp;
let admin: TestUser;
let alice: TestUser;
beforeAll(async () => {
  app = await buildTestApp({ providers: flaky });
  admin = await app.signUpAdmin();
  alice = await app.signUp();
});
afterAll(async () => {
  await app?.close();
});

const orderRow = async (id: string) =>
  normalizeRow('orders', await app.knex('orders').where({ id }).first())!;

async function paidOrder() {
  const order = await buyKvm(app, alice);
  await markPaid(app, admin, order.id);
  return order;
}

describe('provisioning failures', () => {
  it('a final provider error makes the order FAILED with the reason; create-service retries it', async () => {
    const order = await paidOrder();
    failures.create = new ProviderError('No template for OS "TempleOS"', { retriable: false });
    failures.attempts = 0;
    expect((await createService(app, admin, order.id)).statusCode).toBe(201);
    await app.runJobs();
    expect(failures.attempts).toBe(1);
    const failed = await orderRow(order.id);
    expect(failed.status).toBe('FAILED');
    expect(failed.failure_reason).toContain('No template for OS');
    const job = await app.knex('jobs').where({ name: 'provision-service', status: 'DEAD' });
    expect(job).toHaveLength(1);
    // The admin sees the dead job and why, without its payload.
    const jobs = await app.inject<{ id: string; lastError: string; subject: unknown; payload?: unknown }[]>({
      url: '/api/admin/jobs?status=DEAD',
      headers: admin.headers,
    });
    expect(jobs.statusCode).toBe(200);
    expect(jobs.headers['x-total-count']).toBe('1');
    expect(jobs.json).toEqual([
      expect.objectContaining({ id: job[0].id, lastError: expect.stringContaining('No template for OS') }),
    ]);
    expect(jobs.json[0]!.subject).toEqual({ entity: 'service', id: expect.any(String) });
    expect(jobs.json[0]!.payload).toBeUndefined();
    expect((await app.inject({ url: '/api/admin/jobs', headers: alice.headers })).statusCode).toBe(403);

    const adminView = await app.inject<{ failureReason: string | null }>({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/create-service`,
      headers: admin.headers,
    });
    failures.create = null;
    expect(adminView.statusCode).toBe(201);
    expect((await orderRow(order.id)).status).toBe('PROVISIONING');
    expect((await orderRow(order.id)).failure_reason).toBeNull();
    await app.runJobs();
    expect((await orderRow(order.id)).status).toBe('ACTIVE');
    expect(await app.knex('services').where({ order_id: order.id })).toHaveLength(1);
  });

  it('a passing provider error is retried with backoff until it works', async () => {
    const order = await paidOrder();
    failures.create = new ProviderError("can't lock file", { retriable: true });
    failures.times = 2;
    failures.attempts = 0;
    await createService(app, admin, order.id);
    await app.runJobs();
    expect(failures.attempts).toBe(3);
    expect((await orderRow(order.id)).status).toBe('ACTIVE');
    failures.times = Infinity;
  });

  it('retries give up after the last attempt and fail the order', async () => {
    const order = await paidOrder();
    failures.create = new ProviderError('503 from the panel', { retriable: true });
    failures.attempts = 0;
    await createService(app, admin, order.id);
    await app.runJobs();
    expect(failures.attempts).toBe(6);
    expect((await orderRow(order.id)).status).toBe('FAILED');
    failures.create = null;
  });
});
