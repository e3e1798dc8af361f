/**
 * The console's users: a page of them with each one's order summary and 5 newest orders, or one
 * of them. The summaries and the newest orders of a whole page are read in two grouped queries.
 */
import Boom from '@hapi/boom';
import { normalizeRow, normalizeRows, now } from '@shop/db';
import type { OrderRow, UserRow } from '@shop/db';
import {
  apiOrderStatus,
  isAwaitingPayment,
  isRefunded,
  joinedSince,
  phoneSearchForms,
  santimToEtb,
  SERVER_MESSAGES,
} from '@shop/domain';
import type { components } from '@shop/domain/generated/api-types.gen';
import type { Knex } from 'knex';
import { readPage, searchTerm, whereContains } from '../shared/list-query.ts';
import type { ListPage, ListQuery } from '../shared/list-query.ts';

export type AdminUser = components['schemas']['AdminUser'];
type AdminUserOrder = AdminUser['orders'][number];
type OrderSummary = AdminUser['orderSummary'];

/** The spec's 'up to 5 recent orders' of a user. */
export const RECENT_ORDERS = 5;

/** The Users list's filters besides the search (the contract's adminListUsers query). */
export interface UserListQuery extends ListQuery {
  role?: components['schemas']['UserRoleFilter'];
  hasOrders?: boolean;
  joined?: components['schemas']['JoinedWindow'];
}

/**
 * Newest first; the search looks for the text in the username, the e-mail and the phone number
 * (typed the local way, 0911…, too);
 * the filters keep admins or customers, users with orders or without, and those who signed up
 * within a rolling window.
 */
export async function listUsers(knex: Knex, query: UserListQuery): Promise<ListPage<AdminUser>> {
  const term = searchTerm(query);
  const filtered = () =>
    knex('users').modify((q) => {
      if (term)
        q.where((w) => {
          for (const column of ['username', 'email', 'phone']) whereContains(w, column, term);
          // Phones are kept as +2519…: a number (or its beginning) typed the local way finds it too.
          for (const form of phoneSearchForms(term)) whereContains(w, 'phone', form);
        });
      if (query.role) q.where('users.is_admin', query.role === 'admin');
      if (query.hasOrders !== undefined) {
        const ordersOf = knex('orders').select(knex.raw('1')).whereRaw('orders.user_id = users.id');
        if (query.hasOrders) q.whereExists(ordersOf);
        else q.whereNotExists(ordersOf);
      }
      if (query.joined) q.where('users.created_at', '>=', joinedSince(query.joined, now()));
    });
  const { rows, total } = await readPage(knex, 'users', filtered, query);
  return { rows: await toAdminUsers(knex, normalizeRows('users', rows)), total };
}

export async function getUser(knex: Knex, id: string): Promise<AdminUser> {
  const user = normalizeRow('users', await knex('users').where({ id }).first());
  if (!user) throw Boom.notFound(SERVER_MESSAGES.userNotFound);
  return (await toAdminUsers(knex, [user]))[0]!;
}

async function toAdminUsers(knex: Knex, users: readonly UserRow[]): Promise<AdminUser[]> {
  if (users.length === 0) return [];
  const ids = users.map((u) => u.id);
  const [summaries, recent] = await Promise.all([orderSummaries(knex, ids), recentOrders(knex, ids)]);
  return users.map((user) => ({
    id: user.id,
    username: user.username,
    email: user.email,
    phone: user.phone,
    createdAt: user.created_at.toISOString(),
    isAdmin: user.is_admin,
    orders: recent.get(user.id) ?? [],
    orderSummary: summaries.get(user.id) ?? { total: 0, paid: 0, pending: 0, totalSpent: 0 },
  }));
}

/** Each user's counts and spending, from one GROUP BY over their orders. */
async function orderSummaries(knex: Knex, userIds: readonly string[]): Promise<Map<string, OrderSummary>> {
  const groups = (await knex('orders')
    .select('user_id', 'paid', 'status')
    .count({ n: '*' })
    .sum({ santim: 'total_santim' })
    .whereIn('user_id', userIds)
    .groupBy('user_id', 'paid', 'status')) as Array<{
    user_id: string;
    paid: unknown;
    status: string;
    n: unknown;
    santim: unknown;
  }>;
  const spent = new Map<string, number>();
  const summaries = new Map<string, OrderSummary>();
  for (const group of groups) {
    const summary = summaries.get(group.user_id) ?? { total: 0, paid: 0, pending: 0, totalSpent: 0 };
    const count = Number(group.n);
    const paid = Boolean(Number(group.paid));
    summary.total += count;
    // A refunded order's money went back: not spent (domain's isRefunded).
    if (paid && !isRefunded({ paid, status: group.status })) {
      summary.paid += count;
      spent.set(group.user_id, (spent.get(group.user_id) ?? 0) + Number(group.santim));
    }
    if (isAwaitingPayment({ paid, status: group.status })) summary.pending += count;
    summaries.set(group.user_id, summary);
  }
  for (const [userId, santim] of spent) summaries.get(userId)!.totalSpent = santimToEtb(santim);
  return summaries;
}

type RecentOrderRow = Pick<
  OrderRow,
  'id' | 'user_id' | 'type' | 'service_name' | 'paid' | 'status' | 'total_santim' | 'created_at'
>;

/** Each user's 5 newest orders, ranked per user by a window function in one query. */
async function recentOrders(knex: Knex, userIds: readonly string[]): Promise<Map<string, AdminUserOrder[]>> {
  const ranked = knex('orders')
    .select('id', 'user_id', 'type', 'service_name', 'paid', 'status', 'total_santim', 'created_at')
    .select(
      knex.raw('row_number() over (partition by user_id order by created_at desc, id desc) as recent_rank'),
    )
    .whereIn('user_id', userIds)
    .as('ranked');
  const rows = normalizeRows(
    'orders',
    await knex.from(ranked).where('recent_rank', '<=', RECENT_ORDERS).orderBy('recent_rank'),
  ) as RecentOrderRow[];
  const byUser = new Map<string, AdminUserOrder[]>();
  for (const row of rows) {
    const totalPrice = santimToEtb(row.total_santim);
    const order: AdminUserOrder = {
      id: row.id,
      type: row.type,
      serviceName: row.service_name,
      paid: row.paid,
      status: apiOrderStatus(row),
      totalPrice,
      pricing: { totalPrice },
      createdAt: row.created_at.toISOString(),
    };
    byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), order]);
  }
  return byUser;
}
