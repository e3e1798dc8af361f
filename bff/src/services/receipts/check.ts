/**
 * Checking one reported CBE or Telebirr payment against the bank's receipt and settling it:
 * VERIFIED (and, with PAYMENT_AUTO_CONFIRM, the order paid through the same once-only rule as
 * the admin's mark-paid, audited as the system's with the parsed receipt), MISMATCH with its
 * reasons, NOT_FOUND, or UNREACHABLE (the job retries). The customer is never refused: the report
 * stays PENDING for the admin whatever the check finds.
 */
import Boom from '@hapi/boom';
import { isUniqueViolation, normalizeRow, now } from '@shop/db';
import type { PaymentRow, PaymentVerificationRow, PaymentVerificationStatus } from '@shop/db';
import { receiptMismatchReasons, receiptVerificationStatus } from '@shop/domain';
import type { ManualPaymentMethod, ParsedReceipt, VerificationReason } from '@shop/domain';
import type { Knex } from 'knex';
import type { AppConfig } from '../../config.ts';
import type { PaidOrderFulfilment } from '../fulfilment/auto-provision.ts';
import { confirmOrderPayment } from '../payments/confirm.ts';
import { startVerification } from '../payments/start-receipt-check.ts';
import { fetchReceipt } from './fetch-receipt.ts';
import type { ReceiptFetchOptions } from './fetch-receipt.ts';
import { effectiveSettings } from '../settings/effective.ts';
import type { SettingsEnvironment } from '../settings/effective.ts';

export type ReceiptCheckConfig = Pick<AppConfig, 'receipts'> & SettingsEnvironment;

export type ReceiptCheckOutcome =
  /** Nothing to check: not a CBE or Telebirr report, or no longer pending, or already decided. */
  | 'skipped'
  | 'paid'
  /** Verified, but the order was not made paid (auto-confirm off, or paid meanwhile). */
  | 'verified'
  | 'mismatch'
  | 'not-found'
  | 'unreachable';

/** The row of the check, created PENDING when missing (a report made before verification was on). */
async function verificationOf(db: Knex, payment: PaymentRow): Promise<PaymentVerificationRow> {
  const found = await db('payment_verifications').where({ payment_id: payment.id }).first();
  if (found) return normalizeRow('payment_verifications', found);
  await startVerification(db, payment.id, payment.order_id).catch((err: unknown) => {
    if (!isUniqueViolation(err)) throw err;
  });
  return normalizeRow(
    'payment_verifications',
    await db('payment_verifications').where({ payment_id: payment.id }).first(),
  );
}

async function record(
  db: Knex,
  row: PaymentVerificationRow,
  status: PaymentVerificationStatus,
  fields: { reasons?: VerificationReason[]; receipt?: ParsedReceipt } = {},
): Promise<number> {
  const at = now();
  await db('payment_verifications')
    .where({ id: row.id })
    .whereNotIn('status', ['VERIFIED', 'MISMATCH'])
    .update({
      status,
      ...(fields.reasons ? { reasons: JSON.stringify(fields.reasons) } : {}),
      ...(fields.receipt ? { receipt: JSON.stringify(fields.receipt) } : {}),
      checks: row.checks + 1,
      checked_at: at,
      updated_at: at,
    });
  return row.checks + 1;
}

async function referenceUsedElsewhere(db: Knex, payment: PaymentRow): Promise<boolean> {
  const other = await db('payments')
    .where({ reference: payment.reference })
    .whereNot({ id: payment.id })
    .first('id');
  if (other) return true;
  return Boolean(await db('chapa_attempts').where({ reference: payment.reference }).first('id'));
}

/** Fetches the receipt of payment `paymentId`, records what it says and settles the order when it may. */
export async function checkPaymentReceipt(
  knex: Knex,
  config: ReceiptCheckConfig,
  paymentId: string,
  fulfilment: PaidOrderFulfilment,
  fetchOptions: ReceiptFetchOptions = {},
): Promise<{ outcome: ReceiptCheckOutcome; checks: number; createdAt?: Date }> {
  const payment = normalizeRow('payments', await knex('payments').where({ id: paymentId }).first());
  if (
    !payment ||
    (payment.method !== 'CBE' && payment.method !== 'TELEBIRR') ||
    payment.status !== 'PENDING'
  ) {
    return { outcome: 'skipped', checks: 0 };
  }
  const row = await verificationOf(knex, payment);
  if (row.status === 'VERIFIED' || row.status === 'MISMATCH')
    return { outcome: 'skipped', checks: row.checks };
  const method = payment.method as ManualPaymentMethod;
  const createdAt = payment.created_at;

  // The accounts customers are told to pay (the console's Settings, else the environment's).
  const shop = await effectiveSettings(knex, config);
  const fetched = await fetchReceipt(
    config.receipts,
    { method, reference: payment.reference },
    shop.cbeAccount,
    fetchOptions,
  );
  if (fetched.kind === 'unreachable') {
    return { outcome: 'unreachable', checks: await record(knex, row, 'UNREACHABLE'), createdAt };
  }
  if (fetched.kind === 'not-found') {
    return { outcome: 'not-found', checks: await record(knex, row, 'NOT_FOUND'), createdAt };
  }

  const order = normalizeRow('orders', await knex('orders').where({ id: payment.order_id }).first());
  if (!order) return { outcome: 'skipped', checks: row.checks };
  const { receipt } = fetched;
  const reasons = receiptMismatchReasons(receipt, {
    method,
    reference: payment.reference,
    accountName: method === 'CBE' ? shop.cbeAccountName : shop.telebirrName,
    accountNumber: method === 'CBE' ? shop.cbeAccount : shop.telebirrNumber,
    orderTotalSantim: order.total_santim,
    orderCreatedAt: order.created_at,
    clockSkewMs: config.receipts.clockSkewMs,
    referenceUsedElsewhere: await referenceUsedElsewhere(knex, payment),
  });
  const status = receiptVerificationStatus(reasons);
  const checks = await record(knex, row, status, { reasons, receipt });
  if (status === 'MISMATCH') return { outcome: 'mismatch', checks };
  if (!config.receipts.autoConfirm) return { outcome: 'verified', checks };

  try {
    await knex.transaction((trx) =>
      confirmOrderPayment(
        trx,
        payment.order_id,
        {
          method,
          reference: payment.reference,
          paidBy: payment.paid_by,
          confirmedBy: null,
          auditAction: 'order.receipt_verified',
          auditData: { paymentId: payment.id, receipt },
          // Rejected by an admin while the bank was asked: not paid on a rejected report.
          reportId: payment.id,
        },
        fulfilment,
      ),
    );
    return { outcome: 'paid', checks };
  } catch (err) {
    // Confirmed by an admin (or cancelled) meanwhile: nothing more to do.
    if (Boom.isBoom(err) && (err.output.statusCode === 409 || err.output.statusCode === 404)) {
      return { outcome: 'verified', checks };
    }
    throw err;
  }
}
