import type { AddressInfo } from 'node:net';
import { normalizeRow } from '@shop/db';
import type { EmailOutboxRow, JobRow } from '@shop/db';
import { createTestDb } from '@shop/db/testing';
import type { TestDb } from '@shop/db/testing';
import { simpleParser } from 'mailparser';
import { pino } from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enqueueJob } from '../jobs/queue.ts';
import { JobRunner } from '../jobs/runner.ts';
import type { JobDefinition } from '../jobs/types.ts';
import { parseMailConfig } from './config.ts';
import { DELIVER_MAIL_JOB, mailDeliveryJob, queueMail } from './outbox.ts';
import { createMailTransport } from './transport.ts';
import type { MailTransport } from './transport.ts';

const SMTP_USER = 'mailer';
const SMTP_PASSWORD = 'smtp-Pa55-word';
const BODY = 'Your server is ready. Secret-ish body text 7f3a.';

interface TestSmtp {
  url: string;
  /** Raw messages the server accepted. */
  received: Buffer[];
  /** RCPT TO commands seen (one per delivery attempt). */
  attempts: number;
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 with AUTH; `refuseWith` answers every recipient with that code. */
async function startSmtp(options: { refuseWith?: number } = {}): Promise<TestSmtp> {
  const state = { received: [] as Buffer[], attempts: 0 };
  const server = new SMTPServer({
    secure: false,
    // Plain AUTH without TLS is fine on loopback in a test; production URLs use smtps or STARTTLS.
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD)
        callback(null, { user: auth.username });
      else callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onRcptTo(_address, _session, callback) {
      state.attempts += 1;
      if (options.refuseWith === undefined) return callback();
      const text = options.refuseWith >= 500 ? 'No such mailbox' : 'Mailbox busy, try again later';
      callback(Object.assign(new Error(text), { responseCode: options.refuseWith }));
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        state.received.push(Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${port}`,
    get received() {
      return state.received;
    },
    get attempts() {
      return state.attempts;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function captureLog() {
  const lines: string[] = [];
  return { log: pino({ level: 'debug' }, { write: (line: string) => void lines.push(line) }), lines };
}

describe('mail outbox', () => {
  let db: TestDb;

  beforeAll(async () => {
    db = await createTestDb({ seed: false });
  });
  afterAll(async () => {
    await db?.destroy();
  });
  beforeEach(async () => {
    await db.knex('jobs').delete();
    await db.knex('email_outbox').delete();
  });

  async function outbox(id: string): Promise<EmailOutboxRow> {
    return normalizeRow('email_outbox', await db.knex('email_outbox').where({ id }).first());
  }
  async function jobs(): Promise<JobRow[]> {
    const rows = await db.knex('jobs').select();
    return rows.map((row: Record<string, unknown>) => normalizeRow('jobs', row));
  }

  function runnerFor(transport: MailTransport, options: { log?: pino.Logger; maxAttempts?: number } = {}) {
    return new JobRunner({
      knex: db.knex,
      definitions: { [DELIVER_MAIL_JOB]: mailDeliveryJob(transport, db.knex) as JobDefinition<never> },
      log: options.log ?? pino({ level: 'silent' }),
      defaultMaxAttempts: options.maxAttempts ?? 3,
      // Retries at once, so runDue() goes through every attempt.
      backoff: () => 0,
    });
  }

  describe('queueMail', () => {
    it('writes a PENDING message and its deliver-mail job in the same transaction', async () => {
      const id = await db.knex.transaction((trx) =>
        queueMail(trx, { to: 'abebe@example.et', subject: 'Hello', text: BODY, html: '<p>Hi</p>' }),
      );

      expect(await outbox(id)).toMatchObject({
        to_address: 'abebe@example.et',
        subject: 'Hello',
        text_body: BODY,
        html_body: '<p>Hi</p>',
        status: 'PENDING',
        attempts: 0,
        sent_at: null,
      });
      expect(await jobs()).toMatchObject([
        { name: DELIVER_MAIL_JOB, payload: { outboxId: id }, status: 'QUEUED' },
      ]);
    });

    it('leaves neither message nor job when the transaction rolls back', async () => {
      await expect(
        db.knex.transaction(async (trx) => {
          await queueMail(trx, { to: 'abebe@example.et', subject: 'Hello', text: BODY });
          throw new Error('the payment update failed');
        }),
      ).rejects.toThrow('the payment update failed');

      expect(await db.knex('email_outbox').count({ n: '*' })).toEqual([{ n: 0 }]);
      expect(await jobs()).toEqual([]);
    });

    it('holds a message until sendAfter', async () => {
      const sendAfter = new Date('2030-05-01T06:00:00.000Z');
      const id = await queueMail(db.knex, { to: 'a@example.et', subject: 'Later', text: 'x' }, { sendAfter });

      expect((await outbox(id)).send_after).toEqual(sendAfter);
      expect((await jobs())[0]!.run_at).toEqual(sendAfter);
    });
  });

  describe('delivery over SMTP', () => {
    let smtp: TestSmtp | undefined;
    let transport: MailTransport | undefined;
    afterEach(async () => {
      transport?.close();
      await smtp?.close();
      smtp = undefined;
      transport = undefined;
    });

    async function smtpTransport(options: { refuseWith?: number; password?: string } = {}) {
      smtp = await startSmtp(options);
      const url = options.password ? smtp.url.replace(SMTP_PASSWORD, options.password) : smtp.url;
      const { value, problems } = parseMailConfig({ SMTP_URL: url }, '/nonexistent');
      expect(problems).toEqual([]);
      transport = createMailTransport(value);
      expect(transport.kind).toBe('smtp');
      return transport;
    }

    it('logs in, delivers the message and marks it SENT; the log has neither body nor password', async () => {
      const { log, lines } = captureLog();
      const runner = runnerFor(await smtpTransport(), { log });
      const id = await queueMail(db.knex, {
        to: 'abebe@example.et',
        subject: 'ሰርቨርዎ ዝግጁ ነው',
        text: BODY,
        html: `<p>${BODY}</p>`,
      });

      expect(await runner.runDue()).toBe(1);

      expect(smtp!.received).toHaveLength(1);
      const mail = await simpleParser(smtp!.received[0]!);
      expect(mail.subject).toBe('ሰርቨርዎ ዝግጁ ነው');
      expect(mail.to && 'value' in mail.to ? mail.to.value : undefined).toEqual([
        { name: '', address: 'abebe@example.et' },
      ]);
      expect(mail.from?.value).toEqual([{ name: 'Abay Cloud', address: 'no-reply@abaycloud.local' }]);
      expect(mail.text?.trim()).toBe(BODY);

      const row = await outbox(id);
      expect(row).toMatchObject({ status: 'SENT', attempts: 1, last_error: null });
      expect(row.sent_at).toBeInstanceOf(Date);
      expect(await jobs()).toMatchObject([{ status: 'DONE' }]);

      expect(lines.some((line) => line.includes('mail sent'))).toBe(true);
      expect(lines.join('\n')).not.toContain('7f3a');
      expect(lines.join('\n')).not.toContain(SMTP_PASSWORD);
    });

    it('sends a message once even when its job runs again', async () => {
      const runner = runnerFor(await smtpTransport());
      const id = await queueMail(db.knex, { to: 'abebe@example.et', subject: 'Once', text: BODY });
      await runner.runDue();
      await enqueueJob(db.knex, DELIVER_MAIL_JOB, { outboxId: id });

      expect(await runner.runDue()).toBe(1);
      expect(smtp!.received).toHaveLength(1);
      expect(await outbox(id)).toMatchObject({ status: 'SENT', attempts: 1 });
    });

    it('retries a message the server defers (451), then marks it FAILED after the last attempt', async () => {
      const runner = runnerFor(await smtpTransport({ refuseWith: 451 }), { maxAttempts: 3 });
      const id = await queueMail(db.knex, { to: 'abebe@example.et', subject: 'Deferred', text: BODY });

      expect(await runner.runDue()).toBe(3);

      expect(smtp!.attempts).toBe(3);
      expect(smtp!.received).toEqual([]);
      const row = await outbox(id);
      expect(row).toMatchObject({ status: 'FAILED', attempts: 3, sent_at: null });
      expect(row.last_error).toContain('451');
      expect(await jobs()).toMatchObject([{ status: 'DEAD', attempts: 3 }]);
    });

    it('keeps a deferred message PENDING between attempts', async () => {
      const runner = new JobRunner({
        knex: db.knex,
        definitions: {
          [DELIVER_MAIL_JOB]: mailDeliveryJob(
            await smtpTransport({ refuseWith: 451 }),
            db.knex,
          ) as JobDefinition<never>,
        },
        log: pino({ level: 'silent' }),
        backoff: () => 60_000,
      });
      const id = await queueMail(db.knex, { to: 'abebe@example.et', subject: 'Deferred', text: BODY });

      expect(await runner.runDue()).toBe(1);
      expect(await outbox(id)).toMatchObject({ status: 'PENDING', attempts: 1 });
      expect(await jobs()).toMatchObject([{ status: 'QUEUED', attempts: 1 }]);
    });

    it('marks a message the server refuses for good (550) FAILED at once', async () => {
      const runner = runnerFor(await smtpTransport({ refuseWith: 550 }), { maxAttempts: 5 });
      const id = await queueMail(db.knex, { to: 'nobody@example.et', subject: 'Refused', text: BODY });

      expect(await runner.runDue()).toBe(1);
      expect(await outbox(id)).toMatchObject({ status: 'FAILED', attempts: 1 });
      expect((await outbox(id)).last_error).toContain('550');
    });

    it('retries a refused login (the operator may fix the credentials) and never records the password', async () => {
      const runner = runnerFor(await smtpTransport({ password: 'wrong-password' }), { maxAttempts: 2 });
      const id = await queueMail(db.knex, { to: 'abebe@example.et', subject: 'Auth', text: BODY });

      expect(await runner.runDue()).toBe(2);
      const row = await outbox(id);
      expect(row).toMatchObject({ status: 'FAILED', attempts: 2 });
      expect(row.last_error).toMatch(/535|login|auth/i);
      expect(row.last_error).not.toContain('wrong-password');
    });
  });

  it('fails a message whose recipient is not an address, without trying to send it', async () => {
    const sent: string[] = [];
    const transport: MailTransport = {
      kind: 'file',
      send: async (message) => void sent.push(message.to),
      close() {},
    };
    const id = await queueMail(db.knex, { to: 'not an address', subject: 'S', text: 'T' });

    expect(await runnerFor(transport).runDue()).toBe(1);
    expect(sent).toEqual([]);
    expect(await outbox(id)).toMatchObject({ status: 'FAILED' });
  });
});
