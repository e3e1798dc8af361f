/**
 * Refunding a paid order (issue 26): Chapa gives the money back first when Chapa took it (a
 * refusal changes nothing: 502); then, in one transaction, the order is cancelled, its service
 * made inactive and its machine terminated through its driver (a provider-operation job, enqueued
 * in the same transaction), the credit note issued and the refund audited with its reason.
 * Moving the money of a bank transfer or telebirr back is done outside the app. Chapa's side, the
 * call recorded around it so the money goes back once, is chapa-refund.ts.
 */
import Boom from '@hapi/boom';
import { lockForUpdate, normalizeRow, now } from '@shop/db';
import type { OrderRow } from '@shop/db';
import { refundRefusal, SERVER_MESSAGES } from '@shop/domain';
import type { components } from '@shop/domain/generated/api-types.gen';
import type { Knex } from 'knex';
import type { ChapaConfig } from '../chapa/config.ts';
import { enqueueOperation } from '../fulfilment/provider-operations.ts';
import { issueCreditNote } from '../invoices/issue.ts';
import { notifyLatePaymentRefunded, notifyOrderRefunded } from '../notifications/customer-notices.ts';
import { writeAudit } from '../shared/audit.ts';
import { chapaTxRefOf, lateChapaTxRefOf, outcomeUnknown, refundThroughChapa } from './chapa-refund.ts';
import { toAdminOrder } from './order-views.ts';

export type RefundOrderResponse = components['schemas']['RefundOrderResponse'];

/**
 * Cancels the service's unpaid PENDING renewal orders (locked first on MySQL); answers their ids.
 * A renewal whose customer had reported a transfer keeps the report, and the money reported is
 * owed back: the order joins the payments queue as "Paid after cancellation: refund due".
 */
async function cancelOpenRenewals(trx: Knex, serviceId: string, at: Date): Promise<string[]> {
  const open = trx('orders').where({ renewal_of_service_id: serviceId, status: 'PENDING', paid: false });
  lockForUpdate(open);
  const ids = ((await open.select('id')) as Array<{ id: string }>).map((r) => r.id);
  if (ids.length === 0) return ids;
  await trx('orders')
    .whereIn('id', ids)
    .where({ status: 'PENDING', paid: false })
    .update({ status: 'CANCELLED', updated_at: at });
  const reports = (await trx('payments')
    .whereIn('pending_order_id', ids)
    .select('pending_order_id', 'amount_santim')) as Array<{
    pending_order_id: string;
    amount_santim: number;
  }>;
  for (const report of reports) {
    await trx('orders')
      .where({ id: report.pending_order_id })
      .update({ refund_due_santim: Number(report.amount_santim) });
  }
  return ids;
}

export async function refundOrder(
  knex: Knex,
  chapa: ChapaConfig | undefined,
  appUrl: string,
  adminId: string,
  orderId: string,
  reasonInput: string,
): Promise<RefundOrderResponse> {
  const reason = reasonInput.trim();
  if (reason === '') throw Boom.badRequest(SERVER_MESSAGES.refundReasonEmpty);
  const before = normalizeRow('orders', await knex('orders').where({ id: orderId }).first());
  if (!before) throw Boom.notFound(SERVER_MESSAGES.orderNotFound);
  const refusal = refundRefusal({ ...before, refundDue: before.refund_due_santim });
  if (refusal) throw Boom.conflict(SERVER_MESSAGES[refusal]);
  if (before.refund_due_santim !== null) {
    return refundLatePayment(knex, chapa, { appUrl, adminId, order: before, reason });
  }

  const txRef = await chapaTxRefOf(knex, orderId);
  let chapaRefundRef: string | null = null;
  if (txRef !== undefined) {
    chapaRefundRef = await refundThroughChapa(knex, chapa, {
      orderId,
      txRef,
      reason,
      amountSantim: before.total_santim,
      adminId,
    });
  }
  return finishRefund(knex, { appUrl, adminId, orderId, reason, txRef, chapaRefundRef });
}

interface FinishedRefund {
  appUrl: string;
  adminId: string;
  orderId: string;
  reason: string;
  /** The Chapa checkout that took the money, when Chapa did. */
  txRef: string | undefined;
  chapaRefundRef: string | null;
}

/**
 * The shop's part of a refund, once the money is back (or goes back outside the app), in one
 * transaction: the order cancelled, its service terminated and its open renewals cancelled, the
 * credit note issued, the customer told, the Chapa refund's record completed, and the audit.
 */
async function finishRefund(
  knex: Knex,
  { appUrl, adminId, orderId, reason, txRef, chapaRefundRef }: FinishedRefund,
): Promise<RefundOrderResponse> {
  const { order, creditNote } = await knex.transaction(async (trx) => {
    const query = trx('orders').where({ id: orderId }).first();
    lockForUpdate(query);
    const locked = normalizeRow('orders', await query)!;
    const again = refundRefusal(locked);
    if (again) throw Boom.conflict(SERVER_MESSAGES[again]);
    const at = now();
    await trx('orders').where({ id: orderId }).update({ status: 'CANCELLED', updated_at: at });
    const service = normalizeRow('services', await trx('services').where({ order_id: orderId }).first());
    // The service's open renewal orders end with it (issue 34): locked before the service, the
    // order in which a renewal's payment confirmation locks them, and cancelled, so no checkout
    // or transfer report can pay them any more.
    const cancelledRenewals = service ? await cancelOpenRenewals(trx, service.id, at) : [];
    if (service && !service.terminated_at) {
      // Terminated as the lifecycle terminates (TERMINATED in the API, not renewable): its stored
      // credentials and game address erased, the driver told to destroy the machine and release
      // its address.
      await trx('services').where({ id: service.id }).update({
        status: 'EXPIRED',
        terminated_at: at,
        connection_encrypted: null,
        game_address: null,
        current_status: 'terminated',
        updated_at: at,
      });
      if (service.provider_ref !== '') await enqueueOperation(trx, service.id, { op: 'terminate' });
    }
    const after = normalizeRow('orders', await trx('orders').where({ id: orderId }).first())!;
    const note = await issueCreditNote(trx, after, reason);
    await notifyOrderRefunded(trx, after, {
      appUrl,
      creditNoteId: note.id,
      creditNoteNumber: note.number,
      byChapa: txRef !== undefined,
    });
    if (txRef !== undefined) {
      await trx('refund_requests')
        .where({ order_id: orderId })
        .update({ status: 'COMPLETED', completed_at: at, attempt_started_at: null });
    }
    await writeAudit(trx, {
      actorUserId: adminId,
      action: 'order.refunded',
      entity: 'order',
      entityId: orderId,
      data: {
        before: { status: locked.status },
        after: { status: after.status },
        reason,
        creditNote: note.number,
        chapaTxRef: txRef ?? null,
        chapaRefundRef,
        serviceId: service?.id ?? null,
        cancelledRenewalOrders: cancelledRenewals,
      },
    });
    return { order: after, creditNote: note };
  });
  return {
    message: SERVER_MESSAGES.orderRefunded,
    order: await toAdminOrder(knex, order),
    creditNoteNumber: creditNote.number,
  };
}

/**
 * Money that arrived after the order was cancelled goes back ("Paid after cancellation: refund
 * due"): Chapa gives back what it took (recorded around the call as any Chapa refund), a reported
 * transfer is sent back by hand. Then, in one transaction: the order no longer owes it, an open
 * report is closed (FAILED, with the reason), the customer is told, and the refund is audited. The
 * order stays cancelled; no credit note, since it was never invoiced.
 */
async function refundLatePayment(
  knex: Knex,
  chapa: ChapaConfig | undefined,
  { appUrl, adminId, order, reason }: { appUrl: string; adminId: string; order: OrderRow; reason: string },
): Promise<RefundOrderResponse> {
  const txRef = await lateChapaTxRefOf(knex, order.id);
  let chapaRefundRef: string | null = null;
  if (txRef !== undefined) {
    chapaRefundRef = await refundThroughChapa(knex, chapa, {
      orderId: order.id,
      txRef,
      reason,
      amountSantim: order.refund_due_santim!,
      adminId,
    });
  }
  return finishLateRefund(knex, { appUrl, adminId, orderId: order.id, reason, txRef, chapaRefundRef });
}

async function finishLateRefund(
  knex: Knex,
  { appUrl, adminId, orderId, reason, txRef, chapaRefundRef }: FinishedRefund,
): Promise<RefundOrderResponse> {
  const order = await knex.transaction(async (trx) => {
    const query = trx('orders').where({ id: orderId }).first();
    lockForUpdate(query);
    const locked = normalizeRow('orders', await query)!;
    const amountSantim = locked.refund_due_santim;
    if (amountSantim === null) throw Boom.conflict(SERVER_MESSAGES.orderNotRefundable);
    const at = now();
    await trx('orders').where({ id: orderId }).update({ refund_due_santim: null, updated_at: at });
    const report = normalizeRow(
      'payments',
      await trx('payments').where({ pending_order_id: orderId }).first(),
    );
    if (report) {
      await trx('payments').where({ id: report.id, status: 'PENDING' }).update({
        status: 'FAILED',
        pending_order_id: null,
        rejection_reason: reason,
        rejected_by: adminId,
        rejected_at: at,
        updated_at: at,
      });
    }
    if (txRef !== undefined) {
      await trx('refund_requests')
        .where({ order_id: orderId })
        .update({ status: 'COMPLETED', completed_at: at, attempt_started_at: null });
    }
    await notifyLatePaymentRefunded(trx, locked, { appUrl, amountSantim, byChapa: txRef !== undefined });
    await writeAudit(trx, {
      actorUserId: adminId,
      action: 'order.late_payment_refunded',
      entity: 'order',
      entityId: orderId,
      data: {
        amountSantim,
        reason,
        chapaTxRef: txRef ?? null,
        chapaRefundRef,
        closedReport: report?.id ?? null,
      },
    });
    return normalizeRow('orders', await trx('orders').where({ id: orderId }).first())!;
  });
  return {
    message: SERVER_MESSAGES.latePaymentRefunded,
    order: await toAdminOrder(knex, order),
    creditNoteNumber: null,
  };
}

/**
 * "Chapa refunded it: finish here" (issue 34): the refund whose outcome the shop never learnt was
 * found in Chapa's dashboard, and the admin gives its reference. Recorded (ACCEPTED, with that
 * reference, audited) in one transaction; then the refund is finished as after Chapa's yes,
 * without asking Chapa again. A refund recorded ACCEPTED earlier whose finishing failed is finished.
 */
export async function confirmChapaRefund(
  knex: Knex,
  appUrl: string,
  adminId: string,
  orderId: string,
  referenceInput: string,
): Promise<RefundOrderResponse> {
  const reference = referenceInput.trim();
  const order = normalizeRow(
    'orders',
    await knex('orders').where({ id: orderId }).first('id', 'refund_due_santim'),
  );
  if (!order) throw Boom.notFound(SERVER_MESSAGES.orderNotFound);
  const request = normalizeRow(
    'refund_requests',
    await knex('refund_requests').where({ order_id: orderId }).first(),
  );
  if (request?.status === 'REQUESTED') {
    const at = now();
    const recorded = await knex.transaction(async (trx) => {
      const taken = await trx('refund_requests')
        .where({ order_id: orderId, status: 'REQUESTED' })
        .andWhere(outcomeUnknown(at))
        .update({
          status: 'ACCEPTED',
          chapa_refund_ref: reference,
          accepted_at: at,
          attempt_started_at: null,
        });
      if (taken !== 1) return false;
      await writeAudit(trx, {
        actorUserId: adminId,
        action: 'order.chapa_refund_recorded',
        entity: 'order',
        entityId: orderId,
        data: {
          chapaTxRef: request.chapa_tx_ref,
          chapaRefundRef: reference,
          requestedAt: request.requested_at.toISOString(),
        },
      });
      return true;
    });
    if (!recorded) {
      const latest = normalizeRow(
        'refund_requests',
        await knex('refund_requests').where({ order_id: orderId }).first(),
      );
      throw Boom.conflict(
        SERVER_MESSAGES[
          latest?.status === 'REQUESTED' ? 'refundInProgress' : 'refundNotAwaitingConfirmation'
        ],
      );
    }
  } else if (request?.status !== 'ACCEPTED') {
    throw Boom.conflict(SERVER_MESSAGES.refundNotAwaitingConfirmation);
  }
  // Money paid after cancellation is finished as such (no credit note, nothing terminated).
  const finish = order.refund_due_santim == null ? finishRefund : finishLateRefund;
  return finish(knex, {
    appUrl,
    adminId,
    orderId,
    reason: request.reason,
    txRef: request.chapa_tx_ref,
    chapaRefundRef: request.status === 'ACCEPTED' ? request.chapa_refund_ref : reference,
  });
}
