/**
 * The lifecycle's once-per-period steps: a step claims its row in service_lifecycle_events
 * (UNIQUE service, kind, period) in the transaction that does it, so of any number of sweeps on
 * any number of instances exactly one does each step for a given end date.
 */
import { lockForUpdate, newId, normalizeRow, uniqueViolationKey } from '@shop/db';
import type { OrderRow, ServiceLifecycleEventKind, ServiceRow } from '@shop/db';
import type { Knex } from 'knex';

const EVENT_KEY = 'service_lifecycle_events_service_id_kind_period_unique';

/** The period a step belongs to: the service's end date when it was taken. */
export function periodOf(endDate: Date): string {
  return endDate.toISOString();
}

/** Claims `kind` for the period ending at `endDate`; false when it was claimed already. */
export async function claimLifecycleEvent(
  trx: Knex,
  serviceId: string,
  kind: ServiceLifecycleEventKind,
  endDate: Date,
  at: Date,
): Promise<boolean> {
  try {
    await trx('service_lifecycle_events').insert({
      id: newId(),
      service_id: serviceId,
      kind,
      period: periodOf(endDate),
      created_at: at,
    });
    return true;
  } catch (err) {
    if (uniqueViolationKey(err) === EVENT_KEY) return false;
    throw err;
  }
}

/** When the customer was warned of the termination for the period ending at `endDate`, or null. */
export async function terminationWarnedAt(db: Knex, serviceId: string, endDate: Date): Promise<Date | null> {
  const row = normalizeRow(
    'service_lifecycle_events',
    await db('service_lifecycle_events')
      .where({ service_id: serviceId, kind: 'termination-warning', period: periodOf(endDate) })
      .first('created_at'),
  );
  return row?.created_at ?? null;
}

/** The service row again, locked on MySQL (SQLite runs one write transaction at a time). */
export async function lockService(trx: Knex, id: string): Promise<ServiceRow | undefined> {
  const query = trx('services').where({ id }).first();
  lockForUpdate(query);
  return normalizeRow('services', await query);
}

/** The service's open renewal order (PENDING, unpaid), if any, and whether a payment for it is reported. */
export async function openRenewalOf(
  db: Knex,
  serviceId: string,
): Promise<{ order: OrderRow; paymentReported: boolean } | undefined> {
  const order = normalizeRow(
    'orders',
    await db('orders')
      .where({ renewal_of_service_id: serviceId, status: 'PENDING', paid: false })
      .orderBy('created_at', 'desc')
      .first(),
  );
  if (!order) return undefined;
  const reported = await db('payments').where({ pending_order_id: order.id }).first('id');
  return { order, paymentReported: reported !== undefined };
}
