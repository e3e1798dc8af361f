import {
  allowedOrderStatusChanges,
  canDeleteOrder,
  canMarkPaid,
  createServiceRefusal,
  isRefundDue,
  markPaidRefusal,
  ORDER_STATUSES,
  paymentRejectionRefusal,
} from '@shop/domain';
import type { AdminOrder, OrderStatus } from '../../../api';

/**
 * A row action of the orders table: the five of console spec 2.5, and Change Status where the
 * server allows a change by hand (cancel, reopen, complete: domain's orderStatusChangeRefusal).
 */
export type OrderAction =
  'details' | 'refund' | 'markPaid' | 'rejectPayment' | 'createService' | 'status' | 'email' | 'delete';

function adminState(order: AdminOrder) {
  return {
    paid: order.paid,
    hasService: order.service !== null,
    paymentReported: order.paymentReported,
    refundDue: order.refundDue,
  };
}

/**
 * Reject Payment: the order has an open report and is unpaid (domain's paymentRejectionRefusal);
 * Mark as Paid then confirms that report (prefilled with it).
 */
export function offersRejectPayment(order: AdminOrder): boolean {
  return paymentRejectionRefusal(order, order.paymentReported) === null;
}

/**
 * Mark as Paid: the order is unpaid (spec 2.5), and the server would take it (domain's
 * markPaidRefusal: a CANCELLED order can no longer be paid, so it is not offered).
 */
export function offersMarkPaid(order: AdminOrder): boolean {
  return canMarkPaid(adminState(order)) && markPaidRefusal(order) === null;
}

/**
 * Create Service: the order is paid and has no service yet (spec 2.5); a FAILED order keeps its
 * service row and may create it again (a retry), exactly as domain's createServiceRefusal allows.
 * The console's order carries no renewal link; a paid renewal is COMPLETED (it extends its service
 * and creates none), so a COMPLETED order is not offered one.
 */
export function offersCreateService(order: AdminOrder): boolean {
  if (order.status === 'COMPLETED') return false;
  return (
    createServiceRefusal({
      paid: order.paid,
      status: order.status,
      renewalOfServiceId: null,
      hasService: order.service !== null,
    }) === null
  );
}

/** Create Service on a FAILED order runs the provisioning again. */
export function isServiceRetry(order: AdminOrder): boolean {
  return order.status === 'FAILED' && offersCreateService(order);
}

/**
 * Delete Order: the order is unpaid, has no service (spec 2.5 and 4) and no open payment report
 * (that one is confirmed or rejected instead).
 */
export function offersDelete(order: AdminOrder): boolean {
  return canDeleteOrder(adminState(order));
}

/** The statuses the admin may move the order to now, as the server allows. */
export function statusChangesOf(order: AdminOrder): OrderStatus[] {
  return allowedOrderStatusChanges(order, ORDER_STATUSES);
}

/** The row actions offered for an order, in the table's order. */
export function orderActions(order: AdminOrder): OrderAction[] {
  const actions: OrderAction[] = ['details'];
  // Money paid after cancellation: its refund, in the order's details (domain's isRefundDue).
  if (isRefundDue(order)) actions.push('refund');
  if (offersMarkPaid(order)) actions.push('markPaid');
  if (offersRejectPayment(order)) actions.push('rejectPayment');
  if (offersCreateService(order)) actions.push('createService');
  if (statusChangesOf(order).length > 0) actions.push('status');
  actions.push('email');
  if (offersDelete(order)) actions.push('delete');
  return actions;
}
