/**
 * The receipt check as a durable job: enqueued with the customer's report (in its transaction),
 * run at once, and run again with backoff while the bank does not answer (a minute, then doubling
 * waits up to an hour, for 24 hours after the report) or shows no receipt yet (a few times).
 * Waiting is the job's `again`, never a failed attempt.
 */
import { normalizeRow, now } from '@shop/db';
import type { Knex } from 'knex';
import { alertPaymentReview } from '../notifications/admin-alerts.ts';
import type { JobDefinition } from '../../jobs/index.ts';
import { nextCheckAt } from '../chapa/schedule.ts';
import { checkPaymentReceipt } from './check.ts';
import type { ReceiptCheckConfig } from './check.ts';
import type { PaidOrderFulfilment } from '../fulfilment/auto-provision.ts';

/** A receipt not found is looked for this many times in all (a bank may publish it late). */
export const NOT_FOUND_CHECKS = 3;

/** The admins' alert of a report the check left for them, with what the check found. */
async function alertReviewAfterCheck(knex: Knex, paymentId: string): Promise<void> {
  const row = normalizeRow(
    'payment_verifications',
    await knex('payment_verifications').where({ payment_id: paymentId }).first(),
  );
  const reasons = (row?.reasons ?? []).map((reason) => String(reason.code));
  await alertPaymentReview(knex, paymentId, {
    status: row?.status ?? 'PENDING',
    ...(reasons.length > 0 ? { reasons } : {}),
  });
}

/** The job the report enqueues (payments/start-receipt-check.ts, RECEIPT_CHECK_JOB). */
export function receiptCheckJob(
  knex: Knex,
  config: ReceiptCheckConfig,
  fulfilment: PaidOrderFulfilment,
): JobDefinition<{ paymentId: string }> {
  return {
    async run(payload) {
      if (!config.receipts.enabled) return;
      const { outcome, checks, createdAt } = await checkPaymentReceipt(
        knex,
        config,
        payload.paymentId,
        fulfilment,
      );
      const retry = outcome === 'unreachable' || (outcome === 'not-found' && checks < NOT_FOUND_CHECKS);
      const at = now();
      const next = retry && createdAt ? nextCheckAt(createdAt, checks, at) : undefined;
      if (next) return { again: { inMs: next.getTime() - at.getTime() } };
      // Decided (or given up on) and not paid: the report waits for an admin.
      if (outcome !== 'paid' && outcome !== 'skipped') await alertReviewAfterCheck(knex, payload.paymentId);
      return undefined;
    },
    async onDead(payload) {
      if (config.receipts.enabled) await alertReviewAfterCheck(knex, payload.paymentId);
    },
  };
}
