/**
 * The console's order rules shared by the BFF and the mock handlers: which status changes an
 * admin may make by hand, and which orders count as still awaiting payment.
 */
import type { OrderStatusValue } from './enums';
import { SERVER_MESSAGES } from './messages';

export interface OrderStatusChangeState {
  status: string;
  paid: boolean;
  /** Money (ETB) paid after the order was cancelled and owed back (payment-queue.ts's isRefundDue). */
  refundDue?: number | null;
}

/**
 * Why an admin may not move an order to `next` (409), or null when they may. The whole table:
 *
 * | to         | allowed from              | why                                              |
 * |------------|---------------------------|--------------------------------------------------|
 * | CANCELLED  | PENDING, unpaid           | the customer will not pay; a paid order is kept  |
 * | PENDING    | CANCELLED                 | reopen an order cancelled by mistake             |
 * | COMPLETED  | ACTIVE                    | the order is fulfilled; nothing is left to do    |
 * | PROVISIONING | never                   | Create Service provisions (and retries FAILED)   |
 * | ACTIVE, FAILED, EXPIRED | never        | provisioning and expiry set them from the service |
 *
 * Moving an order to the status it has is refused too, so every accepted change changes something;
 * and an order whose money, paid after its cancellation, is owed back changes nothing until it is
 * refunded.
 */
export function orderStatusChangeRefusal(
  order: OrderStatusChangeState,
  next: OrderStatusValue,
): string | null {
  if (order.status === next) return SERVER_MESSAGES.orderStatusUnchanged;
  if (order.refundDue != null) return SERVER_MESSAGES.refundDueOrderLocked;
  switch (next) {
    case 'CANCELLED':
      if (order.paid) return SERVER_MESSAGES.paidOrderNotCancellable;
      return order.status === 'PENDING' ? null : SERVER_MESSAGES.orderNotCancellable;
    case 'PENDING':
      return order.status === 'CANCELLED' && !order.paid ? null : SERVER_MESSAGES.orderNotReopenable;
    case 'COMPLETED':
      return order.status === 'ACTIVE' ? null : SERVER_MESSAGES.orderNotCompletable;
    case 'PROVISIONING':
      return SERVER_MESSAGES.orderStatusUseCreateService;
    default:
      return SERVER_MESSAGES.orderStatusSetBySystem;
  }
}

/** The statuses an admin may move an order to now (what the console offers). */
export function allowedOrderStatusChanges(
  order: OrderStatusChangeState,
  statuses: readonly OrderStatusValue[],
): OrderStatusValue[] {
  return statuses.filter((next) => orderStatusChangeRefusal(order, next) === null);
}

/**
 * An order still awaiting payment: unpaid and not cancelled. The dashboard's and a user's
 * 'pending' count these; a cancelled order is neither paid nor pending.
 */
export function isAwaitingPayment(order: OrderStatusChangeState): boolean {
  return !order.paid && order.status !== 'CANCELLED';
}

/** The longest text the admin lists search for (the contract's SearchQuery maxLength). */
export const ADMIN_SEARCH_MAX_LENGTH = 100;
