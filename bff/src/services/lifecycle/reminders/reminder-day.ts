/**
 * At most one expiry reminder per service per Africa/Addis_Ababa day, whoever sends it (issue 27):
 * a sender claims the day's row in service_reminders (UNIQUE service_id, day) in the transaction
 * that queues the mail. Of two sends at once the second insert waits for the first and fails, so
 * it mails nobody; a send that rolls back leaves the day free.
 */
import { newId, uniqueViolationKey } from '@shop/db';
import type { ServiceReminderRow } from '@shop/db';
import { reminderDayOf } from '@shop/domain';
import type { Knex } from 'knex';

const DAY_KEY = 'service_reminders_service_id_day_unique';

/** Claims today's reminder of the service; false when one went out already today. */
export async function claimReminderDay(
  trx: Knex,
  serviceId: string,
  at: Date,
  sentBy: ServiceReminderRow['sent_by'],
): Promise<boolean> {
  try {
    await trx('service_reminders').insert({
      id: newId(),
      service_id: serviceId,
      day: reminderDayOf(at),
      sent_by: sentBy,
      created_at: at,
    });
    return true;
  } catch (err) {
    if (uniqueViolationKey(err) === DAY_KEY) return false;
    throw err;
  }
}

/** The services among `serviceIds` that had their reminder on the day of `at`. */
export async function remindedOn(db: Knex, serviceIds: readonly string[], at: Date): Promise<Set<string>> {
  if (serviceIds.length === 0) return new Set();
  const rows = (await db('service_reminders')
    .whereIn('service_id', serviceIds)
    .andWhere({ day: reminderDayOf(at) })
    .select('service_id')) as Array<{ service_id: string }>;
  return new Set(rows.map((r) => r.service_id));
}
