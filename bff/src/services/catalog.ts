import Boom from '@hapi/boom';
import { normalizeRow, normalizeRows, toDate, toNumber } from '@shop/db';
import type { KvmLine } from '@shop/db';
import { gameFromPriceSantim, santimToEtb, SERVER_MESSAGES, sortOsOptions, sortVersions } from '@shop/domain';
import type { GamePackageLike } from '@shop/domain';
import type { components } from '@shop/domain/generated/api-types.gen';
import type { Knex } from 'knex';

export type Game = components['schemas']['Game'];
export type GameVersion = components['schemas']['GameVersion'];
export type GamePackage = components['schemas']['GamePackage'];
export type KvmPackage = components['schemas']['KvmPackage'];
export type OsOption = components['schemas']['OsOption'];

const KVM_COLUMNS = [
  'id',
  'displayname',
  'line',
  'cores',
  'memory_mb',
  'disk_mb',
  'traffic_tb',
  'price_santim',
  'ipv4_included',
  'cputype',
  'ghz_base',
  'ghz_turbo',
] as const;

function toKvmPackage(raw: Record<string, unknown>): KvmPackage {
  const row = normalizeRow('kvm_packages', raw);
  return {
    id: row.id,
    displayname: row.displayname,
    line: row.line,
    cores: Number(row.cores),
    memory: Number(row.memory_mb),
    disk: Number(row.disk_mb),
    traffic: Number(row.traffic_tb),
    price: santimToEtb(row.price_santim),
    ipv4: Number(row.ipv4_included),
    cputype: row.cputype,
    ghzbase: row.ghz_base,
    ghzturbo: row.ghz_turbo,
  };
}

/** An active game's type, or a 404 'Game not found' (unknown and inactive games alike). */
async function activeGameType(knex: Knex, gameId: string): Promise<'slots' | 'memory'> {
  const game = await knex('games').where({ id: gameId, is_active: true }).first('type');
  if (!game) throw Boom.notFound(SERVER_MESSAGES.gameNotFound);
  return (game as { type: 'slots' | 'memory' }).type;
}

/** An active plan's row, or a 404 'Server package not found'. */
async function activeKvmRow(knex: Knex, packageId: string): Promise<Record<string, unknown>> {
  const row = await knex('kvm_packages')
    .where({ id: packageId, is_active: true })
    .first(...KVM_COLUMNS);
  if (!row) throw Boom.notFound(SERVER_MESSAGES.planNotFound);
  return row as Record<string, unknown>;
}

/**
 * Active games in their sort order, each with its range and the lowest per-unit price of its
 * packages (ETB per slot or per GB for 30 days; null for a game without packages).
 */
export async function listGames(knex: Knex): Promise<Game[]> {
  const [rows, packageRows] = await Promise.all([
    knex('games as g')
      .leftJoin('game_packages as p', 'p.game_id', 'g.id')
      .where('g.is_active', true)
      .groupBy('g.id', 'g.displayname', 'g.type', 'g.minvalue', 'g.maxvalue', 'g.sort')
      .orderBy([
        { column: 'g.sort', order: 'asc' },
        { column: 'g.displayname', order: 'asc' },
      ])
      .select('g.id', 'g.displayname', 'g.type', 'g.minvalue', 'g.maxvalue')
      .min({ min_price_santim: 'p.price_per_unit_santim' }) as Promise<Record<string, unknown>[]>,
    knex('game_packages as p')
      .join('games as g', 'g.id', 'p.game_id')
      .where('g.is_active', true)
      .select('p.game_id', 'p.slots', 'p.memory_mb', 'p.price_per_unit_santim') as Promise<
      Record<string, unknown>[]
    >,
  ]);
  const packagesOf = new Map<string, GamePackageLike[]>();
  for (const row of packageRows) {
    const list = packagesOf.get(String(row.game_id)) ?? [];
    list.push({
      slots: toNumber(row.slots),
      memory: toNumber(row.memory_mb),
      priceperunit: toNumber(row.price_per_unit_santim),
    });
    packagesOf.set(String(row.game_id), list);
  }
  return rows.map((row) => {
    const minSantim = toNumber(row.min_price_santim);
    const facts = {
      type: row.type as Game['type'],
      minvalue: Number(row.minvalue),
      maxvalue: Number(row.maxvalue),
    };
    const fromSantim = gameFromPriceSantim(facts, packagesOf.get(String(row.id)) ?? []);
    return {
      id: String(row.id),
      displayname: String(row.displayname),
      type: facts.type,
      minprice: minSantim === null ? null : santimToEtb(minSantim),
      fromPrice: fromSantim === null ? null : santimToEtb(fromSantim),
      minvalue: facts.minvalue,
      maxvalue: facts.maxvalue,
    };
  });
}

/** An active game's versions, newest first (the first is preselected); 404 for an unknown game. */
export async function listGameVersions(knex: Knex, gameId: string): Promise<GameVersion[]> {
  await activeGameType(knex, gameId);
  const rows = normalizeRows(
    'game_versions',
    await knex('game_versions').where({ game_id: gameId }).orderBy('version', 'desc').select('id', 'version'),
  );
  return sortVersions(rows.map((row) => ({ id: row.id, version: row.version })));
}

/**
 * An active game's packages, ascending by what the game is priced on (slots, or memory for
 * memory games); 404 for an unknown game.
 */
export async function listGamePackages(knex: Knex, gameId: string): Promise<GamePackage[]> {
  const type = await activeGameType(knex, gameId);
  const [first, second] = type === 'memory' ? ['memory_mb', 'slots'] : ['slots', 'memory_mb'];
  const rows = normalizeRows(
    'game_packages',
    await knex('game_packages')
      .where({ game_id: gameId })
      .orderBy([
        { column: first, order: 'asc' },
        { column: second, order: 'asc' },
        { column: 'id', order: 'asc' },
      ])
      .select('id', 'slots', 'memory_mb', 'price_per_unit_santim'),
  );
  return rows.map((row) => ({
    id: row.id,
    slots: Number(row.slots),
    memory: Number(row.memory_mb),
    priceperunit: santimToEtb(row.price_per_unit_santim),
  }));
}

/** The active plans of one line, in their sort order (then cheapest first). */
export async function listKvmPackages(knex: Knex, line: KvmLine): Promise<KvmPackage[]> {
  const rows: Record<string, unknown>[] = await knex('kvm_packages')
    .where({ line, is_active: true })
    .orderBy([
      { column: 'sort', order: 'asc' },
      { column: 'price_santim', order: 'asc' },
      { column: 'displayname', order: 'asc' },
    ])
    .select(...KVM_COLUMNS);
  return rows.map(toKvmPackage);
}

/** One active plan; 404 'Server package not found' for an unknown or retired one. */
export async function getKvmPackage(knex: Knex, packageId: string): Promise<KvmPackage> {
  return toKvmPackage(await activeKvmRow(knex, packageId));
}

/** The OS images of one active plan, by their `sort` field; 404 for an unknown or retired plan. */
export async function listKvmPackageOs(knex: Knex, packageId: string): Promise<OsOption[]> {
  await activeKvmRow(knex, packageId);
  const rows = normalizeRows(
    'os_options',
    await knex('os_options')
      .where({ kvm_package_id: packageId })
      .orderBy([
        { column: 'sort', order: 'asc' },
        { column: 'displayname', order: 'asc' },
      ])
      .select('id', 'displayname', 'type', 'sort', 'version'),
  );
  return sortOsOptions(
    rows.map((row) => ({
      id: row.id,
      displayname: row.displayname,
      type: row.type,
      sort: Number(row.sort),
      version: row.version,
    })),
  );
}

/**
 * The latest `updated_at` of the catalog's plans and games, or null for an empty catalog. OS
 * options, versions and packages carry no timestamp: a change to them is only seen through an
 * invalidation of the catalog cache (which moves its Last-Modified on).
 */
export async function catalogUpdatedAt(knex: Knex): Promise<Date | null> {
  const [plans, games] = await Promise.all([
    knex('kvm_packages').max({ at: 'updated_at' }).first(),
    knex('games').max({ at: 'updated_at' }).first(),
  ]);
  const stamps = [plans?.at, games?.at]
    .map((value) => toDate(value))
    .filter((date): date is Date => date !== null && !Number.isNaN(date.getTime()));
  if (stamps.length === 0) return null;
  return new Date(Math.max(...stamps.map((date) => date.getTime())));
}
