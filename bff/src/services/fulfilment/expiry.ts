/**
 * Expiry and its reminders, run by jobs that the schedules enqueue once per period:
 * - a service past its end date becomes EXPIRED (its order too) and is suspended on its provider;
 * - the owner of an ACTIVE service gets a reminder at 7, 3 and 1 days left (Africa/Addis_Ababa
 *   days, from domain), at most one per day however many instances run.
 */
import { normalizeRows, now } from '@shop/db';
import { AUTOMATIC_REMINDER_DAYS, daysLeft } from '@shop/domain';
import type { Knex } from 'knex';
import type { JobDefinition } from '../../jobs/types.ts';
import { writeAudit } from '../audit.ts';
import { notifyExpiryReminder, notifyServiceExpired } from './notify.ts';
import { enqueueOperation } from './provider-operations.ts';

export const EXPIRE_SERVICES_JOB = 'expire-services';
export const EXPIRY_REMINDERS_JOB = 'expiry-reminders';

const BATCH = 200;
/** A reminder claimed less than this long ago is not sent again. */
const REMINDER_GAP_MS = 20 * 3_600_000;

/** Expires every service past its end date; answers how many. */
export async function expireServices(knex: Knex, appUrl: string, at: Date = new Date()): Promise<number> {
  let expired = 0;
  for (;;) {
    const due = normalizeRows(
      'services',
      await knex('services')
        .whereIn('status', ['ACTIVE', 'INACTIVE'])
        .andWhere('end_date', '<=', at)
        .orderBy('end_date')
        .limit(BATCH),
    );
    if (due.length === 0) return expired;
    for (const service of due) {
      await knex.transaction(async (trx) => {
        // Conditional: another instance (or a renewal paid meanwhile) may have moved it already.
        const changed = await trx('services')
          .where({ id: service.id, status: service.status })
          .andWhere('end_date', '<=', at)
          .update({ status: 'EXPIRED', updated_at: now() });
        if (changed !== 1) return;
        expired += 1;
        await trx('orders')
          .where({ id: service.order_id })
          .whereIn('status', ['ACTIVE', 'PROVISIONING'])
          .update({ status: 'EXPIRED', updated_at: now() });
        // An INACTIVE service is already suspended on its provider.
        if (service.status === 'ACTIVE' && service.provider_ref !== '')
          await enqueueOperation(trx, service.id, { op: 'suspend' });
        await writeAudit(trx, {
          actorUserId: null,
          action: 'service.expired',
          entity: 'service',
          entityId: service.id,
          data: {
            before: { status: service.status },
            after: { status: 'EXPIRED' },
            endDate: service.end_date.toISOString(),
          },
        });
        await notifyServiceExpired(trx, service, appUrl);
      });
    }
    if (due.length < BATCH) return expired;
  }
}

/** Sends the day's automatic reminders; answers how many. */
export async function sendAutomaticReminders(
  knex: Knex,
  appUrl: string,
  at: Date = new Date(),
): Promise<number> {
  const horizon = new Date(at.getTime() + (Math.max(...AUTOMATIC_REMINDER_DAYS) + 1) * 86_400_000);
  const candidates = normalizeRows(
    'services',
    await knex('services')
      .where({ status: 'ACTIVE' })
      .andWhere('end_date', '>', at)
      .andWhere('end_date', '<=', horizon),
  );
  let sent = 0;
  for (const service of candidates) {
    const left = daysLeft(service.end_date, at);
    if (!AUTOMATIC_REMINDER_DAYS.includes(left)) continue;
    await knex.transaction(async (trx) => {
      const claimed = await trx('services')
        .where({ id: service.id })
        .andWhere((q) =>
          q
            .whereNull('last_reminder_at')
            .orWhere('last_reminder_at', '<', new Date(at.getTime() - REMINDER_GAP_MS)),
        )
        .update({ last_reminder_at: at, updated_at: now() });
      if (claimed !== 1) return;
      sent += 1;
      await notifyExpiryReminder(trx, service, appUrl, at);
    });
  }
  return sent;
}

export function expireServicesJob(knex: Knex, appUrl: string): JobDefinition {
  return {
    maxAttempts: 3,
    async run() {
      await expireServices(knex, appUrl);
    },
  };
}

export function expiryRemindersJob(knex: Knex, appUrl: string): JobDefinition {
  return {
    maxAttempts: 3,
    async run() {
      await sendAutomaticReminders(knex, appUrl);
    },
  };
}
