/**
 * The console's support tickets (issue 40), through the server: the list's filters and search,
 * answers and internal notes, the changes an admin makes (audited), who hears of what (the
 * admins' Telegram chat through the fake Bot API, the support inbox, the customer's mail), and
 * the auto-close with the clock moved.
 */
import { fromDbJson, setClock } from '@shop/db';
import { SERVER_MESSAGES, TICKET_AUTOCLOSE_DAYS } from '@shop/domain';
import type { components } from '@shop/domain/generated/api-types.gen';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app/index.ts';
import type { TestApp, TestUser } from '../../test/app/index.ts';
import { startFakeTelegram } from '../../test/fakes/telegram-bot-api.ts';
import type { FakeTelegram } from '../../test/fakes/telegram-bot-api.ts';
import { multipart, PNG_1X1 } from '../../test/helpers/multipart.ts';
import type { ErrorBody } from '../../test/helpers/orders.ts';
import { TICKET_AUTOCLOSE_JOB } from '../services/tickets/index.ts';
import { enqueueJob } from '../jobs/index.ts';

type TicketDetail = components['schemas']['TicketDetail'];
type AdminTicket = components['schemas']['AdminTicket'];
type AdminTicketDetail = components['schemas']['AdminTicketDetail'];

const ADMIN_CHAT = '-1004445556667';
const SUPPORT = 'desk@abay.test';

let telegram: FakeTelegram;
let app: TestApp;
let alice: TestUser;
let boss: TestUser;
beforeAll(async () => {
  telegram = await startFakeTelegram();
  app = await buildTestApp({
    env: {
      SUPPORT_EMAIL: SUPPORT,
      APP_URL: 'https://shop.test',
      TELEGRAM_BOT_TOKEN: telegram.token,
      TELEGRAM_BOT_USERNAME: telegram.username,
      TELEGRAM_WEBHOOK_SECRET: 'hook-secret',
      TELEGRAM_API_URL: telegram.url,
      TELEGRAM_ADMIN_CHAT_ID: ADMIN_CHAT,
    },
  });
  alice = await app.signUp();
  boss = await app.signUpAdmin();
});
afterAll(async () => {
  await app?.close();
  await telegram?.close();
});

async function open(user: TestUser, extra: Record<string, string> = {}) {
  const body = await multipart(
    {
      subject: 'Disk is full',
      department: 'TECHNICAL',
      priority: 'URGENT',
      message: 'My disk is full.',
      ...extra,
    },
    [{ name: 'df.png', bytes: PNG_1X1 }],
  );
  const res = await app.inject<TicketDetail>({
    method: 'POST',
    url: '/api/tickets',
    payload: body.payload,
    headers: { ...user.headers, ...body.headers },
  });
  expect(res.statusCode, res.payload).toBe(201);
  return res.json;
}

async function staffReply(id: string, message: string, internal: boolean, as: TestUser = boss) {
  const body = await multipart({ message, internal: String(internal) });
  return app.inject<AdminTicketDetail & ErrorBody>({
    method: 'POST',
    url: `/api/admin/tickets/${id}/replies`,
    payload: body.payload,
    headers: { ...as.headers, ...body.headers },
  });
}

async function customerReply(id: string, message: string) {
  const body = await multipart({ message });
  return app.inject<TicketDetail>({
    method: 'POST',
    url: `/api/tickets/${id}/replies`,
    payload: body.payload,
    headers: { ...alice.headers, ...body.headers },
  });
}

describe('a ticket from opening to the customer’s reply', () => {
  it('tells the admins’ chat and the support inbox, the customer gets the answer (not the note), and the console sees CUSTOMER_REPLY', async () => {
    telegram.reset();
    app.sentMail.length = 0;
    const ticket = await open(alice);
    await app.runJobs();
    const alert = telegram.sent().find((m) => m.chatId === ADMIN_CHAT && m.text.includes(ticket.number));
    expect(alert?.text).toContain('New support ticket');
    expect(alert?.text).toContain('Disk is full');
    expect(alert?.text).toContain(alice.username);
    expect(alert?.text).toContain('URGENT');
    expect(alert?.text).toContain(`https://shop.test/admin/tickets/${ticket.id}`);
    const inbox = app.sentMail.find((m) => m.to === SUPPORT && m.subject.includes(ticket.number));
    expect(inbox?.subject).toBe(`New ticket ${ticket.number}: Disk is full`);
    expect(inbox?.attachments ?? []).toEqual([]);

    const note = await staffReply(ticket.id, 'Probably the log files; check first.', true);
    expect(note.statusCode, note.payload).toBe(201);
    expect(note.json.status).toBe('OPEN');
    const answer = await staffReply(ticket.id, 'Please delete /var/log/big.log.', false);
    expect(answer.json.status).toBe('ANSWERED');
    expect(answer.json.messages.map((m) => [m.author, m.internal])).toEqual([
      ['CUSTOMER', false],
      ['STAFF', true],
      ['STAFF', false],
    ]);
    app.sentMail.length = 0;
    await app.runJobs();
    const mailed = app.sentMail.find((m) => m.to === alice.email);
    expect(mailed?.subject).toBe(`Re: Disk is full [${ticket.number}]`);
    expect(mailed?.text).toContain('Please delete /var/log/big.log.');
    expect(mailed?.text).toContain(`https://shop.test/support/${ticket.id}`);
    expect(mailed?.text).not.toContain('log files; check first');

    const read = await app.inject<TicketDetail>({ url: `/api/tickets/${ticket.id}`, headers: alice.headers });
    expect(read.json.messages.map((m) => m.body)).toEqual([
      'My disk is full.',
      'Please delete /var/log/big.log.',
    ]);

    expect((await customerReply(ticket.id, 'Done, thanks!')).json.status).toBe('CUSTOMER_REPLY');
    const list = await app.inject<AdminTicket[]>({
      url: '/api/admin/tickets?waiting=true',
      headers: boss.headers,
    });
    expect(list.json.find((t) => t.id === ticket.id)).toMatchObject({
      status: 'CUSTOMER_REPLY',
      waitingForUs: true,
      customer: { userId: alice.user.id, name: alice.username, email: alice.email },
    });
    await app.runJobs();
    expect(telegram.sent().some((m) => m.text.startsWith(`Customer reply on ticket ${ticket.number}`))).toBe(
      true,
    );
    const audit = await app
      .knex('audit_log')
      .where({ entity: 'ticket', entity_id: ticket.id })
      .orderBy('created_at')
      .pluck('action');
    expect(audit).toEqual(['ticket.created', 'ticket.noted', 'ticket.answered', 'ticket.replied']);
  });

  it('mails the answer in the customer’s language', async () => {
    const abebe = await app.signUp();
    await app.knex('users').where({ id: abebe.user.id }).update({ locale: 'am' });
    const ticket = await open(abebe);
    app.sentMail.length = 0;
    await staffReply(ticket.id, 'እባክዎ ፋይሉን ይሰርዙ።', false);
    await app.runJobs();
    const mailed = app.sentMail.find((m) => m.to === abebe.email);
    expect(mailed?.subject).toBe(`መልስ፦ Disk is full [${ticket.number}]`);
  });
});

describe('the console', () => {
  it('refuses a customer: the list, a ticket, a reply, a change and an attachment answer 403', async () => {
    const ticket = await open(alice);
    const attachment = ticket.messages[0]!.attachments[0]!;
    for (const [method, url] of [
      ['GET', '/api/admin/tickets'],
      ['GET', `/api/admin/tickets/${ticket.id}`],
      ['GET', `/api/admin/tickets/${ticket.id}/attachments/${attachment.id}`],
      ['GET', '/api/admin/tickets/stats'],
    ] as const) {
      const res = await app.inject({ method, url, headers: alice.headers });
      expect(res.statusCode, url).toBe(403);
    }
    const patch = await app.inject({
      method: 'PATCH',
      url: `/api/admin/tickets/${ticket.id}`,
      payload: { status: 'CLOSED' },
      headers: alice.headers,
    });
    expect(patch.statusCode).toBe(403);
    expect((await staffReply(ticket.id, 'I am staff now', false, alice)).statusCode).toBe(403);
    const row = await app.knex('tickets').where({ id: ticket.id }).first();
    expect(row.status).toBe('OPEN');
  });

  it('filters by status, department, priority, assignee and searches by number, subject and customer', async () => {
    const carol = await app.signUp();
    const billing = await open(carol, {
      subject: 'Invoice VAT wrong',
      department: 'BILLING',
      priority: 'LOW',
    });
    const sales = await open(carol, { subject: 'Bigger plan?', department: 'SALES', priority: 'NORMAL' });
    const patched = await app.inject<AdminTicketDetail>({
      method: 'PATCH',
      url: `/api/admin/tickets/${sales.id}`,
      payload: { assigneeId: boss.user.id, status: 'ON_HOLD' },
      headers: boss.headers,
    });
    expect(patched.json).toMatchObject({ assigneeId: boss.user.id, status: 'ON_HOLD', waitingForUs: false });
    const ids = async (query: string) =>
      (
        await app.inject<AdminTicket[]>({ url: `/api/admin/tickets?${query}`, headers: boss.headers })
      ).json.map((t) => t.id);
    expect(await ids('department=BILLING&search=VAT')).toEqual([billing.id]);
    expect(await ids(`assigneeId=${boss.user.id}`)).toEqual([sales.id]);
    expect(await ids('status=ON_HOLD&priority=NORMAL')).toContain(sales.id);
    expect(await ids(`search=${billing.number.toLowerCase()}`)).toEqual([billing.id]);
    expect(await ids(`search=${carol.username}`)).toEqual([sales.id, billing.id]);
    expect(await ids(`waiting=false&search=${carol.username}`)).toEqual([sales.id]);
    const total = await app.inject({ url: '/api/admin/tickets?limit=1', headers: boss.headers });
    expect(Number(total.headers['x-total-count'])).toBeGreaterThan(1);
  });

  it('assigns only to an admin, and audits a change with before and after', async () => {
    const ticket = await open(alice);
    const refused = await app.inject<ErrorBody>({
      method: 'PATCH',
      url: `/api/admin/tickets/${ticket.id}`,
      payload: { assigneeId: alice.user.id },
      headers: boss.headers,
    });
    expect([refused.statusCode, refused.json.message]).toEqual([400, SERVER_MESSAGES.ticketAssigneeNotAdmin]);
    const unknown = await app.inject({
      method: 'PATCH',
      url: '/api/admin/tickets/00000000-0000-4000-8000-000000000001',
      payload: { priority: 'LOW' },
      headers: boss.headers,
    });
    expect(unknown.statusCode).toBe(404);
    await app.inject({
      method: 'PATCH',
      url: `/api/admin/tickets/${ticket.id}`,
      payload: { priority: 'LOW', department: 'BILLING' },
      headers: boss.headers,
    });
    const audit = await app
      .knex('audit_log')
      .where({ entity_id: ticket.id, action: 'ticket.updated' })
      .first();
    expect(fromDbJson(audit.data)).toEqual({
      before: { priority: 'URGENT', department: 'TECHNICAL' },
      after: { priority: 'LOW', department: 'BILLING' },
    });
  });

  it('reads an internal note’s attachment as an admin, served as a download', async () => {
    const ticket = await open(alice);
    const body = await multipart({ message: 'see the screenshot', internal: 'true' }, [
      { name: 'x.png', bytes: PNG_1X1 },
    ]);
    const note = await app.inject<AdminTicketDetail>({
      method: 'POST',
      url: `/api/admin/tickets/${ticket.id}/replies`,
      payload: body.payload,
      headers: { ...boss.headers, ...body.headers },
    });
    const file = note.json.messages[1]!.attachments[0]!;
    const res = await app.inject({
      url: `/api/admin/tickets/${ticket.id}/attachments/${file.id}`,
      headers: boss.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('attachment;');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const customer = await app.inject({
      url: `/api/tickets/${ticket.id}/attachments/${file.id}`,
      headers: alice.headers,
    });
    expect(customer.statusCode).toBe(404);
  });

  it('counts the tickets waiting for us and the median time to a first answer', async () => {
    const stats = await app.inject<components['schemas']['AdminTicketStats']>({
      url: '/api/admin/tickets/stats',
      headers: boss.headers,
    });
    expect(stats.statusCode).toBe(200);
    const waiting = await app.inject({
      url: '/api/admin/tickets?waiting=true&limit=1',
      headers: boss.headers,
    });
    expect(stats.json.waiting).toBe(Number(waiting.headers['x-total-count']));
    expect(stats.json.medianFirstResponseMinutes).toEqual(expect.any(Number));
  });
});

describe('the auto-close', () => {
  it(`closes an answered ticket ${TICKET_AUTOCLOSE_DAYS} days after the answer without a reply, once, with a notice; not one the customer answered`, async () => {
    const quiet = await open(alice, { subject: 'quiet one' });
    const talkative = await open(alice, { subject: 'talkative one' });
    await staffReply(quiet.id, 'Try a reboot.', false);
    await staffReply(talkative.id, 'Try a reboot.', false);
    await customerReply(talkative.id, 'Did not help.');
    await app.runJobs();
    app.sentMail.length = 0;
    const start = Date.now();
    let clock = start + (TICKET_AUTOCLOSE_DAYS - 1) * 86_400_000;
    const restore = setClock(() => clock);
    try {
      await enqueueJob(app.knex, TICKET_AUTOCLOSE_JOB, null);
      await app.runJobs();
      expect((await app.knex('tickets').where({ id: quiet.id }).first()).status).toBe('ANSWERED');
      clock = start + TICKET_AUTOCLOSE_DAYS * 86_400_000 + 60_000;
      await enqueueJob(app.knex, TICKET_AUTOCLOSE_JOB, null);
      await enqueueJob(app.knex, TICKET_AUTOCLOSE_JOB, null);
      await app.runJobs();
    } finally {
      restore();
    }
    const closed = await app.knex('tickets').where({ id: quiet.id }).first();
    expect(closed.status).toBe('CLOSED');
    expect((await app.knex('tickets').where({ id: talkative.id }).first()).status).toBe('CUSTOMER_REPLY');
    const notices = app.sentMail.filter(
      (m) => m.to === alice.email && m.subject === `Ticket ${quiet.number} closed`,
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain(`${TICKET_AUTOCLOSE_DAYS} days ago`);
    const audit = await app.knex('audit_log').where({ entity_id: quiet.id, action: 'ticket.auto_closed' });
    expect(audit).toHaveLength(1);
    expect(audit[0].actor_user_id).toBeNull();
  });
});
