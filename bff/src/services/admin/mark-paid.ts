/** The admin's Mark as Paid: the payment's details are checked, then payments/confirm.ts pays the order. */
import Boom from '@hapi/boom';
import { checkPaymentReport, SERVER_MESSAGES } from '@shop/domain';
import type { components } from '@shop/domain/generated/api-types.gen';
import type { Knex } from 'knex';
import type { PaidOrderFulfilment } from '../fulfilment/auto-provision.ts';
import { toAdminOrder } from './order-views.ts';
import { confirmOrderPayment } from '../payments/confirm.ts';
import { paymentConflict } from '../payments/conflict.ts';

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
    return { message: SERVER_MESSAGES.orderMarkedPaid, order: await toAdminOrder(knex, order) };
  } catch (err) {
    throw paymentConflict(err) ?? err;
  }
}
