import {
  breakdownToEtb,
  etbToSantim,
  gameUnitPrice,
  pickGamePackage,
  priceGame,
  priceKvm,
  type PriceBreakdown,
} from '@shop/domain';
import type { Game, GamePackage, KvmPackage, OrderPricing } from '../api';

/** Orders are priced like the BFF prices them: with the one rule set of `domain/`. */
function toOrderPricing(breakdown: PriceBreakdown): OrderPricing {
  const etb = breakdownToEtb(breakdown);
  return {
    basePrice: etb.basePrice,
    extrasPrice: etb.extrasPrice,
    durationDiscount: etb.durationDiscount,
    subtotal: etb.subtotal,
    couponDiscount: etb.couponDiscount,
    vat: etb.vat,
    totalPrice: etb.total,
    currency: 'ETB',
    billingCycle: 'One-time',
  };
}

export function priceKvmOrder(
  pkg: KvmPackage,
  choice: { ipv4: number; traffic: number; days: number; couponPercent?: number | null },
): OrderPricing {
  return toOrderPricing(
    priceKvm({
      planPriceSantim: etbToSantim(pkg.price),
      includedIpv4: pkg.ipv4,
      includedTrafficTb: pkg.traffic,
      ipv4: Math.max(choice.ipv4, pkg.ipv4),
      trafficTb: Math.max(choice.traffic, pkg.traffic),
      days: choice.days,
      couponPercent: choice.couponPercent ?? null,
    }),
  );
}

/** The package domain picks for the choice (exact, else nearest), and its price, as the BFF does. */
export function priceGameOrder(
  game: Game,
  packages: readonly GamePackage[],
  choice: { slots: number; memory: number; days: number; couponPercent?: number | null },
): { pricing: OrderPricing; pkg: GamePackage | undefined } {
  const pkg = pickGamePackage(packages, game.type, choice.slots, choice.memory) ?? undefined;
  const unit = gameUnitPrice(packages, game, choice.slots, choice.memory) ?? 0;
  const pricing = toOrderPricing(
    priceGame({
      unitPriceSantim: etbToSantim(unit),
      type: game.type,
      slots: choice.slots,
      memoryMb: choice.memory,
      days: choice.days,
      couponPercent: choice.couponPercent ?? null,
    }),
  );
  return { pricing, pkg };
}
