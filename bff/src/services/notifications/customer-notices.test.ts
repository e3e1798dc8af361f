/**
 * The fan-out of customer notices to e-mail, Telegram and SMS (customer-notices.ts through
 * channels.ts) and the admins' alerts, against a real database: what lands in email_outbox and
 * notification_outbox.
 */
import { normalizeRow, now } from '@shop/db';
import type { NotificationOutboxRow, ServiceRow, UserRow } from '@shop/db';
import { createTestDb, insertTestOrder, insertTestService, insertTestUser } from '@shop/db/testing';
import type { TestDb } from '@shop/db/testing';
import type { NotificationKind } from '@shop/domain';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newReference } from '../../../test/helpers/fulfilment.ts';
import { recordPayment } from '../payments/report.ts';
import { storeInquiry } from '../inquiry.ts';
import {
  notifyExpiryReminder,
  notifyOrderPlaced,
  notifyPaymentConfirmed,
  notifyPaymentReported,
  notifyServerReady,
} from './customer-notices.ts';
import { sendReminder } from '../lifecycle/reminders/sent-by-admin.ts';
import { alertJobDead, alertPaymentReview } from './admin-alerts.ts';
import type { SmsConfig, TelegramConfig } from './config.ts';
import { DELIVER_NOTIFICATION_JOB } from './outbox.ts';
import { useNotificationSettings } from './delivery-settings.ts';

const APP_URL = 'https://abaycloud.et';
const TELEGRAM: TelegramConfig = {
  botToken: '123456789:AAFakeTelegramBotTokenForTests_0123456',
  botUsername: 'AbayCloudBot',
  webhookSecret: 'hook-secret',
  apiUrl: 'https://api.telegram.org',
  adminChatId: '-100987654321',
};
const SMS: SmsConfig = {
  token: 'afro',
  sender: 'AbayCloud',
  identifier: undefined,
  url: 'https://api.afromessage.com',
};
const PASSWORD = 'S3cret-Root-Pa55';
const CONNECTION = {
  ip: '196.188.10.20',
  addresses: ['196.188.10.20'],
  port: 2222,
  user: 'root',
  password: PASSWORD,
};

describe('notices on the channels customers chose', () => {
  let db: TestDb;

  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(async () => {
    await db?.destroy();
  });
  beforeEach(async () => {
    for (const table of [
      'jobs',
      'email_outbox',
      'notification_outbox',
      'telegram_links',
      'notification_preferences',
    ])
      await db.knex(table).delete();
  });
  afterEach(() => {
    useNotificationSettings({ telegram: undefined, sms: undefined, appUrl: '' });
  });

  function configure(settings: { telegram?: TelegramConfig; sms?: SmsConfig } = {}) {
    useNotificationSettings({ telegram: settings.telegram, sms: settings.sms, appUrl: APP_URL });
  }
  async function customer(options: { chatId?: string; phone?: string; locale?: 'en' | 'am' } = {}) {
    const user = await insertTestUser(db.knex, {
      phone: options.phone ?? null,
      locale: options.locale ?? 'en',
    });
    if (options.chatId)
      await db.knex('telegram_links').insert({ user_id: user.id, chat_id: options.chatId, linked_at: now() });
    return user;
  }
  async function choose(
    user: UserRow,
    kind: NotificationKind,
    choice: { email: boolean; telegram: boolean; sms: boolean },
  ) {
    await db
      .knex('notification_preferences')
      .insert({ user_id: user.id, kind, ...choice, updated_at: now() });
  }
  async function serviceOf(user: UserRow, overrides: Partial<ServiceRow> = {}): Promise<ServiceRow> {
    const order = await insertTestOrder(db.knex, user.id);
    return insertTestService(db.knex, order, overrides);
  }
  async function mails() {
    return db.knex('email_outbox').select('to_address', 'subject');
  }
  async function messages(): Promise<NotificationOutboxRow[]> {
    return (await db.knex('notification_outbox').orderBy('channel')).map((r: Record<string, unknown>) =>
      normalizeRow('notification_outbox', r),
    );
  }
  async function serverReady(service: ServiceRow) {
    await db.knex.transaction((trx) => notifyServerReady(trx, service, CONNECTION, APP_URL));
  }

  it('a shop with none of the settings mails exactly as before and writes no Telegram or SMS row', async () => {
    const user = await customer({ chatId: '4001', phone: '+251911000000' });
    await choose(user, 'servers', { email: false, telegram: true, sms: false });
    await serverReady(await serviceOf(user));
    expect(await mails()).toEqual([{ to_address: user.email, subject: expect.stringContaining('is ready') }]);
    expect(await messages()).toEqual([]);
    expect(await db.knex('jobs').where({ name: DELIVER_NOTIFICATION_JOB }).count({ n: '*' })).toEqual([
      { n: 0 },
    ]);
  });

  it('by default, a linked customer gets both the e-mail and the Telegram message', async () => {
    configure({ telegram: TELEGRAM });
    const user = await customer({ chatId: '4002' });
    await serverReady(await serviceOf(user));
    expect(await mails()).toHaveLength(1);
    expect(await messages()).toMatchObject([
      { channel: 'TELEGRAM', user_id: user.id, topic: 'server-ready' },
    ]);
  });

  it('e-mail off and Telegram linked: no mail, the Telegram message only', async () => {
    configure({ telegram: TELEGRAM });
    const user = await customer({ chatId: '4003' });
    await choose(user, 'servers', { email: false, telegram: true, sms: false });
    await serverReady(await serviceOf(user));
    expect(await mails()).toEqual([]);
    expect(await messages()).toMatchObject([{ channel: 'TELEGRAM', topic: 'server-ready' }]);
  });

  it('a payment confirmation by Telegram points to the invoice in the e-mail only when the mail goes', async () => {
    configure({ telegram: TELEGRAM });
    const confirmedText = async (email: boolean, chatId: string) => {
      const user = await customer({ chatId });
      await choose(user, 'payments', { email, telegram: true, sms: false });
      const order = await insertTestOrder(db.knex, user.id);
      const number = `INV-2026-${chatId}`;
      await db.knex('invoices').insert({
        id: crypto.randomUUID(),
        number,
        kind: 'INVOICE',
        order_id: order.id,
        user_id: user.id,
        locale: 'en',
        net_santim: 100_000,
        vat_santim: 15_000,
        gross_santim: 115_000,
        buyer_name: user.username,
        document: JSON.stringify({}),
        issued_at: now(),
      });
      await db.knex.transaction((trx) => notifyPaymentConfirmed(trx, order));
      const message = (await messages()).find((m) => m.user_id === user.id)!;
      expect(message.text_body).toContain(number);
      return message.text_body;
    };
    expect(await confirmedText(true, '4101')).toContain('in your e-mail and your account');
    expect(await mails()).toHaveLength(1);
    const telegramOnly = await confirmedText(false, '4102');
    expect(telegramOnly).toContain('is in your account');
    expect(telegramOnly).not.toMatch(/e-mail/i);
    expect(await mails()).toHaveLength(1);
  });

  it('e-mail off and Telegram unlinked: the e-mail goes as the fallback', async () => {
    configure({ telegram: TELEGRAM });
    const user = await customer();
    await choose(user, 'servers', { email: false, telegram: true, sms: false });
    await serverReady(await serviceOf(user));
    expect(await mails()).toHaveLength(1);
    expect(await messages()).toEqual([]);
  });

  it('e-mail off and Telegram chosen but no longer configured: the e-mail goes', async () => {
    configure({ sms: SMS });
    const user = await customer({ chatId: '4004' });
    await choose(user, 'servers', { email: false, telegram: true, sms: false });
    await serverReady(await serviceOf(user));
    expect(await mails()).toHaveLength(1);
    expect(await messages()).toEqual([]);
  });

  it("the server-ready message says how to connect, in the customer's language, never the password", async () => {
    configure({ telegram: TELEGRAM });
    const user = await customer({ chatId: '4005', locale: 'am' });
    const service = await serviceOf(user);
    await serverReady(service);
    const [message] = await messages();
    expect(message!.text_body).toContain('196.188.10.20');
    expect(message!.text_body).toContain('2222');
    expect(message!.text_body).toContain('ዝግጁ ነው');
    expect(message!.text_body).toContain(`${APP_URL}/service-details/${service.id}`);
    expect(message!.text_body).not.toContain(PASSWORD);
  });

  it('renewals go by SMS when chosen and a phone is on the account, in a short text', async () => {
    configure({ telegram: TELEGRAM, sms: SMS });
    const user = await customer({ phone: '+251911000001' });
    await choose(user, 'renewals', { email: false, telegram: false, sms: true });
    const at = new Date();
    const service = await serviceOf(user, { end_date: new Date(at.getTime() + 3 * 86_400_000) });
    await db.knex.transaction((trx) => notifyExpiryReminder(trx, service, APP_URL, at));
    expect(await mails()).toEqual([]);
    const [sms] = await messages();
    expect(sms).toMatchObject({ channel: 'SMS', topic: 'renewal-due' });
    expect(sms!.text_body).toContain('ends in 3d');
    expect(sms!.text_body.length).toBeLessThanOrEqual(160);
  });

  it('SMS chosen without a phone, or for a kind SMS is not offered for: not sent by SMS', async () => {
    configure({ sms: SMS });
    const noPhone = await customer();
    await choose(noPhone, 'renewals', { email: false, telegram: false, sms: true });
    const at = new Date();
    const service = await serviceOf(noPhone, { end_date: new Date(at.getTime() + 86_400_000) });
    await db.knex.transaction((trx) => notifyExpiryReminder(trx, service, APP_URL, at));
    const payer = await customer({ phone: '+251911000002' });
    await choose(payer, 'payments', { email: true, telegram: false, sms: true });
    const order = await insertTestOrder(db.knex, payer.id);
    await db.knex.transaction((trx) =>
      notifyPaymentReported(trx, order, { method: 'CBE', reference: 'FT123' }),
    );
    expect(await messages()).toEqual([]);
    expect(await mails()).toHaveLength(2);
  });

  it('a rolled-back change queues neither mail nor message', async () => {
    configure({ telegram: TELEGRAM });
    const user = await customer({ chatId: '4006' });
    const service = await serviceOf(user);
    await expect(
      db.knex.transaction(async (trx) => {
        await notifyServerReady(trx, service, CONNECTION, APP_URL);
        throw new Error('provisioning could not be recorded');
      }),
    ).rejects.toThrow('provisioning could not be recorded');
    expect(await mails()).toEqual([]);
    expect(await messages()).toEqual([]);
  });

  it('the order-placed mail stays e-mail only', async () => {
    configure({ telegram: TELEGRAM });
    const user = await customer({ chatId: '4007' });
    await choose(user, 'payments', { email: false, telegram: true, sms: false });
    const order = await insertTestOrder(db.knex, user.id);
    await db.knex.transaction((trx) =>
      notifyOrderPlaced(trx, order, {
        appUrl: APP_URL,
        accounts: {
          cbe: { accountNumber: '1000123456789', accountName: 'Abay Cloud' },
          telebirr: { phoneNumber: '0911000000', accountName: 'Abay Cloud' },
          online: false,
        },
      }),
    );
    expect(await mails()).toHaveLength(1);
    expect(await messages()).toEqual([]);
  });

  it("the admin's reminder honours the customer's channels", async () => {
    configure({ telegram: TELEGRAM });
    const admin = await insertTestUser(db.knex, { is_admin: true });
    const user = await customer({ chatId: '4008' });
    await choose(user, 'renewals', { email: false, telegram: true, sms: false });
    const at = new Date();
    const service = await serviceOf(user, {
      end_date: new Date(at.getTime() + 2 * 86_400_000),
      status: 'ACTIVE',
    });
    await sendReminder({ knex: db.knex, adminId: admin.id, appUrl: APP_URL, now: at }, service.id);
    expect(await mails()).toEqual([]);
    expect(await messages()).toMatchObject([{ channel: 'TELEGRAM', topic: 'renewal-due' }]);
  });

  describe("admins' alerts", () => {
    async function report(user: UserRow, options: { verifyReceipt?: boolean } = {}) {
      const order = await insertTestOrder(db.knex, user.id);
      return recordPayment(
        db.knex,
        user.id,
        order.id,
        {
          paymentMethod: 'CBE',
          paymentReference: newReference('CBE'),
          paidBy: 'Abebe Kebede',
          accountSuffix: '1234',
        },
        options,
      );
    }
    const alerts = async () => (await messages()).filter((m) => m.user_id === null);

    it('a payment report waiting for review is alerted once, however often it is alerted', async () => {
      configure({ telegram: TELEGRAM });
      const user = await customer();
      const { payment } = await report(user);
      await alertPaymentReview(db.knex, payment.id, { status: 'MISMATCH', reasons: ['AMOUNT_MISMATCH'] });
      await db.knex.transaction((trx) => alertPaymentReview(trx, payment.id));
      const found = await alerts();
      expect(found).toHaveLength(1);
      expect(found[0]).toMatchObject({
        channel: 'TELEGRAM',
        topic: 'payment-review',
        dedupe_key: `payment-review:${payment.id}`,
      });
      expect(found[0]!.text_body).toContain(`${APP_URL}/admin/orders?search=`);
      expect(found[0]!.text_body).toContain('Abebe Kebede');
    });

    it('with receipt checking, the report is alerted after the check, not when it is made', async () => {
      configure({ telegram: TELEGRAM });
      const user = await customer();
      await report(user, { verifyReceipt: true });
      expect(await alerts()).toEqual([]);
    });

    it('without TELEGRAM_ADMIN_CHAT_ID nothing is written', async () => {
      configure({ telegram: { ...TELEGRAM, adminChatId: undefined } });
      const user = await customer();
      await report(user);
      await alertJobDead(db.knex, { id: 'j1', name: 'provision-service', reason: 'boom' });
      expect(await alerts()).toEqual([]);
    });

    it("a dead job is alerted once, but never a notification's own delivery", async () => {
      configure({ telegram: TELEGRAM });
      await alertJobDead(db.knex, { id: 'j2', name: 'provision-service', reason: 'the provider said no' });
      await alertJobDead(db.knex, { id: 'j2', name: 'provision-service', reason: 'the provider said no' });
      await alertJobDead(db.knex, { id: 'j3', name: DELIVER_NOTIFICATION_JOB, reason: 'Telegram down' });
      expect(await alerts()).toMatchObject([{ topic: 'job-dead', dedupe_key: 'job-dead:j2' }]);
    });

    it('a new contact message is alerted with the mail to support', async () => {
      configure({ telegram: TELEGRAM });
      const id = await storeInquiry(
        db.knex,
        { name: 'Sara', email: 'sara@example.et', subject: 'Bulk VPS', message: 'Private question 81ab' },
        'support@abaycloud.et',
      );
      const found = await alerts();
      expect(found).toMatchObject([{ topic: 'inquiry', dedupe_key: `inquiry:${id}` }]);
      expect(found[0]!.text_body).toContain('Bulk VPS');
      expect(found[0]!.text_body).not.toContain('81ab');
    });
  });
});
