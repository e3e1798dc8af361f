import Boom from '@hapi/boom';
import { normalizeRow, normalizeRows } from '@shop/db';
import { DURATION_BOUNDS, gameSliderBounds, gameUnitPrice, pickGamePackage, priceGame } from '@shop/domain';
import type { components } from '@shop/domain/generated/api-types.gen';
import type { Knex } from 'knex';
import type { OrderDraft } from './orders-draft.ts';
import { assertOnSlider, ORDER_MESSAGES } from './orders-draft.ts';

export type CreateGameOrderRequest = components['schemas']['CreateGameOrderRequest'];

/**
 * A game order checked against the catalog: the game exists and is on sale (404), the duration and
 * the game's own dimension (slots for slots games, memory for memory games) are values its sliders
 * allow (400, naming the field), and the version is one of this game's (422). The other dimension
 * is taken from the package the price comes from; the client's value for it is ignored.
 */
export async function draftGameOrder(db: Knex, input: CreateGameOrderRequest): Promise<OrderDraft> {
  const game = normalizeRow('games', await db('games').where({ id: input.id }).first());
  if (!game || !game.is_active) throw Boom.notFound(ORDER_MESSAGES.gameNotFound);

  const spec = input.specifications;
  const days = spec.duration;
  assertOnSlider('specifications.duration', days, DURATION_BOUNDS);
  if (input.duration !== undefined && input.duration !== days) {
    throw Boom.badRequest('"duration" must equal "specifications.duration"');
  }

  const field = game.type === 'slots' ? 'specifications.slots' : 'specifications.memory';
  const amount = game.type === 'slots' ? spec.slots : spec.memory;
  if (amount === undefined) throw Boom.badRequest(`"${field}" is required`);
  assertOnSlider(field, amount, gameSliderBounds(game));

  const version = normalizeRow(
    'game_versions',
    await db('game_versions').where({ id: spec.versionId, game_id: game.id }).first(),
  );
  if (!version) throw Boom.badData(ORDER_MESSAGES.versionNotOffered);

  const packages = normalizeRows('game_packages', await db('game_packages').where({ game_id: game.id })).map(
    (p) => ({ slots: p.slots, memory: p.memory_mb, priceperunit: p.price_per_unit_santim }),
  );
  const slots = game.type === 'slots' ? amount : 0;
  const memoryMb = game.type === 'memory' ? amount : 0;
  const pkg = pickGamePackage(packages, game.type, slots, memoryMb);
  const minprice = packages.length ? Math.min(...packages.map((p) => p.priceperunit)) : null;
  const unitPriceSantim = gameUnitPrice(packages, { type: game.type, minprice }, slots, memoryMb);
  // A game without packages has no price: it is not for sale.
  if (unitPriceSantim === null) throw Boom.notFound(ORDER_MESSAGES.gameNotFound);

  return {
    type: 'GAME',
    serviceName: game.displayname,
    line: null,
    kvmPackageId: null,
    osOptionId: null,
    gameId: game.id,
    gameVersionId: version.id,
    days,
    specifications: {
      game: game.displayname,
      version: version.version,
      versionId: version.id,
      slots: game.type === 'slots' ? amount : (pkg?.slots ?? 0),
      memory: game.type === 'memory' ? amount : (pkg?.memory ?? 0),
      duration: days,
    },
    price: (couponPercent) =>
      priceGame({ unitPriceSantim, type: game.type, slots, memoryMb, days, couponPercent }),
  };
}
