/**
 * The once-only rule that makes an order paid (confirmOrderPayment), whoever confirms it: the
 * admin's mark-paid (admin/mark-paid.ts), a verified Chapa payment (chapa/verify.ts), a verified
 * bank receipt (receipts/check.ts).
 */
import Boom from '@hapi/boom';
import { lockForUpdate, newId, normalizeRow, now } from '@shop/db';
import type { OrderRow } from '@shop/db';
import type { PaymentMethod } from '@shop/domain';
import { markPaidRefusal, SERVER_MESSAGES } from '@shop/domain';
import type { Knex } from 'knex';
import { fulfilPaidOrder } from '../fulfilment/auto-provision.ts';
import type { PaidOrderFulfilment } from '../fulfilment/auto-provision.ts';
import { applyRenewal } from '../fulfilment/renewal.ts';
import { issueInvoice } from '../invoices/issue.ts';
import { notifyPaymentConfirmed } from '../notifications/customer-notices.ts';
import { writeAudit } from '../shared/audit.ts';

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
