import { normalizeRow, normalizeRows } from '@shop/db';
import type { OrderRow, UserRow } from '@shop/db';
import { SERVER_MESSAGES, SERVER_MESSAGES_AM } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder } from '../services/admin/order-views.ts';
import { buildTestApp } from '../../test/app/index.ts';
import type { TestApp, TestUser } from '../../test/app/index.ts';
import {
  adminGet,
  at,
  idsOf,
  newestFirst,
  newTag,
  order,
  payment,
  service,
  user,
} from '../../test/helpers/admin-orders.ts';

let app: TestApp;
let admin: TestUser;
let customer: TestUser;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await app.signUpAdmin();
  customer = await app.signUp();
});
afterAll(async () => {
  await app?.close();
});

const listOrders = (query: Record<string, string | number | boolean>) =>
  adminGet<AdminOrder[]>(app, admin, 'admin/orders', query);
const orderRow = async (id: string) => normalizeRow('orders', await app.knex('orders').where({ id }).first());
const auditOf = (action: string, entityId: string) =>
  app
    .knex('audit_log')
    .where({ action, entity_id: entityId })
    .then((rows) => normalizeRows('audit_log', rows));

/** Two customers' orders in every state the filters tell apart; all service names carry the tag. */
async function ordersWorld() {
  const tag = newTag();
  const alem = await user(app, tag, 'alem');
  const bekele = await user(app, tag, 'bekele');
  const named = (name: string) => `${name} ${tag}`;
  const o1 = await order(app, alem, { service_name: named('Package Small'), created_at: at(1) });
  const o2 = await order(app, alem, {
    type: 'GAME',
    service_name: named('Minecraft'),
    paid: true,
    created_at: at(2),
  });
  const o3 = await order(app, alem, {
    service_name: named('Package Boost'),
    paid: true,
    status: 'ACTIVE',
    created_at: at(3),
  });
  const o4 = await order(app, bekele, {
    type: 'GAME',
    service_name: named('Valheim'),
    status: 'CANCELLED',
    created_at: at(4),
  });
  // o5 and o6 are created in the same millisecond: the larger id comes first.
  const o5 = await order(app, bekele, {
    service_name: named('Ryzen'),
    paid: true,
    status: 'FAILED',
    created_at: at(5),
  });
  const o6 = await order(app, bekele, { service_name: named('Package XL'), created_at: at(5) });
  await payment(app, o2, { status: 'SUCCESS', created_at: at(2) });
  const failedTry = await payment(app, o3, { status: 'FAILED', method: 'CBE', created_at: at(3) });
  const confirmed = await payment(app, o3, { status: 'SUCCESS', created_at: at(4) });
  const o3Service = await service(app, o3, { service_name: named('Package Boost') });
  await service(app, o5, { current_status: 'failed', provider_ref: '' });
  return { tag, alem, bekele, o1, o2, o3, o4, o5, o6, o3Service, failedTry, confirmed };
}

describe('GET /api/admin/orders', () => {
  let w: Awaited<ReturnType<typeof ordersWorld>>;
  beforeAll(async () => {
    w = await ordersWorld();
  });
  const all = () => [w.o1, w.o2, w.o3, w.o4, w.o5, w.o6];

  it('lists newest first (ties by id), and says the total in X-Total-Count', async () => {
    const res = await listOrders({ search: w.tag });
    expect(res.statusCode, res.payload).toBe(200);
    expect(idsOf(res.json)).toEqual(newestFirst(all()));
    expect(res.headers['x-total-count']).toBe('6');
  });

  it.each([
    ['status', { status: 'PENDING' }, (o: OrderRow) => o.status === 'PENDING'],
    ['paid', { paid: true }, (o: OrderRow) => o.paid],
    ['unpaid', { paid: false }, (o: OrderRow) => !o.paid],
    ['type', { type: 'GAME' }, (o: OrderRow) => o.type === 'GAME'],
    [
      'every filter at once',
      { status: 'PENDING', paid: false, type: 'KVM' },
      (o: OrderRow) => o.status === 'PENDING' && !o.paid && o.type === 'KVM',
    ],
  ] as const)('filters by %s', async (_name, filters, keep) => {
    const res = await listOrders({ ...filters, search: w.tag });
    expect(res.statusCode, res.payload).toBe(200);
    const expected = newestFirst(all().filter(keep));
    expect(expected.length).toBeGreaterThan(0);
    expect(idsOf(res.json)).toEqual(expected);
    expect(res.headers['x-total-count']).toBe(String(expected.length));
  });

  it('searches the start of the id, in any case, not its middle', async () => {
    const byPrefix = await listOrders({ search: w.o3.id.slice(0, 8).toUpperCase() });
    expect(idsOf(byPrefix.json)).toEqual([w.o3.id]);
    const byMiddle = await listOrders({ search: w.o3.id.slice(9, 18) });
    expect(idsOf(byMiddle.json)).not.toContain(w.o3.id);
  });

  it('searches the service name and the customer username and e-mail, case-insensitively', async () => {
    const byService = await listOrders({ search: `boost ${w.tag}`.toUpperCase() });
    expect(idsOf(byService.json)).toEqual([w.o3.id]);
    const byUsername = await listOrders({ search: w.alem.username });
    expect(idsOf(byUsername.json)).toEqual(newestFirst([w.o1, w.o2, w.o3]));
    const byEmail = await listOrders({ search: `BEKELE.${w.tag}@` });
    expect(idsOf(byEmail.json)).toEqual(newestFirst([w.o4, w.o5, w.o6]));
    expect(byEmail.headers['x-total-count']).toBe('3');
  });

  it("takes '%' and '_' in the search as characters, not wildcards", async () => {
    const tag = newTag();
    const owner = await user(app, tag, 'pct');
    const literal = await order(app, owner, { service_name: `50%_off ${tag}` });
    await order(app, owner, { service_name: `50XYoff ${tag}` });
    const res = await listOrders({ search: '0%_o' });
    expect(idsOf(res.json)).toEqual([literal.id]);
  });

  it('pages through the matches; the total stays that of all pages', async () => {
    const expected = newestFirst(all());
    const second = await listOrders({ search: w.tag, page: 2, limit: 2 });
    expect(idsOf(second.json)).toEqual(expected.slice(2, 4));
    expect(second.headers['x-total-count']).toBe('6');
    const past = await listOrders({ search: w.tag, page: 4, limit: 2 });
    expect(past.json).toEqual([]);
    expect(past.headers['x-total-count']).toBe('6');
  });

  it('gives each order its customer, service and payment history, newest payment first', async () => {
    const res = await listOrders({ search: w.o3.id.slice(0, 8) });
    const [shown] = res.json;
    expect(shown).toMatchObject({
      id: w.o3.id,
      type: 'KVM',
      paid: true,
      status: 'ACTIVE',
      totalPrice: w.o3.total_santim / 100,
      user: { id: w.alem.id, username: w.alem.username, email: w.alem.email, phone: w.alem.phone },
      service: { id: w.o3Service.id, serviceId: w.o3Service.provider_ref, status: 'ACTIVE' },
    });
    expect(shown!.paymentHistory.map((p) => [p.id, p.status])).toEqual([
      [w.confirmed.id, 'SUCCESS'],
      [w.failedTry.id, 'FAILED'],
    ]);
    expect(shown!.paymentHistory[0]!.order).toEqual({
      id: w.o3.id,
      serviceName: w.o3.service_name,
      user: shown!.user,
    });
    const unpaid = (await listOrders({ search: w.o1.id.slice(0, 8) })).json[0]!;
    expect(unpaid).toMatchObject({ service: null, paymentHistory: [] });
  });

  it.each([
    [{ search: 'x'.repeat(101) }, '"search" length must be less than or equal to 100 characters long'],
    [{ status: 'DONE' }, '"status" must be one of'],
    [{ paid: 'maybe' }, '"paid" must be a boolean'],
    [{ limit: 0 }, '"limit" must be greater than or equal to 1'],
    [{ page: 'two' }, '"page" must be a number'],
  ])('answers 400 to %o', async (query, message) => {
    const res = await listOrders(query);
    expect(res.statusCode).toBe(400);
    expect((res.json as unknown as { message: string }).message).toContain(message);
  });

  it('accepts a search of exactly 100 characters', async () => {
    const res = await listOrders({ search: 'y'.repeat(100) });
    expect(res.statusCode).toBe(200);
    expect(res.json).toEqual([]);
    expect(res.headers['x-total-count']).toBe('0');
  });
});

describe('DELETE /api/admin/orders/{id}', () => {
  const remove = (id: string, headers: Record<string, string> = admin.headers) =>
    app.inject<Record<string, unknown>>({ method: 'DELETE', url: `/api/admin/orders/${id}`, headers });

  it('deletes an unpaid order without a service, with its rejected payment reports, and keeps its snapshot in the audit log', async () => {
    const owner = await user(app, newTag(), 'del');
    const doomed = await order(app, owner);
    // An open report is never deleted (admin-payment-queue.test.ts); a rejected one goes with its order.
    const report = await payment(app, doomed, {
      status: 'FAILED',
      rejection_reason: 'Unknown transaction',
      rejected_at: at(1),
    });
    const res = await remove(doomed.id);
    expect(res.statusCode, res.payload).toBe(200);
    expect(res.json).toEqual({ message: SERVER_MESSAGES.orderDeleted, deletedOrder: { id: doomed.id } });
    expect(await orderRow(doomed.id)).toBeUndefined();
    expect(await app.knex('payments').where({ order_id: doomed.id })).toEqual([]);
    const [audit] = await auditOf('order.deleted', doomed.id);
    expect(audit!.actor_user_id).toBe(admin.user.id);
    expect(audit!.data).toMatchObject({
      before: {
        order: {
          id: doomed.id,
          user_id: owner.id,
          total_santim: doomed.total_santim,
          status: 'PENDING',
          paid: false,
          created_at: doomed.created_at.toISOString(),
        },
        payments: [{ id: report.id, reference: report.reference, status: 'FAILED' }],
      },
      after: null,
    });
  });

  it('refuses an order with a service: 409 naming the service, nothing deleted', async () => {
    const owner = await user(app, newTag(), 'svc');
    const withService = await order(app, owner, { paid: true, status: 'ACTIVE' });
    const existing = await service(app, withService);
    const res = await remove(withService.id);
    expect(res.statusCode).toBe(409);
    expect(res.json).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: SERVER_MESSAGES.orderHasService,
      orderId: withService.id,
      serviceId: existing.id,
    });
    expect(await orderRow(withService.id)).toBeDefined();
    expect(await auditOf('order.deleted', withService.id)).toEqual([]);
  });

  it("speaks the request's language in the conflict too", async () => {
    const owner = await user(app, newTag(), 'svcam');
    const withService = await order(app, owner, { paid: true, status: 'ACTIVE' });
    await service(app, withService);
    const res = await remove(withService.id, { ...admin.headers, 'accept-language': 'am' });
    expect(res.statusCode).toBe(409);
    expect(res.json.message).toBe(SERVER_MESSAGES_AM.orderHasService);
    expect(res.json.orderId).toBe(withService.id);
  });

  it('refuses a paid order without a service', async () => {
    const owner = await user(app, newTag(), 'paid');
    const paid = await order(app, owner, { paid: true });
    const success = await payment(app, paid, { status: 'SUCCESS' });
    const res = await remove(paid.id);
    expect(res.statusCode).toBe(409);
    expect(res.json).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: SERVER_MESSAGES.paidOrderNotDeletable,
      orderId: paid.id,
      serviceId: null,
    });
    expect(await orderRow(paid.id)).toBeDefined();
    expect(await app.knex('payments').where({ id: success.id })).toHaveLength(1);
  });

  it('answers 404 for an unknown order and 400 for a malformed id', async () => {
    const unknown = await remove('00000000-0000-4000-8000-000000000099');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json.message).toBe(SERVER_MESSAGES.orderNotFound);
    expect((await remove('not-a-uuid')).statusCode).toBe(400);
  });
});

describe('POST /api/admin/orders/{id}/status', () => {
  const setStatus = (id: string, status: string, headers: Record<string, string> = admin.headers) =>
    app.inject<AdminOrder & { message: string }>({
      method: 'POST',
      url: `/api/admin/orders/${id}/status`,
      payload: { status },
      headers,
    });
  let owner: UserRow;
  beforeAll(async () => {
    owner = await user(app, newTag(), 'status');
  });

  it.each([
    [{ status: 'PENDING', paid: false }, 'CANCELLED'],
    [{ status: 'CANCELLED', paid: false }, 'PENDING'],
    [{ status: 'ACTIVE', paid: true }, 'COMPLETED'],
  ] as const)('moves %o to %s, audited before and after', async (state, next) => {
    const o = await order(app, owner, state);
    const res = await setStatus(o.id, next);
    expect(res.statusCode, res.payload).toBe(200);
    expect(res.json).toMatchObject({ id: o.id, status: next, paid: state.paid, user: { id: owner.id } });
    expect((await orderRow(o.id))!.status).toBe(next);
    const audit = await auditOf('order.status_changed', o.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actor_user_id).toBe(admin.user.id);
    expect(audit[0]!.data).toEqual({ before: { status: state.status }, after: { status: next } });
  });

  it.each([
    [{ status: 'FAILED', paid: true }, 'PROVISIONING', SERVER_MESSAGES.orderStatusUseCreateService],
    [{ status: 'PENDING', paid: true }, 'CANCELLED', SERVER_MESSAGES.paidOrderNotCancellable],
    [{ status: 'PENDING', paid: false }, 'COMPLETED', SERVER_MESSAGES.orderNotCompletable],
    [{ status: 'PROVISIONING', paid: true }, 'ACTIVE', SERVER_MESSAGES.orderStatusSetBySystem],
    [{ status: 'ACTIVE', paid: true }, 'EXPIRED', SERVER_MESSAGES.orderStatusSetBySystem],
    [{ status: 'ACTIVE', paid: true }, 'PENDING', SERVER_MESSAGES.orderNotReopenable],
    [{ status: 'PENDING', paid: false }, 'PENDING', SERVER_MESSAGES.orderStatusUnchanged],
  ] as const)('refuses %o to %s with 409, nothing changed', async (state, next, message) => {
    const o = await order(app, owner, state);
    const res = await setStatus(o.id, next);
    expect(res.statusCode).toBe(409);
    expect(res.json.message).toBe(message);
    expect((await orderRow(o.id))!.status).toBe(state.status);
    expect(await auditOf('order.status_changed', o.id)).toEqual([]);
  });

  it('answers 404 for an unknown order and 400 for a status the contract does not know', async () => {
    const unknown = await setStatus('00000000-0000-4000-8000-000000000098', 'CANCELLED');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json.message).toBe(SERVER_MESSAGES.orderNotFound);
    const o = await order(app, owner);
    expect((await setStatus(o.id, 'DONE')).statusCode).toBe(400);
  });
});

describe('POST /api/admin/orders/{id}/email-details', () => {
  const emailDetails = (id: string, payload: object = {}, headers: Record<string, string> = admin.headers) =>
    app.inject<{ message: string }>({
      method: 'POST',
      url: `/api/admin/orders/${id}/email-details`,
      headers,
      payload,
    });
  const outboxTo = (email: string) => app.knex('email_outbox').where({ to_address: email });

  it("queues the details to the customer in the customer's language, with the admin's message, audited", async () => {
    const amharic = await user(app, newTag(), 'amh', { locale: 'am' });
    const o = await order(app, amharic, { service_name: 'Package Small' });
    const res = await emailDetails(o.id, { customMessage: 'ሰርቨርዎ ነገ ይዘጋጃል።\n<b>Thanks</b>' });
    expect(res.statusCode, res.payload).toBe(200);
    expect(res.json).toEqual({ message: SERVER_MESSAGES.orderDetailsSent });
    const [queued] = await outboxTo(amharic.email);
    expect(queued.subject).toBe(`ትዕዛዝ ${o.id.slice(0, 8).toUpperCase()}፦ Package Small`);
    expect(queued.text_body).toContain('ሰርቨርዎ ነገ ይዘጋጃል።\n<b>Thanks</b>');
    expect(queued.text_body).toContain(`የትዕዛዝ ቁጥር: ${o.id}`);
    expect(queued.html_body).toContain('&lt;b&gt;Thanks&lt;/b&gt;');
    expect(queued.html_body).not.toContain('<b>Thanks</b>');
    const [audit] = await auditOf('order.details_emailed', o.id);
    expect(audit!.actor_user_id).toBe(admin.user.id);
    expect(audit!.data).toMatchObject({ to: amharic.email, locale: 'am' });
    await app.runJobs();
    expect(app.sentMail.filter((m) => m.to === amharic.email)).toHaveLength(1);
  });

  it('sends the details alone without a message, in English for an English customer', async () => {
    const english = await user(app, newTag(), 'eng');
    const o = await order(app, english, { service_name: 'Package Small' });
    const res = await emailDetails(o.id);
    expect(res.statusCode, res.payload).toBe(200);
    const [queued] = await outboxTo(english.email);
    expect(queued.subject).toBe(`Order ${o.id.slice(0, 8).toUpperCase()}: Package Small`);
    expect(queued.text_body).not.toContain('A note from');
    // A blank message is no message.
    await emailDetails(o.id, { customMessage: '   ' });
    const both = await outboxTo(english.email);
    expect(both).toHaveLength(2);
    expect(both.every((m: { text_body: string }) => !m.text_body.includes('A note from'))).toBe(true);
    // The body is optional in the contract: a request without one is the details alone.
    const bare = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${o.id}/email-details`,
      headers: admin.headers,
    });
    expect(bare.statusCode, bare.payload).toBe(200);
    expect(await outboxTo(english.email)).toHaveLength(3);
  });

  it('answers 404 for an unknown order and 400 for a message over 2000 characters, queuing nothing', async () => {
    const unknown = await emailDetails('00000000-0000-4000-8000-000000000097');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json.message).toBe(SERVER_MESSAGES.orderNotFound);
    const owner = await user(app, newTag(), 'long');
    const o = await order(app, owner);
    const tooLong = await emailDetails(o.id, { customMessage: 'x'.repeat(2001) });
    expect(tooLong.statusCode).toBe(400);
    const extra = await emailDetails(o.id, { customMessage: 'hi', cc: 'x@example.et' });
    expect(extra.statusCode).toBe(400);
    expect(await outboxTo(owner.email)).toEqual([]);
  });
});

describe('who may call the order operations', () => {
  it('refuses customers (403) and anonymous callers (401), and nothing changes', async () => {
    const owner = await user(app, newTag(), 'guard');
    const o = await order(app, owner);
    const calls = [
      { method: 'GET', url: '/api/admin/orders' },
      { method: 'DELETE', url: `/api/admin/orders/${o.id}` },
      { method: 'POST', url: `/api/admin/orders/${o.id}/status`, payload: { status: 'CANCELLED' } },
      { method: 'POST', url: `/api/admin/orders/${o.id}/email-details`, payload: {} },
    ];
    for (const call of calls) {
      const asCustomer = await app.inject({ ...call, headers: customer.headers });
      expect(asCustomer.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect((asCustomer.json as { message: string }).message).toBe(SERVER_MESSAGES.adminRequired);
      const anonymous = await app.inject(call);
      expect(anonymous.statusCode, `${call.method} ${call.url}`).toBe(401);
    }
    expect(await orderRow(o.id)).toMatchObject({ status: 'PENDING', paid: false });
    expect(await app.knex('email_outbox').where({ to_address: owner.email })).toEqual([]);
    expect(await app.knex('audit_log').where({ entity_id: o.id })).toEqual([]);
  });

  it('stops a demoted admin at once', async () => {
    const demoted = await app.signUpAdmin();
    expect((await adminGet(app, demoted, 'admin/orders', { limit: 1 })).statusCode).toBe(200);
    await app.setAdmin(demoted.user.id, false);
    expect((await adminGet(app, demoted, 'admin/orders', { limit: 1 })).statusCode).toBe(403);
  });
});
