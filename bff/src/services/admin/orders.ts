/**
 * The console's orders: the filtered, searched and paged list, deleting an unpaid order without a
 * service, the hand-made status changes of domain's table, and e-mailing an order's details.
 * Every change is one transaction with its audit row.
 */
import Boom from '@hapi/boom';
import { lockForUpdate, normalizeRow, normalizeRows, now } from '@shop/db';
import type { Json, OrderRow } from '@shop/db';
import {
  apiOrderStatus,
  orderStatusChangeRefusal,
  reportedOrderDeleteRefusal,
  SERVER_MESSAGES,
} from '@shop/domain';
import type { components } from '@shop/domain/generated/api-types.gen';
import type { Knex } from 'knex';
import { queueMail } from '../../mail/index.ts';
import { writeAudit } from '../shared/audit.ts';
import { adminOrdersIn, adminOrdersOf, selectAdminOrders, toAdminOrder } from './order-views.ts';
import type { AdminOrder, AdminOrderJoined } from './order-views.ts';
import { countOf, newestFirst, pageWindow, searchTerm } from '../shared/list-query.ts';
import type { ListPage, ListQuery } from '../shared/list-query.ts';
import { readSearchPageIds } from '../shared/search-page.ts';
import type { PendingPart } from '../shared/search-page.ts';
import { customersContaining, idStartsWith, serviceNamesContaining } from './search-parts.ts';
import { orderDetailsMailWithMessage } from './order-details-mail.ts';

type OrderStatus = components['schemas']['OrderStatus'];
export type DeleteOrderResponse = components['schemas']['DeleteOrderResponse'];
export type DeleteOrderConflict = components['schemas']['DeleteOrderConflict'];
export type MessageResponse = components['schemas']['MessageResponse'];

export interface OrderListQuery extends ListQuery {
  status?: OrderStatus;
  paid?: boolean;
  type?: 'KVM' | 'GAME';
  /** The "Payment reported" queue (domain's isPaymentReported), or every order but it. */
  paymentReported?: boolean;
  /** The payments queue (domain's isInPaymentQueue): reported, or money owed back; or every order but it. */
  paymentQueue?: boolean;
}

/**
 * Newest first. The search looks for the text at the start of the order id (the console shows
 * 8 characters), in the service name, and in the customer's username or e-mail: three parts, each
 * read from its own index (search-parts.ts); the page's orders are then read by id.
 *
 * Without a search, one query reads the page: its ids from the filters' index (a derived table),
 * joined to the orders, their customers and services; a second reads their payments. The page is
 * read one order longer than asked, as My Orders does: when that order is missing the page ends the
 * list and the total is known without counting; otherwise it is counted from the same index.
 */
export async function listOrders(knex: Knex, query: OrderListQuery): Promise<ListPage<AdminOrder>> {
  const term = searchTerm(query);
  const filtered = () =>
    knex('orders').modify((q) => {
      // REFUNDED is stored CANCELLED and paid (domain's apiOrderStatus): a paid order is never
      // cancelled otherwise, so CANCELLED lists the unpaid ones.
      if (query.status === 'REFUNDED') q.where({ status: 'CANCELLED', paid: true });
      else if (query.status === 'CANCELLED') q.where({ status: 'CANCELLED', paid: false });
      else if (query.status) q.where('status', query.status);
      if (query.paid !== undefined) q.where('paid', query.paid);
      if (query.type) q.where('type', query.type);
      if (query.paymentReported !== undefined) wherePaymentReported(knex, q, query.paymentReported);
      if (query.paymentQueue !== undefined) wherePaymentQueue(knex, q, query.paymentQueue);
    });
  if (term) {
    const { ids, total } = await readSearchPageIds({ filtered, parts: orderSearch(knex, term), query });
    return { rows: await adminOrdersIn(knex, ids), total };
  }
  const { limit, offset } = pageWindow(query);
  const pageIds = filtered()
    .select('id')
    .orderBy(newestFirst())
    .limit(limit + 1)
    .offset(offset)
    .as('page');
  const page = (await selectAdminOrders(knex.from(pageIds).join('orders', 'orders.id', 'page.id')).orderBy(
    newestFirst().map(({ column, order }) => ({ column: `orders.${column}`, order })),
  )) as AdminOrderJoined[];
  const endsTheList = page.length <= limit && (page.length > 0 || offset === 0);
  const total = endsTheList ? offset + page.length : await countOf(filtered());
  return { rows: await adminOrdersOf(knex, page.slice(0, limit)), total };
}

/**
 * domain's isPaymentReported as a filter: PENDING, unpaid, with an open report (a payment whose
 * pending_order_id is the order: unique, indexed). `false` keeps every other order.
 */
function wherePaymentReported(knex: Knex, q: Knex.QueryBuilder, reported: boolean): void {
  const open = knex('payments').select('pending_order_id').whereNotNull('pending_order_id');
  if (reported) {
    q.where({ status: 'PENDING', paid: false }).whereIn('id', open);
    return;
  }
  q.where((w) => {
    w.whereNot('status', 'PENDING').orWhere('paid', true).orWhereNotIn('id', open);
  });
}

/**
 * domain's isInPaymentQueue as a filter: an open report on an unpaid PENDING order, or money owed
 * back (refund_due_santim, indexed). `false` keeps every other order.
 */
function wherePaymentQueue(knex: Knex, q: Knex.QueryBuilder, inQueue: boolean): void {
  if (inQueue) {
    q.where((w) => {
      w.where((reported) => wherePaymentReported(knex, reported, true)).orWhereNotNull('refund_due_santim');
    });
    return;
  }
  q.where((w) => wherePaymentReported(knex, w, false)).whereNull('refund_due_santim');
}

/** The id's start, then the service names, then the customers (their look-ups run meanwhile). */
function orderSearch(knex: Knex, term: string): PendingPart[] {
  return [
    idStartsWith(knex, 'id', term),
    serviceNamesContaining(knex, 'orders', term),
    customersContaining(knex, term),
  ];
}

/** The 409 of a delete, in the contract's DeleteOrderConflict shape (it names the service). */
export class DeleteOrderConflictError extends Error {
  constructor(readonly body: DeleteOrderConflict) {
    super(body.message);
  }
}

async function lockedOrder(trx: Knex, id: string): Promise<OrderRow> {
  const query = trx('orders').where({ id }).first();
  lockForUpdate(query);
  const order = normalizeRow('orders', await query);
  if (!order) throw Boom.notFound(SERVER_MESSAGES.orderNotFound);
  return order;
}

/** A row as the audit log keeps it: dates as ISO strings, everything else as it is. */
function snapshot(row: object): Json {
  return JSON.parse(JSON.stringify(row)) as Json;
}

/**
 * Deletes an order that is unpaid, has no service and no open payment report, with its rejected
 * reports; the audit row
 * keeps the order and its payments as they were. An order with a service answers 409 naming the
 * service; a paid one 409 'Cannot delete a paid order'; one whose payment the
 * customer reported (not rejected) 409 saying to confirm or reject it.
 */
export async function deleteOrder(knex: Knex, adminId: string, id: string): Promise<DeleteOrderResponse> {
  await knex.transaction(async (trx) => {
    const order = await lockedOrder(trx, id);
    const service = await trx('services').where({ order_id: id }).first('id');
    const conflict = (message: string, serviceId: string | null) =>
      new DeleteOrderConflictError({ statusCode: 409, error: 'Conflict', message, orderId: id, serviceId });
    if (service) throw conflict(SERVER_MESSAGES.orderHasService, service.id as string);
    if (order.paid) throw conflict(SERVER_MESSAGES.paidOrderNotDeletable, null);
    // Money owed back is refunded first: deleting the order would lose it.
    if (order.refund_due_santim !== null) throw conflict(SERVER_MESSAGES.refundDueOrderLocked, null);
    // A reported payment is confirmed or rejected, never deleted with its order.
    const open = await trx('payments').where({ pending_order_id: id }).first('id');
    const reported = reportedOrderDeleteRefusal(open !== undefined);
    if (reported) throw conflict(reported, null);

    const payments = normalizeRows('payments', await trx('payments').where({ order_id: id }).orderBy('id'));
    await trx('payments').where({ order_id: id }).del();
    // Conditional, so an order paid meanwhile (on an engine without the row lock) is kept.
    const deleted = await trx('orders').where({ id, paid: false }).del();
    if (deleted !== 1) throw conflict(SERVER_MESSAGES.paidOrderNotDeletable, null);
    await writeAudit(trx, {
      actorUserId: adminId,
      action: 'order.deleted',
      entity: 'order',
      entityId: id,
      data: { before: { order: snapshot(order), payments: snapshot(payments) }, after: null },
    });
  });
  return { message: SERVER_MESSAGES.orderDeleted, deletedOrder: { id } };
}

/** Moves an order to another status when domain's table allows it (409 with the reason otherwise). */
export async function setOrderStatus(
  knex: Knex,
  adminId: string,
  id: string,
  next: OrderStatus,
): Promise<AdminOrder> {
  const order = await knex.transaction(async (trx) => {
    const before = await lockedOrder(trx, id);
    const refusal = orderStatusChangeRefusal({ ...before, refundDue: before.refund_due_santim }, next);
    if (refusal) throw Boom.conflict(refusal);
    const changed = await trx('orders')
      .where({ id, status: before.status, paid: before.paid })
      .update({ status: next, updated_at: now() });
    // Someone else moved it between the read and the write: the table decides on the new state.
    if (changed !== 1) throw Boom.conflict(SERVER_MESSAGES.orderStatusUnchanged);
    await writeAudit(trx, {
      actorUserId: adminId,
      action: 'order.status_changed',
      entity: 'order',
      entityId: id,
      data: { before: { status: before.status }, after: { status: next } },
    });
    return normalizeRow('orders', await trx('orders').where({ id }).first())!;
  });
  return toAdminOrder(knex, order);
}

/**
 * Queues the order's details to its customer, in the customer's language, with the admin's
 * message (blank: none). The outbox row and the audit row are one transaction.
 */
export async function emailOrderDetails(
  knex: Knex,
  adminId: string,
  id: string,
  customMessage: string | undefined,
): Promise<MessageResponse> {
  const note = customMessage?.trim() || null;
  await knex.transaction(async (trx) => {
    const order = normalizeRow('orders', await trx('orders').where({ id }).first());
    if (!order) throw Boom.notFound(SERVER_MESSAGES.orderNotFound);
    const customer = normalizeRow('users', await trx('users').where({ id: order.user_id }).first())!;
    const mail = orderDetailsMailWithMessage(
      {
        locale: customer.locale,
        order: {
          id: order.id,
          type: order.type,
          serviceName: order.service_name,
          status: apiOrderStatus(order),
          paid: order.paid,
          totalSantim: order.total_santim,
          createdAt: order.created_at,
          specifications: order.specifications,
        },
      },
      note,
    );
    const outboxId = await queueMail(trx, { to: customer.email, ...mail });
    await writeAudit(trx, {
      actorUserId: adminId,
      action: 'order.details_emailed',
      entity: 'order',
      entityId: id,
      data: { to: customer.email, locale: customer.locale, outboxId, customMessage: note },
    });
  });
  return { message: SERVER_MESSAGES.orderDetailsSent };
}
