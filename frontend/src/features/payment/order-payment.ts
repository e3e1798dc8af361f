import type { Order } from '../../api';
import type { PaymentData } from '../../lib/payment-data';

/** The instructions' data of an order the customer opened from My Orders or Extend: the server's total. */
export function paymentDataOf(order: Order): PaymentData {
  return {
    orderId: order.id,
    totalPrice: order.pricing?.totalPrice ?? order.totalPrice,
    currency: order.pricing?.currency ?? 'ETB',
    serviceName: order.serviceName,
    renewal: Boolean(order.renewalOfServiceId),
  };
}

/** Only a PENDING, unpaid order has anything to pay. */
export function isPayable(order: Pick<Order, 'status' | 'paid'>): boolean {
  return order.status === 'PENDING' && !order.paid;
}

/**
 * What the payment page of an order shows: the instructions while there is something to pay; for
 * a paid order, that its payment was confirmed (its service listed, or still being set up); for
 * an unpaid order no longer open (cancelled), that it is closed. An order of 0 ETB (a 100% coupon)
 * is confirmed when it is created: until its service is listed it says so, with nothing to transfer.
 */
export type OrderSettlement = 'payable' | 'serviceListed' | 'settingUp' | 'free' | 'closed';

/** A paid order in one of these statuses has its service (or its renewal) in My Services. */
const SERVICE_LISTED: readonly string[] = ['ACTIVE', 'COMPLETED', 'EXPIRED'];

export function settlementOf(order: Pick<Order, 'status' | 'paid' | 'totalPrice'>): OrderSettlement {
  if (isPayable(order)) return 'payable';
  if (!order.paid) return 'closed';
  if (SERVICE_LISTED.includes(order.status)) return 'serviceListed';
  return order.totalPrice === 0 ? 'free' : 'settingUp';
}
