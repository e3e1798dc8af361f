/**
 * The customer's report of a transfer (CBE, telebirr, ...): a PENDING payment an admin, or the
 * receipt check (receipts/), confirms later.
 */
import Boom from '@hapi/boom';
import { lockForUpdate, newId, normalizeRow, now } from '@shop/db';
import { checkPaymentReport, reportedAccountSuffix, SERVER_MESSAGES } from '@shop/domain';
import type { components } from '@shop/domain/generated/api-types.gen';
import type { Knex } from 'knex';
import { alertPaymentReview } from '../notifications/admin-alerts.ts';
import { notifyPaymentReported } from '../notifications/customer-notices.ts';
import { writeAudit } from '../shared/audit.ts';
import { paymentConflict } from './conflict.ts';
import { refuseUnpayableOrder } from './payable.ts';
import { enqueueReceiptCheck, isReceiptChecked } from './start-receipt-check.ts';
import { toPayment } from './view.ts';

export type RecordPaymentRequest = components['schemas']['RecordPaymentRequest'];
export type RecordPaymentResponse = components['schemas']['RecordPaymentResponse'];

/**
 * A customer's report of a manual payment for one of their own unpaid PENDING orders: a PENDING
 * payment of the order's total for its duration. It never marks the order paid (an admin does).
 * Another customer's order and an unknown id are the same 404. The transaction number must be as
 * the bank writes it (domain's checkPaymentReference, 400) and is used once whatever the method,
 * and an order has at most one report awaiting confirmation: both are unique keys of
 * the schema, so concurrent reports get the same 409s as sequential ones.
 */
export async function recordPayment(
  knex: Knex,
  userId: string,
  orderId: string,
  input: RecordPaymentRequest,
  /** RECEIPT_VERIFICATION=on: the report's receipt is checked by a job enqueued with it. */
  options: { verifyReceipt?: boolean } = {},
): Promise<RecordPaymentResponse> {
  const { paidBy, reference, refusal: reportRefusal } = checkPaymentReport(input);
  if (reportRefusal !== undefined) throw Boom.badRequest(reportRefusal);
  try {
    return await knex.transaction(async (trx) => {
      const query = trx('orders').where({ id: orderId, user_id: userId }).first();
      // MySQL: reports on one order queue here instead of racing to the unique keys (SQLite runs
      // one transaction at a time anyway and has no row locks).
      lockForUpdate(query);
      const order = normalizeRow('orders', await query);
      if (!order) throw Boom.notFound(SERVER_MESSAGES.orderNotFound);
      await refuseUnpayableOrder(trx, order);

      // No look-ahead for a reused reference or a pending report: the insert runs into the
      // schema's unique keys (a reference is stored upper-cased, once across methods), which
      // answer sequential and concurrent reports alike (see paymentConflict).
      const method = input.paymentMethod;
      const id = newId();
      const at = now();
      await trx('payments').insert({
        id,
        order_id: order.id,
        user_id: userId,
        amount_santim: order.total_santim,
        currency: 'ETB',
        method,
        reference,
        paid_by: paidBy,
        account_suffix: reportedAccountSuffix(method, input.accountSuffix),
        status: 'PENDING',
        period_days: order.duration_days,
        pending_order_id: order.id,
        confirmed_by: null,
        created_at: at,
        updated_at: at,
      });
      await writeAudit(trx, {
        actorUserId: userId,
        action: 'payment.reported',
        entity: 'payment',
        entityId: id,
        data: { orderId: order.id, method, reference, amountSantim: order.total_santim },
      });
      if (options.verifyReceipt) await enqueueReceiptCheck(trx, id, order.id);
      const payment = normalizeRow('payments', await trx('payments').where({ id }).first())!;
      await notifyPaymentReported(trx, order, payment);
      // With receipt checking, the admins hear of it once the check decided it stays for them.
      if (!(options.verifyReceipt && isReceiptChecked(method))) await alertPaymentReview(trx, id);
      return { message: SERVER_MESSAGES.paymentRecorded, payment: toPayment(payment, order) };
    });
  } catch (err) {
    throw paymentConflict(err) ?? err;
  }
}
