import Boom from '@hapi/boom';
import { lockForUpdate, newId, normalizeRow, now } from '@shop/db';
import type { OrderRow } from '@shop/db';
import type { PaymentMethod } from '@shop/domain';
import { checkPaymentReport, markPaidRefusal, SERVER_MESSAGES } from '@shop/domain';
import type { components } from '@shop/domain/generated/api-types.gen';
import type { Knex } from 'knex';
import { writeAudit } from '../audit.ts';
import { issueInvoice } from '../invoices/issue.ts';
import { paymentConflict } from '../payments.ts';
import { fulfilPaidOrder } from './auto-provision.ts';
import type { PaidOrderFulfilment } from './auto-provision.ts';
import { notifyPaymentConfirmed } from './notify.ts';
import { applyRenewal } from './renewal.ts';
import { toAdminOrder } from './views.ts';
import type { AdminOrder } from './views.ts';

export type MarkPaidRequest = components['schemas']['MarkPaidRequest'];
export type MarkPaidResponse = components['schemas']['MarkPaidResponse'];

/**
 * Confirms an order's payment in one transaction: the order becomes paid by a conditional update
 * (`paid = false` in the WHERE), so of any number of concurrent calls exactly one wins and the
 * rest answer 409 'Order is already paid'; the customer's PENDING report becomes the SUCCESS
 * payment (the admin's method, reference and payer win) or a SUCCESS payment is created; the
 * schema's unique success_order_id makes "one SUCCESS payment per order" hold even so. A paid
 * renewal moves its service's end date (and wakes an expired service). Audited, and the customer
 * gets a mail through the outbox, both in the same transaction.
 */
export async function markOrderPaid(
  knex: Knex,
  fulfilment: PaidOrderFulfilment,
  adminId: string,
  orderId: string,
  input: MarkPaidRequest,
): Promise<MarkPaidResponse> {
  // The same rule as the customer's report: an admin who pastes a look-alike of a confirmed
  // number gets the 400, and the number itself the 409 of the unique key.
  const { paidBy, reference, refusal: reportRefusal } = checkPaymentReport(input);
  if (reportRefusal !== undefined) throw Boom.badRequest(reportRefusal);
  try {
    const order = await knex.transaction((trx) =>
      confirmOrderPayment(
        trx,
        orderId,
        {
          method: input.paymentMethod,
          reference,
          paidBy,
          confirmedBy: adminId,
          auditAction: 'order.marked_paid',
          ...(input.paymentId === undefined ? {} : { reportId: input.paymentId }),
        },
        fulfilment,
      ),
    );
    return { message: SERVER_MESSAGES.orderMarkedPaid, order: await adminOrder(knex, order) };
  } catch (err) {
    throw paymentConflict(err) ?? err;
  }
}

/** Who and what confirmed a payment; the same rule serves the admin and a verified Chapa payment. */
export interface PaymentConfirmation {
  method: PaymentMethod;
  /** Already checked and in its stored form. */
  reference: string;
  paidBy: string;
  /** The admin who confirmed it; null when the system did (a verified Chapa transaction). */
  confirmedBy: string | null;
  auditAction: string;
  /** More for the audit row (e.g. Chapa's tx_ref). */
  auditData?: Record<string, unknown>;
  /**
   * The customer's report this confirms (the console's queue, a verified receipt): when it is no
   * longer the order's open report (rejected meanwhile), 409 and nothing changes.
   */
  reportId?: string;
}

/**
 * The once-only rule that makes an order paid, inside the caller's transaction: 404 for an
 * unknown order, 409 for a cancelled or already paid one; the order becomes paid by a conditional
 * update (`paid = false` in the WHERE), so of any number of concurrent confirmations exactly one
 * wins; the customer's PENDING report becomes the SUCCESS payment or one is created; a paid renewal
 * moves its service's end date. Audited, and the customer is mailed, in the same transaction.
 * With AUTO_PROVISION (`fulfilment`), a paid order that is not a renewal gets its service and its
 * provisioning job here too (auto-provision.ts): the answer is the order as it then is.
 */
export async function confirmOrderPayment(
  trx: Knex,
  orderId: string,
  confirmation: PaymentConfirmation,
  fulfilment: PaidOrderFulfilment,
): Promise<OrderRow> {
  const query = trx('orders').where({ id: orderId }).first();
  lockForUpdate(query);
  const before = normalizeRow('orders', await query);
  if (!before) throw Boom.notFound(SERVER_MESSAGES.orderNotFound);
  const refusal = markPaidRefusal(before);
  if (refusal) throw Boom.conflict(refusal);
  if (confirmation.reportId !== undefined) {
    const open = await trx('payments').where({ pending_order_id: orderId }).first('id');
    if (open?.id !== confirmation.reportId) throw Boom.conflict(SERVER_MESSAGES.paymentReportSettled);
  }

  const at = now();
  const won = await trx('orders')
    .where({ id: orderId, paid: false })
    .update({ paid: true, paid_at: at, updated_at: at });
  if (won !== 1) throw Boom.conflict(SERVER_MESSAGES.orderAlreadyPaidAdmin);

  const paymentId = await recordSuccessPayment(trx, before, confirmation, at);
  if (before.renewal_of_service_id) await applyRenewal(trx, before, at);

  const after = normalizeRow('orders', await trx('orders').where({ id: orderId }).first())!;
  await writeAudit(trx, {
    actorUserId: confirmation.confirmedBy,
    action: confirmation.auditAction,
    entity: 'order',
    entityId: orderId,
    data: {
      before: { paid: before.paid, status: before.status },
      after: { paid: after.paid, status: after.status },
      paymentId,
      method: confirmation.method,
      reference: confirmation.reference,
      ...confirmation.auditData,
    },
  });
  await issueInvoice(trx, after);
  await notifyPaymentConfirmed(trx, after);
  if (!(await fulfilPaidOrder(trx, after, fulfilment))) return after;
  return normalizeRow('orders', await trx('orders').where({ id: orderId }).first())!;
}

async function adminOrder(knex: Knex, order: OrderRow): Promise<AdminOrder> {
  return toAdminOrder(knex, order);
}

/** The customer's pending report becomes the SUCCESS payment, or one is created. */
async function recordSuccessPayment(
  trx: Knex,
  order: OrderRow,
  confirmation: PaymentConfirmation,
  at: Date,
): Promise<string> {
  const confirmed = {
    amount_santim: order.total_santim,
    method: confirmation.method,
    reference: confirmation.reference,
    paid_by: confirmation.paidBy,
    status: 'SUCCESS' as const,
    period_days: order.duration_days,
    pending_order_id: null,
    success_order_id: order.id,
    confirmed_by: confirmation.confirmedBy,
    updated_at: at,
  };
  const pending = await trx('payments').where({ pending_order_id: order.id }).first('id', 'method');
  if (pending) {
    await trx('payments')
      .where({ id: pending.id })
      .update({
        ...confirmed,
        // The last four digits belong to a CBE transfer; keep them only if it still is one.
        ...(confirmation.method === 'CBE' && pending.method === 'CBE' ? {} : { account_suffix: null }),
      });
    return pending.id as string;
  }
  const id = newId();
  await trx('payments').insert({
    id,
    order_id: order.id,
    user_id: order.user_id,
    currency: 'ETB',
    account_suffix: null,
    created_at: at,
    ...confirmed,
  });
  return id;
}
