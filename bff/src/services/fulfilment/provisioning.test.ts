import { normalizeRow } from '@shop/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/app/index.ts';
import type { TestApp, TestUser } from '../../../test/app/index.ts';
import { buyKvm, createService, markPaid } from '../../../test/helpers/fulfilment.ts';
import type { Providers } from '../../providers/index.ts';
import { ProviderError } from '../../providers/types.ts';
import type { ProviderDriver } from '../../providers/types.ts';

/**
 * The simulated driver, except that create fails with `failures.create` (`times` times, or always;
 * with `afterMaking`, once the real create has made its machine), and abandon fails with
 * `failures.abandon` `abandonTimes` times.
 */
const failures = {
  create: null as ProviderError | null,
  times: Infinity,
  attempts: 0,
  afterMaking: false,
  abandon: null as ProviderError | null,
  abandonTimes: 0,
  abandonCalls: 0,
  /** Runs at the start of each abandon call (before it may fail). */
  duringAbandon: null as (() => Promise<void>) | null,
};
function flaky(configured: Providers): Providers {
  const wrap = (driver: ProviderDriver): ProviderDriver =>
    Object.assign(Object.create(driver) as ProviderDriver, {
      create: async (...args: Parameters<ProviderDriver['create']>) => {
        failures.attempts += 1;
        if (failures.create && failures.attempts <= failures.times) {
          if (failures.afterMaking) await driver.create(...args);
          throw failures.create;
        }
        return driver.create(...args);
      },
      abandon: async (...args: Parameters<ProviderDriver['abandon']>) => {
        failures.abandonCalls += 1;
        await failures.duringAbandon?.();
        if (failures.abandon && failures.abandonCalls <= failures.abandonTimes) throw failures.abandon;
        return driver.abandon(...args);
      },
    });
  return { forFamily: (f) => wrap(configured.forFamily(f)), byName: (n) => wrap(configured.byName(n)) };
}

let app: TestApp;
let admin: TestUser;
let alice: TestUser;
beforeAll(async () => {
  // Provisioning started by the admin's Create Service (which also retries a FAILED one).
  app = await buildTestApp({ providers: flaky, env: { AUTO_PROVISION: 'false' } });
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

  it('a create that fails for good after making its machine: the machine and its address are removed, and the retry builds afresh', async () => {
    const order = await paidOrder();
    failures.create = new ProviderError('the panel refused the machine', { retriable: false });
    failures.afterMaking = true;
    failures.attempts = 0;
    const id = (await createService(app, admin, order.id)).json.service.id;
    await app.runJobs();
    expect((await orderRow(order.id)).status).toBe('FAILED');
    expect(await app.knex('simulated_machines').where({ service_id: id })).toEqual([]);
    expect(await app.knex('ip_allocations').where({ service_id: id }).whereNull('released_at')).toEqual([]);
    const audits = await app.knex('audit_log').where({ entity_id: id }).orderBy('created_at');
    expect(audits.map((row: { action: string }) => row.action)).toEqual([
      'service.created',
      'service.provisioning_failed',
      'service.provisioning_cleaned_up',
    ]);
    const cleanups = app
      .knex('jobs')
      .where({ name: 'provisioning-cleanup' })
      .where('payload', 'like', `%${id}%`);
    expect((await cleanups).map((job: { status: string }) => job.status)).toEqual(['DONE']);

    failures.create = null;
    failures.afterMaking = false;
    expect((await createService(app, admin, order.id)).statusCode).toBe(201);
    await app.runJobs();
    expect((await orderRow(order.id)).status).toBe('ACTIVE');
    expect(await app.knex('simulated_machines').where({ service_id: id, terminated: false })).toHaveLength(1);
    expect(await app.knex('ip_allocations').where({ service_id: id }).whereNull('released_at')).toHaveLength(
      1,
    );
  });

  it('a cleanup that fails on a passing error is retried until it works; the order stays FAILED', async () => {
    const order = await paidOrder();
    failures.create = new ProviderError('no capacity on the node', { retriable: false });
    failures.afterMaking = true;
    failures.attempts = 0;
    failures.abandon = new ProviderError('503 from the panel', { retriable: true });
    failures.abandonTimes = 2;
    failures.abandonCalls = 0;
    const id = (await createService(app, admin, order.id)).json.service.id;
    await app.runJobs();
    expect(failures.abandonCalls).toBe(3);
    expect((await orderRow(order.id)).status).toBe('FAILED');
    expect(await app.knex('simulated_machines').where({ service_id: id })).toEqual([]);
    failures.create = null;
    failures.afterMaking = false;
    failures.abandon = null;
  });

  it('a retry asked for while the cleanup is under way waits for it, then builds afresh', async () => {
    const order = await paidOrder();
    failures.create = new ProviderError('the panel refused the machine', { retriable: false });
    failures.afterMaking = true;
    failures.attempts = 0;
    // The admin retries while the cleanup's first attempt runs (and fails on a passing error).
    failures.abandon = new ProviderError('503 from the panel', { retriable: true });
    failures.abandonTimes = 1;
    failures.abandonCalls = 0;
    let failedMachine: { id: string } | undefined;
    failures.duringAbandon = async () => {
      if (failures.abandonCalls !== 1) return;
      failedMachine = (await app.knex('simulated_machines').where({ service_id: id }).first()) as {
        id: string;
      };
      failures.create = null;
      failures.afterMaking = false;
      expect((await createService(app, admin, order.id)).statusCode).toBe(201);
    };
    const id: string = (await createService(app, admin, order.id)).json.service.id;
    await app.runJobs();
    failures.duringAbandon = null;
    failures.abandon = null;
    // The cleanup finished first; the new build waits to be run again.
    expect(failures.abandonCalls).toBe(2);
    expect((await orderRow(order.id)).status).toBe('PROVISIONING');
    expect(await app.knex('simulated_machines').where({ service_id: id })).toEqual([]);

    await app
      .knex('jobs')
      .where({ status: 'QUEUED' })
      .update({ run_at: new Date(0) });
    await app.runJobs();
    expect((await orderRow(order.id)).status).toBe('ACTIVE');
    const machines = await app.knex('simulated_machines').where({ service_id: id });
    expect(machines).toHaveLength(1);
    expect(failedMachine?.id).toEqual(expect.any(String));
    expect(machines[0].id).not.toBe(failedMachine!.id);
  });
});
