/**
 * Where an order stands on its way from payment to a ready server, as the customer's order status
 * page shows it: one function, called by the BFF (GET /orders/{id}) and the mock handlers.
 *
 * The steps, in order: the payment is reported (or made online), checked (with the bank's receipt
 * or Chapa), paid, the server is being set up, ready. A stage says which step the order is at, or
 * what went wrong; `final` says nothing will change without someone acting (the page stops
 * polling).
 */
import type { ReceiptVerificationStatus } from './receipts';

/** The steps the status page lists, in order. */
export const ORDER_PROGRESS_STEPS = ['reported', 'checked', 'paid', 'settingUp', 'ready'] as const;
export type OrderProgressStep = (typeof ORDER_PROGRESS_STEPS)[number];

export const ORDER_STAGES = [
  /** Nothing paid or reported yet. */
  'PAYMENT_DUE',
  /** A transfer is reported (or an online payment is being confirmed) and awaits its check. */
  'PAYMENT_REPORTED',
  /**
   * The reported transfer's receipt did not match, was not found, or could not be read (or the
   * bank is not answering): a person checks the transfer; the customer need not report again.
   */
  'PAYMENT_REVIEW',
  /** An admin rejected the customer's report, with a reason: the customer may report again. */
  'PAYMENT_REJECTED',
  /** The bank's receipt matches; the payment awaits its confirmation. */
  'PAYMENT_CHECKED',
  /** Paid; the server is not being set up yet (AUTO_PROVISION off: the admin creates it). */
  'PAID',
  /** The server is being built. */
  'SETTING_UP',
  /** The server is ready (or the order is over after having been ready). */
  'READY',
  /** A paid renewal: the service runs longer; nothing is set up. */
  'RENEWED',
  /** The payment did not match the order (amount, receiver, ...): an admin looks at it. */
  'PAYMENT_PROBLEM',
  /** Building the server failed: the shop retries it. */
  'PROVISIONING_FAILED',
  'CANCELLED',
  /** Paid, then refunded by the shop: the server ended, a credit note was issued. */
  'REFUNDED',
] as const;
export type OrderStage = (typeof ORDER_STAGES)[number];

/** What the check of a reported transfer or an online payment found, when anything checked it. */
export type PaymentCheckState = 'PENDING' | 'VERIFIED' | 'MISMATCH' | 'FAILED' | 'UNREACHABLE' | 'NOT_FOUND';

export interface OrderProgressInput {
  status: string;
  paid: boolean;
  /** A payment report awaits confirmation. */
  paymentReported: boolean;
  renewal: boolean;
  /** The order's service, once created: its provider state (provisioning while being built). */
  service: { currentStatus: string } | null;
  /** The newest check of the order's payment (a bank receipt or a Chapa transaction), if any. */
  paymentCheck?: PaymentCheckState | null;
  /** The open transfer report's check against the bank's receipt (payment_verifications), if any. */
  transferCheck?: ReceiptVerificationStatus | null;
  /** The newest report was rejected by an admin and no new one is open. */
  paymentRejected?: boolean;
}

export interface OrderProgress {
  stage: OrderStage;
  /** Nothing changes by itself any more: stop polling. */
  final: boolean;
  /** How many of ORDER_PROGRESS_STEPS are done (0 to 5). */
  stepsDone: number;
}

const STEPS_DONE: Record<OrderStage, number> = {
  PAYMENT_DUE: 0,
  PAYMENT_REPORTED: 1,
  PAYMENT_REVIEW: 1,
  PAYMENT_REJECTED: 0,
  PAYMENT_CHECKED: 2,
  PAID: 3,
  SETTING_UP: 3,
  READY: 5,
  RENEWED: 3,
  PAYMENT_PROBLEM: 1,
  PROVISIONING_FAILED: 3,
  CANCELLED: 0,
  REFUNDED: 0,
};

/** A transfer check that leaves the report to a person (the check may still retry by itself). */
const TRANSFER_REVIEW: ReadonlySet<ReceiptVerificationStatus> = new Set([
  'MISMATCH',
  'NOT_FOUND',
  'UNREACHABLE',
]);

const FINAL: ReadonlySet<OrderStage> = new Set(['READY', 'RENEWED', 'CANCELLED', 'REFUNDED']);

function stageOf(order: OrderProgressInput): OrderStage {
  if (order.status === 'REFUNDED') return 'REFUNDED';
  if (order.status === 'CANCELLED') return 'CANCELLED';
  if (order.status === 'FAILED') return 'PROVISIONING_FAILED';
  if (order.paid) {
    if (order.renewal) return 'RENEWED';
    if (order.status === 'PENDING') return 'PAID';
    if (order.status === 'PROVISIONING' || order.service?.currentStatus === 'provisioning')
      return 'SETTING_UP';
    return 'READY';
  }
  if (order.paymentCheck === 'MISMATCH') return 'PAYMENT_PROBLEM';
  if (order.paymentReported && (order.paymentCheck === 'VERIFIED' || order.transferCheck === 'VERIFIED'))
    return 'PAYMENT_CHECKED';
  if (order.paymentReported && order.transferCheck && TRANSFER_REVIEW.has(order.transferCheck))
    return 'PAYMENT_REVIEW';
  if (order.paymentReported) return 'PAYMENT_REPORTED';
  if (order.paymentRejected) return 'PAYMENT_REJECTED';
  return 'PAYMENT_DUE';
}

/** The order's stage on the status page, whether it is final, and how many steps are done. */
export function orderProgress(order: OrderProgressInput): OrderProgress {
  const stage = stageOf(order);
  return { stage, final: FINAL.has(stage), stepsDone: STEPS_DONE[stage] };
}

/**
 * What the shop does by itself (GET /payment-accounts, GET /orders/{id}): `provisioning` is
 * AUTO_PROVISION; `transferCheck` says a reported CBE or telebirr transfer is checked against the
 * bank's receipt and confirmed without an admin.
 */
export interface Automation {
  provisioning: boolean;
  transferCheck: boolean;
}
