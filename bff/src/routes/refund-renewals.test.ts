import { normalizeRow } from '@shop/db';
import { SERVER_MESSAGES } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app/index.ts';
import type { TestApp, TestUser } from '../../test/app/index.ts';
import { startFakeChapa } from '../../test/fakes/chapa/fake-api.ts';
import type { FakeChapa } from '../../test/fakes/chapa/fake-api.ts';
import { newReference, provisionedService, serviceAction } from '../../test/helpers/fulfilment.ts';

let chapa: FakeChapa;
let app: TestApp;
let admin: TestUser;
let customer: TestUser;
beforeAll(async () => {
  chapa = await startFakeChapa();
  app = await buildTestApp({ env: { ...chapa.env() } });
  [admin, customer] = await Promise.all([app.signUpAdmin(), app.signUp()]);
});
afterAll(async () => {
  await app?.close();
  await chapa?.close();
});

/** A provisioned server with an open renewal order (the customer's Extend). */
async function serviceWithRenewal(): Promise<{ serviceId: string; firstOrderId: string; renewalId: string }> {
  const service = await provisionedService(app, admin, customer);
  const extended = await serviceAction(app, customer, service.id, 'extend', { days: 30 });
  expect(extended.statusCode, extended.payload).toBe(201);
  const renewal = await app
    .knex('orders')
    .where({ renewal_of_service_id: service.id, status: 'PENDING' })
    .first('id');
  const first = await app.knex('services').where({ id: service.id }).first('order_id');
  return { serviceId: service.id, firstOrderId: first.order_id as string, renewalId: renewal.id as string };
}

const pay = {
  report: (orderId: string) =>
    app.inject<{ message: string }>({
      method: 'POST',
      url: `/api/orders/${orderId}/record-payment`,
      payload: { paymentMethod: 'CBE', paymentReference: newReference(), paidBy: 'Abebe Kebede' },
      headers: customer.headers,
    }),
  chapa: (orderId: string) =>
    app.inject<{ message: string }>({
      method: 'POST',
      url: `/api/orders/${orderId}/chapa-checkout`,
      headers: customer.headers,
    }),
};

describe("a refund ends the service's renewals (issue 34)", () => {
  it('cancels the open renewal in the refund, and the renewal can then be paid neither by transfer nor by Chapa (409)', async () => {
    const { firstOrderId, renewalId } = await serviceWithRenewal();
    const refunded = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${firstOrderId}/refund`,
      payload: { reason: 'Customer asked' },
      headers: admin.headers,
    });
    expect(refunded.statusCode, refunded.payload).toBe(200);
    expect((await app.knex('orders').where({ id: renewalId }).first()).status).toBe('CANCELLED');
    const audit = normalizeRow(
      'audit_log',
      await app.knex('audit_log').where({ action: 'order.refunded', entity_id: firstOrderId }).first(),
    )!;
    expect(audit.data).toMatchObject({ cancelledRenewalOrders: [renewalId] });

    for (const attempt of [pay.report, pay.chapa]) {
      const res = await attempt(renewalId);
      expect(res.statusCode, res.payload).toBe(409);
      expect(res.json.message).toBe(SERVER_MESSAGES.orderServiceEnded);
    }
    expect(await app.knex('payments').where({ order_id: renewalId }).first()).toBeUndefined();
    expect(await app.knex('chapa_attempts').where({ order_id: renewalId }).first()).toBeUndefined();
  });

  it('refuses paying a renewal still PENDING of a service terminated otherwise (409)', async () => {
    const { serviceId, renewalId } = await serviceWithRenewal();
    await app.knex('services').where({ id: serviceId }).update({ terminated_at: new Date() });
    for (const attempt of [pay.report, pay.chapa]) {
      const res = await attempt(renewalId);
      expect(res.statusCode, res.payload).toBe(409);
      expect(res.json.message).toBe(SERVER_MESSAGES.orderServiceEnded);
    }
  });
});
