/**
 * An admin rejects the customer's open payment report with a reason (issue 27): the report is
 * kept, FAILED, with the reason, who and when; the order stays unpaid and PENDING, so the customer
 * may report again. On an order cancelled meanwhile, the money it reported is then no longer owed
 * back (refund due). Audited, and the customer is mailed in their language, in one transaction.
 */
import Boom from '@hapi/boom';
import { lockForUpdate, normalizeRow, now } from '@shop/db';
import { checkRejectionReason, paymentRejectionRefusal, SERVER_MESSAGES } from '@shop/domain';
import type { components } from '@shop/domain/generated/api-types.gen';
import type { Knex } from 'knex';
import { writeAudit } from '../shared/audit.ts';
import { notifyPaymentRejected } from '../notifications/customer-notices.ts';
import { toAdminOrder } from './order-views.ts';
import { lateChapaTxRefOf } from './chapa-refund.ts';

export type RejectPaymentRequest = components['schemas']['RejectPaymentRequest'];
export type RejectPaymentResponse = components['schemas']['RejectPaymentResponse'];

/**
 * 404 for an unknown order; 409 when it has no open report or is paid. The order row is locked
 * first (MySQL), as confirmOrderPayment locks it, so a reject and a confirm of the same report run
 * one after the other and the second finds the report settled: one outcome. The report changes by
 * a conditional update (still PENDING), which holds on an engine without row locks too.
 */
export async function rejectPayment(
  knex: Knex,
  appUrl: string,
  adminId: string,
  orderId: string,
  input: RejectPaymentRequest,
): Promise<RejectPaymentResponse> {
  const { reason, refusal: reasonRefusal } = checkRejectionReason(input.reason);
  if (reasonRefusal !== undefined) throw Boom.badRequest(reasonRefusal);
  const order = await knex.transaction(async (trx) => {
    const query = trx('orders').where({ id: orderId }).first();
    lockForUpdate(query);
    const before = normalizeRow('orders', await query);
    if (!before) throw Boom.notFound(SERVER_MESSAGES.orderNotFound);
    const open = normalizeRow('payments', await trx('payments').where({ pending_order_id: orderId }).first());
    const refusal = paymentRejectionRefusal(before, open !== undefined);
    if (refusal) throw Boom.conflict(refusal);

    const at = now();
    const changed = await trx('payments').where({ id: open!.id, status: 'PENDING' }).update({
      status: 'FAILED',
      pending_order_id: null,
      rejection_reason: reason,
      rejected_by: adminId,
      rejected_at: at,
      updated_at: at,
    });
    if (changed !== 1) throw Boom.conflict(SERVER_MESSAGES.paymentReportSettled);
    // A report on an order cancelled meanwhile was what the shop owed back; rejected, no money
    // came, so nothing is owed (unless Chapa took some after the cancellation too).
    if (before.refund_due_santim !== null && (await lateChapaTxRefOf(trx, orderId)) === undefined) {
      await trx('orders').where({ id: orderId }).update({ refund_due_santim: null, updated_at: at });
    }
    await writeAudit(trx, {
      actorUserId: adminId,
      action: 'payment.rejected',
      entity: 'payment',
      entityId: open!.id,
      data: {
        orderId,
        method: open!.method,
        reference: open!.reference,
        amountSantim: open!.amount_santim,
        reason,
      },
    });
    await notifyPaymentRejected(trx, before, open!, reason, appUrl);
    return normalizeRow('orders', await trx('orders').where({ id: orderId }).first())!;
  });
  return { message: SERVER_MESSAGES.paymentRejected, order: await toAdminOrder(knex, order) };
}
