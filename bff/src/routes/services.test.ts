import { normalizeRow } from '@shop/db';
import { SERVER_MESSAGES } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app/index.ts';
import type { TestApp, TestUser } from '../../test/app/index.ts';
import type { ServiceSummary } from '../services/fulfilment/views.ts';
import { markPaid, provisionedService, serviceAction } from '../../test/helpers/fulfilment.ts';

let app: TestApp;
let admin: TestUser;
let alice: TestUser;
let bob: TestUser;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await app.signUpAdmin();
  alice = await app.signUp();
  bob = await app.signUp();
});
afterAll(async () => {
  await app?.close();
});

const serviceRow = async (id: string) =>
  normalizeRow('services', await app.knex('services').where({ id }).first())!;

describe('the customer services API', () => {
  it('lists only the caller’s services, with status, power state and whole days left', async () => {
    const kvm = await provisionedService(app, admin, alice);
    const res = await app.inject<ServiceSummary[]>({ url: '/api/services/list', headers: alice.headers });
    expect(res.statusCode).toBe(200);
    const mine = res.json.find((s) => s.id === kvm.id);
    expect(mine).toMatchObject({ status: 'ACTIVE', currentStatus: 'running', remainingDays: 30 });
    const bobs = await app.inject<ServiceSummary[]>({ url: '/api/services/list', headers: bob.headers });
    expect(bobs.json.some((s) => s.id === kvm.id)).toBe(false);
    expect((await app.inject({ url: '/api/services/list' })).statusCode).toBe(401);
  });

  it('shows the owner how to connect, and only the owner', async () => {
    const kvm = await provisionedService(app, admin, alice);
    expect(kvm.ipv4?.ip).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    expect(kvm).toMatchObject({ port: 22, user: 'root', currentStatus: 'running' });
    expect(kvm.password).toEqual(expect.any(String));
    expect((await serviceRow(kvm.id)).connection_encrypted).not.toContain(kvm.password!);
    const other = await app.inject({ url: `/api/services/${kvm.id}/details`, headers: bob.headers });
    expect(other.statusCode).toBe(404);
    expect(other.json).toMatchObject({ message: SERVER_MESSAGES.serviceNotFound });
  });

  it('game servers carry their address and game details', async () => {
    const gameServer = await provisionedService(app, admin, alice, 'GAME');
    expect(gameServer.network).toMatchObject({ ip: expect.any(String), port: expect.any(Number) });
    expect(gameServer.gameDetails).toMatchObject({
      gamename: expect.any(String),
      uptime: expect.any(Number),
    });
    const os = await app.inject<unknown[]>({
      url: `/api/services/${gameServer.id}/os`,
      headers: alice.headers,
    });
    expect(os.json).toEqual([]);
    const reinstall = await serviceAction(app, alice, gameServer.id, 'reinstall', { os: 'ubuntu-22.04' });
    expect(reinstall.statusCode).toBe(409);
    expect(reinstall.json.message).toBe(SERVER_MESSAGES.reinstallKvmOnly);
  });

  it('stops, starts, restarts and shuts down, answering the provider’s state', async () => {
    const kvm = await provisionedService(app, admin, alice);
    const stopped = await serviceAction(app, alice, kvm.id, 'stop');
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json.currentStatus).toBe('stopped');
    expect((await serviceRow(kvm.id)).current_status).toBe('stopped');
    expect((await serviceAction(app, alice, kvm.id, 'start')).json.currentStatus).toBe('running');
    expect((await serviceAction(app, alice, kvm.id, 'restart')).json.currentStatus).toBe('running');
    expect((await serviceAction(app, alice, kvm.id, 'shutdown')).json.currentStatus).toBe('stopped');
  });

  it('refuses every power action and reinstall with 409 while the machine is stopping, and acts once it settled', async () => {
    const kvm = await provisionedService(app, admin, alice);
    // The simulated machine is half-way through a stop, as its driver reports it.
    const machine = app.knex('simulated_machines').where({ service_id: kvm.id });
    await machine.clone().update({ transition: 'stopping', transition_until: new Date(Date.now() + 60_000) });
    for (const action of ['start', 'stop', 'restart', 'shutdown'] as const) {
      const res = await serviceAction(app, alice, kvm.id, action);
      expect(res.statusCode, action).toBe(409);
      expect(res.json).toMatchObject({ statusCode: 409, message: SERVER_MESSAGES.serviceInTransition });
    }
    const reinstall = await serviceAction(app, alice, kvm.id, 'reinstall', { os: 'ubuntu-22.04' });
    expect(reinstall.statusCode).toBe(409);
    // Nothing changed on the machine: still stopping, towards stopped.
    expect(await machine.clone().first()).toMatchObject({ transition: 'stopping' });
    expect((await serviceRow(kvm.id)).current_status).toBe('stopping');
    // The stop ends: the page's refresh reads the machine stopped, and it takes a start again.
    await machine.clone().update({ transition_until: new Date(Date.now() - 1000) });
    const refreshed = await app.inject<{ currentStatus: string }>({
      url: `/api/services/${kvm.id}/details`,
      headers: alice.headers,
    });
    expect(refreshed.json.currentStatus).toBe('stopped');
    const started = await serviceAction(app, alice, kvm.id, 'start');
    expect(started.statusCode, started.payload).toBe(200);
    expect(started.json.currentStatus).toBe('running');
  });

  it('an action on its way to the provider stands: the page’s refresh neither believes the provider’s old state nor writes it back', async () => {
    const kvm = await provisionedService(app, admin, alice);
    // A stop was taken a moment ago and its call has not reached the machine yet: the simulated
    // machine still reports running, as a real provider would for a moment.
    await app
      .knex('services')
      .where({ id: kvm.id })
      .update({ current_status: 'stopping', power_claimed_at: new Date() });
    const details = () =>
      app.inject<{ currentStatus: string }>({
        url: `/api/services/${kvm.id}/details`,
        headers: alice.headers,
      });
    expect((await details()).json.currentStatus).toBe('stopping');
    expect((await serviceRow(kvm.id)).current_status).toBe('stopping');
    const second = await serviceAction(app, alice, kvm.id, 'start');
    expect(second.statusCode).toBe(409);
    expect(second.json.message).toBe(SERVER_MESSAGES.serviceInTransition);
    // A claim left by a request that died on the way (minutes old) no longer counts: the provider decides.
    await app
      .knex('services')
      .where({ id: kvm.id })
      .update({ power_claimed_at: new Date(Date.now() - 3 * 60_000) });
    expect((await details()).json.currentStatus).toBe('running');
    const stop = await serviceAction(app, alice, kvm.id, 'stop');
    expect(stop.statusCode, stop.payload).toBe(200);
    // Once the provider has the action, the claim is gone and its status tells how far it got.
    expect((await serviceRow(kvm.id)).power_claimed_at).toBeNull();
  });

  it('of power actions sent at the same moment, one is taken and the others are refused with 409', async () => {
    // Simulated machines that take a minute per power action: the first restart is still under way.
    // On MariaDB (CI) the requests truly overlap: without the claim every one of them is taken.
    const slow = await buildTestApp({ env: { SIMULATED_DELAY_MS: '60000' } });
    try {
      const slowAdmin = await slow.signUpAdmin();
      const owner = await slow.signUp();
      const kvm = await provisionedService(slow, slowAdmin, owner);
      const answers = await Promise.all(
        (['restart', 'stop', 'restart', 'shutdown'] as const).map((action) =>
          serviceAction(slow, owner, kvm.id, action),
        ),
      );
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
      for (const refused of answers.filter((a) => a.statusCode !== 200)) {
        expect(refused.statusCode).toBe(409);
        expect(refused.json.message).toBe(SERVER_MESSAGES.serviceInTransition);
      }
    } finally {
      await slow.close();
    }
  });

  it('does nothing to another customer’s service', async () => {
    const kvm = await provisionedService(app, admin, alice);
    const res = await serviceAction(app, bob, kvm.id, 'stop');
    expect(res.statusCode).toBe(404);
    expect((await serviceRow(kvm.id)).current_status).toBe('running');
    expect((await serviceAction(app, bob, kvm.id, 'extend', { days: 30 })).statusCode).toBe(404);
    expect(await app.knex('orders').where({ renewal_of_service_id: kvm.id })).toHaveLength(0);
  });

  it('refuses actions on an expired or suspended service with 409', async () => {
    const kvm = await provisionedService(app, admin, alice);
    await app.knex('services').where({ id: kvm.id }).update({ status: 'INACTIVE' });
    const inactive = await serviceAction(app, alice, kvm.id, 'stop');
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json.message).toBe(SERVER_MESSAGES.serviceNotActive);
    await app.knex('services').where({ id: kvm.id }).update({ status: 'EXPIRED' });
    const expired = await serviceAction(app, alice, kvm.id, 'reinstall', { os: 'Ubuntu 22.04' });
    expect(expired.statusCode).toBe(409);
    expect(expired.json.message).toBe(SERVER_MESSAGES.serviceExpired);
    expect((await serviceRow(kvm.id)).current_status).toBe('running');
  });

  it('reinstalls with one of the plan’s images: a new password, the same address', async () => {
    const kvm = await provisionedService(app, admin, alice);
    const images = await app.inject<{ version: string; displayname: string }[]>({
      url: `/api/services/${kvm.id}/os`,
      headers: alice.headers,
    });
    expect(images.json.length).toBeGreaterThan(0);
    const target = images.json[images.json.length - 1]!;
    const res = await serviceAction(app, alice, kvm.id, 'reinstall', { os: target.version });
    expect(res.statusCode, res.payload).toBe(200);
    expect(res.json.os).toBe(target.displayname);
    expect(res.json.ipv4?.ip).toBe(kvm.ipv4?.ip);
    expect(res.json.password).not.toBe(kvm.password);

    const unknown = await serviceAction(app, alice, kvm.id, 'reinstall', { os: 'TempleOS' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json.message).toBe(SERVER_MESSAGES.osNotOffered);
  });

  it('refuses actions while the machine is being set up', async () => {
    const { buyKvm, serviceIdOfOrder } = await import('../../test/helpers/fulfilment.ts');
    const order = await buyKvm(app, alice);
    await markPaid(app, admin, order.id);
    // AUTO_PROVISION: mark-paid created the service; its machine is being built.
    const serviceId = (await serviceIdOfOrder(app, order.id))!;
    const details = await app.inject<{ currentStatus: string; password?: string }>({
      url: `/api/services/${serviceId}/details`,
      headers: alice.headers,
    });
    expect(details.json.currentStatus).toBe('provisioning');
    expect(details.json.password).toBeUndefined();
    const res = await serviceAction(app, alice, serviceId, 'start');
    expect(res.statusCode).toBe(409);
    expect(res.json.message).toBe(SERVER_MESSAGES.serviceNotReady);
    await app.runJobs();
  });
});

describe('extend quote: the price first, nothing created', () => {
  const quote = (id: string, days: string | number, user: TestUser = alice) =>
    app.inject<{ days: number; pricing: Record<string, unknown> }>({
      url: `/api/services/${id}/extend-quote?days=${days}`,
      headers: user.headers,
    });
  const writes = async () => ({
    orders: (await app.knex('orders').count({ n: '*' }))[0]!.n,
    audit: (await app.knex('audit_log').count({ n: '*' }))[0]!.n,
  });

  it('answers exactly the price of the renewal order Extend then creates (VAT included), writing nothing', async () => {
    const kvm = await provisionedService(app, admin, alice);
    await app.knex('orders').where({ renewal_of_service_id: kvm.id }).del();
    const before = await writes();
    const res = await quote(kvm.id, 90);
    expect(res.statusCode, res.payload).toBe(200);
    expect(await writes()).toEqual(before);
    expect(await app.knex('orders').where({ renewal_of_service_id: kvm.id })).toHaveLength(0);
    expect(res.json.days).toBe(90);
    expect(res.json.pricing.vat).toBeGreaterThan(0);
    const created = await serviceAction(app, alice, kvm.id, 'extend', { days: 90 });
    expect(created.statusCode).toBe(201);
    expect((created.json as unknown as { order: { pricing: unknown } }).order.pricing).toEqual(
      res.json.pricing,
    );
  });

  it('leaves an open renewal order as it is (no reuse, no cancel)', async () => {
    const kvm = await provisionedService(app, admin, alice);
    const open = await serviceAction(app, alice, kvm.id, 'extend', { days: 30 });
    const orderId = (open.json as unknown as { order: { id: string } }).order.id;
    expect((await quote(kvm.id, 180)).statusCode).toBe(200);
    const orders = await app.knex('orders').where({ renewal_of_service_id: kvm.id });
    expect(orders).toEqual([expect.objectContaining({ id: orderId, status: 'PENDING' })]);
  });

  it("refuses another customer's service (404), days off the steps (400) and a terminated service (409)", async () => {
    const kvm = await provisionedService(app, admin, alice);
    expect((await quote(kvm.id, 30, bob)).statusCode).toBe(404);
    expect((await quote(kvm.id, 45)).statusCode).toBe(400);
    expect((await quote(kvm.id, 'x')).statusCode).toBe(400);
    await app.knex('services').where({ id: kvm.id }).update({ terminated_at: new Date() });
    const terminated = await quote(kvm.id, 30);
    expect(terminated.statusCode).toBe(409);
    expect(terminated.json).toMatchObject({ message: SERVER_MESSAGES.serviceTerminated });
  });
});

describe('extend: a renewal order, paid like any other', () => {
  it('creates a renewal order priced by the server, and moves the end date only once it is paid', async () => {
    const kvm = await provisionedService(app, admin, alice);
    const before = await serviceRow(kvm.id);
    const res = await serviceAction(app, alice, kvm.id, 'extend', { days: 90 });
    expect(res.statusCode, res.payload).toBe(201);
    const { order, message } = res.json as unknown as {
      order: { id: string; totalPrice: number; duration: number; paid: boolean; renewalOfServiceId: string };
      message: string;
    };
    expect(message).toBe('Renewal order created for 90 days. The end date moves once it is paid.');
    expect(order).toMatchObject({ duration: 90, paid: false, renewalOfServiceId: kvm.id });
    expect(order.totalPrice).toBeGreaterThan(0);
    expect((await serviceRow(kvm.id)).end_date.getTime()).toBe(before.end_date.getTime());

    expect((await markPaid(app, admin, order.id)).statusCode).toBe(200);
    const after = await serviceRow(kvm.id);
    expect(after.end_date.getTime() - before.end_date.getTime()).toBe(90 * 86_400_000);
    const renewal = normalizeRow('orders', await app.knex('orders').where({ id: order.id }).first())!;
    expect(renewal.status).toBe('COMPLETED');
  });

  it('prices the renewal like a new order of the same plan and options, ignoring anything the client sends', async () => {
    const kvm = await provisionedService(app, admin, alice);
    const res = await serviceAction(app, alice, kvm.id, 'extend', { days: 30 });
    const original = normalizeRow(
      'orders',
      await app
        .knex('orders')
        .where({ id: (await serviceRow(kvm.id)).order_id })
        .first(),
    )!;
    const renewal = normalizeRow(
      'orders',
      await app
        .knex('orders')
        .where({ id: (res.json as unknown as { order: { id: string } }).order.id })
        .first(),
    )!;
    expect(renewal.total_santim).toBe(original.total_santim);
    const tampered = await serviceAction(app, alice, kvm.id, 'extend', { days: 30, totalPrice: 1 });
    expect(tampered.statusCode).toBe(400);
    expect((await serviceAction(app, alice, kvm.id, 'extend', { days: 45 })).statusCode).toBe(400);
    expect((await serviceAction(app, alice, kvm.id, 'extend', { days: 390 })).statusCode).toBe(400);
  });

  it('wakes an expired service when its renewal is paid', async () => {
    const kvm = await provisionedService(app, admin, alice);
    const oldEnd = new Date(Date.now() - 86_400_000);
    await app.knex('services').where({ id: kvm.id }).update({ status: 'EXPIRED', end_date: oldEnd });
    const res = await serviceAction(app, alice, kvm.id, 'extend', { days: 30 });
    expect(res.statusCode).toBe(201);
    await markPaid(app, admin, (res.json as unknown as { order: { id: string } }).order.id);
    const after = await serviceRow(kvm.id);
    expect(after.status).toBe('ACTIVE');
    // Counted from the old end date: the days it was expired are not given again.
    expect(after.end_date.getTime()).toBe(oldEnd.getTime() + 30 * 86_400_000);
    await app.runJobs();
    expect((await serviceRow(kvm.id)).current_status).toBe('running');
  });
});
