/**
 * Expiry reminders sent by an admin (console spec 2.6): for one service, or for every service that
 * has 7 or fewer days left or has expired (domain's isReminderDue; a service an admin stopped gets
 * none). Each reminder is one transaction: the day's claim (at most one reminder per service per
 * Addis Ababa day, whoever sends it: reminder-day.ts), the mail (and the Telegram message or SMS
 * the customer chose: notifications/customer-notices.ts) in the outbox, in the customer's language,
 * services.last_reminder_at and the audit row, so a reminder exists exactly when all do.
 */
import Boom from '@hapi/boom';
import { normalizeRow, normalizeRows, now as dbNow } from '@shop/db';
import type { ServiceRow } from '@shop/db';
import {
  ADDIS_ABABA_UTC_OFFSET_HOURS,
  daysLeft,
  EXPIRY_WARNING_DAYS,
  isReminderDue,
  reminderSentMessage,
  SERVER_MESSAGES,
} from '@shop/domain';
import type { components } from '@shop/domain/generated/api-types.gen';
import type { Knex } from 'knex';
import { writeAudit } from '../../shared/audit.ts';
import { lockService } from '../events.ts';
import { notifyExpiryReminder } from '../../notifications/customer-notices.ts';
import { claimReminderDay, remindedOn } from './reminder-day.ts';

export type ReminderResponse = components['schemas']['ReminderResponse'];
export type BulkReminderResponse = components['schemas']['BulkReminderResponse'];
export type ReminderPreview = components['schemas']['ReminderPreview'];

export interface ReminderContext {
  knex: Knex;
  /** The admin who asks. */
  adminId: string;
  /** The shop's public address, for the link in the mail. */
  appUrl: string;
  /** The moment days are counted from. */
  now?: Date;
}

/** Why no reminder may go to this service (409), or null when one is due. */
export function reminderRefusal(service: Pick<ServiceRow, 'status' | 'end_date'>, now: Date): string | null {
  if (service.status === 'INACTIVE') return SERVER_MESSAGES.reminderServiceSuspended;
  if (!isReminderDue({ status: service.status, daysLeft: daysLeft(service.end_date, now) }))
    return SERVER_MESSAGES.reminderNotDue;
  return null;
}

/**
 * Writes one reminder in `trx`; answers to whom it went and the days left it names, or null when
 * the service had its reminder today already (nothing written).
 */
async function remind(
  trx: Knex,
  service: ServiceRow,
  context: ReminderContext & { now: Date; bulk: boolean },
): Promise<{ email: string; days: number } | null> {
  if (!(await claimReminderDay(trx, service.id, context.now, context.bulk ? 'admin-bulk' : 'admin')))
    return null;
  const user = normalizeRow('users', await trx('users').where({ id: service.user_id }).first());
  // users.id is a foreign key of services: a service always has its customer.
  if (!user) throw new Error(`The customer of service ${service.id} is missing`);
  // The customer's channels, as every renewal reminder (e-mail, Telegram, SMS:
  // notifications/customer-notices.ts).
  await notifyExpiryReminder(trx, service, context.appUrl, context.now);
  await trx('services')
    .where({ id: service.id })
    .update({ last_reminder_at: context.now, updated_at: dbNow() });
  const days = daysLeft(service.end_date, context.now);
  await writeAudit(trx, {
    actorUserId: context.adminId,
    action: 'service.reminder_sent',
    entity: 'service',
    entityId: service.id,
    data: {
      before: { lastReminderAt: service.last_reminder_at?.toISOString() ?? null },
      after: { lastReminderAt: context.now.toISOString() },
      to: user.email,
      daysLeft: days,
      bulk: context.bulk,
    },
  });
  return { email: user.email, days };
}

/** One service's reminder: 404 for an unknown service, 409 when none is due or one went out today. */
export async function sendReminder(context: ReminderContext, serviceId: string): Promise<ReminderResponse> {
  const now = context.now ?? dbNow();
  const sent = await context.knex.transaction(async (trx) => {
    // Locked (MySQL): two sends for one service take turns, so the second finds the first's claim.
    const service = await lockService(trx, serviceId);
    if (!service) throw Boom.notFound(SERVER_MESSAGES.serviceNotFound);
    const refusal = reminderRefusal(service, now);
    if (refusal) throw Boom.conflict(refusal);
    const reminded = await remind(trx, service, { ...context, now, bulk: false });
    if (!reminded) throw Boom.conflict(SERVER_MESSAGES.reminderAlreadySentToday);
    return reminded;
  });
  return {
    message: reminderSentMessage(sent.email, sent.days),
    details: { userEmail: sent.email, daysRemaining: sent.days },
  };
}

const MS_PER_DAY = 86_400_000;
const OFFSET_MS = ADDIS_ABABA_UTC_OFFSET_HOURS * 3_600_000;

/**
 * The first moment with more than EXPIRY_WARNING_DAYS left: the start of the Addis Ababa day
 * 8 days after today. A service ending before it has 7 or fewer days left (daysLeft's days).
 */
export function reminderHorizon(now: Date): Date {
  const today = Math.floor((now.getTime() + OFFSET_MS) / MS_PER_DAY);
  return new Date((today + EXPIRY_WARNING_DAYS + 1) * MS_PER_DAY - OFFSET_MS);
}

const BATCH = 200;

/** The services a reminder is due for, a batch at a time (by end date, then id) after `after`. */
async function dueBatch(
  knex: Knex,
  horizon: Date,
  after: Pick<ServiceRow, 'end_date' | 'id'> | undefined,
): Promise<ServiceRow[]> {
  return normalizeRows(
    'services',
    await knex('services')
      .whereIn('status', ['ACTIVE', 'EXPIRED'])
      .andWhere('end_date', '<', horizon)
      .modify((q) => {
        if (after)
          q.andWhere((w) =>
            w
              .where('end_date', '>', after.end_date)
              .orWhere((tie) => tie.where('end_date', '=', after.end_date).andWhere('id', '>', after.id)),
          );
      })
      .orderBy([
        { column: 'end_date', order: 'asc' },
        { column: 'id', order: 'asc' },
      ])
      .limit(BATCH),
  );
}

/**
 * A reminder for every service that has one due. Each goes in its own transaction, so one that
 * fails (counted in emailsFailed, reported to `onFailure`) undoes none of the others. The summary
 * counts the services checked (every due one), the reminders sent, those skipped because the
 * service had its reminder today already (from anyone), and those that failed; a service renewed or
 * stopped meanwhile is checked but neither. An audit row records the run and its summary.
 */
export async function sendAllReminders(
  context: ReminderContext,
  onFailure: (serviceId: string, err: unknown) => void = () => {},
): Promise<BulkReminderResponse> {
  const now = context.now ?? dbNow();
  const horizon = reminderHorizon(now);
  const summary = { emailsSent: 0, emailsFailed: 0, alreadyRemindedToday: 0, totalChecked: 0 };
  let last: ServiceRow | undefined;
  for (;;) {
    const batch = await dueBatch(context.knex, horizon, last);
    for (const candidate of batch) {
      summary.totalChecked += 1;
      try {
        const sent = await context.knex.transaction(async (trx) => {
          // Read again in the transaction: a renewal or a stop may have come in between.
          const service = await lockService(trx, candidate.id);
          if (!service || reminderRefusal(service, now)) return 'none';
          return (await remind(trx, service, { ...context, now, bulk: true })) ? 'sent' : 'today';
        });
        if (sent === 'sent') summary.emailsSent += 1;
        if (sent === 'today') summary.alreadyRemindedToday += 1;
      } catch (err) {
        summary.emailsFailed += 1;
        onFailure(candidate.id, err);
      }
    }
    if (batch.length < BATCH) break;
    last = batch[batch.length - 1];
  }
  await writeAudit(context.knex, {
    actorUserId: context.adminId,
    action: 'service.reminders_sent',
    entity: 'service',
    entityId: null,
    data: { ...summary },
  });
  return { message: SERVER_MESSAGES.remindersSent, summary };
}

/**
 * What "Send All Reminders" would do now, for the console's confirmation: the services a reminder
 * is due for that had none today, and how many customers they belong to (a customer with two
 * such services gets two mails, one per service). A read: nothing is claimed or sent.
 */
export async function previewReminders(knex: Knex, now: Date = dbNow()): Promise<ReminderPreview> {
  const horizon = reminderHorizon(now);
  const customers = new Set<string>();
  let services = 0;
  let last: ServiceRow | undefined;
  for (;;) {
    const batch = await dueBatch(knex, horizon, last);
    const today = await remindedOn(
      knex,
      batch.map((s) => s.id),
      now,
    );
    for (const service of batch) {
      if (reminderRefusal(service, now) || today.has(service.id)) continue;
      services += 1;
      customers.add(service.user_id);
    }
    if (batch.length < BATCH) break;
    last = batch[batch.length - 1];
  }
  return { customers: customers.size, services };
}
