import { normalizeRows } from '@shop/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@shop/domain/generated/api-types.gen';
import { buildTestApp } from '../../test/app/index.ts';
import type { TestApp, TestUser } from '../../test/app/index.ts';
import { kvmBody, plan } from '../../test/helpers/orders.ts';

type AdminSettings = components['schemas']['AdminSettings'];
type AdminSettingsUpdate = components['schemas']['AdminSettingsUpdate'];
type PaymentAccounts = components['schemas']['PaymentAccounts'];
type SupportContacts = components['schemas']['SupportContact'];

const ENV = {
  SUPPORT_EMAIL: 'help@env.example',
  SUPPORT_TELEGRAM: '@EnvHelpDesk',
  SUPPORT_PHONE: '+251 11 555 0100',
  SUPPORT_HOURS: '12/6',
  PAYMENT_CBE_ACCOUNT: '1000111122223',
  PAYMENT_CBE_ACCOUNT_NAME: 'Env Shop PLC',
  PAYMENT_TELEBIRR_NUMBER: '0911000000',
  PAYMENT_TELEBIRR_NAME: 'Env Shop',
  TELEGRAM_BOT_TOKEN: '123456789:AAEnvTelegramBotTokenForSettings_0123',
  TELEGRAM_BOT_USERNAME: 'EnvShopBot',
  TELEGRAM_WEBHOOK_SECRET: 'env-webhook-secret',
  TELEGRAM_ADMIN_CHAT_ID: '-100123',
};

const EMPTY: AdminSettingsUpdate = {
  supportEmail: '',
  supportTelegram: '',
  supportPhone: '',
  supportHours: '',
  cbeAccount: '',
  cbeAccountName: '',
  telebirrNumber: '',
  telebirrName: '',
};

const OVERRIDE: AdminSettingsUpdate = {
  supportEmail: 'desk@console.example',
  supportTelegram: '@ConsoleDesk',
  supportPhone: '+251 11 777 0200',
  supportHours: '24/7',
  cbeAccount: '1000999988887',
  cbeAccountName: 'Console Shop PLC',
  telebirrNumber: '+251922334455',
  telebirrName: 'Console Shop',
};

let app: TestApp;
let admin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  app = await buildTestApp({ env: ENV });
  admin = await app.signUpAdmin();
  customer = await app.signUp();
});
afterAll(async () => {
  await app?.close();
});

const as = (user: TestUser | null) => (user ? { headers: user.headers } : {});
const getSettings = (user: TestUser | null = admin) =>
  app.inject<AdminSettings & { message: string }>({ url: '/api/admin/settings', ...as(user) });
const putSettings = (payload: object, user: TestUser | null = admin) =>
  app.inject<AdminSettings & { message: string }>({
    method: 'PUT',
    url: '/api/admin/settings',
    payload,
    ...as(user),
  });
const paymentAccounts = () => app.inject<PaymentAccounts>({ url: '/api/payment-accounts' });
const supportContact = () => app.inject<SupportContacts>({ url: '/api/support-contact' });
const settingsAudits = async () =>
  normalizeRows(
    'audit_log',
    await app.knex('audit_log').where({ action: 'settings.updated' }).orderBy('created_at'),
  );

describe('the console Settings', () => {
  it('answers each value from the environment until an admin sets one, and the rest read-only without secrets', async () => {
    await putSettings(EMPTY);
    const res = await getSettings();
    expect(res.statusCode, res.payload).toBe(200);
    expect(res.json.values.cbeAccount).toEqual({
      value: ENV.PAYMENT_CBE_ACCOUNT,
      source: 'environment',
      environment: ENV.PAYMENT_CBE_ACCOUNT,
    });
    expect(res.json.values.supportTelegram.value).toBe('EnvHelpDesk');
    expect(res.json.values.supportPhone.value).toBe(ENV.SUPPORT_PHONE);
    expect(res.json.values.supportHours).toEqual({
      value: '12/6',
      source: 'environment',
      environment: '12/6',
    });
    expect((await supportContact()).json.hours).toBe('12/6');
    const names = res.json.configuration.map((item) => item.name);
    expect(names).toEqual(expect.arrayContaining(['APP_URL', 'AUTO_PROVISION', 'RECEIPT_VERIFICATION']));
    expect(names.join(' ')).not.toMatch(/SECRET|PASSWORD|TOKEN|SMTP_URL|DATABASE_URL|_KEY/);
    const values = res.json.configuration.map((item) => item.value).join(' ');
    expect(values).not.toContain(app.config.jwt.secret);
    // Telegram and SMS: what is set up, never the bot's token or the webhook's secret.
    const value = (name: string) => res.json.configuration.find((item) => item.name === name)?.value;
    expect(value('Telegram bot')).toBe('@EnvShopBot');
    expect(value('TELEGRAM_ADMIN_CHAT_ID')).toBe('set');
    expect(value('SMS (AfroMessage)')).toBe('not configured');
    // How much earlier than its order a receipt may be dated (issue 34), its default here.
    expect(value('RECEIPT_CLOCK_SKEW_MINUTES')).toBe('10');
    expect(values).not.toContain(ENV.TELEGRAM_BOT_TOKEN);
    expect(values).not.toContain(ENV.TELEGRAM_WEBHOOK_SECRET);
  });

  it('stores the values, audited, and GET /payment-accounts, /support-contact, order mails and inquiries use them', async () => {
    await putSettings(EMPTY);
    const before = (await settingsAudits()).length;
    const res = await putSettings(OVERRIDE);
    expect(res.statusCode, res.payload).toBe(200);
    expect(res.json.values.cbeAccount).toEqual({
      value: OVERRIDE.cbeAccount,
      source: 'database',
      environment: ENV.PAYMENT_CBE_ACCOUNT,
    });
    expect(res.json.values.supportTelegram.value).toBe('ConsoleDesk');
    expect((await getSettings()).json.values).toEqual(res.json.values);

    const accounts = (await paymentAccounts()).json;
    expect(accounts.cbe).toEqual({
      accountNumber: OVERRIDE.cbeAccount,
      accountName: OVERRIDE.cbeAccountName,
    });
    expect(accounts.telebirr).toEqual({
      phoneNumber: OVERRIDE.telebirrNumber,
      accountName: OVERRIDE.telebirrName,
    });
    expect((await supportContact()).json).toEqual({
      email: OVERRIDE.supportEmail,
      telegram: { handle: '@ConsoleDesk', url: 'https://t.me/ConsoleDesk' },
      phone: OVERRIDE.supportPhone,
      hours: '24/7',
    });

    const audits = await settingsAudits();
    expect(audits).toHaveLength(before + 1);
    const audit = audits.at(-1)!;
    expect(audit.actor_user_id).toBe(admin.user.id);
    expect(audit.data).toMatchObject({
      before: { cbeAccount: null, supportEmail: null },
      after: { cbeAccount: OVERRIDE.cbeAccount, supportEmail: OVERRIDE.supportEmail },
    });

    const order = await app.inject<{ id: string }>({
      method: 'POST',
      url: '/api/orders/kvm',
      payload: kvmBody(plan('Package Small')),
      headers: customer.headers,
    });
    expect(order.statusCode, order.payload).toBe(201);
    const mail = (await app
      .knex('email_outbox')
      .where({ to_address: customer.user.email })
      .orderBy('id')
      .first()) as { text_body: string };
    expect(mail.text_body).toContain(`Account number: ${OVERRIDE.cbeAccount}`);
    // The saved +251922334455, as Ethiopians read it.
    expect(mail.text_body).toContain('Phone number: 0922 334 455');

    const inquiry = await app.inject({
      method: 'POST',
      url: '/api/inquiry',
      payload: { name: 'Hana', email: 'hana@example.com', subject: 'Hello', message: 'A question' },
    });
    expect(inquiry.statusCode, inquiry.payload).toBe(201);
    expect(await app.knex('email_outbox').where({ to_address: OVERRIDE.supportEmail }).first()).toBeDefined();
  });

  it('goes back to the environment when a value is emptied, with the old value in the audit', async () => {
    await putSettings(OVERRIDE);
    const res = await putSettings({ ...OVERRIDE, cbeAccount: '', supportPhone: '' });
    expect(res.statusCode, res.payload).toBe(200);
    expect(res.json.values.cbeAccount.source).toBe('environment');
    expect((await paymentAccounts()).json.cbe.accountNumber).toBe(ENV.PAYMENT_CBE_ACCOUNT);
    expect((await paymentAccounts()).json.cbe.accountName).toBe(OVERRIDE.cbeAccountName);
    expect((await supportContact()).json.phone).toBe(ENV.SUPPORT_PHONE);
    const audit = (await settingsAudits()).at(-1)!;
    expect(audit.data).toEqual({
      before: { supportPhone: OVERRIDE.supportPhone, cbeAccount: OVERRIDE.cbeAccount },
      after: { supportPhone: null, cbeAccount: null },
    });
  });

  it('refuses customers (403) and visitors (401), changing nothing', async () => {
    await putSettings(EMPTY);
    expect((await getSettings(customer)).statusCode).toBe(403);
    expect((await putSettings(OVERRIDE, customer)).statusCode).toBe(403);
    expect((await putSettings(OVERRIDE, null)).statusCode).toBe(401);
    expect((await paymentAccounts()).json.cbe.accountNumber).toBe(ENV.PAYMENT_CBE_ACCOUNT);
    expect(await app.knex('shop_settings').select('key')).toEqual([]);
  });

  it.each([
    ['telebirrNumber', '0811000000', 'Phone must be in format'],
    ['cbeAccount', '1000-ABC', 'CBE account number must be 8 to 20 digits'],
    ['supportEmail', 'not-an-address', 'Support e-mail must be an e-mail address'],
    ['supportTelegram', '@ab', 'Telegram must be a username'],
    ['supportPhone', 'call us', 'Support phone must be a phone number'],
    ['supportHours', '25/7', 'Support hours must be hours a day/days a week'],
    ['supportHours', '24/7 support', 'Support hours must be hours a day/days a week'],
  ])('refuses a bad %s with 400 and stores nothing', async (key, value, message) => {
    await putSettings(EMPTY);
    const res = await putSettings({ ...OVERRIDE, [key]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toContain(message);
    expect(await app.knex('shop_settings').select('key')).toEqual([]);
  });
});
