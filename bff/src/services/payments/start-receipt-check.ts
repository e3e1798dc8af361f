/**
 * Starting a receipt check in the report's transaction: its PENDING row and its job
 * (receipts/jobs.ts runs it). It lives with the report (report.ts), below receipts/: the check
 * confirms payments (confirm.ts), so payments/ must not import receipts/.
 */
import { newId, now } from '@shop/db';
import type { PaymentMethod } from '@shop/domain';
import type { Knex } from 'knex';
import { enqueueJob } from '../../jobs/index.ts';

export const RECEIPT_CHECK_JOB = 'receipt.check';

/** A PENDING check for a payment just reported (in the report's transaction). */
export async function startVerification(db: Knex, paymentId: string, orderId: string): Promise<void> {
  const at = now();
  await db('payment_verifications').insert({
    id: newId(),
    payment_id: paymentId,
    order_id: orderId,
    status: 'PENDING',
    reasons: JSON.stringify([]),
    receipt: null,
    checks: 0,
    checked_at: null,
    created_at: at,
    updated_at: at,
  });
}

/** Whether reports of `method` have their receipt checked (the banks whose receipts are public). */
export function isReceiptChecked(method: PaymentMethod): boolean {
  return method === 'CBE' || method === 'TELEBIRR';
}

/** In the report's transaction: the check's PENDING row and its job. */
export async function enqueueReceiptCheck(trx: Knex, paymentId: string, orderId: string): Promise<void> {
  await startVerification(trx, paymentId, orderId);
  await enqueueJob(trx, RECEIPT_CHECK_JOB, { paymentId }, { uniqueKey: `receipt-check:${paymentId}` });
}
