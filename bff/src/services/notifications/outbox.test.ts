import { normalizeRow, now } from '@shop/db';
import type { JobRow, NotificationOutboxRow } from '@shop/db';
import { createTestDb, insertTestUser, testEngines } from '@shop/db/testing';
import type { TestDb } from '@shop/db/testing';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeAfroMessage } from '../../../test/fakes/afromessage.ts';
import type { FakeAfroMessage } from '../../../test/fakes/afromessage.ts';
import { startFakeTelegram } from '../../../test/fakes/telegram-bot-api.ts';
import type { FakeTelegram } from '../../../test/fakes/telegram-bot-api.ts';
import { JobRunner } from '../../jobs/runner.ts';
import type { JobDefinition } from '../../jobs/types.ts';
import type { SmsConfig, TelegramConfig } from './config.ts';
import { DELIVER_NOTIFICATION_JOB, notificationDeliveryJob, queueNotification } from './outbox.ts';
import type { NotificationTransports } from './outbox.ts';

const TEXT = 'Your server is ready. Body marker 9c4e.';
const ADMIN_CHAT = '-1001234567890';

function captureLog() {
  const lines: string[] = [];
  return { log: pino({ level: 'debug' }, { write: (line: string) => void lines.push(line) }), lines };
}

for (const engine of testEngines()) {
  describe.skipIf(!engine.enabled)(`notification outbox (${engine.label})`, () => {
    let db: TestDb;
    let telegram: FakeTelegram;
    let sms: FakeAfroMessage;
    let transports: NotificationTransports;

    beforeAll(async () => {
      db = await createTestDb({ engine: engine.client, seed: false });
      telegram = await startFakeTelegram();
      sms = await startFakeAfroMessage();
    });
    afterAll(async () => {
      await telegram?.close();
      await sms?.close();
      await db?.destroy();
    });
    beforeEach(async () => {
      await db.knex('jobs').delete();
      await db.knex('notification_outbox').delete();
      await db.knex('telegram_links').delete();
      telegram.reset();
      transports = {
        telegram: {
          botToken: telegram.token,
          botUsername: telegram.username,
          webhookSecret: 'hook-secret',
          apiUrl: telegram.url,
          adminChatId: ADMIN_CHAT,
        } satisfies TelegramConfig,
        sms: {
          token: sms.token,
          sender: 'AbayCloud',
          identifier: 'e80ad9d8',
          url: sms.url,
        } satisfies SmsConfig,
      };
    });

    async function customer(options: { chatId?: string; phone?: string | null } = {}) {
      const user = await insertTestUser(db.knex, { phone: options.phone ?? null });
      if (options.chatId)
        await db
          .knex('telegram_links')
          .insert({ user_id: user.id, chat_id: options.chatId, linked_at: now() });
      return user;
    }
    async function row(id: string): Promise<NotificationOutboxRow> {
      return normalizeRow('notification_outbox', await db.knex('notification_outbox').where({ id }).first());
    }
    async function jobs(): Promise<JobRow[]> {
      return (await db.knex('jobs').select()).map((r: Record<string, unknown>) => normalizeRow('jobs', r));
    }
    function runner(options: { log?: pino.Logger; workerId?: string; maxAttempts?: number } = {}) {
      return new JobRunner({
        knex: db.knex,
        definitions: {
          [DELIVER_NOTIFICATION_JOB]: notificationDeliveryJob(db.knex, transports) as JobDefinition<never>,
        },
        log: options.log ?? pino({ level: 'silent' }),
        defaultMaxAttempts: options.maxAttempts ?? 3,
        backoff: () => 0,
        ...(options.workerId ? { workerId: options.workerId } : {}),
      });
    }

    describe('queueNotification', () => {
      it('writes a PENDING row and its deliver-notification job in the transaction', async () => {
        const user = await customer();
        const id = await db.knex.transaction((trx) =>
          queueNotification(trx, { channel: 'TELEGRAM', userId: user.id, topic: 'server-ready', text: TEXT }),
        );
        expect(await row(id!)).toMatchObject({
          channel: 'TELEGRAM',
          user_id: user.id,
          status: 'PENDING',
          text_body: TEXT,
        });
        expect(await jobs()).toMatchObject([
          { name: DELIVER_NOTIFICATION_JOB, payload: { notificationId: id }, status: 'QUEUED' },
        ]);
      });

      it('leaves neither row nor job when the change rolls back', async () => {
        const user = await customer();
        await expect(
          db.knex.transaction(async (trx) => {
            await queueNotification(trx, { channel: 'TELEGRAM', userId: user.id, topic: 'x', text: TEXT });
            throw new Error('the change failed');
          }),
        ).rejects.toThrow('the change failed');
        expect(await db.knex('notification_outbox').count({ n: '*' })).toEqual([{ n: 0 }]);
        expect(await jobs()).toEqual([]);
      });

      it('writes a message with a dedupe key once, and the transaction goes on', async () => {
        const ids = await db.knex.transaction(async (trx) => {
          const first = await queueNotification(trx, {
            channel: 'TELEGRAM',
            userId: null,
            topic: 'payment-review',
            text: TEXT,
            dedupeKey: 'payment-review:p1',
          });
          const second = await queueNotification(trx, {
            channel: 'TELEGRAM',
            userId: null,
            topic: 'payment-review',
            text: TEXT,
            dedupeKey: 'payment-review:p1',
          });
          // The transaction is still usable after the refused insert.
          await trx('notification_outbox').count({ n: '*' });
          return [first, second];
        });
        expect(ids[0]).toEqual(expect.any(String));
        expect(ids[1]).toBeNull();
        expect(await db.knex('notification_outbox').count({ n: '*' })).toEqual([{ n: 1 }]);
        expect(await jobs()).toHaveLength(1);
      });

      it('writes one row when concurrent transactions use the same dedupe key', async () => {
        const attempt = () =>
          db.knex.transaction(async (trx) => {
            const id = await queueNotification(trx, {
              channel: 'TELEGRAM',
              userId: null,
              topic: 'job-dead',
              text: TEXT,
              dedupeKey: 'job-dead:j1',
            });
            await new Promise((resolve) => setTimeout(resolve, 20));
            return id;
          });
        const results = await Promise.all([attempt(), attempt(), attempt()]);
        expect(results.filter((id) => id !== null)).toHaveLength(1);
        expect(await db.knex('notification_outbox').count({ n: '*' })).toEqual([{ n: 1 }]);
        expect(await jobs()).toHaveLength(1);
      });
    });

    describe('delivery', () => {
      it("sends to the customer's linked chat and marks it SENT; the log has neither text nor token", async () => {
        const user = await customer({ chatId: '5550001' });
        const id = await queueNotification(db.knex, {
          channel: 'TELEGRAM',
          userId: user.id,
          topic: 'server-ready',
          text: TEXT,
        });
        const { log, lines } = captureLog();

        expect(await runner({ log }).runDue()).toBe(1);

        expect(telegram.sent()).toEqual([{ chatId: '5550001', text: TEXT }]);
        expect(telegram.calls[0]!.params).toMatchObject({ link_preview_options: { is_disabled: true } });
        expect(await row(id!)).toMatchObject({ status: 'SENT', attempts: 1, last_error: null });
        expect(lines.join('\n')).toContain('notification sent');
        expect(lines.join('\n')).not.toContain('9c4e');
        expect(lines.join('\n')).not.toContain(telegram.token.split(':')[1]);
      });

      it("sends the admins' messages to TELEGRAM_ADMIN_CHAT_ID", async () => {
        await queueNotification(db.knex, {
          channel: 'TELEGRAM',
          userId: null,
          topic: 'job-dead',
          text: TEXT,
        });
        await runner().runDue();
        expect(telegram.sent()).toEqual([{ chatId: ADMIN_CHAT, text: TEXT }]);
      });

      it('sends each message once across two job runners working the same queue', async () => {
        const users = await Promise.all(
          [1, 2, 3, 4, 5, 6].map((n) => customer({ chatId: String(7000 + n) })),
        );
        for (const user of users)
          await queueNotification(db.knex, {
            channel: 'TELEGRAM',
            userId: user.id,
            topic: 'renewal-due',
            text: TEXT,
          });

        const [a, b] = [runner({ workerId: 'worker-a' }), runner({ workerId: 'worker-b' })];
        await Promise.all([a.runDue(), b.runDue(), a.runDue(), b.runDue()]);

        expect(
          telegram
            .sent()
            .map((m) => m.chatId)
            .sort(),
        ).toEqual(['7001', '7002', '7003', '7004', '7005', '7006']);
        const rows = await db.knex('notification_outbox').select('status');
        expect(rows.map((r: { status: string }) => r.status)).toEqual(Array(6).fill('SENT'));
      });

      it('does not send a row already SENT again (a job run twice sends once)', async () => {
        const user = await customer({ chatId: '5550002' });
        const id = await queueNotification(db.knex, {
          channel: 'TELEGRAM',
          userId: user.id,
          topic: 't',
          text: TEXT,
        });
        await runner().runDue();
        const job = notificationDeliveryJob(db.knex, transports);
        await job.run(
          { notificationId: id! },
          { jobId: 'again', attempt: 1, log: pino({ level: 'silent' }) },
        );
        expect(telegram.sent()).toHaveLength(1);
      });

      it('skips, without an error, a customer who unlinked or a channel no longer configured', async () => {
        const user = await customer({ phone: '+251911000001' });
        const unlinked = await queueNotification(db.knex, {
          channel: 'TELEGRAM',
          userId: user.id,
          topic: 't',
          text: TEXT,
        });
        transports = { telegram: undefined, sms: undefined };
        const noSms = await queueNotification(db.knex, {
          channel: 'SMS',
          userId: user.id,
          topic: 't',
          text: TEXT,
        });
        const noAdmins = await queueNotification(db.knex, {
          channel: 'TELEGRAM',
          userId: null,
          topic: 't',
          text: TEXT,
        });

        await runner().runDue();

        expect(await row(unlinked!)).toMatchObject({
          status: 'SKIPPED',
          last_error: 'Telegram is not configured',
        });
        expect(await row(noSms!)).toMatchObject({ status: 'SKIPPED', last_error: 'SMS is not configured' });
        expect(await row(noAdmins!)).toMatchObject({ status: 'SKIPPED' });
        expect(await jobs()).toMatchObject([{ status: 'DONE' }, { status: 'DONE' }, { status: 'DONE' }]);
        expect(telegram.sent()).toEqual([]);
      });

      it('skips a customer whose chat was unlinked after the message was written', async () => {
        const user = await customer({ chatId: '5550003' });
        const id = await queueNotification(db.knex, {
          channel: 'TELEGRAM',
          userId: user.id,
          topic: 't',
          text: TEXT,
        });
        await db.knex('telegram_links').where({ user_id: user.id }).delete();
        await runner().runDue();
        expect(await row(id!)).toMatchObject({
          status: 'SKIPPED',
          last_error: 'The customer has no linked Telegram chat',
        });
        expect(telegram.sent()).toEqual([]);
      });

      it('unlinks every account of a chat that blocked the bot (403) and does not retry', async () => {
        const first = await customer({ chatId: '5550004' });
        const second = await customer({ chatId: '5550004' });
        const other = await customer({ chatId: '5550005' });
        telegram.block('5550004');
        const id = await queueNotification(db.knex, {
          channel: 'TELEGRAM',
          userId: first.id,
          topic: 't',
          text: TEXT,
        });

        await runner().runDue();

        expect(await row(id!)).toMatchObject({ status: 'FAILED', attempts: 1 });
        expect((await row(id!)).last_error).toContain('bot was blocked by the user');
        const links = await db.knex('telegram_links').select('user_id');
        expect(links.map((l: { user_id: string }) => l.user_id)).toEqual([other.id]);
        expect(links.map((l: { user_id: string }) => l.user_id)).not.toContain(second.id);
        expect(await jobs()).toMatchObject([{ status: 'DONE', attempts: 1 }]);
        expect(telegram.calls.filter((c) => c.method === 'sendMessage')).toHaveLength(1);
      });

      it('waits the retry_after of a 429, then sends, without counting a failed attempt', async () => {
        const user = await customer({ chatId: '5550006' });
        telegram.rateLimit('5550006', 37);
        const id = await queueNotification(db.knex, {
          channel: 'TELEGRAM',
          userId: user.id,
          topic: 't',
          text: TEXT,
        });
        const before = Date.now();

        await runner().runDue();

        const [job] = await jobs();
        expect(job).toMatchObject({
          status: 'QUEUED',
          attempts: 0,
          payload: { notificationId: id, rateLimited: 1 },
        });
        const wait = job!.run_at.getTime() - before;
        expect(wait).toBeGreaterThanOrEqual(36_000);
        expect(wait).toBeLessThan(40_000);
        expect(await row(id!)).toMatchObject({ status: 'PENDING' });
        expect((await row(id!)).last_error).toContain('retry after 37');
        expect(telegram.sent()).toEqual([]);

        // Once the wait is over it goes.
        await db.knex('jobs').update({ run_at: new Date(Date.now() - 1000) });
        await runner().runDue();
        expect(telegram.sent()).toEqual([{ chatId: '5550006', text: TEXT }]);
        expect(await row(id!)).toMatchObject({ status: 'SENT' });
      });

      it('retries other failures with backoff and leaves the row FAILED when the job goes DEAD', async () => {
        const user = await customer({ chatId: '5550007' });
        transports = {
          ...transports,
          telegram: { ...transports.telegram!, botToken: '999999:WrongTokenWrongTokenWrongTokenWrong' },
        };
        const id = await queueNotification(db.knex, {
          channel: 'TELEGRAM',
          userId: user.id,
          topic: 't',
          text: TEXT,
        });

        await runner({ maxAttempts: 3 }).runDue();

        expect(await row(id!)).toMatchObject({ status: 'FAILED', attempts: 3 });
        expect((await row(id!)).last_error).toContain('Unauthorized');
        expect((await row(id!)).last_error).not.toContain('WrongToken');
        expect(await jobs()).toMatchObject([{ status: 'DEAD', attempts: 3 }]);
      });
    });

    describe('SMS through AfroMessage', () => {
      it("sends to the account's phone with the Bearer token, sender and identifier", async () => {
        const user = await customer({ phone: '+251911223344' });
        const id = await queueNotification(db.knex, {
          channel: 'SMS',
          userId: user.id,
          topic: 'renewal-due',
          text: TEXT,
        });
        await runner().runDue();
        expect(sms.sent().at(-1)).toEqual({
          from: 'e80ad9d8',
          sender: 'AbayCloud',
          to: '+251911223344',
          message: TEXT,
        });
        expect(sms.requests.at(-1)!.authorization).toBe(`Bearer ${sms.token}`);
        expect(await row(id!)).toMatchObject({ status: 'SENT' });
      });

      it('counts as sent only an acknowledge of success: an error acknowledge (HTTP 200) is retried, then FAILED', async () => {
        const user = await customer({ phone: '+251911223355' });
        sms.refuseNext('Insufficient balance', 5);
        const failed = await queueNotification(db.knex, {
          channel: 'SMS',
          userId: user.id,
          topic: 'renewal-due',
          text: TEXT,
        });
        await runner({ maxAttempts: 2 }).runDue();
        expect(await row(failed!)).toMatchObject({ status: 'FAILED', attempts: 2 });
        expect((await row(failed!)).last_error).toContain('Insufficient balance');
        expect(await jobs()).toMatchObject([{ status: 'DEAD', attempts: 2 }]);

        sms.refuseNext('Insufficient balance', 1);
        const sent = await queueNotification(db.knex, {
          channel: 'SMS',
          userId: user.id,
          topic: 'renewal-due',
          text: TEXT,
        });
        const before = sms.requests.length;
        await runner({ maxAttempts: 2 }).runDue();
        expect(sms.requests.slice(before).map((r) => r.acknowledge)).toEqual(['error', 'success']);
        expect(await row(sent!)).toMatchObject({ status: 'SENT', attempts: 2 });
      });

      it('retries a refused token (the operator fixes it) and skips an account without a phone', async () => {
        const withPhone = await customer({ phone: '+251911223366' });
        const withoutPhone = await customer();
        transports = { ...transports, sms: { ...transports.sms!, token: 'wrong-token' } };
        const refused = await queueNotification(db.knex, {
          channel: 'SMS',
          userId: withPhone.id,
          topic: 't',
          text: TEXT,
        });
        const skipped = await queueNotification(db.knex, {
          channel: 'SMS',
          userId: withoutPhone.id,
          topic: 't',
          text: TEXT,
        });
        await runner({ maxAttempts: 2 }).runDue();
        expect(await row(refused!)).toMatchObject({ status: 'FAILED', attempts: 2 });
        expect(await row(skipped!)).toMatchObject({
          status: 'SKIPPED',
          last_error: 'The customer has no phone number',
        });
      });
    });
  });
}
