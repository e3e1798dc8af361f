import {
  AFFILIATE_RECENT_SALES,
  computeKickback,
  etbToSantim,
  isKickbackPayable,
  isRefunded,
  kickbackPayableFrom,
  kickbackPlanOrder,
  KVM_PLANS,
  santimToEtb,
} from '@shop/domain';
import type { AffiliateCodeStats, AffiliateDashboardCode } from '../api';
import type { MockDiscountCode, MockOrder } from './db';
import { db } from './state';
import { newestFirst, userRef } from './views';

/**
 * The affiliate figures as the BFF computes them (bff/src/services/affiliate): a qualified sale is
 * a paid order bought with the code; its kickback is the one fixed when the order was placed;
 * it is payable once 30 days have passed since the payment, pending until then.
 */

/**
 * The kickback an order earns, fixed when it is placed (bff/src/services/orders-write.ts): the
 * code's percent of the total, none on the ineligible plans (by the plan's place in its line in
 * the catalog) or on the owner's own purchase, capped.
 */
export function placedKickbackSantim(
  order: Pick<MockOrder, 'userId' | 'line' | 'serviceName' | 'totalPrice'>,
  coupon: MockDiscountCode | null,
): number {
  if (!coupon) return 0;
  return computeKickback({
    totalSantim: etbToSantim(order.totalPrice),
    kickbackPercent: coupon.affiliateKickback,
    plan: kickbackPlanOrder(KVM_PLANS, order.line, order.serviceName),
    buyerIsOwner: coupon.ownerId !== null && coupon.ownerId === order.userId,
  });
}

/** What an order earned its affiliate: the kickback fixed when placed, 0 while unpaid. */
export function earnedKickbackSantim(order: MockOrder): number {
  return order.paid ? (order.kickbackSantim ?? 0) : 0;
}

/** When the order was paid (the fixtures' paid orders: their last update, as the parity loader writes it). */
function paidAtOf(order: MockOrder): Date {
  return new Date(order.paidAt ?? order.updatedAt);
}

/** The qualified sales of a code: its paid orders. */
export function qualifiedSales(code: MockDiscountCode): MockOrder[] {
  return db.orders.filter((o) => o.discountCodeId === code.id && o.paid && !isRefunded(o));
}

export interface SalesFigures {
  totalOrders: number;
  activeServices: number;
  expiredServices: number;
  revenueSantim: number;
  kickbackSantim: number;
  payableSantim: number;
}

/** The figures of some qualified sales at `now`. */
export function salesFigures(sales: readonly MockOrder[], now: Date): SalesFigures {
  const ids = new Set(sales.map((o) => o.id));
  const services = db.services.filter((s) => ids.has(s.orderId));
  let revenueSantim = 0;
  let kickbackSantim = 0;
  let payableSantim = 0;
  for (const sale of sales) {
    revenueSantim += etbToSantim(sale.totalPrice);
    kickbackSantim += earnedKickbackSantim(sale);
    if (isKickbackPayable(paidAtOf(sale), now)) payableSantim += earnedKickbackSantim(sale);
  }
  return {
    totalOrders: sales.length,
    activeServices: services.filter((s) => s.status === 'ACTIVE').length,
    expiredServices: services.filter((s) => s.status === 'EXPIRED').length,
    revenueSantim,
    kickbackSantim,
    payableSantim,
  };
}

/** A code's line on the dashboard. */
export function toDashboardCode(code: MockDiscountCode, figures: SalesFigures): AffiliateDashboardCode {
  return {
    code: code.code,
    isActive: code.isActive,
    totalOrders: figures.totalOrders,
    activeServices: figures.activeServices,
    revenue: santimToEtb(figures.revenueSantim),
    kickback: santimToEtb(figures.kickbackSantim),
  };
}

/** A code's statistics: its figures and its newest qualified sales. */
export function toCodeStats(code: MockDiscountCode, now: Date): AffiliateCodeStats {
  const sales = qualifiedSales(code);
  const figures = salesFigures(sales, now);
  return {
    code: code.code,
    totalOrders: figures.totalOrders,
    activeServices: figures.activeServices,
    expiredServices: figures.expiredServices,
    totalRevenue: santimToEtb(figures.revenueSantim),
    totalKickback: santimToEtb(figures.kickbackSantim),
    payableKickback: santimToEtb(figures.payableSantim),
    pendingKickback: santimToEtb(figures.kickbackSantim - figures.payableSantim),
    recentOrders: newestFirst(sales)
      .slice(0, AFFILIATE_RECENT_SALES)
      .map((o) => ({
        id: o.id,
        serviceName: o.serviceName,
        customer: userRef(o.userId).username,
        totalPrice: o.totalPrice,
        kickback: santimToEtb(earnedKickbackSantim(o)),
        payableFrom: kickbackPayableFrom(paidAtOf(o)).toISOString(),
        status: o.status,
        createdAt: o.createdAt,
      })),
  };
}
