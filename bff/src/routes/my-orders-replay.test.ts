import { insertTestOrder, insertTestService } from '@shop/db/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { httpGet, withoutDate } from '../testing/http.ts';
import type { HttpAnswer } from '../testing/http.ts';
import { buildTestApp } from '../testing/index.ts';
import type { TestApp, TestUser } from '../testing/index.ts';
import type { Order } from '../services/orders.ts';

/**
 * My Orders answered in front of hapi (my-orders-replay.ts), over a real socket: a repeated request
 * is answered from its recording while the token still opens a session and the customer's
 * orders_version holds, and by hapi after any change, whoever made it (this server, another
 * instance, a job, a hand-made fix in the database).
 */
let app: TestApp;
let port = 0;
/** Requests that reached hapi. */
let hapiRequests = 0;

beforeAll(async () => {
  app = await buildTestApp({ env: { HOST: '127.0.0.1', PORT: '0' } });
  app.server.ext('onRequest', (_request, h) => {
    hapiRequests += 1;
    return h.continue;
  });
  await app.server.start();
  port = app.server.info.port as number;
});
afterAll(async () => {
  await app?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const list = (user: TestUser, query = '') =>
  httpGet(port, `/api/orders${query}`, { authorization: user.headers.authorization as string });
const orders = (answer: HttpAnswer) => JSON.parse(answer.body.toString()) as Order[];

/** Whether `request` was answered without hapi, and its answer. */
async function inFront(request: () => Promise<HttpAnswer>): Promise<[boolean, HttpAnswer]> {
  const before = hapiRequests;
  const answer = await request();
  return [hapiRequests === before, answer];
}

describe('GET /api/orders answered in front of hapi', () => {
  it('answers a repeated request with the same status, headers and bytes as hapi did', async () => {
    const dan = await app.signUp();
    await insertTestOrder(app.knex, dan.user.id);
    await insertTestOrder(app.knex, dan.user.id);
    const [firstInFront, first] = await inFront(() => list(dan));
    expect(firstInFront).toBe(false);
    const [againInFront, again] = await inFront(() => list(dan));
    expect(againInFront).toBe(true);
    expect(withoutDate(again)).toEqual(withoutDate(first));
    expect(again.status).toBe(200);
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(again.headers['cache-control']).toBe('no-store');
    expect(again.headers['x-total-count']).toBe('2');
    expect(orders(again)).toHaveLength(2);
  });

  it('leaves to hapi the request after a change made through the API, then answers the new list', async () => {
    const dan = await app.signUp();
    const order = await insertTestOrder(app.knex, dan.user.id);
    expect(orders(await list(dan))[0]!.paymentReported).toBe(false);
    const report = await app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/record-payment`,
      headers: dan.headers,
      payload: { paymentMethod: 'TELEBIRR', paymentReference: 'FRONT1TEST', paidBy: 'Dan' },
    });
    expect(report.statusCode).toBe(201);
    const [afterInFront, after] = await inFront(() => list(dan));
    expect(afterInFront).toBe(false);
    expect(orders(after)[0]!.paymentReported).toBe(true);
    const [nextInFront, next] = await inFront(() => list(dan));
    expect(nextInFront).toBe(true);
    expect(orders(next)[0]!.paymentReported).toBe(true);
  });

  it('leaves to hapi the request after changes made behind its back: a status, a new order, a service', async () => {
    const dan = await app.signUp();
    const order = await insertTestOrder(app.knex, dan.user.id, { status: 'PENDING' });
    await list(dan);

    await app.knex('orders').where({ id: order.id }).update({ status: 'CANCELLED' });
    const [cancelledInFront, cancelled] = await inFront(() => list(dan));
    expect([cancelledInFront, orders(cancelled).map((o) => o.status)]).toEqual([false, ['CANCELLED']]);

    await insertTestOrder(app.knex, dan.user.id, { created_at: new Date(Date.now() + 60_000) });
    const two = await list(dan);
    expect([orders(two).length, two.headers['x-total-count']]).toEqual([2, '2']);

    const paid = await insertTestOrder(app.knex, dan.user.id, {
      status: 'ACTIVE',
      paid: true,
      created_at: new Date(Date.now() + 120_000),
    });
    await list(dan);
    const service = await insertTestService(app.knex, paid);
    const [withServiceInFront, withService] = await inFront(() => list(dan));
    expect([withServiceInFront, orders(withService)[0]!.serviceId]).toEqual([false, service.id]);
  });

  it("never answers one customer with another's list, nor one page with another's", async () => {
    const dan = await app.signUp();
    const eve = await app.signUp();
    await insertTestOrder(app.knex, dan.user.id, { status: 'PENDING' });
    await insertTestOrder(app.knex, dan.user.id, { status: 'CANCELLED' });
    await list(dan);
    await list(dan);
    const [eveInFront, eves] = await inFront(() => list(eve));
    expect([eveInFront, orders(eves), eves.headers['x-total-count']]).toEqual([false, [], '0']);

    const [pageInFront, page] = await inFront(() => list(dan, '?limit=1'));
    expect([pageInFront, orders(page).length, page.headers['x-total-count']]).toEqual([false, 1, '2']);
    const [tabInFront, tab] = await inFront(() => list(dan, '?group=pending'));
    expect([tabInFront, orders(tab).map((o) => o.status)]).toEqual([false, ['PENDING']]);
    expect((await inFront(() => list(dan, '?group=pending')))[0]).toBe(true);
  });

  it('leaves to hapi a token that no longer opens a session: after a password reset, or expired', async () => {
    const dan = await app.signUp();
    await insertTestOrder(app.knex, dan.user.id);
    await list(dan);
    expect((await inFront(() => list(dan)))[0]).toBe(true);

    // Expired: the recording's token is checked against the clock on every request.
    const inEightDays = Date.now() + 8 * 24 * 3600 * 1000;
    vi.spyOn(Date, 'now').mockReturnValue(inEightDays);
    const [expiredInFront, expired] = await inFront(() => list(dan));
    expect([expiredInFront, expired.status]).toEqual([false, 401]);
    vi.restoreAllMocks();

    // A password reset ends every session issued before it.
    await app
      .knex('users')
      .where({ id: dan.user.id })
      .update({ sessions_valid_from: Math.floor(Date.now() / 1000) + 1 });
    const [resetInFront, reset] = await inFront(() => list(dan));
    expect([resetInFront, reset.status]).toEqual([false, 401]);
  });

  it('answers only My Orders itself: a single order and look-alike paths go to hapi', async () => {
    const dan = await app.signUp();
    const order = await insertTestOrder(app.knex, dan.user.id);
    const auth = { authorization: dan.headers.authorization as string };
    await list(dan);
    expect((await inFront(() => httpGet(port, `/api/orders/${order.id}`, auth)))[0]).toBe(false);
    expect((await inFront(() => httpGet(port, '/api/ordersx', auth)))[0]).toBe(false);
    expect((await inFront(() => httpGet(port, '/api/orders', { ...auth, 'if-none-match': '"x"' })))[0]).toBe(
      false,
    );
  });
});
