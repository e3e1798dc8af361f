/** The console's payments: every report and confirmation, with its order and customer. */
import { normalizeRows } from '@shop/db';
import type { OrderRow, PaymentRow, UserRow } from '@shop/db';
import type { components } from '@shop/domain/generated/api-types.gen';
import type { Knex } from 'knex';
import { toUserRef } from './user-ref.ts';
import { toPayment } from '../payments/view.ts';
import { verificationsOfPayments } from './verification-views.ts';
import { readPage, searchTerm, whereContains, whereStartsWith } from '../shared/list-query.ts';
import type { ListPage, ListQuery } from '../shared/list-query.ts';
import { readSearchPage } from '../shared/search-page.ts';
import type { PendingPart, SearchPart } from '../shared/search-page.ts';
import { customersContaining } from './search-parts.ts';

export type Payment = components['schemas']['Payment'];
export type AdminPayment = components['schemas']['AdminPayment'];

export interface PaymentListQuery extends ListQuery {
  status?: Payment['status'];
  method?: Payment['paymentMethod'];
}

/**
 * Newest first. The search looks for the text in the transaction number and the payer's name, at
 * the start of the payment's or the order's id (the console shows 8 characters), and in the
 * customer's username or e-mail: the payment's own columns in one read of the list index that
 * holds them, the customers by their index (search-parts.ts).
 */
export async function listPayments(knex: Knex, query: PaymentListQuery): Promise<ListPage<AdminPayment>> {
  const term = searchTerm(query);
  const filtered = () =>
    knex('payments').modify((q) => {
      if (query.status) whereApiStatus(knex, q, query.status);
      if (query.method) q.where('method', query.method);
    });
  const { rows, total } = term
    ? await readSearchPage(knex, {
        table: 'payments',
        filtered,
        parts: paymentSearch(knex, term),
        query,
      })
    : await readPage(knex, 'payments', filtered, query);
  return { rows: await withOrders(knex, normalizeRows('payments', rows)), total };
}

/** The refunded orders' ids (stored CANCELLED and paid: domain's isRefunded). */
export function refundedOrderIds(knex: Knex) {
  return knex('orders').select('id').where({ status: 'CANCELLED', paid: true });
}

/**
 * The API's payment status as a filter: REFUNDED is a SUCCESS payment of a refunded order, so
 * SUCCESS leaves those out (domain's apiPaymentStatus).
 */
function whereApiStatus(knex: Knex, q: Knex.QueryBuilder, status: Payment['status']): void {
  if (status === 'REFUNDED') q.where('status', 'SUCCESS').whereIn('order_id', refundedOrderIds(knex));
  else if (status === 'SUCCESS') q.where('status', 'SUCCESS').whereNotIn('order_id', refundedOrderIds(knex));
  else q.where('status', status);
}

/** The payment's own columns, then the customers (looked up meanwhile). */
function paymentSearch(knex: Knex, term: string): PendingPart[] {
  const ownColumns: SearchPart = (q) => {
    q.where((w) => {
      whereContains(w, 'reference', term);
      whereContains(w, 'paid_by', term);
      whereStartsWith(w, 'id', term);
      whereStartsWith(w, 'order_id', term);
    });
  };
  return [ownColumns, customersContaining(knex, term)];
}

/** The payments with their orders, customers and receipt checks, read in three queries for the whole page. */
async function withOrders(knex: Knex, payments: readonly PaymentRow[]): Promise<AdminPayment[]> {
  if (payments.length === 0) return [];
  const orders = (await knex('orders')
    .select('id', 'service_name', 'user_id', 'paid', 'status')
    .whereIn('id', [...new Set(payments.map((p) => p.order_id))])) as Array<
    Pick<OrderRow, 'id' | 'service_name' | 'user_id' | 'paid' | 'status'>
  >;
  const users = (await knex('users')
    .select('id', 'username', 'email', 'phone')
    .whereIn('id', [...new Set(orders.map((o) => o.user_id))])) as Array<
    Pick<UserRow, 'id' | 'username' | 'email' | 'phone'>
  >;
  const orderById = new Map(orders.map((o) => [o.id, o]));
  const userById = new Map(users.map((u) => [u.id, u]));
  const checks = await verificationsOfPayments(knex, payments);
  return payments.map((payment) => {
    // payments.order_id is a foreign key (ON DELETE CASCADE): the order exists.
    const order = orderById.get(payment.order_id)!;
    const user = toUserRef(userById.get(order.user_id), order.user_id);
    return {
      ...toPayment(payment, order),
      order: { id: order.id, serviceName: order.service_name, user },
      verification: checks.get(payment.id) ?? null,
    };
  });
}
