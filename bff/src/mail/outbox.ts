/**
 * The mail outbox: a message is an `email_outbox` row plus a `deliver-mail` job, written in the
 * caller's transaction, so a mail goes out exactly when the change it reports is committed (and
 * a rolled-back change sends nothing). The job sends it with retries; the row says how it went.
 *
 * Delivery is at least once: if the server accepted a message but marking the row SENT failed,
 * the retry sends it again. Bodies are never logged.
 */
import { newId, normalizeRow, now } from '@shop/db';
import type { Json } from '@shop/db';
import type { Knex } from 'knex';
import { enqueueJob } from '../jobs/queue.ts';
import { PermanentJobError } from '../jobs/types.ts';
import type { JobDefinition } from '../jobs/types.ts';
import { parseMailbox } from './config.ts';
import type { MailAttachment, MailMessage, MailTransport } from './transport.ts';

export const DELIVER_MAIL_JOB = 'deliver-mail';

export type DeliverMailPayload = { outboxId: string } & { [key: string]: Json };

/** Column length of email_outbox.subject. */
const SUBJECT_MAX = 255;
const LAST_ERROR_MAX = 2000;

export interface QueueMailOptions {
  /** Not before this time (now by default). */
  sendAfter?: Date;
  /** An issued invoice whose PDF goes with the mail, rendered when it is sent. */
  attachInvoiceId?: string;
}

/** The attachment of an invoice, rendered from its frozen document; undefined when it does not exist. */
export type InvoiceAttachmentOf = (invoiceId: string) => Promise<MailAttachment | undefined>;

/**
 * Adds the message to the outbox and enqueues its delivery, in `db` (pass the transaction of the
 * change the mail reports); answers the outbox id. It checks nothing that could fail the
 * caller's change: an unusable recipient makes the delivery fail (the row FAILED), not the order.
 */
export async function queueMail(
  db: Knex | Knex.Transaction,
  mail: MailMessage,
  options: QueueMailOptions = {},
): Promise<string> {
  const id = newId();
  const at = now();
  const sendAfter = options.sendAfter ?? at;
  await db('email_outbox').insert({
    id,
    to_address: mail.to.trim(),
    // A longer subject would be refused by MySQL; mail clients cut it long before 255 anyway.
    subject: mail.subject.length > SUBJECT_MAX ? `${mail.subject.slice(0, SUBJECT_MAX - 1)}…` : mail.subject,
    text_body: mail.text,
    html_body: mail.html ?? null,
    status: 'PENDING',
    attempts: 0,
    last_error: null,
    send_after: sendAfter,
    sent_at: null,
    attach_invoice_id: options.attachInvoiceId ?? null,
    created_at: at,
  });
  await enqueueJob(db, DELIVER_MAIL_JOB, { outboxId: id }, { runAt: sendAfter });
  return id;
}

function errorMessage(err: unknown): string {
  const message = err instanceof Error ? err.message || err.name : String(err);
  return message.length > LAST_ERROR_MAX ? `${message.slice(0, LAST_ERROR_MAX - 1)}…` : message;
}

/**
 * A rejection the same message would get again: the server refused the recipient or the message
 * for good (a 5xx reply). A refused login is not one of them: the operator fixes the credentials
 * and the retries go through.
 */
function isPermanentRejection(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const { permanent, code } = err as { permanent?: unknown; code?: unknown };
  return permanent === true && code !== 'EAUTH';
}

/**
 * The `deliver-mail` job: sends the outbox row and marks it SENT. A row already SENT is skipped
 * (a job run twice sends once). A failed send counts an attempt on the row, keeps the error and
 * throws, so the runner retries with backoff; when the job goes DEAD the row is FAILED.
 */
export function mailDeliveryJob(
  transport: MailTransport,
  knex: Knex,
  invoiceAttachmentOf?: InvoiceAttachmentOf,
): JobDefinition<DeliverMailPayload> {
  return {
    async run({ outboxId }, context) {
      const row = normalizeRow('email_outbox', await knex('email_outbox').where({ id: outboxId }).first());
      if (!row) throw new PermanentJobError(`Outbox message ${outboxId} does not exist`);
      if (row.status === 'SENT') {
        context.log.info({ outboxId }, 'mail already sent');
        return;
      }
      if (parseMailbox(row.to_address)?.address !== row.to_address) {
        throw new PermanentJobError(`Outbox message ${outboxId}: the recipient is not one e-mail address`);
      }
      const attachment =
        row.attach_invoice_id !== null && invoiceAttachmentOf
          ? await invoiceAttachmentOf(row.attach_invoice_id)
          : undefined;
      try {
        await transport.send({
          to: row.to_address,
          subject: row.subject,
          text: row.text_body,
          ...(row.html_body !== null ? { html: row.html_body } : {}),
          ...(attachment ? { attachments: [attachment] } : {}),
        });
      } catch (err) {
        const message = errorMessage(err);
        await knex('email_outbox')
          .where({ id: outboxId })
          .update({ attempts: knex.raw('attempts + 1'), last_error: message });
        throw isPermanentRejection(err) ? new PermanentJobError(message, { cause: err }) : err;
      }
      await knex('email_outbox')
        .where({ id: outboxId })
        .update({
          status: 'SENT',
          sent_at: now(),
          attempts: knex.raw('attempts + 1'),
          last_error: null,
        });
      context.log.info({ outboxId, transport: transport.kind }, 'mail sent');
    },
    async onDead({ outboxId }, reason) {
      await knex('email_outbox')
        .where({ id: outboxId })
        .whereNot({ status: 'SENT' })
        .update({ status: 'FAILED', last_error: reason });
    },
  };
}
