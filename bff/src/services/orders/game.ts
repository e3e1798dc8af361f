import { normalizeRow, normalizeRows } from '@shop/db';
import { draftGameOrder as checkGameOrder } from '@shop/domain';
import type { components } from '@shop/domain/generated/api-types.gen';
import type { Knex } from 'knex';
import type { OrderDraft } from './draft.ts';
import { acceptedDraft } from './draft.ts';

export type CreateGameOrderRequest = components['schemas']['CreateGameOrderRequest'];

/**
 * A game order checked against the catalog by domain's rules (draftGameOrder): the game exists
 * and is on sale (404), the duration and the game's own dimension (slots for slots games, memory
 * for memory games) are values its sliders allow (400, naming the field), and the version is one
 * of this game's (422). The other dimension is taken from the package the price comes from; the
 * client's value for it is ignored.
 */
export async function draftGameOrder(db: Knex, input: CreateGameOrderRequest): Promise<OrderDraft> {
  const row = normalizeRow('games', await db('games').where({ id: input.id }).first());
  const game = row?.is_active ? row : undefined;
  const spec = input.specifications;
  const [version, packages] = game
    ? await Promise.all([
        db('game_versions')
          .where({ id: spec.versionId, game_id: game.id })
          .first()
          .then((v) => normalizeRow('game_versions', v)),
        db('game_packages')
          .where({ game_id: game.id })
          .then((rows) => normalizeRows('game_packages', rows)),
      ])
    : [undefined, []];
  const draft = acceptedDraft(
    checkGameOrder(
      game,
      version,
      packages.map((p) => ({
        slots: p.slots,
        memoryMb: p.memory_mb,
        pricePerUnitSantim: p.price_per_unit_santim,
      })),
      {
        duration: spec.duration,
        topLevelDuration: input.duration,
        slots: spec.slots,
        memory: spec.memory,
        ipv4: spec.ipv4,
      },
    ),
  );
  return {
    ...draft,
    type: 'GAME',
    line: null,
    kvmPackageId: null,
    osOptionId: null,
    gameId: game!.id,
    gameVersionId: version!.id,
    specifications: { ...draft.specifications },
  };
}
