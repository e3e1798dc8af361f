/**
 * A service's open renewal: the renewal order (PENDING, unpaid) that extends it, as My Services,
 * the service's page and the console's service list show it.
 */
import { normalizeRows } from '@shop/db';
import { santimToEtb } from '@shop/domain';
import type { components } from '@shop/domain/generated/api-types.gen';
import type { Knex } from 'knex';

export type RenewalDue = components['schemas']['RenewalDue'];

/**
 * The open renewal order (PENDING, unpaid) of each service, with whether a payment for it awaits
 * confirmation: two queries however many services.
 */
export async function openRenewals(
  db: Knex,
  serviceIds: readonly string[],
): Promise<Map<string, RenewalDue>> {
  const due = new Map<string, RenewalDue>();
  if (serviceIds.length === 0) return due;
  const orders = normalizeRows(
    'orders',
    await db('orders')
      .select('id', 'renewal_of_service_id', 'total_santim', 'duration_days', 'created_at')
      .whereIn('renewal_of_service_id', serviceIds)
      .where({ status: 'PENDING', paid: false })
      .orderBy('created_at', 'asc'),
  );
  if (orders.length === 0) return due;
  const reported = new Set(
    (
      (await db('payments')
        .whereIn(
          'pending_order_id',
          orders.map((o) => o.id),
        )
        .select('pending_order_id')) as Array<{ pending_order_id: string }>
    ).map((p) => p.pending_order_id),
  );
  const ends = new Map(
    normalizeRows('services', await db('services').whereIn('id', serviceIds).select('id', 'end_date')).map(
      (s) => [s.id, s.end_date],
    ),
  );
  for (const order of orders) {
    const serviceId = order.renewal_of_service_id!;
    due.set(serviceId, {
      orderId: order.id,
      endDate: (ends.get(serviceId) ?? order.created_at).toISOString(),
      amount: santimToEtb(order.total_santim),
      days: order.duration_days,
      paymentReported: reported.has(order.id),
    });
  }
  return due;
}
