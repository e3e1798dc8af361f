/**
 * A refund's Chapa side (issue 34), for refund.ts: who took the money, and the call that gives it
 * back, recorded around the call so it happens once.
 *
 * The Chapa refund's progress is written durably around the call (refund_requests, migration
 * 0062): REQUESTED in its own short write before Chapa is called, ACCEPTED right after Chapa says
 * yes, COMPLETED in the transaction that cancels the order. So a process that dies, or a
 * transaction that fails (a deadlock), after Chapa gave the money back leaves an ACCEPTED row,
 * and the admin's retry finishes the shop's part without asking Chapa again (Chapa would refuse
 * a second refund with the same reference). A REQUESTED row whose call is no longer under way is
 * a request whose outcome the shop never learnt: the retry asks Chapa again with the same
 * reference (Chapa refuses a reference used before, so the money cannot go back twice); when
 * Chapa refuses it, the earlier one may have gone through, and nothing here can tell (Chapa's
 * refund verify, GET /v1/refund/{ref_id}/verify, needs the ref_id of the answer that was lost),
 * so the admin is told to look in Chapa's dashboard (409). While one request's call is under way,
 * another is refused (409) instead of calling Chapa too.
 */
import Boom from '@hapi/boom';
import { isUniqueViolation, normalizeRow, normalizeRows, now } from '@shop/db';
import { REFUND_ATTEMPT_LEASE_MS, SERVER_MESSAGES, santimToEtb } from '@shop/domain';
import type { Knex } from 'knex';
import { ChapaCallError, refundTransaction } from '../chapa/client.ts';
import type { ChapaConfig } from '../chapa/config.ts';

/** The tx_ref of the Chapa checkout that paid the order, when Chapa took the money. */
export async function chapaTxRefOf(knex: Knex, orderId: string): Promise<string | undefined> {
  const payment = await knex('payments').where({ success_order_id: orderId }).first('method');
  if (payment?.method !== 'CHAPA') return undefined;
  const attempt = await knex('chapa_attempts')
    .where({ order_id: orderId, status: 'SUCCESS' })
    .first('tx_ref');
  return attempt ? String(attempt.tx_ref) : undefined;
}

/** A REQUESTED refund no call is under way for: its outcome was never learnt. */
export const outcomeUnknown = (at: Date) => (q: Knex.QueryBuilder) =>
  q
    .whereNull('attempt_started_at')
    .orWhere('attempt_started_at', '<', new Date(at.getTime() - REFUND_ATTEMPT_LEASE_MS));

/** The refund's `reference` at Chapa: one per order, so Chapa refuses a second refund of it. */
const refundReference = (orderId: string) => `refund-${orderId}`;

export interface ChapaRefund {
  orderId: string;
  txRef: string;
  reason: string;
  amountSantim: number;
  adminId: string;
}

type Claim = { kind: 'accepted'; chapaRefundRef: string | null } | { kind: 'call'; earlier: boolean };

/** Records the request (or takes over a REQUESTED one no call is under way for) before Chapa is called. */
async function claimRefund(knex: Knex, refund: ChapaRefund): Promise<Claim> {
  const at = now();
  try {
    await knex('refund_requests').insert({
      order_id: refund.orderId,
      reference: refundReference(refund.orderId),
      chapa_tx_ref: refund.txRef,
      amount_santim: refund.amountSantim,
      reason: refund.reason,
      admin_user_id: refund.adminId,
      status: 'REQUESTED',
      chapa_refund_ref: null,
      attempt_started_at: at,
      requested_at: at,
      accepted_at: null,
      completed_at: null,
    });
    return { kind: 'call', earlier: false };
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
  }
  // A row is there: an earlier request's. Take it over when no call of its is under way.
  const taken = await knex('refund_requests')
    .where({ order_id: refund.orderId, status: 'REQUESTED' })
    .andWhere(outcomeUnknown(at))
    .update({ attempt_started_at: at });
  if (taken === 1) return { kind: 'call', earlier: true };
  const row = normalizeRow(
    'refund_requests',
    await knex('refund_requests').where({ order_id: refund.orderId }).first(),
  );
  if (row && row.status !== 'REQUESTED') return { kind: 'accepted', chapaRefundRef: row.chapa_refund_ref };
  throw Boom.conflict(SERVER_MESSAGES.refundInProgress);
}

/**
 * Has Chapa give the money back once, whatever happened to earlier requests (see the top of this
 * file); answers Chapa's reference of the refund when it named one.
 */
export async function refundThroughChapa(
  knex: Knex,
  chapa: ChapaConfig | undefined,
  refund: ChapaRefund,
): Promise<string | null> {
  const claim = await claimRefund(knex, refund);
  if (claim.kind === 'accepted') return claim.chapaRefundRef;
  if (!chapa) {
    // Chapa is no longer configured: the request stays for a retry once it is.
    await knex('refund_requests')
      .where({ order_id: refund.orderId, status: 'REQUESTED' })
      .update({ attempt_started_at: null });
    throw Boom.badGateway(SERVER_MESSAGES.chapaRefundFailed);
  }
  const ours = { order_id: refund.orderId, status: 'REQUESTED' };
  let refId: string | null;
  try {
    ({ refId } = await refundTransaction(chapa, refund.txRef, {
      reason: refund.reason,
      amount: santimToEtb(refund.amountSantim).toFixed(2),
      reference: refundReference(refund.orderId),
    }));
  } catch (err) {
    if (!(err instanceof ChapaCallError)) {
      await knex('refund_requests').where(ours).update({ attempt_started_at: null });
      throw err;
    }
    const refused = err.status !== undefined && err.status >= 400 && err.status < 500;
    if (refused && !claim.earlier) {
      // Chapa said no to the only request there was: nothing happened anywhere.
      await knex('refund_requests').where(ours).delete();
      throw Boom.badGateway(SERVER_MESSAGES.chapaRefundFailed);
    }
    // No answer (the refund may have been made), or a refusal after a request whose outcome was
    // never learnt (that one may have been made): the row stays REQUESTED for the next try.
    await knex('refund_requests').where(ours).update({ attempt_started_at: null });
    if (refused) throw Boom.conflict(SERVER_MESSAGES.chapaRefundOutcomeUnknown);
    throw Boom.badGateway(SERVER_MESSAGES.chapaRefundFailed);
  }
  await knex('refund_requests')
    .where(ours)
    .update({ status: 'ACCEPTED', chapa_refund_ref: refId, accepted_at: now(), attempt_started_at: null });
  return refId;
}

/** The Chapa checkout that took money after the order was cancelled (verify.ts: order-not-payable). */
export async function lateChapaTxRefOf(knex: Knex, orderId: string): Promise<string | undefined> {
  const attempts = normalizeRows(
    'chapa_attempts',
    await knex('chapa_attempts')
      .where({ order_id: orderId, status: 'MISMATCH' })
      .orderBy('updated_at', 'desc'),
  );
  const late = attempts.find((a) =>
    ((a.mismatch as { reasons?: string[] } | null)?.reasons ?? []).includes('order-not-payable'),
  );
  return late?.tx_ref;
}
