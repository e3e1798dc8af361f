import { ORDERS_LOAD_FAILED, orderStatusLabel } from '@shop/domain';

const label = (status: string, paid = false, paymentReported = false) =>
  orderStatusLabel({ status, paid, paymentReported });

/** Keys of the orders area whose English text is a specification text domain also holds. */
export const orders: Readonly<Record<string, string>> = {
  'orders.page.loadFailed': ORDERS_LOAD_FAILED,
  'orders.status.pendingPayment': label('PENDING'),
  'orders.status.awaitingConfirmation': label('PENDING', false, true),
  'orders.status.processing': label('PENDING', true),
  'orders.status.provisioning': label('PROVISIONING', true),
  'orders.status.active': label('ACTIVE', true),
  'orders.status.completed': label('COMPLETED', true),
  'orders.status.failed': label('FAILED', true),
  'orders.status.cancelled': label('CANCELLED'),
  'orders.status.expired': label('EXPIRED', true),
  'orders.status.refunded': label('REFUNDED', true),
};
