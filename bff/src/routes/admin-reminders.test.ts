import { dbClient, normalizeRow, normalizeRows } from '@shop/db';
import type { ServiceRow, UserRow } from '@shop/db';
import { insertTestOrder, insertTestService, insertTestUser } from '@shop/db/testing';
import { reminderDayOf, reminderSentMessage, SERVER_MESSAGES } from '@shop/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type {
  BulkReminderResponse,
  ReminderResponse,
} from '../services/lifecycle/reminders/sent-by-admin.ts';
import { buildTestApp } from '../../test/app/index.ts';
import type { TestApp, TestUser } from '../../test/app/index.ts';

const DAY = 86_400_000;
const ADDIS_OFFSET = 3 * 3_600_000;
const ETHIOPIC = /[\u1200-\u137F]/;

let app: TestApp;
let admin: TestUser;
let customer: TestUser;

/** Noon in Addis Ababa, `days` calendar days from today there: exactly `days` days left all day long. */
function addisNoonIn(days: number): Date {
  const today = Math.floor((Date.now() + ADDIS_OFFSET) / DAY);
  return new Date((today + days) * DAY - ADDIS_OFFSET + 12 * 3_600_000);
}

async function serviceFor(
  user: UserRow,
  daysLeft: number,
  status: ServiceRow['status'] = daysLeft < 0 ? 'EXPIRED' : 'ACTIVE',
): Promise<ServiceRow> {
  const order = await insertTestOrder(app.knex, user.id, { paid: true, status: 'ACTIVE' });
  return insertTestService(app.knex, order, {
    service_name: `Package Small ${daysLeft}`,
    status,
    end_date: addisNoonIn(daysLeft),
  });
}

const customerNamed = (name: string, locale: UserRow['locale'] = 'en') =>
  insertTestUser(app.knex, { username: name, email: `${name}@example.et`, locale });

const remind = (id: string, user: TestUser | null = admin, lang?: string) =>
  app.inject<ReminderResponse & { message: string }>({
    method: 'POST',
    url: `/api/admin/service/send-expiration-reminder/${id}`,
    headers: { ...(user ? user.headers : {}), ...(lang ? { 'accept-language': lang } : {}) },
  });

const remindAll = (user: TestUser | null = admin) =>
  app.inject<BulkReminderResponse & { message: string }>({
    method: 'POST',
    url: '/api/admin/service/send-expiration-reminders',
    ...(user ? { headers: user.headers } : {}),
  });

const outboxTo = (email: string) => app.knex('email_outbox').where({ to_address: email });
const serviceRow = async (id: string) =>
  normalizeRow('services', await app.knex('services').where({ id }).first())!;
const reminderAudits = async (id: string) =>
  normalizeRows(
    'audit_log',
    await app.knex('audit_log').where({ entity_id: id, action: 'service.reminder_sent' }),
  );

beforeAll(async () => {
  app = await buildTestApp();
  admin = await app.signUpAdmin();
  customer = await app.signUp();
});
afterAll(async () => {
  await app?.close();
});

describe('POST /api/admin/service/send-expiration-reminder/{id}', () => {
  it('reminds a service with 7 days left: the mail in the outbox, last_reminder_at, the audit row', async () => {
    const user = await customerNamed('sevendays');
    const service = await serviceFor(user, 7);
    const before = Date.now();
    const res = await remind(service.id);
    expect(res.statusCode, res.payload).toBe(200);
    expect(res.json).toEqual({
      message: reminderSentMessage('sevendays@example.et', 7),
      details: { userEmail: 'sevendays@example.et', daysRemaining: 7 },
    });
    expect(res.json.message).toBe('Reminder sent to sevendays@example.et. Days remaining: 7');
    const [mail] = await outboxTo('sevendays@example.et');
    expect(mail.subject).toBe('Your service Package Small 7 expires in 7 days');
    const row = await serviceRow(service.id);
    expect(row.last_reminder_at!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const [audit] = await reminderAudits(service.id);
    expect(audit).toMatchObject({
      actor_user_id: admin.user.id,
      entity: 'service',
      data: {
        before: { lastReminderAt: null },
        after: { lastReminderAt: row.last_reminder_at!.toISOString() },
        to: 'sevendays@example.et',
        daysLeft: 7,
        bulk: false,
      },
    });
    await app.runJobs();
    expect(app.sentMail.filter((m) => m.to === 'sevendays@example.et')).toHaveLength(1);
  });

  it("writes the mail in the customer's language", async () => {
    const user = await customerNamed('amharicreader', 'am');
    const service = await serviceFor(user, 3);
    expect((await remind(service.id)).statusCode).toBe(200);
    const [mail] = await outboxTo('amharicreader@example.et');
    expect(mail.subject).toMatch(ETHIOPIC);
    expect(mail.text_body).toMatch(ETHIOPIC);
  });

  it('reminds an expired service, with its negative days', async () => {
    const user = await customerNamed('expiredtwo');
    const service = await serviceFor(user, -2);
    const res = await remind(service.id);
    expect(res.statusCode, res.payload).toBe(200);
    expect(res.json.details).toEqual({ userEmail: 'expiredtwo@example.et', daysRemaining: -2 });
    expect(await outboxTo('expiredtwo@example.et')).toHaveLength(1);
  });

  it('refuses a service with 8 days left, and one an admin stopped, changing nothing', async () => {
    const user = await customerNamed('eightdays');
    const eight = await serviceFor(user, 8);
    const early = await remind(eight.id);
    expect(early.statusCode).toBe(409);
    expect(early.json.message).toBe(SERVER_MESSAGES.reminderNotDue);
    const stopped = await serviceFor(user, 2, 'INACTIVE');
    const suspended = await remind(stopped.id);
    expect(suspended.statusCode).toBe(409);
    expect(suspended.json.message).toBe(SERVER_MESSAGES.reminderServiceSuspended);
    expect(await outboxTo('eightdays@example.et')).toHaveLength(0);
    expect((await serviceRow(eight.id)).last_reminder_at).toBeNull();
    expect(await reminderAudits(eight.id)).toHaveLength(0);
  });

  it('sends at most one reminder per service per Addis Ababa day: a second one today is refused with 409, mailing nobody', async () => {
    const user = await customerNamed('oncetoday');
    const service = await serviceFor(user, 4);
    expect((await remind(service.id)).statusCode).toBe(200);
    const again = await remind(service.id);
    expect(again.statusCode).toBe(409);
    expect(again.json).toMatchObject({ statusCode: 409, message: SERVER_MESSAGES.reminderAlreadySentToday });
    expect(await outboxTo('oncetoday@example.et')).toHaveLength(1);
    expect(await reminderAudits(service.id)).toHaveLength(1);
    expect(await app.knex('service_reminders').where({ service_id: service.id })).toEqual([
      expect.objectContaining({ day: reminderDayOf(new Date()), sent_by: 'admin' }),
    ]);
    // Tomorrow is another day: yesterday's reminder does not hold today's back.
    await app.knex('service_reminders').where({ service_id: service.id }).update({ day: '2000-01-01' });
    expect((await remind(service.id)).statusCode).toBe(200);
    expect(await outboxTo('oncetoday@example.et')).toHaveLength(2);
  });

  it('of two sends at the same moment, exactly one mails (the database holds the rule)', async () => {
    const user = await customerNamed('racingadmins');
    const service = await serviceFor(user, 2);
    const answers = await Promise.all([remind(service.id), remind(service.id), remind(service.id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409))
      expect(refused.json.message).toBe(SERVER_MESSAGES.reminderAlreadySentToday);
    expect(await outboxTo('racingadmins@example.et')).toHaveLength(1);
    expect(await reminderAudits(service.id)).toHaveLength(1);
  });

  it('answers 404 for an unknown service and 400 for a malformed id', async () => {
    const unknown = await remind('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json.message).toBe(SERVER_MESSAGES.serviceNotFound);
    expect((await remind('not-a-uuid')).statusCode).toBe(400);
  });

  it("answers in the request's language", async () => {
    const user = await customerNamed('inamharic');
    const service = await serviceFor(user, 1);
    const res = await remind(service.id, admin, 'am');
    expect(res.statusCode).toBe(200);
    expect(res.json.message).toMatch(ETHIOPIC);
    expect(res.json.message).toContain('inamharic@example.et');
    expect(res.json.details.daysRemaining).toBe(1);
  });

  it('is for admins only, and a refused caller changes nothing', async () => {
    const user = await customerNamed('notbycustomers');
    const service = await serviceFor(user, 2);
    const asCustomer = await remind(service.id, customer);
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json.message).toBe(SERVER_MESSAGES.adminRequired);
    expect((await remind(service.id, null)).statusCode).toBe(401);
    expect(await outboxTo('notbycustomers@example.et')).toHaveLength(0);
    expect((await serviceRow(service.id)).last_reminder_at).toBeNull();
  });
});

describe('POST /api/admin/service/send-expiration-reminders', () => {
  let due: Record<string, ServiceRow>;
  let notDue: Record<string, ServiceRow>;
  let emails: Record<string, string>;

  beforeEach(async () => {
    await app.knex('services').del();
    await app.knex('email_outbox').del();
    const tag = Math.random().toString(36).slice(2, 8);
    const made: Record<string, UserRow> = {};
    for (const key of ['five', 'today', 'expired', 'longgone', 'eight', 'stopped']) {
      made[key] = await customerNamed(`${key}${tag}`, key === 'five' ? 'am' : 'en');
    }
    emails = Object.fromEntries(Object.entries(made).map(([k, u]) => [k, u.email]));
    due = {
      five: await serviceFor(made.five!, 5),
      today: await serviceFor(made.today!, 0),
      expired: await serviceFor(made.expired!, -3),
      longgone: await serviceFor(made.longgone!, -400),
    };
    notDue = {
      eight: await serviceFor(made.eight!, 8),
      stopped: await serviceFor(made.stopped!, 2, 'INACTIVE'),
    };
  });

  it('reminds every due service and counts them', async () => {
    const res = await remindAll();
    expect(res.statusCode, res.payload).toBe(200);
    expect(res.json).toEqual({
      message: SERVER_MESSAGES.remindersSent,
      summary: { emailsSent: 4, emailsFailed: 0, alreadyRemindedToday: 0, totalChecked: 4 },
    });
    for (const key of Object.keys(due)) {
      expect(await outboxTo(emails[key]!), key).toHaveLength(1);
      expect((await serviceRow(due[key]!.id)).last_reminder_at, key).not.toBeNull();
    }
    for (const key of Object.keys(notDue)) {
      expect(await outboxTo(emails[key]!), key).toHaveLength(0);
      expect((await serviceRow(notDue[key]!.id)).last_reminder_at, key).toBeNull();
    }
    const [amharic] = await outboxTo(emails.five!);
    expect(amharic.subject).toMatch(ETHIOPIC);
    const [run] = normalizeRows(
      'audit_log',
      await app.knex('audit_log').where({ action: 'service.reminders_sent' }).orderBy('created_at', 'desc'),
    );
    expect(run).toMatchObject({
      actor_user_id: admin.user.id,
      data: { emailsSent: 4, emailsFailed: 0, alreadyRemindedToday: 0, totalChecked: 4 },
    });
    expect(await reminderAudits(due.expired!.id)).toEqual([
      expect.objectContaining({ data: expect.objectContaining({ bulk: true, daysLeft: -3 }) }),
    ]);
  });

  it('skips, and counts, the services that had their reminder today; a second run mails nobody', async () => {
    expect((await remind(due.five!.id)).statusCode).toBe(200);
    const preview = await app.inject<{ customers: number; services: number }>({
      url: '/api/admin/service/expiration-reminders/preview',
      headers: admin.headers,
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json).toEqual({ customers: 3, services: 3 });
    const res = await remindAll();
    expect(res.json.summary).toEqual({
      emailsSent: 3,
      emailsFailed: 0,
      alreadyRemindedToday: 1,
      totalChecked: 4,
    });
    expect(await outboxTo(emails.five!)).toHaveLength(1);
    const again = await remindAll();
    expect(again.json.summary).toEqual({
      emailsSent: 0,
      emailsFailed: 0,
      alreadyRemindedToday: 4,
      totalChecked: 4,
    });
    for (const key of Object.keys(due)) expect(await outboxTo(emails[key]!), key).toHaveLength(1);
    const after = await app.inject<{ customers: number; services: number }>({
      url: '/api/admin/service/expiration-reminders/preview',
      headers: admin.headers,
    });
    expect(after.json).toEqual({ customers: 0, services: 0 });
  });

  it('previews the customers who would get one: a customer with two due services counts once; nothing is sent', async () => {
    const owner = normalizeRow('users', await app.knex('users').where({ email: emails.today! }).first())!;
    await serviceFor(owner, 6);
    const preview = await app.inject<{ customers: number; services: number }>({
      url: '/api/admin/service/expiration-reminders/preview',
      headers: admin.headers,
    });
    expect(preview.json).toEqual({ customers: 4, services: 5 });
    expect(await app.knex('email_outbox')).toHaveLength(0);
    expect(await app.knex('service_reminders')).toHaveLength(0);
    const asCustomer = await app.inject({
      url: '/api/admin/service/expiration-reminders/preview',
      headers: customer.headers,
    });
    expect(asCustomer.statusCode).toBe(403);
  });

  it('counts a reminder that fails, and keeps the others', async () => {
    const failing = due.expired!.id;
    const mysql = dbClient(app.knex) === 'mysql';
    // The database refuses to record this one reminder, as a failing disk or lock would.
    await app.knex.raw(
      mysql
        ? `create trigger refuse_reminder before update on services for each row
           begin if new.id = '${failing}' then signal sqlstate '45000' set message_text = 'refused by the test'; end if; end`
        : `create trigger refuse_reminder before update on services when new.id = '${failing}'
           begin select raise(abort, 'refused by the test'); end`,
    );
    try {
      const res = await remindAll();
      expect(res.statusCode, res.payload).toBe(200);
      expect(res.json.summary).toEqual({
        emailsSent: 3,
        emailsFailed: 1,
        alreadyRemindedToday: 0,
        totalChecked: 4,
      });
    } finally {
      await app.knex.raw('drop trigger refuse_reminder');
    }
    expect(await outboxTo(emails.expired!)).toHaveLength(0);
    expect((await serviceRow(failing)).last_reminder_at).toBeNull();
    expect(await reminderAudits(failing)).toHaveLength(0);
    for (const key of ['five', 'today', 'longgone']) {
      expect(await outboxTo(emails[key]!), key).toHaveLength(1);
    }
  });

  it('checks nothing when nothing is due', async () => {
    await app
      .knex('services')
      .whereIn(
        'id',
        Object.values(due).map((s) => s.id),
      )
      .del();
    const res = await remindAll();
    expect(res.json.summary).toEqual({
      emailsSent: 0,
      emailsFailed: 0,
      alreadyRemindedToday: 0,
      totalChecked: 0,
    });
  });

  it('is for admins only, and a refused caller sends nothing', async () => {
    const asCustomer = await remindAll(customer);
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json.message).toBe(SERVER_MESSAGES.adminRequired);
    expect((await remindAll(null)).statusCode).toBe(401);
    expect(await app.knex('email_outbox')).toHaveLength(0);
    expect((await serviceRow(due.five!.id)).last_reminder_at).toBeNull();
  });
});
