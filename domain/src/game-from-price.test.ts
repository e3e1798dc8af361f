import { describe, expect, it } from 'vitest';
import { gameFromPriceSantim } from './game-from-price';
import { etbToSantim } from './money';
import { draftGameOrder } from './order-drafts';
import { SHOP_GAMES } from './shop-catalog';
import { gameSliderBounds } from './sliders';

const packagesOf = (game: (typeof SHOP_GAMES)[number]) =>
  game.packages.map((p) => ({ slots: p.slots, memory: p.memoryMb, priceperunit: etbToSantim(p.priceEtb) }));

/** What checkout charges (before VAT, 30 days) for every configuration the game's slider allows. */
function everyOrderPrice(game: (typeof SHOP_GAMES)[number]): number[] {
  const bounds = gameSliderBounds(game);
  const facts = game.packages.map((p) => ({
    slots: p.slots,
    memoryMb: p.memoryMb,
    pricePerUnitSantim: etbToSantim(p.priceEtb),
  }));
  const prices: number[] = [];
  for (let amount = bounds.min; amount <= bounds.max; amount += bounds.step) {
    const result = draftGameOrder(
      {
        displayname: game.displayname,
        type: game.type,
        minvalue: game.minvalue,
        maxvalue: game.maxvalue,
      },
      { id: 'v', version: game.versions[0]! },
      facts,
      { duration: 30, ...(game.type === 'slots' ? { slots: amount } : { memory: amount }) },
    );
    if (!('draft' in result)) throw new Error(`refused ${game.displayname} at ${amount}`);
    prices.push(result.draft.price(null).subtotal);
  }
  return prices;
}

describe("a game's From price", () => {
  it('is the cheapest configuration a customer can buy: Minecraft from 900 ETB (2 GB at 450), not its 16 GB unit price', () => {
    const minecraft = SHOP_GAMES.find((g) => g.slug === 'minecraft')!;
    expect(gameFromPriceSantim(minecraft, packagesOf(minecraft))).toBe(90_000);
  });

  it.each(SHOP_GAMES.map((game) => [game.displayname, game] as const))(
    "is the lowest price checkout asks for %s's configurations",
    (_name, game) => {
      expect(gameFromPriceSantim(game, packagesOf(game))).toBe(Math.min(...everyOrderPrice(game)));
    },
  );

  it('is null for a game without packages (not for sale)', () => {
    expect(gameFromPriceSantim({ type: 'slots', minvalue: 10, maxvalue: 20 }, [])).toBeNull();
  });
});
