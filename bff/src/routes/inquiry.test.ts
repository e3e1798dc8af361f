import { SERVER_MESSAGES, SERVER_MESSAGES_AM } from '@shop/domain';
import { INQUIRY_RATE_LIMIT } from '@shop/domain/contact';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app/index.ts';
import type { TestApp } from '../../test/app/index.ts';
import type { ErrorBody } from '../../test/helpers/orders.ts';

const SUPPORT = 'help-desk@abay.test';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp({
    env: { SUPPORT_EMAIL: SUPPORT, SUPPORT_PHONE: '+251 11 555 0100', SUPPORT_TELEGRAM: '@AbayHelpDesk' },
  });
});
afterAll(async () => {
  await app?.close();
});

let counter = 0;
/** Each test writes from its own client address, so one test's messages never use another's allowance. */
function freshAddress(): string {
  counter += 1;
  return `10.9.${Math.floor(counter / 250)}.${(counter % 250) + 1}`;
}
/** A subject no other test uses, to find this test's rows. */
function tag(): string {
  counter += 1;
  return `Cannot reach my server #${counter}`;
}

type Inquiry = { name: string; email: string; subject: string; message: string };

/** A valid message with its own subject, any field replaced (or left out with undefined). */
const inquiry = (overrides: Partial<Record<keyof Inquiry | 'phone', unknown>> = {}) => ({
  name: 'Abebe Kebede',
  email: 'abebe@example.et',
  subject: tag(),
  message: 'My server does not answer on port 22 since this morning.',
  ...overrides,
});

function send(payload: unknown, options: { address?: string; lang?: string } = {}) {
  return app.inject<ErrorBody & { message: string }>({
    method: 'POST',
    url: '/api/inquiry',
    payload: payload as object,
    remoteAddress: options.address ?? freshAddress(),
    headers: options.lang ? { 'accept-language': options.lang } : {},
  });
}

const counts = async () => ({
  inquiries: Number((await app.knex('inquiries').count({ n: '*' }).first())?.n),
  outbox: Number((await app.knex('email_outbox').count({ n: '*' }).first())?.n),
});

describe('GET /api/support-contact', () => {
  it('answers the configured contacts: the address mail reaches, the Telegram chat and the phone', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/support-contact' });
    expect(res.statusCode).toBe(200);
    expect(res.result).toEqual({
      email: SUPPORT,
      telegram: { handle: '@AbayHelpDesk', url: 'https://t.me/AbayHelpDesk' },
      phone: '+251 11 555 0100',
      hours: '16/7',
    });
  });
});

describe('POST /api/inquiry', () => {
  it('stores the trimmed message, queues one mail to the support address and answers 201 without a token', async () => {
    const subject = tag();
    const body = inquiry({ name: '  Abebe Kebede ', subject, message: '\n Line one\nLine two  ' });
    const res = await send(body);
    expect(res.statusCode, res.payload).toBe(201);
    expect(res.json).toEqual({ message: SERVER_MESSAGES.inquiryReceived });

    const rows = await app.knex('inquiries').where({ subject: subject });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Abebe Kebede',
      email: 'abebe@example.et',
      message: 'Line one\nLine two',
    });

    const queued = await app.knex('email_outbox').where({ to_address: SUPPORT });
    const mine = queued.filter((row: { subject: string }) => row.subject.includes(subject));
    expect(mine).toHaveLength(1);
    expect(mine[0].status).toBe('PENDING');

    app.sentMail.length = 0;
    await app.runJobs();
    const sent = app.sentMail.filter((m) => m.subject === `Support inquiry: ${subject}`);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toBe(SUPPORT);
    expect(sent[0]!.text).toContain('Line one\nLine two');
    expect(sent[0]!.text).toContain('Please reply to abebe@example.et');
    expect(sent[0]!.text).toContain('Abebe Kebede');
  });

  it('answers in the language of the request', async () => {
    const res = await send(inquiry(), { lang: 'am' });
    expect(res.statusCode).toBe(201);
    expect(res.json.message).toBe(SERVER_MESSAGES_AM.inquiryReceived);
  });

  describe('refuses a message with a field missing, blank or malformed, storing and queueing nothing', () => {
    it.each([
      ['no name', { name: undefined }, '"name" is required'],
      ['no e-mail', { email: undefined }, '"email" is required'],
      ['no subject', { subject: undefined }, '"subject" is required'],
      ['no message', { message: undefined }, '"message" is required'],
      ['an empty name', { name: '' }, SERVER_MESSAGES.inquiryNameEmpty],
      ['a name of spaces', { name: '   ' }, SERVER_MESSAGES.inquiryNameEmpty],
      ['a subject of spaces', { subject: ' \t ' }, SERVER_MESSAGES.inquirySubjectEmpty],
      ['a message of blank lines', { message: '\n  \n' }, SERVER_MESSAGES.inquiryMessageEmpty],
      ['an e-mail of spaces', { email: '   ' }, '"email" must be a valid email'],
      ['a malformed e-mail', { email: 'abebe@' }, '"email" must be a valid email'],
      ['a message too long', { message: 'x'.repeat(5001) }, expect.stringContaining('"message"')],
      ['an unknown field', { phone: '0911234567' }, '"phone" is not allowed'],
    ])('%s', async (_case, overrides, message) => {
      const before = await counts();
      const res = await send(inquiry(overrides));
      expect(res.statusCode).toBe(400);
      expect(res.json).toEqual({ statusCode: 400, error: 'Bad Request', message });
      expect(await counts()).toEqual(before);
    });

    it('says a blank field in Amharic too', async () => {
      const res = await send(inquiry({ subject: '  ' }), { lang: 'am' });
      expect(res.json.message).toBe(SERVER_MESSAGES_AM.inquirySubjectEmpty);
    });
  });

  it(`answers 429 after ${INQUIRY_RATE_LIMIT.messages} messages from one address, storing nothing more; other addresses are unaffected`, async () => {
    const address = freshAddress();
    for (let i = 0; i < INQUIRY_RATE_LIMIT.messages; i += 1) {
      expect((await send(inquiry(), { address })).statusCode).toBe(201);
    }
    const before = await counts();
    const limited = await send(inquiry(), { address });
    expect(limited.statusCode).toBe(429);
    expect(limited.json).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: SERVER_MESSAGES.inquiryRateLimited,
    });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(INQUIRY_RATE_LIMIT.windowSeconds - 60);
    expect(retryAfter).toBeLessThanOrEqual(INQUIRY_RATE_LIMIT.windowSeconds);
    expect(await counts()).toEqual(before);

    expect((await send(inquiry(), { address: freshAddress() })).statusCode).toBe(201);
  });

  it('counts only accepted messages: refused ones leave the allowance whole', async () => {
    const address = freshAddress();
    for (let i = 0; i < 3; i += 1) {
      expect((await send(inquiry({ name: ' ' }), { address })).statusCode).toBe(400);
    }
    for (let i = 0; i < INQUIRY_RATE_LIMIT.messages; i += 1) {
      expect((await send(inquiry(), { address })).statusCode).toBe(201);
    }
    expect((await send(inquiry(), { address })).statusCode).toBe(429);
  });

  it('tells the limit in Amharic', async () => {
    const address = freshAddress();
    for (let i = 0; i < INQUIRY_RATE_LIMIT.messages; i += 1) await send(inquiry(), { address });
    const limited = await send(inquiry(), { address, lang: 'am' });
    expect(limited.json.message).toBe(SERVER_MESSAGES_AM.inquiryRateLimited);
  });
});

describe('POST /api/inquiry when the mail cannot be queued', () => {
  let broken: TestApp;
  beforeAll(async () => {
    broken = await buildTestApp();
    await broken.knex.schema.dropTable('email_outbox');
  });
  afterAll(async () => {
    await broken?.close();
  });

  it('answers 500 and keeps no message (one transaction), without using the allowance', async () => {
    const address = '10.99.0.1';
    for (let i = 0; i <= INQUIRY_RATE_LIMIT.messages; i += 1) {
      const res = await broken.inject({
        method: 'POST',
        url: '/api/inquiry',
        payload: inquiry(),
        remoteAddress: address,
      });
      expect(res.statusCode).toBe(500);
    }
    const rows = await broken.knex('inquiries').count({ n: '*' }).first();
    expect(Number(rows?.n)).toBe(0);
  });
});
