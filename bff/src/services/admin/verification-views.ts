/**
 * Payment checks as the admin sees them (the contract's PaymentVerification): a reported
 * transfer's check against the bank's receipt, and a Chapa attempt whose verify did not match its
 * order (MISMATCH with its reasons: never paid, shown to the admin). Reasons carry their code and
 * the admin's words (domain's verificationReasonText).
 */
import { normalizeRows } from '@shop/db';
import type { ChapaAttemptRow, PaymentVerificationRow } from '@shop/db';
import { chapaMismatchReasons, parseReceiptAmount, santimToEtb, verificationReasonText } from '@shop/domain';
import type { ParsedReceipt, VerificationReason } from '@shop/domain';
import type { components } from '@shop/domain/generated/api-types.gen';
import type { Knex } from 'knex';

export type PaymentVerification = components['schemas']['PaymentVerification'];
type Reason = components['schemas']['VerificationReason'];

function toReason(reason: VerificationReason): Reason {
  return {
    code: reason.code,
    text: verificationReasonText(reason),
    ...(reason.paidSantim === undefined ? {} : { paid: santimToEtb(reason.paidSantim) }),
    ...(reason.dueSantim === undefined ? {} : { due: santimToEtb(reason.dueSantim) }),
  };
}

function toReceipt(receipt: Partial<ParsedReceipt>): PaymentVerification['receipt'] {
  return {
    payer: receipt.payer ?? null,
    payerAccount: receipt.payerAccount ?? null,
    receiver: receipt.receiver ?? null,
    receiverAccount: receipt.receiverAccount ?? null,
    amount: typeof receipt.amountSantim === 'number' ? santimToEtb(receipt.amountSantim) : null,
    date: receipt.paidAt ?? null,
    status: receipt.status ?? null,
    reference: receipt.reference ?? null,
  };
}

/** The checks of these payments, by payment id. */
export async function verificationsOfPayments(
  db: Knex,
  payments: readonly { id: string; method: string; reference: string }[],
): Promise<Map<string, PaymentVerification>> {
  const byId = new Map<string, PaymentVerification>();
  if (payments.length === 0) return byId;
  const rows = normalizeRows(
    'payment_verifications',
    await db('payment_verifications').whereIn(
      'payment_id',
      payments.map((p) => p.id),
    ),
  );
  const paymentById = new Map(payments.map((p) => [p.id, p]));
  for (const row of rows) {
    const payment = paymentById.get(row.payment_id)!;
    byId.set(row.payment_id, toVerification(row, payment));
  }
  return byId;
}

function toVerification(
  row: PaymentVerificationRow,
  payment: { method: string; reference: string },
): PaymentVerification {
  return {
    status: row.status,
    method: payment.method as PaymentVerification['method'],
    reference: payment.reference,
    reasons: ((row.reasons ?? []) as unknown as VerificationReason[]).map(toReason),
    checkedAt: row.checked_at?.toISOString() ?? null,
    receipt: row.receipt ? toReceipt(row.receipt as Partial<ParsedReceipt>) : null,
  };
}

/** A Chapa attempt's recorded mismatch as a check. */
function chapaVerification(attempt: ChapaAttemptRow, orderTotalSantim: number): PaymentVerification {
  const mismatch = (attempt.mismatch ?? {}) as {
    reasons?: string[];
    amount?: string | null;
    status?: string | null;
    currency?: string | null;
  };
  const paidSantim = mismatch.amount ? parseReceiptAmount(String(mismatch.amount)) : null;
  return {
    status: 'MISMATCH',
    method: 'CHAPA',
    reference: attempt.tx_ref,
    reasons: chapaMismatchReasons(mismatch.reasons ?? [], paidSantim, orderTotalSantim).map(toReason),
    checkedAt: attempt.checked_at?.toISOString() ?? null,
    receipt: toReceipt({
      amountSantim: paidSantim,
      status: mismatch.status ?? null,
      reference: attempt.reference,
    }),
  };
}

/**
 * The orders' checks for the admin, in two queries however many orders: per payment, and per
 * order the newest of its payments' checks and of its Chapa attempts that did not match.
 */
export async function verificationsOfOrders(
  db: Knex,
  orders: readonly { id: string; total_santim: number }[],
  paymentsByOrder: ReadonlyMap<string, readonly { id: string; method: string; reference: string }[]>,
): Promise<{ byPayment: Map<string, PaymentVerification>; byOrder: Map<string, PaymentVerification> }> {
  const byPayment = new Map<string, PaymentVerification>();
  const byOrder = new Map<string, PaymentVerification>();
  if (orders.length === 0) return { byPayment, byOrder };
  const orderIds = orders.map((o) => o.id);
  const [checks, attempts] = await Promise.all([
    db('payment_verifications').whereIn('order_id', orderIds),
    db('chapa_attempts').whereIn('order_id', orderIds).where({ status: 'MISMATCH' }),
  ]);
  const newest = new Map<string, number>();
  const offer = (orderId: string, at: Date, verification: PaymentVerification) => {
    const current = newest.get(orderId);
    if (current !== undefined && at.getTime() < current) return;
    newest.set(orderId, at.getTime());
    byOrder.set(orderId, verification);
  };
  for (const row of normalizeRows('payment_verifications', checks)) {
    const payment = paymentsByOrder.get(row.order_id)?.find((p) => p.id === row.payment_id);
    if (!payment) continue;
    const verification = toVerification(row, payment);
    byPayment.set(row.payment_id, verification);
    offer(row.order_id, row.updated_at, verification);
  }
  const totals = new Map(orders.map((o) => [o.id, o.total_santim]));
  for (const attempt of normalizeRows('chapa_attempts', attempts)) {
    offer(
      attempt.order_id,
      attempt.updated_at,
      chapaVerification(attempt, totals.get(attempt.order_id) ?? 0),
    );
  }
  return { byPayment, byOrder };
}
