/**
 * Issue 28's "done when", through the whole server against the in-process Bot API: a linked
 * customer receives "server ready" in their chat, in their language, without the password; the
 * admins' chat receives the payment report waiting for review, once; a customer who chose Telegram
 * only gets no mail. The shop runs its own jobs (runJobs), as in production.
 */
import { now } from '@shop/db';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/app/index.ts';
import type { TestApp } from '../../../test/app/index.ts';
import { startFakeTelegram } from '../../../test/fakes/telegram-bot-api.ts';
import type { FakeTelegram } from '../../../test/fakes/telegram-bot-api.ts';
import { buyKvm, markPaid, newReference, provisionedService } from '../../../test/helpers/fulfilment.ts';
import type { Providers } from '../../providers/index.ts';
import { ProviderError } from '../../providers/types.ts';
import type { ProviderDriver } from '../../providers/types.ts';

const ADMIN_CHAT = '-1002003004005';

/** The simulated drivers, whose create fails for good while `failCreate` is set. */
let failCreate = false;
function failing(configured: Providers): Providers {
  const wrap = (driver: ProviderDriver): ProviderDriver =>
    Object.assign(Object.create(driver) as ProviderDriver, {
      create: async (...args: Parameters<ProviderDriver['create']>) => {
        if (failCreate) throw new ProviderError('No capacity left on any node', { retriable: false });
        return driver.create(...args);
      },
    });
  return { forFamily: (f) => wrap(configured.forFamily(f)), byName: (n) => wrap(configured.byName(n)) };
}

describe('Telegram delivery through the server', () => {
  let telegram: FakeTelegram;
  let app: TestApp;

  beforeAll(async () => {
    telegram = await startFakeTelegram();
    app = await buildTestApp({
      providers: failing,
      env: {
        APP_URL: 'https://abaycloud.et',
        TELEGRAM_BOT_TOKEN: telegram.token,
        TELEGRAM_BOT_USERNAME: telegram.username,
        TELEGRAM_WEBHOOK_SECRET: 'hook-secret',
        TELEGRAM_API_URL: telegram.url,
        TELEGRAM_ADMIN_CHAT_ID: ADMIN_CHAT,
      },
    });
  });
  afterAll(async () => {
    await app?.close();
    await telegram?.close();
  });
  beforeEach(() => {
    telegram.reset();
    app.sentMail.length = 0;
  });

  async function link(userId: string, chatId: string) {
    await app.knex('telegram_links').insert({ user_id: userId, chat_id: chatId, linked_at: now() });
  }

  it("a linked customer gets 'server ready' in their chat, in Amharic, without the password", async () => {
    const admin = await app.signUpAdmin();
    const customer = await app.signUp();
    await app.knex('users').where({ id: customer.user.id }).update({ locale: 'am' });
    await link(customer.user.id, '8800001');

    const details = await provisionedService(app, admin, customer);
    await app.runJobs();

    const ready = telegram.sent().filter((m) => m.chatId === '8800001' && m.text.includes('ዝግጁ ነው'));
    expect(ready).toHaveLength(1);
    expect(ready[0]!.text).toContain(`https://abaycloud.et/service-details/${details.id}`);
    expect(details.password).toBeTruthy();
    expect(ready[0]!.text).not.toContain(details.password!);
    // The e-mail went too (the default: e-mail and Telegram).
    expect(app.sentMail.some((m) => m.to === customer.email && m.subject.includes('ዝግጁ'))).toBe(true);
  });

  it('a customer who chose Telegram only for payments gets the payment messages there and no mail', async () => {
    const customer = await app.signUp();
    await link(customer.user.id, '8800002');
    await app.knex('notification_preferences').insert({
      user_id: customer.user.id,
      kind: 'payments',
      email: false,
      telegram: true,
      sms: false,
      updated_at: now(),
    });
    const order = await buyKvm(app, customer);
    await app.runJobs(); // the order-placed mail (e-mail only, whatever the choice)
    app.sentMail.length = 0;

    const reported = await app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/record-payment`,
      payload: {
        paymentMethod: 'TELEBIRR',
        paymentReference: newReference('TELEBIRR'),
        paidBy: 'Abebe Kebede',
      },
      headers: customer.headers,
    });
    expect(reported.statusCode).toBe(201);
    await app.runJobs();

    expect(telegram.sent().filter((m) => m.chatId === '8800002')).toEqual([
      { chatId: '8800002', text: expect.stringContaining('We received your payment report') },
    ]);
    expect(app.sentMail.filter((m) => m.to === customer.email)).toEqual([]);
    // The admins' chat is told once that it waits for review.
    const alerts = telegram.sent().filter((m) => m.chatId === ADMIN_CHAT);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.text).toContain('Payment waiting for review');
    expect(alerts[0]!.text).toContain('https://abaycloud.et/admin/orders?search=');
  });

  it('a provisioning that failed for good is alerted once, and so is its dead job', async () => {
    const admin = await app.signUpAdmin();
    const customer = await app.signUp();
    const order = await buyKvm(app, customer);
    failCreate = true;
    try {
      expect((await markPaid(app, admin, order.id)).statusCode).toBe(200);
      await app.runJobs();
      await app.runJobs();
    } finally {
      failCreate = false;
    }
    const alerts = telegram.sent().filter((m) => m.chatId === ADMIN_CHAT);
    const failed = alerts.filter((m) => m.text.startsWith('Provisioning failed for good'));
    expect(failed).toHaveLength(1);
    expect(failed[0]!.text).toContain('No capacity left on any node');
    expect(alerts.filter((m) => m.text.startsWith('A job gave up: provision-service'))).toHaveLength(1);
  });
});
