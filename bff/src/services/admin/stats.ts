/**
 * The dashboard's figures, counted and summed by the database (a handful of grouped rows come
 * back, never the rows themselves):
 * - users: every account, admins included;
 * - orders: all, paid, and pending (unpaid and not cancelled: domain's isAwaitingPayment);
 * - services: all, ACTIVE, EXPIRED;
 * - revenue: the sum of the SUCCESS payments.
 */
import { isAwaitingPayment, santimToEtb } from '@shop/domain';
import type { components } from '@shop/domain/generated/api-types.gen';
import type { Knex } from 'knex';

export type DashboardStats = components['schemas']['DashboardStats'];

export async function dashboardStats(knex: Knex): Promise<DashboardStats> {
  const [users, orderGroups, serviceGroups, revenue] = await Promise.all([
    knex('users').count({ n: '*' }).first(),
    knex('orders').select('paid', 'status').count({ n: '*' }).groupBy('paid', 'status'),
    knex('services').select('status').count({ n: '*' }).groupBy('status'),
    knex('payments').where({ status: 'SUCCESS' }).sum({ santim: 'amount_santim' }).first(),
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
  };
}
