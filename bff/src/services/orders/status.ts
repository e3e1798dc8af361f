/**
 * One of the caller's orders as its status page reads it (GET /orders/{id}): the Order of My
 * Orders, where it stands (domain's orderProgress, with the open transfer report's receipt check),
 * its service once created and what the shop does by itself. Another customer's order is not found, like an unknown id.
 */
import Boom from '@hapi/boom';
import { orderProgress, SERVER_MESSAGES } from '@shop/domain';
import type { Automation, PaymentCheckState, ReceiptVerificationStatus } from '@shop/domain';
import type { components } from '@shop/domain/generated/api-types.gen';
import { normalizeRows } from '@shop/db';
import type { Knex } from 'knex';
import { orderOf, selectOrderWithExtras } from './read.ts';
import type { OrderWithExtras } from './read.ts';

export type MyOrder = components['schemas']['MyOrder'];
type ServiceStatus = components['schemas']['ServiceStatus'];

type StatusRow = OrderWithExtras & { service_status: ServiceStatus | null; service_power: string | null };

/** The newest online payment's check: a mismatch is shown to the customer; the rest is waiting. */
async function onlinePaymentCheck(knex: Knex, orderId: string): Promise<PaymentCheckState | null> {
  const attempt = (await knex('chapa_attempts')
    .where({ order_id: orderId })
    .orderBy('created_at', 'desc')
    .first('status')) as { status: string } | undefined;
  return attempt?.status === 'MISMATCH' ? 'MISMATCH' : null;
}

/**
 * The newest online payment, when it ended on Chapa's page without paying: cancelled by the
 * customer or failed (verify's word, kept in `mismatch.status`). A checkout Chapa refused to open
 * (`mismatch.initialize`) never reached Chapa's page: the customer saw the error there and then.
 */
async function onlinePaymentEndedOf(knex: Knex, orderId: string): Promise<MyOrder['onlinePayment']> {
  const newest = normalizeRows(
    'chapa_attempts',
    await knex('chapa_attempts')
      .where({ order_id: orderId })
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(1)
      .select('status', 'mismatch', 'checked_at', 'updated_at'),
  )[0];
  if (newest?.status !== 'FAILED') return null;
  const said = (newest.mismatch ?? {}) as { status?: unknown; initialize?: unknown };
  if (said.initialize !== undefined) return null;
  return {
    outcome: said.status === 'cancelled' ? 'CANCELLED' : 'FAILED',
    at: (newest.checked_at ?? newest.updated_at).toISOString(),
  };
}

/** The open transfer report's check against the bank's receipt, when it has one. */
async function transferCheckOf(knex: Knex, orderId: string): Promise<ReceiptVerificationStatus | null> {
  const row = (await knex('payments')
    .join('payment_verifications', 'payment_verifications.payment_id', 'payments.id')
    .where({ 'payments.order_id': orderId, 'payments.status': 'PENDING' })
    .orderBy([
      { column: 'payments.created_at', order: 'desc' },
      { column: 'payments.id', order: 'desc' },
    ])
    .first('payment_verifications.status')) as { status: ReceiptVerificationStatus } | undefined;
  return row?.status ?? null;
}

/**
 * The newest report of an unpaid order, when an admin rejected it (no report is open then): its
 * reason for the status page, which offers to report again.
 */
async function paymentRejectionOf(knex: Knex, orderId: string): Promise<MyOrder['paymentRejection']> {
  const newest = normalizeRows(
    'payments',
    await knex('payments')
      .where({ order_id: orderId })
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(1)
      .select('rejection_reason', 'rejected_at'),
  )[0];
  return newest?.rejection_reason && newest.rejected_at
    ? { reason: newest.rejection_reason, rejectedAt: newest.rejected_at.toISOString() }
    : null;
}

export async function getMyOrderStatus(
  knex: Knex,
  automation: Automation,
  userId: string,
  orderId: string,
): Promise<MyOrder> {
  const row = (await selectOrderWithExtras(knex('orders'))
    .select({ service_status: 'services.status', service_power: 'services.current_status' })
    .where('orders.id', orderId)
    .andWhere('orders.user_id', userId)
    .first()) as StatusRow | undefined;
  if (!row) throw Boom.notFound(SERVER_MESSAGES.orderNotFound);
  const order = orderOf(row);
  const service =
    order.serviceId && row.service_status !== null
      ? { id: order.serviceId, status: row.service_status, currentStatus: row.service_power ?? '' }
      : null;
  const paymentRejection =
    order.paid || order.paymentReported ? null : await paymentRejectionOf(knex, order.id);
  const progress = orderProgress({
    status: order.status,
    paid: order.paid,
    paymentReported: order.paymentReported,
    renewal: order.renewalOfServiceId !== null && order.renewalOfServiceId !== undefined,
    service,
    paymentCheck: order.paid ? null : await onlinePaymentCheck(knex, order.id),
    transferCheck: order.paymentReported ? await transferCheckOf(knex, order.id) : null,
    paymentRejected: paymentRejection !== null,
  });
  const onlinePayment =
    order.status === 'PENDING' && !order.paid && !order.paymentReported
      ? await onlinePaymentEndedOf(knex, order.id)
      : null;
  return { ...order, progress, paymentRejection, onlinePayment, service, automation };
}
