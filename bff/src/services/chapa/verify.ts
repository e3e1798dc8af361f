/**
 * Settling a Chapa attempt by asking Chapa's verify: the only way an online payment makes an
 * order paid. A webhook, the callback, the return page and the re-verification job all come here;
 * none of them is believed on its own. The order becomes paid only when verify says `success` for
 * exactly the order's total in ETB, through the same once-only rule as the admin's mark-paid
 * (confirmOrderPayment), in one transaction with the attempt's own update; a replay, a duplicate,
 * a late or out-of-order call changes nothing more. A mismatch is recorded on the attempt (and
 * audited) for an admin to see, and is never paid.
 */
import Boom from '@hapi/boom';
import { isUniqueViolation, normalizeRow, now } from '@shop/db';
import type { ChapaAttemptRow } from '@shop/db';
import { SERVER_MESSAGES } from '@shop/domain';
import type { Knex } from 'knex';
import { writeAudit } from '../shared/audit.ts';
import type { PaidOrderFulfilment } from '../fulfilment/auto-provision.ts';
import { confirmOrderPayment } from '../payments/confirm.ts';
import { ChapaCallError, verifyTransaction } from './client.ts';
import type { VerifiedTransaction } from './client.ts';
import type { ChapaConfig } from './config.ts';
import { nextCheckAt } from './schedule.ts';

export type VerifyOutcome =
  /** No attempt has this tx_ref (or Chapa does not know it yet). */
  | 'unknown'
  /** Chapa says the customer has not paid yet. */
  | 'pending'
  /** This call made the order paid. */
  | 'paid'
  /** Already settled as paid before (a replay, a duplicate). */
  | 'already-paid'
  | 'failed'
  | 'mismatch';

const PAID_BY_MAX = 100;

function mismatchReasons(attempt: ChapaAttemptRow, orderTotal: number, tx: VerifiedTransaction): string[] {
  const reasons: string[] = [];
  if (tx.amountSantim !== attempt.amount_santim || tx.amountSantim !== orderTotal) reasons.push('amount');
  if (tx.currency !== 'ETB') reasons.push('currency');
  return reasons;
}

async function findAttempt(knex: Knex, txRef: string): Promise<ChapaAttemptRow | undefined> {
  return normalizeRow('chapa_attempts', await knex('chapa_attempts').where({ tx_ref: txRef }).first());
}

async function recordCheck(
  knex: Knex,
  attempt: ChapaAttemptRow,
  update: Partial<Record<keyof ChapaAttemptRow, unknown>>,
): Promise<void> {
  const at = now();
  await knex('chapa_attempts')
    .where({ id: attempt.id })
    .whereNot({ status: 'SUCCESS' })
    .update({
      checks: attempt.checks + 1,
      checked_at: at,
      updated_at: at,
      next_check_at: nextCheckAt(attempt.created_at, attempt.checks + 1, at),
      ...update,
    });
}

async function recordMismatch(
  knex: Knex,
  attempt: ChapaAttemptRow,
  tx: VerifiedTransaction,
  reasons: string[],
  refundDue = false,
): Promise<void> {
  const mismatch = {
    reasons,
    status: tx.status,
    amount: tx.amountText,
    currency: tx.currency,
    expectedAmountSantim: attempt.amount_santim,
  };
  await knex.transaction(async (trx) => {
    await trx('chapa_attempts')
      .where({ id: attempt.id })
      .whereNot({ status: 'SUCCESS' })
      .update({
        status: 'MISMATCH',
        reference: tx.reference,
        mismatch: JSON.stringify(mismatch),
        checks: attempt.checks + 1,
        checked_at: now(),
        next_check_at: null,
        updated_at: now(),
      });
    if (refundDue) {
      // Chapa took the money of an order cancelled meanwhile: the shop owes it back, and the
      // order joins the payments queue as "Paid after cancellation: refund due".
      await trx('orders')
        .where({ id: attempt.order_id, status: 'CANCELLED', paid: false })
        .whereNull('refund_due_santim')
        .update({ refund_due_santim: attempt.amount_santim, updated_at: now() });
    }
    await writeAudit(trx, {
      actorUserId: null,
      action: 'chapa.mismatch',
      entity: 'order',
      entityId: attempt.order_id,
      data: { txRef: attempt.tx_ref, ...mismatch },
    });
  });
}

/**
 * Asks Chapa about the attempt `txRef` and settles it. Throws a 502 when Chapa does not answer
 * (nothing changed; the job tries again).
 */
export async function verifyChapaAttempt(
  knex: Knex,
  chapa: ChapaConfig,
  fulfilment: PaidOrderFulfilment,
  txRef: string,
): Promise<VerifyOutcome> {
  const attempt = await findAttempt(knex, txRef);
  if (!attempt) return 'unknown';
  if (attempt.status === 'SUCCESS') return 'already-paid';

  let tx: VerifiedTransaction | undefined;
  try {
    tx = await verifyTransaction(chapa, txRef);
  } catch (err) {
    if (err instanceof ChapaCallError) throw Boom.badGateway(SERVER_MESSAGES.chapaUnavailable);
    throw err;
  }
  if (!tx) {
    await recordCheck(knex, attempt, {});
    return 'unknown';
  }
  if (tx.status !== 'success') {
    const failed = tx.status === 'failed' || tx.status === 'cancelled';
    // Chapa's word is kept (cancelled or failed): the order's status page names it.
    await recordCheck(
      knex,
      attempt,
      failed
        ? { status: 'FAILED', mismatch: JSON.stringify({ status: tx.status }), next_check_at: null }
        : {},
    );
    return failed ? 'failed' : 'pending';
  }

  const order = normalizeRow('orders', await knex('orders').where({ id: attempt.order_id }).first());
  if (!order) return 'unknown';
  const reasons = mismatchReasons(attempt, order.total_santim, tx);
  if (!tx.reference) reasons.push('reference');
  if (reasons.length > 0) {
    await recordMismatch(knex, attempt, tx, reasons);
    return 'mismatch';
  }

  const reference = tx.reference!;
  const paidBy = (tx.payerName ?? 'Chapa').slice(0, PAID_BY_MAX);
  try {
    await knex.transaction(async (trx) => {
      // Settles the attempt first: of two verifications of one attempt, only one goes on.
      const settled = await trx('chapa_attempts')
        .where({ id: attempt.id })
        .whereNot({ status: 'SUCCESS' })
        .update({
          status: 'SUCCESS',
          reference,
          mismatch: null,
          checks: attempt.checks + 1,
          checked_at: now(),
          next_check_at: null,
          updated_at: now(),
        });
      if (settled !== 1) throw new AlreadySettled();
      await confirmOrderPayment(
        trx,
        attempt.order_id,
        {
          method: 'CHAPA',
          reference,
          paidBy,
          confirmedBy: null,
          auditAction: 'order.paid_online',
          auditData: { txRef: attempt.tx_ref },
        },
        fulfilment,
      );
    });
    return 'paid';
  } catch (err) {
    if (err instanceof AlreadySettled) return 'already-paid';
    if (Boom.isBoom(err) && err.output.statusCode === 409) {
      const latest = await findAttempt(knex, txRef);
      if (latest?.status === 'SUCCESS') return 'already-paid';
      // Paid otherwise meanwhile (an admin, another attempt) or cancelled: the customer's money
      // reached Chapa anyway, so an admin must see it.
      const reason =
        err.message === SERVER_MESSAGES.orderNotPayable ? 'order-not-payable' : 'order-already-paid';
      await recordMismatch(knex, attempt, tx, [reason], reason === 'order-not-payable');
      return 'mismatch';
    }
    if (isUniqueViolation(err)) {
      await recordMismatch(knex, attempt, tx, ['reference-used']);
      return 'mismatch';
    }
    throw err;
  }
}

class AlreadySettled extends Error {}

/** The attempts the job should verify now. */
export async function dueChapaAttempts(knex: Knex, at: Date, limit = 20): Promise<string[]> {
  const rows = (await knex('chapa_attempts')
    .where({ status: 'PENDING' })
    .whereNotNull('next_check_at')
    .andWhere('next_check_at', '<=', at)
    .orderBy('next_check_at')
    .limit(limit)
    .select('tx_ref')) as { tx_ref: string }[];
  return rows.map((r) => r.tx_ref);
}

/** At most this many of an order's newest pending attempts are verified when the order is read. */
const READ_VERIFIES = 3;

/**
 * The return page's verification: before the owner's order is read, its newest PENDING attempts
 * are verified with Chapa (the customer just came back from paying). Chapa not answering changes
 * nothing here: the order is answered as it is and the job tries again.
 */
export async function verifyOrderAttempts(
  knex: Knex,
  chapa: ChapaConfig | undefined,
  fulfilment: PaidOrderFulfilment,
  userId: string,
  orderId: string,
): Promise<void> {
  if (!chapa) return;
  const rows = (await knex('chapa_attempts')
    .where({ order_id: orderId, user_id: userId, status: 'PENDING' })
    .orderBy('created_at', 'desc')
    .limit(READ_VERIFIES)
    .select('tx_ref')) as { tx_ref: string }[];
  for (const { tx_ref: txRef } of rows) {
    try {
      if ((await verifyChapaAttempt(knex, chapa, fulfilment, txRef)) === 'paid') return;
    } catch (err) {
      if (!Boom.isBoom(err) || err.output.statusCode !== 502) throw err;
    }
  }
}
