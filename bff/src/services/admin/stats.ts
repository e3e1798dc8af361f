/**
 * The dashboard's figures, counted and summed by the database (a handful of grouped rows come
 * back, never the rows themselves):
 * - users: every account, admins included;
 * - orders: all, paid, and pending (unpaid and not cancelled: domain's isAwaitingPayment);
 * - services: all, ACTIVE, EXPIRED;
 * - revenue: the sum of the SUCCESS payments, less those of refunded orders (REFUNDED in the API);
 * - renewals: the services ending this month (Addis Ababa), not terminated, and the total of their
 *   open renewal orders.
 */
import { now as clockNow } from '@shop/db';
import { isAwaitingPayment, santimToEtb, shopMonth } from '@shop/domain';
import type { components } from '@shop/domain/generated/api-types.gen';
import type { Knex } from 'knex';
import { refundedOrderIds } from './payments.ts';

export type DashboardStats = components['schemas']['DashboardStats'];

export { shopMonth };

async function monthRenewals(knex: Knex, at: Date): Promise<NonNullable<DashboardStats['renewals']>> {
  const { month, from, to } = shopMonth(at);
  const ending = () =>
    knex('services')
      .whereNull('terminated_at')
      .andWhere('end_date', '>=', from)
      .andWhere('end_date', '<', to);
  const [count, amount] = await Promise.all([
    ending().count({ n: '*' }).first(),
    knex('orders')
      .where({ status: 'PENDING', paid: false })
      .whereIn('renewal_of_service_id', ending().select('id'))
      .sum({ santim: 'total_santim' })
      .first(),
  ]);
  return {
    month,
    count: Number((count as { n?: unknown } | undefined)?.n ?? 0),
    amount: santimToEtb(Number((amount as { santim?: unknown } | undefined)?.santim ?? 0)),
  };
}

export async function dashboardStats(knex: Knex, at: Date = clockNow()): Promise<DashboardStats> {
  const [users, orderGroups, serviceGroups, revenue, renewals] = await Promise.all([
    knex('users').count({ n: '*' }).first(),
    knex('orders').select('paid', 'status').count({ n: '*' }).groupBy('paid', 'status'),
    knex('services').select('status').count({ n: '*' }).groupBy('status'),
    knex('payments')
      .where({ status: 'SUCCESS' })
      .whereNotIn('order_id', refundedOrderIds(knex))
      .sum({ santim: 'amount_santim' })
      .first(),
    monthRenewals(knex, at),
  ]);

  const orders = { total: 0, paid: 0, pending: 0 };
  for (const group of orderGroups as Array<{ paid: unknown; status: string; n: unknown }>) {
    const count = Number(group.n);
    const paid = Boolean(Number(group.paid));
    orders.total += count;
    if (paid) orders.paid += count;
    if (isAwaitingPayment({ paid, status: group.status })) orders.pending += count;
  }

  const services = { total: 0, active: 0, expired: 0 };
  for (const group of serviceGroups as Array<{ status: string; n: unknown }>) {
    const count = Number(group.n);
    services.total += count;
    if (group.status === 'ACTIVE') services.active += count;
    if (group.status === 'EXPIRED') services.expired += count;
  }

  return {
    users: { total: Number(users?.n ?? 0) },
    orders,
    services,
    revenue: { total: santimToEtb(Number(revenue?.santim ?? 0)) },
    renewals,
  };
}
