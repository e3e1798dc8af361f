import { normalizeRow } from '@shop/db';
import { SERVER_MESSAGES } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing/index.ts';
import type { TestApp, TestUser } from '../testing/index.ts';
import type { ServiceSummary } from '../services/fulfilment/views.ts';
import { markPaid, provisionedService, serviceAction } from './fulfilment-test-helpers.ts';

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
    const { buyKvm, createService } = await import('./fulfilment-test-helpers.ts');
    const order = await buyKvm(app, alice);
    await markPaid(app, admin, order.id);
    const created = await createService(app, admin, order.id);
    const details = await app.inject<{ currentStatus: string; password?: string }>({
      url: `/api/services/${created.json.service.id}/details`,
      headers: alice.headers,
    });
    expect(details.json.currentStatus).toBe('provisioning');
    expect(details.json.password).toBeUndefined();
    const res = await serviceAction(app, alice, created.json.service.id, 'start');
    expect(res.statusCode).toBe(409);
    expect(res.json.message).toBe(SERVER_MESSAGES.serviceNotReady);
    await app.runJobs();
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
    await app
      .knex('services')
      .where({ id: kvm.id })
      .update({ status: 'EXPIRED', end_date: new Date(Date.now() - 86_400_000) });
    const res = await serviceAction(app, alice, kvm.id, 'extend', { days: 30 });
    expect(res.statusCode).toBe(201);
    await markPaid(app, admin, (res.json as unknown as { order: { id: string } }).order.id);
    const after = await serviceRow(kvm.id);
    expect(after.status).toBe('ACTIVE');
    expect(after.end_date.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    await app.runJobs();
    expect((await serviceRow(kvm.id)).current_status).toBe('running');
  });
});
