/**
 * Extend: a renewal order for one of the customer's own services (My Services), priced as the
 * lifecycle's renewal orders are (renewal-draft.ts), and its quote.
 */
import Boom from '@hapi/boom';
import { breakdownToEtb, renewalCreatedMessage, SERVER_MESSAGES } from '@shop/domain';
import type { components } from '@shop/domain/generated/api-types.gen';
import type { Knex } from 'knex';
import type { PaidOrderFulfilment } from '../fulfilment/auto-provision.ts';
import { ownService } from '../fulfilment/customer-services.ts';
import { renewalDraft } from './renewal-draft.ts';
import { toOrder } from './view.ts';
import { placeOrder } from './write.ts';

export type ExtendResponse = components['schemas']['ExtendResponse'];
export type ExtendQuote = components['schemas']['ExtendQuote'];

/**
 * What extending by `days` costs: the renewal order's price as extendService would create it
 * (the same draft: the plan and options of the first order, no coupon, VAT included), read
 * without writing anything. A terminated service has no quote (409), as it has no renewal.
 */
export async function extendQuote(
  knex: Knex,
  userId: string,
  id: string,
  days: number,
): Promise<ExtendQuote> {
  const service = await ownService(knex, userId, id);
  if (service.terminated_at) throw Boom.conflict(SERVER_MESSAGES.serviceTerminated);
  const price = breakdownToEtb((await renewalDraft(knex, service, days)).price(null));
  return {
    days,
    pricing: {
      basePrice: price.basePrice,
      extrasPrice: price.extrasPrice,
      durationDiscount: price.durationDiscount,
      subtotal: price.subtotal,
      couponDiscount: price.couponDiscount,
      vat: price.vat,
      totalPrice: price.total,
      currency: 'ETB',
      billingCycle: 'One-time',
    },
  };
}

/**
 * Creates a renewal order for `days`, priced by domain from the service's plan and options as the
 * first order chose them (no coupon), to be paid like any order; the end date moves only when it
 * is paid. Expired and suspended services may be renewed; a terminated one may not (409). The
 * service's open renewal order (the lifecycle's, or an earlier Extend) is reused when it is for the
 * same days and replaced (cancelled) when it is not, unless a payment for it is awaiting
 * confirmation (409 naming it): a service never has two open renewal orders.
 */
export async function extendService(
  knex: Knex,
  fulfilment: PaidOrderFulfilment,
  userId: string,
  id: string,
  days: number,
): Promise<ExtendResponse> {
  const service = await ownService(knex, userId, id);
  if (service.terminated_at) throw Boom.conflict(SERVER_MESSAGES.serviceTerminated);
  const { row } = await placeOrder(knex, userId, undefined, (trx) => renewalDraft(trx, service, days), {
    renewalOfServiceId: service.id,
    reuseOpenRenewal: { actorUserId: userId },
    fulfilment,
  });
  return {
    message: renewalCreatedMessage(days),
    order: toOrder(row, { paymentReported: false, serviceId: null }),
  };
}
