/**
 * The console's queue of reported payments (issue 27): which orders wait for an admin to confirm
 * or reject what their customer reported, and the rules of a rejection. One place for the BFF
 * (the Orders filter, the sidebar's count, reject and delete) and the mock handlers.
 */
import { SERVER_MESSAGES } from './messages';

/** The console's name for the derived state, beside the order statuses. */
export const PAYMENT_REPORTED_LABEL = 'Payment reported';

/**
 * The console's name for money that arrived for a cancelled order (a Chapa payment verified after
 * the cancellation, a transfer reported on a renewal a refund cancelled): the shop owes it back.
 */
export const REFUND_DUE_LABEL = 'Paid after cancellation: refund due';

/** The console's name for the queue: reports to confirm or reject, and money to send back. */
export const PAYMENT_QUEUE_LABEL = 'Payments queue';

/** The longest reason an admin may give (the contract and the schema say the same). */
export const REJECTION_REASON_MAX_LENGTH = 500;

export interface ReportedPaymentState {
  status: string;
  paid: boolean;
  /** The customer reported a payment that no one has confirmed or rejected yet (an open report). */
  paymentReported: boolean;
}

/**
 * "Payment reported": an unpaid PENDING order with an open report. This is the queue the console
 * filters, counts in its sidebar and shows as a status of its own instead of "Unpaid · Pending".
 */
export function isPaymentReported(order: ReportedPaymentState): boolean {
  return order.status === 'PENDING' && !order.paid && order.paymentReported;
}

export interface RefundDueState {
  /** The amount (ETB) paid after the order was cancelled and not yet sent back; null when none. */
  refundDue: number | null;
}

/** "Paid after cancellation: refund due": money the shop owes back for a cancelled order. */
export function isRefundDue(order: RefundDueState): boolean {
  return order.refundDue !== null;
}

/**
 * The payments queue the console filters and counts in its sidebar: the orders whose reported
 * payment awaits an admin, and those whose money, paid after cancellation, is owed back.
 */
export function isInPaymentQueue(order: ReportedPaymentState & RefundDueState): boolean {
  return isPaymentReported(order) || isRefundDue(order);
}

/** The reason as it is kept and mailed (trimmed), or why not (the 400's message). */
export function checkRejectionReason(
  raw: string,
): { reason: string; refusal?: undefined } | { refusal: string; reason?: undefined } {
  const reason = raw.trim();
  if (reason === '') return { refusal: SERVER_MESSAGES.rejectionReasonEmpty };
  return { reason };
}

/**
 * Null when an admin may reject the order's report; otherwise the 409 message: a paid order
 * (its payment was confirmed meanwhile) or one without an open report.
 */
export function paymentRejectionRefusal(order: { paid: boolean }, hasOpenReport: boolean): string | null {
  if (order.paid) return SERVER_MESSAGES.paymentReportSettled;
  return hasOpenReport ? null : SERVER_MESSAGES.noPaymentReport;
}

/** An order with an open report is never deleted (409): the report is confirmed or rejected. */
export function reportedOrderDeleteRefusal(hasOpenReport: boolean): string | null {
  return hasOpenReport ? SERVER_MESSAGES.reportedOrderNotDeletable : null;
}
