import { newId, normalizeRow, now, toDbJson, uniqueViolationKey } from '@shop/db';
import { basisPointsToPercent, computeKickback, DEFAULT_CURRENCY, isFreeOrder } from '@shop/domain';
import { defaultHostname } from '@shop/domain/hostnames';
import type { Knex } from 'knex';
import { readKickbackPlanOrder } from '../affiliate/plan-order.ts';
import { writeAudit } from '../shared/audit.ts';
import { requireUsableCoupon } from '../coupons.ts';
import type { PaidOrderFulfilment } from '../fulfilment/auto-provision.ts';
import { confirmFreeOrder } from '../payments/free-order.ts';
import { notifyOrderPlaced } from '../notifications/customer-notices.ts';
import type { PaymentInstructions } from '../notifications/customer-notices.ts';
import {
  expireKey,
  lockCustomer,
  orderWithKey,
  refuseSecondFreeOrder,
  refuseSecondRenewal,
  refuseUnpaidPastCap,
  reuseOrReplaceOpenRenewal,
} from './guards.ts';
import type { OrderDraft } from './draft.ts';
import type { Idempotency, PlacedOrder } from './placed.ts';

export interface PlaceOrderOptions {
  /** What an order of 0 ETB, paid at once, needs to be fulfilled (AUTO_PROVISION). */
  fulfilment: PaidOrderFulfilment;
  /** A renewal (extend) names the service it extends. */
  renewalOfServiceId?: string;
  /**
   * A renewal: the service's open renewal order is answered (replayed) when it is for the same
   * days and price, and cancelled (audited as by `actorUserId`) when it is not, unless a payment
   * for it awaits confirmation (then the 409 of refuseSecondRenewal).
   */
  reuseOpenRenewal?: { actorUserId: string | null };
  /** Made by the system (the lifecycle's renewal orders): the unpaid orders cap does not apply. */
  system?: boolean;
  /**
   * Mail the customer how to pay a new order that costs something (the customer's own orders; the
   * lifecycle's renewal orders are announced by its reminders instead).
   */
  instructions?: PaymentInstructions;
  idempotency?: Idempotency;
}

const IDEMPOTENCY_UNIQUE = 'orders_user_id_idempotency_key_unique';

/**
 * Creates an order in one transaction: the draft is built from catalog rows read in the
 * transaction, the coupon (if any) is checked again for this service and this buyer (422; nobody
 * may use their own affiliate code), the price is the domain's, the affiliate kickback follows the
 * affiliate terms (the code's percent, none on the plans from each line's first ineligible plan
 * on, capped) and is fixed on the order, and an audit row records it.
 *
 * The customer's row is locked first (a locking read on MySQL; SQLite runs one write transaction
 * at a time), so the guards below count what concurrent creations of the same customer committed:
 * - an Idempotency-Key already used by the customer within 24 hours answers its order (replayed),
 *   or 422 when it came with another request; UNIQUE (user_id, idempotency_key) backs this up;
 * - a renewal while the service has an unpaid renewal order: 409 naming that order (`orderId`);
 * - an order that would be unpaid while the customer holds MAX_UNPAID_ORDERS unpaid ones: 422;
 * - an order of 0 ETB (a 100% coupon) is confirmed at once (paid, audited as free with its code,
 *   the payment-confirmed mail), at most one per customer and coupon (422 for another); any
 *   other new order mails its payment instructions when `instructions` are given.
 */
export async function placeOrder(
  knex: Knex,
  userId: string,
  discountCode: string | undefined,
  build: (trx: Knex) => Promise<OrderDraft>,
  options: PlaceOrderOptions,
): Promise<PlacedOrder> {
  try {
    return await knex.transaction((trx) => placeInTransaction(trx, userId, discountCode, build, options));
  } catch (err) {
    // A concurrent creation with the same key won the unique key: its order is the answer.
    if (options.idempotency && uniqueViolationKey(err) === IDEMPOTENCY_UNIQUE) {
      const first = await orderWithKey(knex, userId, options.idempotency);
      if (first) return first;
    }
    throw err;
  }
}

async function placeInTransaction(
  trx: Knex,
  userId: string,
  discountCode: string | undefined,
  build: (trx: Knex) => Promise<OrderDraft>,
  options: PlaceOrderOptions,
): Promise<PlacedOrder> {
  await lockCustomer(trx, userId);
  const { idempotency } = options;
  if (idempotency) {
    await expireKey(trx, userId, idempotency.key);
    const first = await orderWithKey(trx, userId, idempotency);
    if (first) return first;
  }
  const draft = await build(trx);
  const coupon = discountCode?.trim()
    ? await requireUsableCoupon(
        trx,
        discountCode,
        { serviceName: draft.serviceName, buyerUserId: userId },
        422,
      )
    : null;
  const price = draft.price(coupon ? basisPointsToPercent(coupon.discount_bp) : null);

  // requireUsableCoupon refuses the owner's own code; the domain rule pays nothing on it anyway.
  const owner = coupon?.owner_user_id ?? null;
  const buyerIsOwner = owner !== null && owner === userId;
  const kickback =
    coupon && coupon.kickback_bp > 0
      ? computeKickback({
          totalSantim: price.total,
          kickbackPercent: basisPointsToPercent(coupon.kickback_bp),
          plan: await readKickbackPlanOrder(trx, draft),
          buyerIsOwner,
        })
      : 0;

  const free = isFreeOrder(price.total);
  if (options.renewalOfServiceId && options.reuseOpenRenewal) {
    const open = await reuseOrReplaceOpenRenewal(trx, options.renewalOfServiceId, {
      days: draft.days,
      totalSantim: price.total,
      actorUserId: options.reuseOpenRenewal.actorUserId,
    });
    if (open) return { row: open, replayed: true };
  }
  if (options.renewalOfServiceId) await refuseSecondRenewal(trx, options.renewalOfServiceId);
  if (!free && !options.system) await refuseUnpaidPastCap(trx, userId);
  else if (coupon) await refuseSecondFreeOrder(trx, userId, coupon.id);

  const id = newId();
  const at = now();
  await trx('orders').insert({
    id,
    user_id: userId,
    type: draft.type,
    status: 'PENDING',
    paid: free,
    paid_at: free ? at : null,
    kvm_package_id: draft.kvmPackageId,
    game_id: draft.gameId,
    game_version_id: draft.gameVersionId,
    os_option_id: draft.osOptionId,
    service_name: draft.serviceName,
    specifications: toDbJson(draft.specifications),
    duration_days: draft.days,
    base_price_santim: price.basePrice,
    extras_santim: price.extrasPrice,
    duration_discount_santim: price.durationDiscount,
    subtotal_santim: price.subtotal,
    coupon_discount_santim: price.couponDiscount,
    vat_santim: price.vat,
    total_santim: price.total,
    currency: DEFAULT_CURRENCY,
    discount_code_id: coupon?.id ?? null,
    discount_code: coupon?.code ?? null,
    discount_bp: coupon?.discount_bp ?? null,
    kickback_santim: kickback,
    // The affiliate is credited with the sale (even at 0 kickback), never for their own purchase.
    affiliate_user_id: buyerIsOwner ? null : owner,
    renewal_of_service_id: options.renewalOfServiceId ?? null,
    idempotency_key: idempotency?.key ?? null,
    idempotency_fingerprint: idempotency?.fingerprint ?? null,
    hostname: draft.access ? (draft.access.hostname ?? defaultHostname(draft.serviceName, id)) : null,
    ssh_keys: draft.access ? toDbJson(draft.access.sshKeys) : null,
    created_at: at,
    updated_at: at,
  });
  await writeAudit(trx, {
    actorUserId: userId,
    action: 'order.created',
    entity: 'order',
    entityId: id,
    data: {
      type: draft.type,
      serviceName: draft.serviceName,
      days: draft.days,
      totalSantim: price.total,
      discountCode: coupon?.code ?? null,
      kickbackSantim: kickback,
      renewalOfServiceId: options.renewalOfServiceId ?? null,
    },
  });
  const row = normalizeRow('orders', await trx('orders').where({ id }).first())!;
  if (!free) {
    if (options.instructions) await notifyOrderPlaced(trx, row, options.instructions);
    return { row, replayed: false };
  }
  await confirmFreeOrder(trx, row, userId, options.fulfilment);
  // With AUTO_PROVISION the free order is PROVISIONING now, with its service.
  return { row: normalizeRow('orders', await trx('orders').where({ id }).first())!, replayed: false };
}
