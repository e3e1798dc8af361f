/** Shortcuts for the fulfilment tests: buy, report, confirm and provision through the API. */
import { expect } from 'vitest';
import type { TestApp, TestUser } from '../app/index.ts';
import type { Order } from '../../src/services/orders/index.ts';
import type { AdminOrder } from '../../src/services/admin/order-views.ts';
import type { AdminService } from '../../src/services/admin/service-views.ts';
import type { ServiceDetails } from '../../src/services/fulfilment/views.ts';
import { gameBody, game, kvmBody, plan } from './orders.ts';

let referenceCounter = 0;
/**
 * A transaction number nobody has used yet, in the method's format (domain's
 * PAYMENT_REFERENCE_FORMATS): CBE's `FT` and 10 letters or digits, Telebirr's 10.
 */
export function newReference(method: 'CBE' | 'TELEBIRR' = 'CBE'): string {
  referenceCounter += 1;
  const random = Math.random().toString(36).slice(2).padEnd(7, '0').slice(0, 7);
  const ten = `${referenceCounter.toString(36).padStart(3, '0')}${random}`.toUpperCase();
  return method === 'CBE' ? `FT${ten}` : ten;
}

export async function buyKvm(
  app: TestApp,
  user: TestUser,
  days = 30,
  planName = 'Package Small',
): Promise<Order> {
  const res = await app.inject<Order>({
    method: 'POST',
    url: '/api/orders/kvm',
    payload: kvmBody(plan(planName), { duration: days }),
    headers: user.headers,
  });
  expect(res.statusCode, res.payload).toBe(201);
  return res.json;
}

export async function buyGame(app: TestApp, user: TestUser, slug = 'minecraft'): Promise<Order> {
  const g = game(slug);
  const dimension = g.type === 'slots' ? { slots: g.minvalue } : { memory: g.minvalue };
  const res = await app.inject<Order>({
    method: 'POST',
    url: '/api/orders/game',
    payload: gameBody(g, dimension),
    headers: user.headers,
  });
  expect(res.statusCode, res.payload).toBe(201);
  return res.json;
}

export function markPaid(app: TestApp, admin: TestUser, orderId: string, body: Record<string, unknown> = {}) {
  return app.inject<{ message: string; order: AdminOrder }>({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/mark-paid`,
    payload: { paymentMethod: 'CBE', paymentReference: newReference(), paidBy: 'Abebe Kebede', ...body },
    headers: admin.headers,
  });
}

export function createService(app: TestApp, admin: TestUser, orderId: string) {
  return app.inject<{ message: string; service: AdminService }>({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/create-service`,
    headers: admin.headers,
  });
}

/** The id of the service made from an order, or undefined when it has none. */
export async function serviceIdOfOrder(app: TestApp, orderId: string): Promise<string | undefined> {
  const row = (await app.knex('services').where({ order_id: orderId }).first('id')) as
    { id: string } | undefined;
  return row?.id;
}

/**
 * Buys, confirms and provisions a server; answers the ready service's details. With AUTO_PROVISION
 * (the default) mark-paid creates the service; without, the admin's Create Service does.
 */
export async function provisionedService(
  app: TestApp,
  admin: TestUser,
  user: TestUser,
  kind: 'KVM' | 'GAME' = 'KVM',
): Promise<ServiceDetails> {
  const order = kind === 'KVM' ? await buyKvm(app, user) : await buyGame(app, user);
  expect((await markPaid(app, admin, order.id)).statusCode).toBe(200);
  let serviceId = await serviceIdOfOrder(app, order.id);
  if (app.config.autoProvision) {
    expect(serviceId).toBeDefined();
  } else {
    const created = await createService(app, admin, order.id);
    expect(created.statusCode, created.payload).toBe(201);
    serviceId = created.json.service.id;
  }
  await app.runJobs();
  const details = await app.inject<ServiceDetails>({
    url: `/api/services/${serviceId}/details`,
    headers: user.headers,
  });
  expect(details.statusCode).toBe(200);
  return details.json;
}

export function serviceAction(app: TestApp, user: TestUser, id: string, action: string, payload?: object) {
  return app.inject<ServiceDetails & { message: string }>({
    method: 'POST',
    url: `/api/services/${id}/${action}`,
    headers: user.headers,
    ...(payload ? { payload } : {}),
  });
}
