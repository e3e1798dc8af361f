/**
 * A discount code's affiliate statistics (console spec 2.9): its orders, the revenue of the paid
 * ones and the kickback they earned. The kickback of each order is the one fixed when it was
 * placed (orders.kickback_santim, by domain's computeKickback: capped, none on the owner's own
 * purchase or an ineligible plan), so editing the code's percent later does not rewrite history.
 */
import { normalizeRows } from '@shop/db';
import { basisPointsToPercent, DEFAULT_CURRENCY, santimToEtb } from '@shop/domain';
import type { components } from '@shop/domain/generated/api-types.gen';
import type { Knex } from 'knex';
import { findDiscountCodeRow } from './codes.ts';

export type DiscountStats = components['schemas']['DiscountStats'];

/** How many of the newest orders the statistics list. */
export const RECENT_ORDERS = 10;

export async function discountCodeStats(knex: Knex, id: string): Promise<DiscountStats> {
  const code = await findDiscountCodeRow(knex, id);
  // Sums in SQL; `paid = 1` reads the boolean column on both engines (0/1 on SQLite, TINYINT on MySQL).
  const totals: { orders: unknown; revenue: unknown; kickback: unknown } | undefined = await knex('orders')
    .where({ discount_code_id: id })
    .first(
      knex.raw('count(*) as ??', ['orders']),
      knex.raw('coalesce(sum(case when paid = 1 then total_santim else 0 end), 0) as ??', ['revenue']),
      knex.raw('coalesce(sum(case when paid = 1 then kickback_santim else 0 end), 0) as ??', ['kickback']),
    );
  const recent = normalizeRows(
    'orders',
    await knex('orders')
      .where({ discount_code_id: id })
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(RECENT_ORDERS),
  );
  return {
    discountCode: {
      code: code.code,
      discount: basisPointsToPercent(code.discount_bp),
      affiliateKickback: basisPointsToPercent(code.kickback_bp),
      givenTo: code.given_to,
    },
    stats: {
      totalOrders: Number(totals?.orders ?? 0),
      totalRevenue: santimToEtb(Number(totals?.revenue ?? 0)),
      totalKickback: santimToEtb(Number(totals?.kickback ?? 0)),
      currency: DEFAULT_CURRENCY,
    },
    recentOrders: recent.map((order) => ({
      id: order.id,
      basePrice: santimToEtb(order.base_price_santim),
      totalPrice: santimToEtb(order.total_santim),
      kickback: order.paid ? santimToEtb(order.kickback_santim) : 0,
      currency: DEFAULT_CURRENCY,
      createdAt: order.created_at.toISOString(),
    })),
  };
}
