import { newId, normalizeRow, now, toDbJson } from '@shop/db';
import type { OrderRow } from '@shop/db';
import { basisPointsToPercent, computeKickback, DEFAULT_CURRENCY } from '@shop/domain';
import type { Knex } from 'knex';
import { readKickbackPlanOrder } from './affiliate/plan-order.ts';
import { writeAudit } from './audit.ts';
import { requireUsableCoupon } from './coupons.ts';
import type { OrderDraft } from './orders-draft.ts';

/**
 * Creates an unpaid PENDING order in one transaction: the draft is built from catalog rows read
 * in the transaction, the coupon (if any) is checked again for this service and this buyer (422;
 * nobody may use their own affiliate code), the price is the domain's, the affiliate kickback
 * follows the affiliate terms (the code's percent, none on the plans from each line's first
 * ineligible plan on, capped) and is fixed on the order, and an audit row records it.
 * A renewal (extend) names the service it extends.
 */
export async function placeOrder(
  knex: Knex,
  userId: string,
  discountCode: string | undefined,
  build: (trx: Knex) => Promise<OrderDraft>,
  options: { renewalOfServiceId?: string } = {},
): Promise<OrderRow> {
  return knex.transaction(async (trx) => {
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

    const id = newId();
    const at = now();
    await trx('orders').insert({
      id,
      user_id: userId,
      type: draft.type,
      status: 'PENDING',
      paid: false,
      paid_at: null,
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
    return normalizeRow('orders', await trx('orders').where({ id }).first());
  });
}
