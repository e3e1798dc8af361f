import {
  breakdownToEtb,
  formatPrice,
  gameUnitPrice,
  priceGame,
  priceKvm,
  santimToEtb,
  withVat,
} from '@shop/domain';
import { GAMES, KVM_PACKAGES, type CatalogGame, type CatalogKvmPackage } from '@shop/db/seed/catalog-data';

/**
 * The seeded catalog (stable ids, santim prices) and the domain's pricing, so a test computes the
 * amount it expects on screen the same way the app and the BFF do, from the same rows.
 */
export { GAMES, KVM_PACKAGES };

export function kvmPlan(displayname: string): CatalogKvmPackage {
  const plan = KVM_PACKAGES.find((p) => p.displayname === displayname);
  if (!plan) throw new Error(`No seeded KVM plan named ${displayname}`);
  return plan;
}

export function seededGame(displayname: string): CatalogGame {
  const game = GAMES.find((g) => g.displayname === displayname);
  if (!game) throw new Error(`No seeded game named ${displayname}`);
  return game;
}

export interface KvmChoice {
  ipv4: number;
  trafficTb: number;
  days: number;
  couponPercent?: number | null;
}

/** The VAT-inclusive total of a KVM configuration in ETB, by domain's priceKvm. */
export function kvmTotalEtb(plan: CatalogKvmPackage, choice: KvmChoice): number {
  const santim = priceKvm({
    planPriceSantim: plan.priceSantim,
    includedIpv4: plan.ipv4Included,
    includedTrafficTb: plan.trafficTb,
    ipv4: choice.ipv4,
    trafficTb: choice.trafficTb,
    days: choice.days,
    couponPercent: choice.couponPercent ?? null,
  });
  return breakdownToEtb(santim).total;
}

export interface GameChoice {
  /** Slots (slots games) or MB (memory games). */
  amount: number;
  days: number;
  couponPercent?: number | null;
}

/** The VAT-inclusive total of a game configuration in ETB: domain's gameUnitPrice, then priceGame. */
export function gameTotalEtb(game: CatalogGame, choice: GameChoice): number {
  const slots = game.type === 'slots' ? choice.amount : 0;
  const memoryMb = game.type === 'memory' ? choice.amount : 0;
  const packages = game.packages.map((p) => ({
    slots: p.slots,
    memory: p.memoryMb,
    priceperunit: p.pricePerUnitSantim,
  }));
  const unitPriceSantim = gameUnitPrice(packages, { type: game.type, minprice: null }, slots, memoryMb);
  if (unitPriceSantim === null) throw new Error(`${game.displayname} has no unit price`);
  const santim = priceGame({
    unitPriceSantim,
    type: game.type,
    slots,
    memoryMb,
    days: choice.days,
    couponPercent: choice.couponPercent ?? null,
  });
  return breakdownToEtb(santim).total;
}

/** A plan's monthly catalog price as the lists show it, with or without the 15% VAT. */
export function catalogPriceEtb(plan: CatalogKvmPackage, vatOn: boolean): number {
  return santimToEtb(vatOn ? withVat(plan.priceSantim) : plan.priceSantim);
}

/** '1,725.00 ETB' -> 1725. Throws when the text holds no amount. */
export function parseEtb(text: string | null): number {
  const match = /(-?[\d,]+(?:\.\d+)?)\s*ETB/.exec(text ?? '');
  if (!match) throw new Error(`No ETB amount in ${JSON.stringify(text)}`);
  return Number(match[1].replace(/,/g, ''));
}

export { formatPrice };
