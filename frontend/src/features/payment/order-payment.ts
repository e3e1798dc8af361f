import type { Order } from '../../api';
import type { PaymentData } from './payment-data';

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
