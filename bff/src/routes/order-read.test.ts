import { insertTestOrder, insertTestPayment, insertTestService } from '@shop/db/testing';
import { SERVER_MESSAGES } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app/index.ts';
import type { TestApp, TestUser } from '../../test/app/index.ts';
import type { Order } from '../services/orders/index.ts';
import type { ErrorBody } from '../../test/helpers/orders.ts';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

const getOrder = (user: TestUser, id: string) =>
  app.inject<Order & ErrorBody>({ method: 'GET', url: `/api/orders/${id}`, headers: user.headers });

describe('GET /api/orders/{id}', () => {
  it('answers the caller’s order as My Orders lists it, whatever its status, with its progress', async () => {
    const dan = await app.signUp();
    const active = await insertTestOrder(app.knex, dan.user.id, { status: 'ACTIVE', paid: true });
    const service = await insertTestService(app.knex, active);
    const reported = await insertTestOrder(app.knex, dan.user.id);
    await insertTestPayment(app.knex, reported);

    const listed = await app.inject<Order[]>({ method: 'GET', url: '/api/orders', headers: dan.headers });
    for (const [row, extras] of [
      [active, { status: 'ACTIVE', paid: true, serviceId: service.id, paymentReported: false }],
      [reported, { status: 'PENDING', paid: false, serviceId: null, paymentReported: true }],
    ] as const) {
      const res = await getOrder(dan, row.id);
      expect(res.statusCode).toBe(200);
      expect(res.json).toMatchObject({ id: row.id, ...extras });
      // The order as listed, and what the status page adds: its progress, service and the automation.
      const {
        progress,
        service: itsService,
        automation,
        paymentRejection,
        onlinePayment,
        ...order
      } = res.json as typeof res.json & {
        progress: unknown;
        service: unknown;
        automation: unknown;
        paymentRejection: unknown;
        onlinePayment: unknown;
      };
      expect(paymentRejection).toBeNull();
      // No online payment was tried (chapa.test.ts names one that ended without paying).
      expect(onlinePayment).toBeNull();
      expect(order).toEqual(listed.json.find((o) => o.id === row.id));
      expect(progress).toMatchObject({ stage: expect.any(String), final: expect.any(Boolean) });
      expect(automation).toEqual({ provisioning: true, transferCheck: false });
      expect(itsService === null || typeof itsService === 'object').toBe(true);
    }
  });

  it('answers 404 for another customer’s order, the same as for an unknown id', async () => {
    const dan = await app.signUp();
    const erin = await app.signUp();
    const erins = await insertTestOrder(app.knex, erin.user.id);
    const others = await getOrder(dan, erins.id);
    const unknown = await getOrder(dan, '00000000-0000-4000-8000-000000000000');
    for (const res of [others, unknown]) {
      expect(res.statusCode).toBe(404);
      expect(res.json).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: SERVER_MESSAGES.orderNotFound,
      });
    }
    expect((await getOrder(erin, erins.id)).statusCode).toBe(200);
  });

  it('refuses a malformed id with 400 and a caller without a session with 401', async () => {
    const dan = await app.signUp();
    const malformed = await getOrder(dan, 'not-an-id');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    const order = await insertTestOrder(app.knex, dan.user.id);
    const anonymous = await app.inject({ method: 'GET', url: `/api/orders/${order.id}` });
    expect(anonymous.statusCode).toBe(401);
  });
});
