import type { AdminOrder } from '../../../api';
import { mockId } from '../../../mocks/fixtures';
import { VERIFICATION_FIXTURES } from '../../../mocks/fixtures/verifications';
import { db } from '../../../mocks/state';
import { toAdminOrder } from '../../../mocks/views';

/** The mock fixture orders the console's stories and tests point at, by what they show. */
export const ORDER_KEYS = {
  /** Unpaid, nothing reported: Mark as Paid, Email and Delete. */
  unpaid: 'demo-small-unpaid',
  /** Unpaid with a telebirr report awaiting confirmation (PENDING payment in the history). */
  reported: 'demo-ryzen-reported',
  /** Paid, no service yet: Create Service. */
  paid: 'demo-minecraft-paid',
  /** Paid and being provisioned (has its service). */
  provisioning: 'demo-ipv6-provisioning',
  /** Active with its service. */
  active: 'demo-starter-active',
  /** Provisioning FAILED with a reason: Create Service retries it. */
  failed: 'demo-xeon-failed',
  /** Unpaid and CANCELLED. */
  cancelled: 'demo-small-cancelled',
  /** Paid with a FAILED first try and a SUCCESS payment. */
  twoPayments: 'dawit-small-paid',
} as const;

export type OrderKey = keyof typeof ORDER_KEYS;

export function orderId(key: OrderKey): string {
  return mockId('order', ORDER_KEYS[key]);
}

/** A fixture order as GET /admin/orders answers it, read from the current mock data. */
export function adminOrder(key: OrderKey): AdminOrder {
  const order = db.orders.find((o) => o.id === orderId(key));
  if (!order) throw new Error(`No fixture order ${key}`);
  return toAdminOrder(order);
}

/** Every fixture order as the list answers it, newest first. */
export function allAdminOrders(): AdminOrder[] {
  return [...db.orders].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).map(toAdminOrder);
}

/**
 * Makes the fixture's cancelled order one whose money Chapa took after the cancellation, as the
 * BFF records it: refund due (its total) and the Chapa check that says so. For the stories of the
 * payments queue's "Paid after cancellation: refund due".
 */
export function makeCancelledOrderRefundDue(): void {
  const order = db.orders.find((o) => o.id === orderId('cancelled'));
  if (!order) throw new Error('No fixture order cancelled');
  order.refundDue = order.totalPrice;
  order.chapaMismatch = {
    ...VERIFICATION_FIXTURES.chapaAfterCancellation,
    receipt: { ...VERIFICATION_FIXTURES.chapaAfterCancellation.receipt, amount: order.totalPrice },
  };
}

/** Gives the fixture's reported order's open report a receipt check that did not match. */
export function makeReportedPaymentMismatch(): void {
  const report = db.payments.find((p) => p.orderId === orderId('reported') && p.status === 'PENDING');
  if (!report) throw new Error('No open report on the fixture order reported');
  report.verification = VERIFICATION_FIXTURES.mismatch;
}
