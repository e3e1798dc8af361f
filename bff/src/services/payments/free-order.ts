import type { OrderRow } from '@shop/db';
import type { Knex } from 'knex';
import { writeAudit } from '../shared/audit.ts';
import { fulfilPaidOrder } from '../fulfilment/auto-provision.ts';
import type { PaidOrderFulfilment } from '../fulfilment/auto-provision.ts';
import { issueInvoice } from '../invoices/issue.ts';
import { applyRenewal } from '../fulfilment/renewal.ts';
import { notifyPaymentConfirmed } from '../notifications/customer-notices.ts';

/**
 * An order of 0 ETB (a 100% coupon), placed paid in the caller's transaction, is confirmed as a
 * payment confirmation confirms one (confirm.ts), without a payment row: there was no transfer.
 * The audit log says it was free and names its coupon; a renewal moves its service's end date; the
 * customer gets the order-confirmed mail. Like any paid order, with AUTO_PROVISION its service is
 * created and provisioned (in this transaction, by the system); without, it waits in the console
 * for Create Service.
 */
export async function confirmFreeOrder(
  trx: Knex,
  order: OrderRow,
  customerId: string,
  fulfilment: PaidOrderFulfilment,
): Promise<void> {
  await writeAudit(trx, {
    actorUserId: customerId,
    action: 'order.confirmed_free',
    entity: 'order',
    entityId: order.id,
    data: {
      discountCode: order.discount_code,
      discountCodeId: order.discount_code_id,
      totalSantim: order.total_santim,
    },
  });
  if (order.renewal_of_service_id) await applyRenewal(trx, order, order.paid_at ?? order.created_at);
  await issueInvoice(trx, order);
  await notifyPaymentConfirmed(trx, order);
  await fulfilPaidOrder(trx, order, fulfilment);
}
