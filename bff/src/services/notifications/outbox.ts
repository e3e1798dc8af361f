/**
 * The Telegram and SMS outbox (issue 28), the same pattern as the mail outbox (mail/outbox.ts): a
 * message is a `notification_outbox` row plus a `deliver-notification` job, written in the
 * caller's transaction, so it goes out exactly when the change it reports is committed and a
 * rolled-back change sends nothing. A `dedupeKey` makes a message go at most once for ever (the
 * schema's UNIQUE key settles concurrent writers on both engines).
 *
 * The chat or phone is looked up when the message is sent: a chat unlinked in between, or
 * Telegram or SMS no longer configured, makes the row SKIPPED. A chat that blocked the bot (403)
 * is unlinked and the row FAILED, without retries; flood control (429) waits the `retry_after` it
 * names; other failures retry with the runner's backoff, and a DEAD job leaves the row FAILED.
 * Texts, tokens and phone numbers are never logged.
 */
import { newId, normalizeRow, now, uniqueViolationKey } from '@shop/db';
import type { NotificationOutboxRow } from '@shop/db';
import type { Knex } from 'knex';
import { enqueueJob } from '../../jobs/queue.ts';
import { PermanentJobError } from '../../jobs/types.ts';
import type { JobDefinition, JobOutcome } from '../../jobs/types.ts';
import { sendSms, SmsSendError } from './afromessage.ts';
import type { SmsConfig, TelegramConfig } from './config.ts';
import { telegramChatOf } from './preferences.ts';
import { TelegramChatGoneError, TelegramRateLimitError, telegramApi } from './telegram-api.ts';

export const DELIVER_NOTIFICATION_JOB = 'deliver-notification';

export type NotificationChannelName = NotificationOutboxRow['channel'];

export interface QueuedNotification {
  channel: NotificationChannelName;
  /** The customer; null: the shop's admins (TELEGRAM_ADMIN_CHAT_ID). */
  userId: string | null;
  /** What it is about ('server-ready', 'payment-review', ...), at most 32 characters. */
  topic: string;
  text: string;
  /** A message that must go at most once: a second one with the same key is not written. */
  dedupeKey?: string;
  /** Not before this time (now by default). */
  sendAfter?: Date;
}

export type DeliverNotificationPayload = { notificationId: string; rateLimited?: number };

const DEDUPE_INDEX = 'notification_outbox_dedupe_key_unique';
const LAST_ERROR_MAX = 2000;
/** Telegram's limit for one message. */
const TELEGRAM_TEXT_MAX = 4096;
/** Flood-control waits a message may take before they count as failed attempts. */
const MAX_RATE_LIMITED_WAITS = 20;

/**
 * Adds the message to the outbox and enqueues its delivery in `db` (pass the transaction of the
 * change it reports); answers the outbox id, or null when `dedupeKey` was used before (nothing
 * written). A duplicate is recognised by catching the unique violation, as enqueueJob does: the
 * failed statement alone is undone and the caller's transaction goes on.
 */
export async function queueNotification(
  db: Knex | Knex.Transaction,
  message: QueuedNotification,
): Promise<string | null> {
  const id = newId();
  const at = now();
  const sendAfter = message.sendAfter ?? at;
  const text =
    message.text.length > TELEGRAM_TEXT_MAX
      ? `${message.text.slice(0, TELEGRAM_TEXT_MAX - 1)}…`
      : message.text;
  try {
    await db('notification_outbox').insert({
      id,
      channel: message.channel,
      user_id: message.userId,
      topic: message.topic.slice(0, 32),
      text_body: text,
      status: 'PENDING',
      attempts: 0,
      last_error: null,
      dedupe_key: message.dedupeKey ?? null,
      send_after: sendAfter,
      sent_at: null,
      created_at: at,
    });
  } catch (err) {
    if (message.dedupeKey !== undefined && uniqueViolationKey(err) === DEDUPE_INDEX) return null;
    throw err;
  }
  await enqueueJob(db, DELIVER_NOTIFICATION_JOB, { notificationId: id }, { runAt: sendAfter });
  return id;
}

function errorMessage(err: unknown): string {
  const message = err instanceof Error ? err.message || err.name : String(err);
  return message.length > LAST_ERROR_MAX ? `${message.slice(0, LAST_ERROR_MAX - 1)}…` : message;
}

/** Where the channels go now; each undefined when not configured. */
export interface NotificationTransports {
  telegram: TelegramConfig | undefined;
  sms: SmsConfig | undefined;
}

type Destination = { to: string } | { skip: string };

async function destinationOf(
  knex: Knex,
  row: NotificationOutboxRow,
  transports: NotificationTransports,
): Promise<Destination> {
  if (row.channel === 'TELEGRAM') {
    if (!transports.telegram) return { skip: 'Telegram is not configured' };
    if (row.user_id === null) {
      const admins = transports.telegram.adminChatId;
      return admins !== undefined ? { to: admins } : { skip: 'TELEGRAM_ADMIN_CHAT_ID is not set' };
    }
    const chat = await telegramChatOf(knex, row.user_id);
    return chat ? { to: chat.chatId } : { skip: 'The customer has no linked Telegram chat' };
  }
  if (!transports.sms) return { skip: 'SMS is not configured' };
  if (row.user_id === null) return { skip: 'SMS goes to customers only' };
  const user = normalizeRow('users', await knex('users').where({ id: row.user_id }).first());
  const phone = user?.phone?.trim();
  return phone ? { to: phone } : { skip: 'The customer has no phone number' };
}

/**
 * The `deliver-notification` job. A row no longer PENDING is left alone (a job run twice sends
 * once); the job runner's lease keeps two workers from running one job at once.
 */
export function notificationDeliveryJob(
  knex: Knex,
  transports: NotificationTransports,
): JobDefinition<DeliverNotificationPayload> {
  const finish = (id: string, fields: Partial<NotificationOutboxRow>) =>
    knex('notification_outbox')
      .where({ id, status: 'PENDING' })
      .update({ ...fields, attempts: knex.raw('attempts + 1') });

  return {
    async run({ notificationId, rateLimited = 0 }, context): Promise<JobOutcome> {
      const row = normalizeRow(
        'notification_outbox',
        await knex('notification_outbox').where({ id: notificationId }).first(),
      );
      if (!row) throw new PermanentJobError(`Notification ${notificationId} does not exist`);
      const log = context.log.child({ notificationId, channel: row.channel, topic: row.topic });
      if (row.status !== 'PENDING') {
        log.info({ status: row.status }, 'notification already settled');
        return;
      }
      const destination = await destinationOf(knex, row, transports);
      if ('skip' in destination) {
        await knex('notification_outbox')
          .where({ id: row.id, status: 'PENDING' })
          .update({ status: 'SKIPPED', last_error: destination.skip });
        log.info({ reason: destination.skip }, 'notification skipped');
        return;
      }
      try {
        if (row.channel === 'TELEGRAM') {
          await telegramApi(transports.telegram!).sendMessage(destination.to, row.text_body);
        } else {
          await sendSms(transports.sms!, destination.to, row.text_body);
        }
      } catch (err) {
        const message = errorMessage(err);
        if (err instanceof TelegramChatGoneError) {
          // The chat blocked the bot or left: no account keeps it, and nothing more is tried.
          const unlinked = await knex('telegram_links').where({ chat_id: destination.to }).delete();
          await finish(row.id, { status: 'FAILED', last_error: message });
          log.warn({ unlinked }, 'Telegram chat refused the bot: unlinked');
          return;
        }
        if (err instanceof TelegramRateLimitError && rateLimited < MAX_RATE_LIMITED_WAITS) {
          await knex('notification_outbox').where({ id: row.id }).update({ last_error: message });
          log.warn({ retryAfterSeconds: err.retryAfterSeconds }, 'Telegram flood control: waiting');
          return {
            again: {
              inMs: err.retryAfterSeconds * 1000,
              payload: { notificationId, rateLimited: rateLimited + 1 },
            },
          };
        }
        await knex('notification_outbox')
          .where({ id: row.id })
          .update({ attempts: knex.raw('attempts + 1'), last_error: message });
        if (err instanceof SmsSendError && err.permanent)
          throw new PermanentJobError(message, { cause: err });
        throw err;
      }
      await finish(row.id, { status: 'SENT', sent_at: now(), last_error: null });
      log.info('notification sent');
    },
    async onDead({ notificationId }, reason) {
      await knex('notification_outbox')
        .where({ id: notificationId })
        .where({ status: 'PENDING' })
        .update({ status: 'FAILED', last_error: reason.slice(0, LAST_ERROR_MAX) });
    },
  };
}
