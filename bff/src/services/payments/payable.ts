/**
 * Whether a customer may still pay an order (a transfer report, a Chapa checkout): domain's
 * paymentReportRefusal over the order and, for a renewal, the service it renews (a terminated or
 * refunded service's renewal is refused, issue 34). Throws the 409 when not.
 */
import Boom from '@hapi/boom';
import type { OrderRow } from '@shop/db';
import { paymentReportRefusal } from '@shop/domain';
import type { Knex } from 'knex';

export async function refuseUnpayableOrder(knex: Knex, order: OrderRow): Promise<void> {
  let renewed: { terminated: boolean } | null = null;
  if (order.renewal_of_service_id) {
    const service = await knex('services').where({ id: order.renewal_of_service_id }).first('terminated_at');
    renewed = { terminated: service?.terminated_at != null };
  }
  const refusal = paymentReportRefusal(order, renewed);
  if (refusal) throw Boom.conflict(refusal);
}
