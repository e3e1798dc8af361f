/**
 * What an affiliate's codes earned (console spec 2.10, the affiliate terms): only qualified sales
 * count, i.e. paid orders bought with the code and not refunded. Revenue is their total; the kickback of each is
 * the one fixed when the order was placed (orders.kickback_santim, by domain's computeKickback),
 * payable once 30 days have passed since the payment and pending until then; the services are
 * those made from these orders. Everything is summed in SQL, one grouped query for all codes.
 */
import { normalizeRows, now as clockNow } from '@shop/db';
import type { DiscountCodeRow } from '@shop/db';
import {
  AFFILIATE_RECENT_SALES,
  kickbackPayableCutoff,
  kickbackPayableFrom,
  santimToEtb,
  apiOrderStatus,
} from '@shop/domain';
import type { components } from '@shop/domain/generated/api-types.gen';
import type { Knex } from 'knex';
import { findOwnAffiliateCode } from './codes.ts';

export type AffiliateDashboard = components['schemas']['AffiliateDashboard'];
export type AffiliateCodeStats = components['schemas']['AffiliateCodeStats'];
type AffiliateRecentOrder = components['schemas']['AffiliateRecentOrder'];

/** A qualified sale's payment time (an order paid before paid_at was kept: its last update). */
const PAID_AT = 'coalesce(o.paid_at, o.updated_at)';

interface Figures {
  totalOrders: number;
  activeServices: number;
  expiredServices: number;
  revenueSantim: number;
  kickbackSantim: number;
  payableSantim: number;
}

const NO_SALES: Figures = {
  totalOrders: 0,
  activeServices: 0,
  expiredServices: 0,
  revenueSantim: 0,
  kickbackSantim: 0,
  payableSantim: 0,
};

/** The qualified sales of these codes, as a query on `orders as o`. */
function qualifiedSales(db: Knex, codeIds: readonly string[]): Knex.QueryBuilder {
  // `paid = ?` with true reads the boolean column on both engines (0/1 on SQLite, TINYINT on MySQL).
  // A refunded order (stored CANCELLED and paid: domain's isRefunded) is no sale: its money went back.
  return db('orders as o')
    .whereIn('o.discount_code_id', codeIds)
    .andWhere('o.paid', true)
    .andWhereNot('o.status', 'CANCELLED');
}

/** Each code's figures at `now`, from one grouped query (a code without sales gets zeros). */
async function figuresByCode(db: Knex, codeIds: readonly string[], now: Date): Promise<Map<string, Figures>> {
  if (codeIds.length === 0) return new Map();
  const rows: Record<string, unknown>[] = await qualifiedSales(db, codeIds)
    // services.order_id is unique: the join adds at most one row per order.
    .leftJoin('services as s', 's.order_id', 'o.id')
    .groupBy('o.discount_code_id')
    .select(
      { codeId: 'o.discount_code_id' },
      db.raw('count(*) as ??', ['orders']),
      db.raw("coalesce(sum(case when s.status = 'ACTIVE' then 1 else 0 end), 0) as ??", ['active']),
      db.raw("coalesce(sum(case when s.status = 'EXPIRED' then 1 else 0 end), 0) as ??", ['expired']),
      db.raw('coalesce(sum(o.total_santim), 0) as ??', ['revenue']),
      db.raw('coalesce(sum(o.kickback_santim), 0) as ??', ['kickback']),
      db.raw(`coalesce(sum(case when ${PAID_AT} <= ? then o.kickback_santim else 0 end), 0) as ??`, [
        kickbackPayableCutoff(now),
        'payable',
      ]),
    );
  return new Map(
    rows.map((r) => [
      String(r.codeId),
      {
        totalOrders: Number(r.orders),
        activeServices: Number(r.active),
        expiredServices: Number(r.expired),
        revenueSantim: Number(r.revenue),
        kickbackSantim: Number(r.kickback),
        payableSantim: Number(r.payable),
      },
    ]),
  );
}

function money(figures: Figures) {
  return {
    totalRevenue: santimToEtb(figures.revenueSantim),
    totalKickback: santimToEtb(figures.kickbackSantim),
    payableKickback: santimToEtb(figures.payableSantim),
    pendingKickback: santimToEtb(figures.kickbackSantim - figures.payableSantim),
  };
}

/** The totals over the caller's codes and each code's line. */
export async function affiliateDashboard(
  db: Knex,
  ownerId: string,
  now: Date = clockNow(),
): Promise<AffiliateDashboard> {
  const codes = normalizeRows(
    'discount_codes',
    await db('discount_codes').where({ owner_user_id: ownerId }).orderBy('created_at'),
  );
  const byCode = await figuresByCode(
    db,
    codes.map((c) => c.id),
    now,
  );
  const each = codes.map((code) => ({ code, figures: byCode.get(code.id) ?? NO_SALES }));
  const total = each.reduce<Figures>(
    (sum, { figures }) => ({
      totalOrders: sum.totalOrders + figures.totalOrders,
      activeServices: sum.activeServices + figures.activeServices,
      expiredServices: sum.expiredServices + figures.expiredServices,
      revenueSantim: sum.revenueSantim + figures.revenueSantim,
      kickbackSantim: sum.kickbackSantim + figures.kickbackSantim,
      payableSantim: sum.payableSantim + figures.payableSantim,
    }),
    NO_SALES,
  );
  return {
    totalOrders: total.totalOrders,
    activeServices: total.activeServices,
    ...money(total),
    codes: each.map(({ code, figures }) => ({
      code: code.code,
      isActive: code.is_active,
      totalOrders: figures.totalOrders,
      activeServices: figures.activeServices,
      revenue: santimToEtb(figures.revenueSantim),
      kickback: santimToEtb(figures.kickbackSantim),
    })),
  };
}

/** The newest qualified sales of a code, with the buyer's username. */
async function recentSales(db: Knex, code: DiscountCodeRow): Promise<AffiliateRecentOrder[]> {
  const rows: Record<string, unknown>[] = await qualifiedSales(db, [code.id])
    .join('users as u', 'u.id', 'o.user_id')
    .orderBy([
      { column: 'o.created_at', order: 'desc' },
      { column: 'o.id', order: 'desc' },
    ])
    .limit(AFFILIATE_RECENT_SALES)
    .select(
      'o.id',
      'o.service_name',
      'o.status',
      'o.total_santim',
      'o.kickback_santim',
      'o.paid_at',
      'o.updated_at',
      'o.created_at',
      { customer: 'u.username' },
    );
  const orders = normalizeRows('orders', rows);
  return orders.map((order, i) => ({
    id: order.id,
    serviceName: order.service_name,
    customer: String(rows[i]!.customer),
    totalPrice: santimToEtb(order.total_santim),
    kickback: santimToEtb(order.kickback_santim),
    payableFrom: kickbackPayableFrom(order.paid_at ?? order.updated_at).toISOString(),
    status: apiOrderStatus(order),
    createdAt: order.created_at.toISOString(),
  }));
}

/** One of the caller's codes in detail (another user's or an unknown code: 404). */
export async function affiliateCodeStats(
  db: Knex,
  ownerId: string,
  rawCode: string,
  now: Date = clockNow(),
): Promise<AffiliateCodeStats> {
  const code = await findOwnAffiliateCode(db, ownerId, rawCode);
  const figures = (await figuresByCode(db, [code.id], now)).get(code.id) ?? NO_SALES;
  return {
    code: code.code,
    totalOrders: figures.totalOrders,
    activeServices: figures.activeServices,
    expiredServices: figures.expiredServices,
    ...money(figures),
    recentOrders: await recentSales(db, code),
  };
}
