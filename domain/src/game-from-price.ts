import {
  BILLING_PERIOD_DAYS,
  gameUnitPrice,
  priceGame,
  type GamePackageLike,
  type GameType,
} from './pricing';
import { gameSliderBounds } from './sliders';

/**
 * A game's "From" price: the lowest price, for 30 days and before VAT, of a configuration a
 * customer can actually buy. Every position of the game's slider (min, min + step, ... up to max)
 * is priced as the server prices an order (the package nearest the amount, else the lowest unit
 * price), so it is never below what checkout will ask. Unit prices and the answer in santim; null
 * when the game has no price (no packages).
 */
export function gameFromPriceSantim(
  game: { type: GameType; minvalue: number; maxvalue: number },
  packages: readonly GamePackageLike[],
): number | null {
  const units = packages.map((p) => p.priceperunit).filter((p): p is number => typeof p === 'number');
  const minprice = units.length > 0 ? Math.min(...units) : null;
  const bounds = gameSliderBounds(game);
  let cheapest: number | null = null;
  for (let amount = bounds.min; amount <= bounds.max; amount += bounds.step) {
    const slots = game.type === 'slots' ? amount : 0;
    const memoryMb = game.type === 'memory' ? amount : 0;
    const unitPriceSantim = gameUnitPrice(packages, { type: game.type, minprice }, slots, memoryMb);
    if (unitPriceSantim === null) return null;
    const { basePrice } = priceGame({
      unitPriceSantim,
      type: game.type,
      slots,
      memoryMb,
      days: BILLING_PERIOD_DAYS,
    });
    if (cheapest === null || basePrice < cheapest) cheapest = basePrice;
  }
  return cheapest;
}
