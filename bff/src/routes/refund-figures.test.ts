import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app/index.ts';
import type { TestApp, TestUser } from '../../test/app/index.ts';
import { provisionedService } from '../../test/helpers/fulfilment.ts';

let app: TestApp;
let admin: TestUser;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await app.signUpAdmin();
});
afterAll(async () => {
  await app?.close();
});

const get = <T>(url: string, as: TestUser = admin) =>
  app.inject<T>({ method: 'GET', url, headers: as.headers });
type Stats = { revenue: { total: number } };
type Payment = { id: string; status: string; amount: number; order: { id: string } };

describe('a refund leaves the refunded money out (issue 34)', () => {
  it('the order and its payment read REFUNDED, revenue and the total spent drop by its amount, the server shows no days left', async () => {
    const customer = await app.signUp();
    const service = await provisionedService(app, admin, customer);
    const orderId = (await app.knex('services').where({ id: service.id }).first('order_id'))
      .order_id as string;
    const order = await app.knex('orders').where({ id: orderId }).first('total_santim');
    const amount = Number(order.total_santim) / 100;
    const before = (await get<Stats>('/api/admin/stats')).json.revenue.total;

    const refunded = await app.inject<{ order: { status: string; paymentHistory: Payment[] } }>({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/refund`,
      payload: { reason: 'Not needed' },
      headers: admin.headers,
    });
    expect(refunded.statusCode, refunded.payload).toBe(200);
    expect(refunded.json.order.status).toBe('REFUNDED');
    expect(refunded.json.order.paymentHistory.map((p) => p.status)).toEqual(['REFUNDED']);

    expect((await get<Stats>('/api/admin/stats')).json.revenue.total).toBeCloseTo(before - amount, 2);
    const mine = await get<{ status: string }>(`/api/orders/${orderId}`, customer);
    expect(mine.json.status).toBe('REFUNDED');
    const refundedPayments = await get<Payment[]>('/api/admin/payments?status=REFUNDED');
    expect(refundedPayments.json.map((p) => p.order.id)).toContain(orderId);
    const successPayments = await get<Payment[]>('/api/admin/payments?status=SUCCESS');
    expect(successPayments.json.map((p) => p.order.id)).not.toContain(orderId);
    const refundedOrders = await get<Array<{ id: string }>>('/api/admin/orders?status=REFUNDED');
    expect(refundedOrders.json.map((o) => o.id)).toEqual([orderId]);

    const users = await get<Array<{ id: string; orderSummary: { totalSpent: number } }>>(
      `/api/admin/users?search=${encodeURIComponent(customer.email)}`,
    );
    expect(users.json.find((u) => u.orderSummary)?.orderSummary.totalSpent).toBe(0);
    const details = await get<{ daysLeft: number; status: string }>(
      `/api/services/${service.id}/details`,
      customer,
    );
    expect(details.json).toMatchObject({ status: 'TERMINATED', daysLeft: 0 });
  });

  it('mails the customer the credit note, attached, in their language', async () => {
    const customer = await app.signUp();
    await app.knex('users').where({ email: customer.email }).update({ locale: 'am' });
    const service = await provisionedService(app, admin, customer);
    const orderId = (await app.knex('services').where({ id: service.id }).first('order_id'))
      .order_id as string;
    const res = await app.inject<{ creditNoteNumber: string }>({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/refund`,
      payload: { reason: 'Not needed' },
      headers: admin.headers,
    });
    expect(res.statusCode, res.payload).toBe(200);
    const note = await app.knex('invoices').where({ order_id: orderId, kind: 'CREDIT_NOTE' }).first('id');
    const mail = await app
      .knex('email_outbox')
      .where({ to_address: customer.email, attach_invoice_id: note.id })
      .first();
    expect(mail, 'a mail with the credit note attached').toBeDefined();
    expect(String(mail.subject)).toContain(res.json.creditNoteNumber);
    expect(String(mail.subject)).toContain('ተመላሽ');
  });
});
