/**
 * Sends one message: over SMTP when SMTP_URL is set, otherwise into the outbox directory as an
 * RFC 822 .eml file (the same bytes SMTP would carry, so what a customer would get can be opened
 * in a mail client).
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { now } from '@shop/db';
import { createTransport } from 'nodemailer';
import type { MailConfig } from './config.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files sent with the message (an invoice's PDF). */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailTransport {
  /** 'smtp' or 'file': for the start-up log line. */
  readonly kind: 'smtp' | 'file';
  /** Resolves when the server accepted the message (or the file is in place); rejects otherwise. */
  send(message: MailMessage): Promise<void>;
  /** Closes pooled connections (SMTP); nothing to do for files. */
  close(): void;
}

/**
 * Kept below the job lease (60 s): a send that hangs fails and is retried instead of outliving
 * its lease and being sent twice. (nodemailer waits up to 2 min to connect and 10 min idle by default.)
 */
const SMTP_TIMEOUTS = {
  connectionTimeout: 15_000,
  greetingTimeout: 15_000,
  socketTimeout: 30_000,
  dnsTimeout: 10_000,
};

export function createMailTransport(config: MailConfig): MailTransport {
  return config.smtpUrl
    ? smtpTransport(config.smtpUrl, config.from)
    : fileTransport(config.outboxDir, config.from);
}

function smtpTransport(url: string, from: string): MailTransport {
  const mailer = createTransport({ url, ...SMTP_TIMEOUTS });
  return {
    kind: 'smtp',
    async send(message) {
      await mailer.sendMail({ from, ...message });
    },
    close() {
      mailer.close();
    },
  };
}

/** '2026-11-22T16-05-01-123Z': sorts by time and is a valid file name everywhere. */
function fileStamp(date: Date): string {
  return date.toISOString().replace(/[:.]/g, '-');
}

function fileTransport(dir: string, from: string): MailTransport {
  const composer = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'file',
    async send(message) {
      const info = await composer.sendMail({ from, ...message });
      const name = `${fileStamp(now())}-${randomBytes(6).toString('hex')}.eml`;
      await mkdir(dir, { recursive: true, mode: 0o700 });
      // Written beside, then renamed: a reader of the directory never sees half a message.
      const partial = path.join(dir, `.${name}.partial`);
      await writeFile(partial, info.message as Buffer, { mode: 0o600 });
      await rename(partial, path.join(dir, name));
    },
    close() {},
  };
}
