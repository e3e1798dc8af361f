import Boom from '@hapi/boom';
import { dbClient, newId, normalizeRow, now } from '@shop/db';
import type { OrderRow } from '@shop/db';
import {
  markPaidRefusal,
  normalizePaymentReference,
  paymentReferenceRefusal,
  renewedEndDate,
  SERVER_MESSAGES,
} from '@shop/domain';
import type { components } from '@shop/domain/generated/api-types.gen';
import type { Knex } from 'knex';
import { writeAudit } from '../audit.ts';
import { paymentConflict } from '../payments.ts';
import { notifyPaymentConfirmed } from './notify.ts';
import { enqueueOperation } from './provider-operations.ts';
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
  adminId: string,
  orderId: string,
  input: MarkPaidRequest,
): Promise<MarkPaidResponse> {
  const paidBy = input.paidBy.trim();
  if (paidBy === '') throw Boom.badRequest(SERVER_MESSAGES.paidByEmpty);
  const reference = normalizePaymentReference(input.paymentReference);
  const referenceRefusal = paymentReferenceRefusal(reference);
  if (referenceRefusal) throw Boom.badRequest(referenceRefusal);
  try {
    const order = await knex.transaction(async (trx) => {
      const query = trx('orders').where({ id: orderId }).first();
      if (dbClient(knex) === 'mysql') query.forUpdate();
      const before = normalizeRow('orders', await query);
      if (!before) throw Boom.notFound(SERVER_MESSAGES.orderNotFound);
      const refusal = markPaidRefusal(before);
      if (refusal) throw Boom.conflict(refusal);

      const at = now();
      const won = await trx('orders')
        .where({ id: orderId, paid: false })
        .update({ paid: true, paid_at: at, updated_at: at });
      if (won !== 1) throw Boom.conflict(SERVER_MESSAGES.orderAlreadyPaidAdmin);

      const paymentId = await recordSuccessPayment(
        trx,
        before,
        adminId,
        { ...input, paidBy, paymentReference: reference },
        at,
      );
      if (before.renewal_of_service_id) await applyRenewal(trx, before, at);

      const after = normalizeRow('orders', await trx('orders').where({ id: orderId }).first())!;
      await writeAudit(trx, {
        actorUserId: adminId,
        action: 'order.marked_paid',
        entity: 'order',
        entityId: orderId,
        data: {
          before: { paid: before.paid, status: before.status },
          after: { paid: after.paid, status: after.status },
          paymentId,
          method: input.paymentMethod,
          reference,
        },
      });
      await notifyPaymentConfirmed(trx, after);
      return after;
    });
    return { message: SERVER_MESSAGES.orderMarkedPaid, order: await adminOrder(knex, order) };
  } catch (err) {
    throw paymentConflict(err) ?? err;
  }
}

async function adminOrder(knex: Knex, order: OrderRow): Promise<AdminOrder> {
  return toAdminOrder(knex, order);
}

/** The customer's pending report becomes the SUCCESS payment, or one is created from the form. */
async function recordSuccessPayment(
  trx: Knex,
  order: OrderRow,
  adminId: string,
  input: MarkPaidRequest,
  at: Date,
): Promise<string> {
  const confirmed = {
    amount_santim: order.total_santim,
    method: input.paymentMethod,
    reference: input.paymentReference,
    paid_by: input.paidBy,
    status: 'SUCCESS' as const,
    period_days: order.duration_days,
    pending_order_id: null,
    success_order_id: order.id,
    confirmed_by: adminId,
    updated_at: at,
  };
  const pending = await trx('payments').where({ pending_order_id: order.id }).first('id', 'method');
  if (pending) {
    await trx('payments')
      .where({ id: pending.id })
      .update({
        ...confirmed,
        // The last four digits belong to a CBE transfer; keep them only if it still is one.
        ...(input.paymentMethod === 'CBE' && pending.method === 'CBE' ? {} : { account_suffix: null }),
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

/** A paid renewal: the service runs `days` longer, and an expired one is woken up. */
async function applyRenewal(trx: Knex, order: OrderRow, at: Date): Promise<void> {
  const query = trx('services').where({ id: order.renewal_of_service_id! }).first();
  if (dbClient(trx) === 'mysql') query.forUpdate();
  const service = normalizeRow('services', await query);
  if (!service) throw Boom.conflict(SERVER_MESSAGES.serviceNotFound);
  const endDate = renewedEndDate(service.end_date, order.duration_days, at);
  const wakes = service.status === 'EXPIRED';
  await trx('services')
    .where({ id: service.id })
    .update({
      end_date: endDate,
      ...(wakes ? { status: 'ACTIVE' } : {}),
      last_reminder_at: null,
      updated_at: at,
    });
  if (wakes) {
    await trx('orders')
      .where({ id: service.order_id, status: 'EXPIRED' })
      .update({ status: 'ACTIVE', updated_at: at });
    await enqueueOperation(trx, service.id, { op: 'unsuspend' });
  }
  await trx('orders').where({ id: order.id }).update({ status: 'COMPLETED', updated_at: at });
  await writeAudit(trx, {
    actorUserId: null,
    action: 'service.renewed',
    entity: 'service',
    entityId: service.id,
    data: {
      orderId: order.id,
      days: order.duration_days,
      before: { endDate: service.end_date.toISOString(), status: service.status },
      after: { endDate: endDate.toISOString(), status: wakes ? 'ACTIVE' : service.status },
    },
  });
}
