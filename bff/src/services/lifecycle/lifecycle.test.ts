import { normalizeRow, normalizeRows } from '@shop/db';
import { DEFAULT_LIFECYCLE_SETTINGS } from '@shop/domain';
import type { LifecycleSettings } from '@shop/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/app/index.ts';
import type { TestApp, TestUser } from '../../../test/app/index.ts';
import { buyKvm, markPaid, newReference, provisionedService } from '../../../test/helpers/fulfilment.ts';
import { formatDay } from '../../mail/format.ts';
import { listAdminServices } from '../admin/services-list.ts';
import type { AdminService } from '../admin/service-views.ts';
import type { ServiceSummary } from '../fulfilment/views.ts';
import { enqueueLifecycleSweep, runLifecycleSweep } from './sweep.ts';

let app: TestApp;
let admin: TestUser;
let alice: TestUser;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await app.signUpAdmin();
  alice = await app.signUp();
});
afterAll(async () => {
  await app?.close();
});
beforeEach(async () => {
  // Each test looks at its own services: earlier ones are put far out of the sweep's reach.
  await app.knex('services').update({ end_date: new Date(Date.now() + 3650 * DAY), hold_until: null });
  await app.knex('orders').where({ status: 'PENDING', paid: false }).update({ status: 'CANCELLED' });
});

const DAY = 86_400_000;
const URL = 'http://shop.test';

function sweep(at: Date, settings: Partial<LifecycleSettings> = {}) {
  return runLifecycleSweep(
    { knex: app.knex, appUrl: URL, settings: { ...DEFAULT_LIFECYCLE_SETTINGS, ...settings } },
    at,
  );
}

const serviceRow = async (id: string) =>
  normalizeRow('services', await app.knex('services').where({ id }).first())!;
const machineOf = async (serviceId: string) =>
  normalizeRow(
    'simulated_machines',
    await app.knex('simulated_machines').where({ service_id: serviceId }).first(),
  )!;
const renewalOrders = async (serviceId: string) =>
  normalizeRows(
    'orders',
    await app.knex('orders').where({ renewal_of_service_id: serviceId }).orderBy('created_at'),
  );
const mailsTo = async (email: string, subject: RegExp) =>
  normalizeRows('email_outbox', await app.knex('email_outbox').where({ to_address: email })).filter((m) =>
    subject.test(m.subject),
  );

/** A provisioned KVM service of alice's whose end date is `end`. */
async function serviceEnding(end: Date) {
  const service = await provisionedService(app, admin, alice);
  await app.knex('services').where({ id: service.id }).update({ end_date: end });
  return service;
}

function extend(id: string, days: number, user = alice) {
  return app.inject<{ order: { id: string } }>({
    method: 'POST',
    url: `/api/services/${id}/extend`,
    payload: { days },
    headers: user.headers,
  });
}

describe('renewal orders before the end', () => {
  it('makes one renewal order 7 days before the end, priced as Extend, named in the reminder with its pay link', async () => {
    const now = new Date();
    const end = new Date(now.getTime() + 6 * DAY + 3_600_000);
    const service = await serviceEnding(end);

    expect((await sweep(now)).renewalOrders).toBe(1);
    expect((await sweep(now)).renewalOrders).toBe(0);
    expect((await sweep(new Date(now.getTime() + DAY))).renewalOrders).toBe(0);
    const [order, ...others] = await renewalOrders(service.id);
    expect(others).toEqual([]);
    expect(order).toMatchObject({ status: 'PENDING', paid: false, duration_days: 30 });

    // Extend for the same days answers the same order: priced the same, never a second one.
    const extended = await extend(service.id, 30);
    expect(extended.statusCode, extended.payload).toBe(201);
    expect(extended.json.order.id).toBe(order!.id);
    expect(await renewalOrders(service.id)).toHaveLength(1);

    const list = await app.inject<ServiceSummary[]>({ url: '/api/services/list', headers: alice.headers });
    const summary = list.json.find((s) => s.id === service.id)!;
    expect(summary.renewalDue).toMatchObject({ orderId: order!.id, endDate: end.toISOString(), days: 30 });
    expect(summary.renewalDue!.amount * 100).toBe(order!.total_santim);

    // The 3-days reminder names the amount and links to the order's payment, once.
    const at3 = new Date(end.getTime() - 3 * DAY + 60_000);
    expect((await sweep(at3)).reminders).toBe(1);
    expect((await sweep(at3)).reminders).toBe(0);
    const [reminder] = await mailsTo(alice.user.email, /expires in 3 days/);
    expect(reminder!.text_body).toContain(`${URL}/payment-instruction?orderId=${order!.id}`);
    expect(reminder!.text_body).toMatch(/ETB/);
  });

  it("sends no automatic reminder on a day an admin reminded the customer, and an admin none after the sweep's", async () => {
    // Noon in Addis Ababa 3 calendar days from today there: 3 days left all day long.
    const addisToday = Math.floor((Date.now() + 3 * 3_600_000) / DAY);
    const end = new Date((addisToday + 3) * DAY - 3 * 3_600_000 + 12 * 3_600_000);
    const remind = (id: string) =>
      app.inject<{ message: string }>({
        method: 'POST',
        url: `/api/admin/service/send-expiration-reminder/${id}`,
        headers: admin.headers,
      });

    const mailsBefore = (await mailsTo(alice.user.email, /expires in 3 days/)).length;
    const byAdmin = await serviceEnding(end);
    expect((await remind(byAdmin.id)).statusCode).toBe(200);
    const bySweep = await serviceEnding(end);
    expect((await sweep(new Date())).reminders).toBe(1);
    const refused = await remind(bySweep.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json.message).toMatch(/already received a reminder for this service today/);

    const days = normalizeRows(
      'service_reminders',
      await app.knex('service_reminders').whereIn('service_id', [byAdmin.id, bySweep.id]),
    );
    expect(days.map((d) => [d.service_id, d.sent_by]).sort()).toEqual(
      [
        [byAdmin.id, 'admin'],
        [bySweep.id, 'lifecycle'],
      ].sort(),
    );
    // One mail per service: the admin's and the sweep's, none twice.
    expect(await mailsTo(alice.user.email, /expires in 3 days/)).toHaveLength(mailsBefore + 2);
  });

  it('lets Extend replace an open renewal for other days, and refuses while its payment awaits confirmation', async () => {
    const now = new Date();
    const service = await serviceEnding(new Date(now.getTime() + 5 * DAY));
    await sweep(now);
    const [systemOrder] = await renewalOrders(service.id);

    const longer = await extend(service.id, 90);
    expect(longer.statusCode, longer.payload).toBe(201);
    const orders = await renewalOrders(service.id);
    expect(orders.map((o) => [o.id, o.status])).toEqual([
      [systemOrder!.id, 'CANCELLED'],
      [longer.json.order.id, 'PENDING'],
    ]);

    const report = await app.inject({
      method: 'POST',
      url: `/api/orders/${longer.json.order.id}/record-payment`,
      payload: {
        paymentMethod: 'CBE',
        paymentReference: newReference(),
        paidBy: 'Alice',
        accountSuffix: '1234',
      },
      headers: alice.headers,
    });
    expect(report.statusCode, report.payload).toBe(201);
    const refused = await extend(service.id, 30);
    expect(refused.statusCode).toBe(409);
    expect((refused.json as unknown as { orderId: string }).orderId).toBe(longer.json.order.id);
  });
});

describe('suspension and renewal', () => {
  it('suspends at the end on the provider with a mail, and paying brings it back from the old end date', async () => {
    const now = new Date();
    const end = new Date(now.getTime() + 2 * DAY);
    const service = await serviceEnding(end);
    await sweep(now);
    const [renewal] = await renewalOrders(service.id);

    expect((await sweep(new Date(end.getTime() - 1000))).suspended).toBe(0);
    expect((await sweep(new Date(end.getTime() + 1000))).suspended).toBe(1);
    expect((await sweep(new Date(end.getTime() + 2000))).suspended).toBe(0);
    expect((await serviceRow(service.id)).status).toBe('EXPIRED');
    await app.runJobs();
    expect((await machineOf(service.id)).suspended).toBe(true);
    const [mail, ...more] = await mailsTo(alice.user.email, /has expired and is stopped/);
    expect(more).toEqual([]);
    expect(mail!.text_body).toContain(`/payment-instruction?orderId=${renewal!.id}`);

    expect((await markPaid(app, admin, renewal!.id)).statusCode).toBe(200);
    const back = await serviceRow(service.id);
    expect(back.status).toBe('ACTIVE');
    expect(back.end_date.getTime()).toBe(end.getTime() + 30 * DAY);
    await app.runJobs();
    expect((await machineOf(service.id)).suspended).toBe(false);
  });

  it('waits GRACE_DAYS after the end', async () => {
    const now = new Date();
    const end = new Date(now.getTime() - DAY - 1000);
    const service = await serviceEnding(end);
    expect((await sweep(now, { graceDays: 2 })).suspended).toBe(0);
    expect((await serviceRow(service.id)).status).toBe('ACTIVE');
    expect((await sweep(new Date(end.getTime() + 2 * DAY), { graceDays: 2 })).suspended).toBe(1);
  });
});

describe('termination', () => {
  it('warns 3 days before, terminates 14 days after the end once: machine, address and credentials gone', async () => {
    const now = new Date();
    const end = new Date(now.getTime() - 1000);
    const service = await serviceEnding(end);
    await sweep(now);
    const [renewal] = await renewalOrders(service.id);
    await app.runJobs();

    expect((await sweep(new Date(end.getTime() + 11 * DAY - 1000))).warned).toBe(0);
    expect((await sweep(new Date(end.getTime() + 11 * DAY))).warned).toBe(1);
    expect((await sweep(new Date(end.getTime() + 12 * DAY))).warned).toBe(0);
    expect(await mailsTo(alice.user.email, /will be deleted on/)).toHaveLength(1);

    expect((await sweep(new Date(end.getTime() + 14 * DAY - 1000))).terminated).toBe(0);
    const at = new Date(end.getTime() + 14 * DAY);
    expect((await sweep(at)).terminated).toBe(1);
    expect((await sweep(new Date(at.getTime() + DAY))).terminated).toBe(0);
    await app.runJobs();

    const row = await serviceRow(service.id);
    expect(row).toMatchObject({
      status: 'EXPIRED',
      connection_encrypted: null,
      current_status: 'terminated',
    });
    expect(row.terminated_at).toEqual(at);
    expect((await machineOf(service.id)).terminated).toBe(true);
    const allocation = await app.knex('ip_allocations').where({ service_id: service.id }).first();
    expect(allocation.released_at).not.toBeNull();
    expect((await renewalOrders(service.id)).map((o) => o.status)).toEqual(['CANCELLED']);
    expect(await mailsTo(alice.user.email, /has been deleted/)).toHaveLength(1);
    expect(
      await app.knex('audit_log').where({ action: 'service.terminated', entity_id: service.id }),
    ).toHaveLength(1);

    const details = await app.inject<{ status: string }>({
      url: `/api/services/${service.id}/details`,
      headers: alice.headers,
    });
    expect(details.json.status).toBe('TERMINATED');
    expect((await extend(service.id, 30)).statusCode).toBe(409);
    expect((await markPaid(app, admin, renewal!.id)).statusCode).toBe(409);
  });

  /** The date the console shows for the service at `at`. */
  async function consoleTerminatesAt(id: string, at: Date) {
    const { rows } = await listAdminServices(app.knex, { search: id }, at);
    return rows.find((r) => r.id === id)!.terminatesAt;
  }

  /**
   * The warning goes out at `warnedAt` (a late one): the mail names warnedAt + 3 days, the console
   * shows it, nothing is terminated before it, then exactly once.
   */
  async function expectLateWarningThenTermination(id: string, warnedAt: Date, warnings: number) {
    const terminatesAt = new Date(warnedAt.getTime() + 3 * DAY);
    const mails = await mailsTo(alice.user.email, /will be deleted on/);
    expect(mails).toHaveLength(warnings + 1);
    expect(mails.map((m) => m.subject)).toContain(
      `Your service ${(await serviceRow(id)).service_name} will be deleted on ${formatDay(terminatesAt, 'en')}`,
    );
    expect(await consoleTerminatesAt(id, warnedAt)).toBe(terminatesAt.toISOString());
    const audit = normalizeRow(
      'audit_log',
      await app.knex('audit_log').where({ action: 'service.termination_warned', entity_id: id }).first(),
    );
    expect(audit!.data).toMatchObject({ terminatesAt: terminatesAt.toISOString() });

    expect(await sweep(new Date(warnedAt.getTime() + DAY))).toMatchObject({ warned: 0, terminated: 0 });
    expect((await sweep(new Date(terminatesAt.getTime() - 1000))).terminated).toBe(0);
    expect((await serviceRow(id)).terminated_at).toBeNull();
    expect((await sweep(terminatesAt)).terminated).toBe(1);
    expect((await sweep(new Date(terminatesAt.getTime() + DAY))).terminated).toBe(0);
    expect((await serviceRow(id)).terminated_at).toEqual(terminatesAt);
    expect(await mailsTo(alice.user.email, /will be deleted on/)).toHaveLength(warnings + 1);
    expect(await app.knex('audit_log').where({ action: 'service.terminated', entity_id: id })).toHaveLength(
      1,
    );
  }

  it('warns at the next sweep when a hold ends after the due date, and terminates 3 days after that warning', async () => {
    const warnings = (await mailsTo(alice.user.email, /will be deleted on/)).length;
    const now = new Date();
    const end = new Date(now.getTime() - 1000);
    const service = await serviceEnding(end);
    await sweep(now);
    const until = new Date(end.getTime() + 20 * DAY);
    await app.knex('services').where({ id: service.id }).update({ hold_until: until });
    // The console counts from the hold's end: the warning then, the termination 3 days later.
    expect(await consoleTerminatesAt(service.id, now)).toBe(
      new Date(until.getTime() + 3 * DAY).toISOString(),
    );

    // Held through the warning's and the termination's due dates: neither happens.
    expect(await sweep(new Date(end.getTime() + 11 * DAY))).toMatchObject({ warned: 0, terminated: 0 });
    expect(await sweep(new Date(end.getTime() + 14 * DAY))).toMatchObject({ warned: 0, terminated: 0 });

    const after = new Date(until.getTime() + 60_000);
    expect(await sweep(after)).toMatchObject({ warned: 1, terminated: 0 });
    await expectLateWarningThenTermination(service.id, after, warnings);
  });

  it('warns first when the sweep did not run for weeks, and terminates 3 days after that warning', async () => {
    const warnings = (await mailsTo(alice.user.email, /will be deleted on/)).length;
    const now = new Date();
    const end = new Date(now.getTime() - 1000);
    const service = await serviceEnding(end);
    await sweep(now);
    // The next sweep comes 30 days after the end: the warning was due on day 11, the termination on day 14.
    const late = new Date(end.getTime() + 30 * DAY);
    expect(await consoleTerminatesAt(service.id, late)).toBe(
      new Date(late.getTime() + 3 * DAY).toISOString(),
    );
    expect(await sweep(late)).toMatchObject({ warned: 1, terminated: 0 });
    await expectLateWarningThenTermination(service.id, late, warnings);
  });

  it('shows the end plus 14 days on the normal path, and the warning does not move it', async () => {
    const now = new Date();
    const end = new Date(now.getTime() - 1000);
    const service = await serviceEnding(end);
    await sweep(now);
    const due = new Date(end.getTime() + 14 * DAY).toISOString();
    expect(await consoleTerminatesAt(service.id, now)).toBe(due);
    expect((await sweep(new Date(end.getTime() + 11 * DAY))).warned).toBe(1);
    expect(await consoleTerminatesAt(service.id, new Date(end.getTime() + 12 * DAY))).toBe(due);
    expect((await sweep(new Date(end.getTime() + 14 * DAY))).terminated).toBe(1);
  });

  it('with TERMINATION_WARNING_DAYS 0 warns nobody and terminates at the end plus 14 days', async () => {
    const warnings = (await mailsTo(alice.user.email, /will be deleted on/)).length;
    const now = new Date();
    const end = new Date(now.getTime() - 1000);
    const service = await serviceEnding(end);
    const noWarning = { terminationWarningDays: 0 };
    await sweep(now, noWarning);
    expect((await sweep(new Date(end.getTime() + 14 * DAY - 1000), noWarning)).terminated).toBe(0);
    expect(await sweep(new Date(end.getTime() + 14 * DAY), noWarning)).toMatchObject({
      warned: 0,
      terminated: 1,
    });
    expect(await mailsTo(alice.user.email, /will be deleted on/)).toHaveLength(warnings);
    expect((await serviceRow(service.id)).terminated_at).not.toBeNull();
  });

  it('waits while the renewal payment awaits confirmation', async () => {
    const now = new Date();
    const end = new Date(now.getTime() - 1000);
    const service = await serviceEnding(end);
    await sweep(now);
    const [renewal] = await renewalOrders(service.id);
    const report = await app.inject({
      method: 'POST',
      url: `/api/orders/${renewal!.id}/record-payment`,
      payload: { paymentMethod: 'TELEBIRR', paymentReference: newReference('TELEBIRR'), paidBy: 'Alice' },
      headers: alice.headers,
    });
    expect(report.statusCode, report.payload).toBe(201);
    expect((await sweep(new Date(end.getTime() + 20 * DAY))).terminated).toBe(0);
    expect((await serviceRow(service.id)).terminated_at).toBeNull();
  });
});

describe('POST /api/admin/services/{id}/hold', () => {
  function hold(id: string, until: string, user = admin) {
    return app.inject<AdminService>({
      method: 'POST',
      url: `/api/admin/services/${id}/hold`,
      payload: { until },
      headers: user.headers,
    });
  }

  it('holds off suspension and termination until the date, audited', async () => {
    const now = new Date();
    const end = new Date(now.getTime() - 1000);
    const service = await serviceEnding(end);
    const until = new Date(now.getTime() + 20 * DAY);
    const res = await hold(service.id, until.toISOString());
    expect(res.statusCode, res.payload).toBe(200);
    expect(res.json).toMatchObject({ id: service.id, holdUntil: until.toISOString(), status: 'ACTIVE' });
    expect(await app.knex('audit_log').where({ action: 'service.held', entity_id: service.id })).toHaveLength(
      1,
    );

    expect((await sweep(new Date(end.getTime() + 19 * DAY))).suspended).toBe(0);
    expect((await serviceRow(service.id)).status).toBe('ACTIVE');
    const after = new Date(until.getTime() + 1000);
    // Past the retention period when the hold ends: suspended and warned, terminated 3 days later.
    expect(await sweep(after)).toMatchObject({ suspended: 1, warned: 1, terminated: 0 });
    expect((await sweep(new Date(after.getTime() + 3 * DAY))).terminated).toBe(1);
  });

  it('refuses a past date (400), an unknown service (404), a terminated one (409) and a customer (403)', async () => {
    const service = await serviceEnding(new Date(Date.now() + 30 * DAY));
    expect((await hold(service.id, new Date(Date.now() - 1000).toISOString())).statusCode).toBe(400);
    expect((await hold('00000000-0000-4000-8000-000000000000', '2099-01-01T00:00:00Z')).statusCode).toBe(404);
    expect((await hold(service.id, '2099-01-01T00:00:00Z', alice)).statusCode).toBe(403);
    await app
      .knex('services')
      .where({ id: service.id })
      .update({ status: 'EXPIRED', terminated_at: new Date() });
    expect((await hold(service.id, '2099-01-01T00:00:00Z')).statusCode).toBe(409);
  });
});

describe('stale orders', () => {
  it('cancels an unpaid first order after 7 days with a mail; one with a payment report waits', async () => {
    const stale = await buyKvm(app, alice);
    const reported = await buyKvm(app, alice);
    const report = await app.inject({
      method: 'POST',
      url: `/api/orders/${reported.id}/record-payment`,
      payload: { paymentMethod: 'TELEBIRR', paymentReference: newReference('TELEBIRR'), paidBy: 'Alice' },
      headers: alice.headers,
    });
    expect(report.statusCode, report.payload).toBe(201);
    const now = new Date();
    expect((await sweep(new Date(now.getTime() + 6 * DAY))).cancelledOrders).toBe(0);
    expect((await sweep(new Date(now.getTime() + 7 * DAY + 60_000))).cancelledOrders).toBe(1);
    expect((await sweep(new Date(now.getTime() + 8 * DAY))).cancelledOrders).toBe(0);
    const status = async (id: string) => (await app.knex('orders').where({ id }).first()).status;
    expect(await status(stale.id)).toBe('CANCELLED');
    expect(await status(reported.id)).toBe('PENDING');
    expect(await mailsTo(alice.user.email, /was cancelled/)).toHaveLength(1);
  });
});

describe('the sweep job', () => {
  it('is enqueued once per period however many instances tick', async () => {
    const at = Date.UTC(2030, 0, 1, 0, 0, 7);
    expect(await enqueueLifecycleSweep(app.knex, 300, at)).toEqual(expect.any(String));
    expect(await enqueueLifecycleSweep(app.knex, 300, at + 200_000)).toBeNull();
    expect(await enqueueLifecycleSweep(app.knex, 300, at + 300_000)).toEqual(expect.any(String));
  });
});
