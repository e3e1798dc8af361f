/**
 * AUTO_PROVISION: whatever makes an order paid (an admin's mark-paid, a verified Chapa payment, a
 * free order) creates its one service and enqueues its provisioning in the same transaction,
 * audited as done by the system; a renewal only moves its service's end date; off, nothing is
 * created until the admin's Create Service.
 */
import { normalizeRow } from '@shop/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/app/index.ts';
import type { TestApp, TestUser } from '../../../test/app/index.ts';
import { startFakeChapa } from '../../../test/fakes/chapa/fake-api.ts';
import type { FakeChapa } from '../../../test/fakes/chapa/fake-api.ts';
import { buyKvm, createService, markPaid, serviceAction } from '../../../test/helpers/fulfilment.ts';
import { insertCoupon, kvmBody, plan } from '../../../test/helpers/orders.ts';
import type { Order } from '../orders/index.ts';
import type { MyOrder } from '../orders/status.ts';
import { PROVISION_JOB } from './provisioning.ts';

let chapa: FakeChapa;
let app: TestApp;
let manual: TestApp;
let admin: TestUser;
let alice: TestUser;

beforeAll(async () => {
  chapa = await startFakeChapa();
  // AUTO_PROVISION is not set: its default is on.
  app = await buildTestApp({ env: { ...chapa.env(), HOST: '127.0.0.1', PORT: '0' } });
  await app.server.start();
  chapa.webhookUrl = `http://127.0.0.1:${app.server.info.port}/api/payments/chapa/webhook`;
  manual = await buildTestApp({ env: { AUTO_PROVISION: 'false' } });
  [admin, alice] = await Promise.all([app.signUpAdmin(), app.signUp()]);
});
afterAll(async () => {
  await app?.close();
  await manual?.close();
  await chapa?.close();
});

async function servicesOf(on: TestApp, orderId: string) {
  return (await on.knex('services').where({ order_id: orderId })).map((r) => normalizeRow('services', r)!);
}

async function provisionJobsOf(on: TestApp, serviceId: string) {
  const jobs = (await on.knex('jobs').where({ name: PROVISION_JOB })) as { payload: unknown }[];
  return jobs.filter((j) => {
    const payload = typeof j.payload === 'string' ? JSON.parse(j.payload) : j.payload;
    return (payload as { serviceId?: string }).serviceId === serviceId;
  });
}

async function orderOf(on: TestApp, id: string) {
  return normalizeRow('orders', await on.knex('orders').where({ id }).first())!;
}

/** The order has exactly one service, its provisioning job, PROVISIONING, audited as the system's. */
async function expectProvisioning(on: TestApp, orderId: string): Promise<string> {
  const services = await servicesOf(on, orderId);
  expect(services).toHaveLength(1);
  const service = services[0]!;
  expect(service.current_status).toBe('provisioning');
  expect(await provisionJobsOf(on, service.id)).toHaveLength(1);
  expect((await orderOf(on, orderId)).status).toBe('PROVISIONING');
  const audit = (await on.knex('audit_log').where({ entity_id: service.id, action: 'service.created' })).map(
    (r) => normalizeRow('audit_log', r)!,
  );
  expect(audit).toHaveLength(1);
  expect(audit[0]!.actor_user_id).toBeNull();
  expect(audit[0]!.data).toMatchObject({ orderId, automatic: true });
  return service.id;
}

async function chapaCheckout(user: TestUser, orderId: string): Promise<string> {
  const res = await app.inject<{ txRef: string }>({
    method: 'POST',
    url: `/api/orders/${orderId}/chapa-checkout`,
    headers: user.headers,
  });
  expect(res.statusCode, res.payload).toBe(201);
  return res.json.txRef;
}

describe('with AUTO_PROVISION on (the default)', () => {
  it("an admin's mark-paid creates the service and enqueues its provisioning; the job makes it ready", async () => {
    const order = await buyKvm(app, alice);
    const paid = await markPaid(app, admin, order.id);
    expect(paid.statusCode, paid.payload).toBe(200);
    expect(paid.json.order).toMatchObject({ paid: true, status: 'PROVISIONING' });
    const serviceId = await expectProvisioning(app, order.id);
    // The admin's Create Service now has nothing to do.
    expect((await createService(app, admin, order.id)).statusCode).toBe(409);
    await app.runJobs();
    expect((await orderOf(app, order.id)).status).toBe('ACTIVE');
    const details = await app.inject<{ currentStatus: string }>({
      url: `/api/services/${serviceId}/details`,
      headers: alice.headers,
    });
    expect(details.json.currentStatus).toBe('running');
  });

  it('a Chapa payment verified from its webhook creates the service', async () => {
    const order = await buyKvm(app, alice);
    const txRef = await chapaCheckout(alice, order.id);
    chapa.pay(txRef);
    const body = chapa.webhookBody(txRef);
    const hook = await app.inject({
      method: 'POST',
      url: '/api/payments/chapa/webhook',
      headers: chapa.webhookHeaders(body, 'valid'),
      payload: body,
    });
    expect(hook.statusCode).toBe(200);
    await expectProvisioning(app, order.id);
  });

  it('a free order (100% coupon) is created with its service', async () => {
    const coupon = await insertCoupon(app.knex, { discount_bp: 10_000, kickback_bp: 0 });
    const res = await app.inject<Order>({
      method: 'POST',
      url: '/api/orders/kvm',
      payload: kvmBody(plan('Package Small'), {}, { discountCode: coupon.code }),
      headers: (await app.signUp()).headers,
    });
    expect(res.statusCode, res.payload).toBe(201);
    const serviceId = await expectProvisioning(app, res.json.id);
    expect(res.json).toMatchObject({ paid: true, status: 'PROVISIONING', serviceId });
  });

  it('a paid renewal moves its service on and creates none', async () => {
    const order = await buyKvm(app, alice);
    await markPaid(app, admin, order.id);
    await app.runJobs();
    const [service] = await servicesOf(app, order.id);
    const extend = await serviceAction(app, alice, service!.id, 'extend', { days: 30 });
    expect(extend.statusCode).toBe(201);
    const renewal = (extend.json as unknown as { order: Order }).order;
    expect((await markPaid(app, admin, renewal.id)).statusCode).toBe(200);
    expect(await servicesOf(app, renewal.id)).toHaveLength(0);
    const after = normalizeRow('services', await app.knex('services').where({ id: service!.id }).first())!;
    expect(after.end_date.getTime()).toBeGreaterThan(service!.end_date.getTime());
  });

  it('a webhook, the return page and an admin confirming one order at once give one payment and one service', async () => {
    for (let round = 0; round < 4; round += 1) {
      const order = await buyKvm(app, alice);
      const txRef = await chapaCheckout(alice, order.id);
      chapa.pay(txRef);
      const body = chapa.webhookBody(txRef);
      const answers = await Promise.all([
        app.inject({
          method: 'POST',
          url: '/api/payments/chapa/webhook',
          headers: chapa.webhookHeaders(body, 'valid'),
          payload: body,
        }),
        app.inject({ url: `/api/orders/${order.id}`, headers: alice.headers }),
        markPaid(app, admin, order.id),
        createService(app, admin, order.id),
      ]);
      expect(answers[0].statusCode).toBe(200);
      expect(answers[1].statusCode).toBe(200);
      expect([200, 409]).toContain(answers[2].statusCode);
      expect([201, 409]).toContain(answers[3].statusCode);
      const payments = (await app
        .knex('payments')
        .where({ order_id: order.id, status: 'SUCCESS' })) as unknown[];
      expect(payments).toHaveLength(1);
      const services = await servicesOf(app, order.id);
      expect(services).toHaveLength(1);
      expect(await provisionJobsOf(app, services[0]!.id)).toHaveLength(1);
    }
  });
});

describe('GET /api/orders/{id}: the status page', () => {
  it('follows the order from payment due to a ready server, with its service and the automation', async () => {
    const order = await buyKvm(app, alice);
    const read = () => app.inject<MyOrder>({ url: `/api/orders/${order.id}`, headers: alice.headers });
    const due = await read();
    expect(due.json).toMatchObject({
      progress: { stage: 'PAYMENT_DUE', stepsDone: 0, final: false },
      service: null,
      automation: { provisioning: true, transferCheck: false },
    });
    await markPaid(app, admin, order.id);
    const settingUp = await read();
    expect(settingUp.json.progress).toEqual({ stage: 'SETTING_UP', stepsDone: 3, final: false });
    expect(settingUp.json.service).toMatchObject({ status: 'ACTIVE', currentStatus: 'provisioning' });
    await app.runJobs();
    const ready = await read();
    expect(ready.json.progress).toEqual({ stage: 'READY', stepsDone: 5, final: true });
    expect(ready.json.service).toEqual({
      id: settingUp.json.service!.id,
      status: 'ACTIVE',
      currentStatus: 'running',
    });
    const other = await app.inject({ url: `/api/orders/${order.id}`, headers: (await app.signUp()).headers });
    expect(other.statusCode).toBe(404);
  });

  it('GET /api/payment-accounts says what the shop does by itself', async () => {
    const on = await app.inject<{ automation: unknown }>('/api/payment-accounts');
    expect(on.json.automation).toEqual({ provisioning: true, transferCheck: false });
    const off = await manual.inject<{ automation: unknown }>('/api/payment-accounts');
    expect(off.json.automation).toEqual({ provisioning: false, transferCheck: false });
  });
});

describe('with AUTO_PROVISION=false', () => {
  it('a paid order waits for the admin: no service, no job, until Create Service', async () => {
    const [boss, bob] = await Promise.all([manual.signUpAdmin(), manual.signUp()]);
    const order = await buyKvm(manual, bob);
    const paid = await markPaid(manual, boss, order.id);
    expect(paid.statusCode).toBe(200);
    expect(paid.json.order).toMatchObject({ paid: true, status: 'PENDING' });
    expect(await servicesOf(manual, order.id)).toHaveLength(0);
    expect(await manual.knex('jobs').where({ name: PROVISION_JOB })).toHaveLength(0);

    const coupon = await insertCoupon(manual.knex, { discount_bp: 10_000, kickback_bp: 0 });
    const free = await manual.inject<Order>({
      method: 'POST',
      url: '/api/orders/kvm',
      payload: kvmBody(plan('Package Small'), {}, { discountCode: coupon.code }),
      headers: bob.headers,
    });
    expect(free.json).toMatchObject({ paid: true, status: 'PENDING', serviceId: null });
    expect(await servicesOf(manual, free.json.id)).toHaveLength(0);

    expect((await createService(manual, boss, order.id)).statusCode).toBe(201);
    const audit = await manual.knex('audit_log').where({ action: 'service.created' });
    expect(audit.map((r) => normalizeRow('audit_log', r)!.actor_user_id)).toEqual([boss.user.id]);
  });
});
