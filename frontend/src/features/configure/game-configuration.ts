import {
  DURATION_BOUNDS,
  breakdownToEtb,
  clampToStep,
  etbToSantim,
  gameSliderBounds,
  gameUnitPrice,
  pickGamePackage,
  priceGame,
  type PriceBreakdown,
} from '@shop/domain';
import type { Game, GamePackage, GameVersion } from '../../api';
import type { PendingConfiguration, PendingGameConfiguration } from '../../store/checkout-slice';

/**
 * What the customer picks on the game page: `amount` is slots (slots games) or memory in MB
 * (memory games), the one dimension the game is sold by.
 */
export type GameChoice = { amount: number; duration: number };

function storedFor(game: Game, stored: PendingConfiguration | null): PendingGameConfiguration | null {
  return stored?.type === 'game' && stored.id === game.id ? stored : null;
}

/** Where the sliders start: the stored choice for the same game (snapped onto its sliders), else the minimum and 30 days. */
export function initialGameChoice(game: Game, stored: PendingConfiguration | null): GameChoice {
  const bounds = gameSliderBounds(game);
  const spec = storedFor(game, stored)?.specifications;
  if (!spec) return { amount: bounds.defaultValue, duration: DURATION_BOUNDS.defaultValue };
  return {
    amount: clampToStep(game.type === 'slots' ? spec.slots : spec.memory, bounds),
    duration: clampToStep(spec.duration, DURATION_BOUNDS),
  };
}

/** The stored version for the same game, or null. */
export function storedVersionId(game: Game, stored: PendingConfiguration | null): string | null {
  return storedFor(game, stored)?.specifications.versionId ?? null;
}

/** Slots and memory (MB) of a choice: the game's own dimension is chosen, the other comes from its package. */
export function gameAmounts(game: Game, pkg: GamePackage | null, amount: number) {
  return game.type === 'slots'
    ? { slots: amount, memory: pkg?.memory ?? 0 }
    : { slots: pkg?.slots ?? 0, memory: amount };
}

export type GameQuote = {
  /** The package the price comes from (nearest by slots or memory), or null when the game has none. */
  pkg: GamePackage | null;
  /** ETB per slot or per GB for 30 days (the package's, else the game's minprice), or null. */
  unitPrice: number | null;
  /** domain's priceGame in ETB, or null without a unit price. */
  breakdown: PriceBreakdown | null;
};

/** The unit price from domain's gameUnitPrice and the itemised price from domain's priceGame. */
export function quoteGame(game: Game, packages: readonly GamePackage[], choice: GameChoice): GameQuote {
  const slots = game.type === 'slots' ? choice.amount : 0;
  const memoryMb = game.type === 'memory' ? choice.amount : 0;
  const pkg = pickGamePackage(packages, game.type, slots, memoryMb);
  const unitPrice = gameUnitPrice(packages, game, slots, memoryMb);
  if (unitPrice === null) return { pkg, unitPrice, breakdown: null };
  const santim = priceGame({
    unitPriceSantim: etbToSantim(unitPrice),
    type: game.type,
    slots,
    memoryMb,
    days: choice.duration,
  });
  return { pkg, unitPrice, breakdown: breakdownToEtb(santim) };
}

/**
 * Version, slots and memory must all be set and nonzero (storefront spec, section 5). The dimension
 * the game is not sold by comes from the package, so a memory game whose packages carry no slot
 * count is still complete; a game with no price at all is not.
 */
export function isGameChoiceComplete(
  version: GameVersion | null,
  choice: GameChoice,
  quote: GameQuote,
): boolean {
  return !!version?.id && choice.amount > 0 && quote.breakdown !== null && choice.duration > 0;
}

/** The pending configuration the checkout reads (storefront spec, section 3). */
export function pendingGameConfiguration(
  game: Game,
  version: GameVersion,
  choice: GameChoice,
  quote: GameQuote & { breakdown: PriceBreakdown },
): PendingGameConfiguration {
  const { slots, memory } = gameAmounts(game, quote.pkg, choice.amount);
  return {
    type: 'game',
    id: game.id,
    serviceName: game.displayname,
    gameType: game.type,
    duration: choice.duration,
    specifications: {
      game: game.displayname,
      package: quote.pkg?.id ?? '',
      version: version.version,
      versionId: version.id,
      slots,
      memory,
      duration: choice.duration,
    },
    pricing: {
      basePrice: quote.breakdown.basePrice,
      totalPrice: quote.breakdown.total,
      currency: 'ETB',
      billingCycle: 'One-time',
    },
  };
}
