import Boom from '@hapi/boom';
import { GAMES, KVM_PACKAGES, now } from '@shop/db';
import { createTestDb } from '@shop/db/testing';
import type { TestDb } from '@shop/db/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@shop/domain';
import {
  catalogUpdatedAt,
  getKvmPackage,
  listGamePackages,
  listGames,
  listGameVersions,
  listKvmPackageOs,
  listKvmPackages,
} from './catalog.ts';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

async function rejection(promise: Promise<unknown>): Promise<Boom.Boom> {
  try {
    await promise;
  } catch (err) {
    if (Boom.isBoom(err)) return err;
    throw err;
  }
  throw new Error('expected a rejection');
}

const minecraft = GAMES.find((g) => g.slug === 'minecraft')!;
const factorio = GAMES.find((g) => g.slug === 'factorio')!;
const small = KVM_PACKAGES.find((p) => p.line === '2025sale' && p.displayname === 'Package Small')!;

describe('catalog service over the seeded catalog', () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(async () => {
    await db?.destroy();
  });

  it('lists every active game in sort order with its range and lowest unit price in ETB', async () => {
    const games = await listGames(db.knex);
    expect(games.map((g) => g.displayname)).toEqual(
      [...GAMES].sort((a, b) => a.sort - b.sort).map((g) => g.displayname),
    );
    expect(games[0]).toEqual({
      id: minecraft.id,
      displayname: 'Minecraft',
      type: 'memory',
      minprice: 383, // 450 ETB per GB x 0.85 on the largest package, rounded
      fromPrice: 900, // the cheapest configuration: 2 GB at 450 ETB per GB
      minvalue: 2048,
      maxvalue: 16384,
    });
    for (const game of games) {
      const seeded = GAMES.find((g) => g.id === game.id)!;
      const cheapest = Math.min(...seeded.packages.map((p) => p.pricePerUnitSantim)) / 100;
      expect(game.minprice).toBe(cheapest);
      // Never below the unit price times the smallest amount the slider allows.
      const units = seeded.type === 'memory' ? seeded.minvalue / 1024 : seeded.minvalue;
      expect(game.fromPrice).toBeGreaterThanOrEqual(Math.round(cheapest * units * 100) / 100);
      expect(game.type).toBe(seeded.type);
      expect([game.minvalue, game.maxvalue]).toEqual([seeded.minvalue, seeded.maxvalue]);
    }
  });

  it("sorts a game's versions newest first", async () => {
    const versions = await listGameVersions(db.knex, minecraft.id);
    expect(versions.map((v) => v.version)).toEqual([
      '1.21.4',
      '1.20.6',
      '1.20.1',
      '1.19.4',
      '1.16.5',
      '1.12.2',
    ]);
    expect(Object.keys(versions[0]!).sort()).toEqual(['id', 'version']);
  });

  it("lists a slots game's packages by slots and a memory game's by memory, in ETB per unit", async () => {
    const slots = await listGamePackages(db.knex, factorio.id);
    expect(slots.map((p) => p.slots)).toEqual([10, 26, 44, 60]);
    expect(slots[0]).toEqual({ id: factorio.packages[0]!.id, slots: 10, memory: 2048, priceperunit: 25 });

    const memory = await listGamePackages(db.knex, minecraft.id);
    expect(memory.map((p) => p.memory)).toEqual([2048, 4096, 8192, 16384]);
    expect(memory.map((p) => p.priceperunit)).toEqual([450, 428, 405, 383]);
  });

  it('lists the plans of a line in their order with money in ETB and sizes in MB', async () => {
    const plans = await listKvmPackages(db.knex, '2025sale');
    expect(plans.map((p) => p.displayname)).toEqual([
      'Package Small',
      'Package Starter',
      'Package Newcomer',
      'Package Boost',
      'Package Mega',
      'Package XL',
    ]);
    expect(plans[0]).toEqual({
      id: small.id,
      displayname: 'Package Small',
      line: '2025sale',
      cores: 2,
      memory: 2048,
      disk: 40960,
      traffic: 4,
      price: 1500,
      ipv4: 1,
      cputype: 'Intel Xeon Gold 6148',
      ghzbase: 2.4,
      ghzturbo: 3.7,
    });
    const ipv6 = await listKvmPackages(db.knex, 'ipv6onlygen1');
    expect(ipv6.length).toBeGreaterThan(0);
    expect(ipv6.every((p) => p.ipv4 === 0 && p.line === 'ipv6onlygen1')).toBe(true);
  });

  it('answers one plan and its OS images by sort', async () => {
    expect(await getKvmPackage(db.knex, small.id)).toMatchObject({ id: small.id, price: 1500 });
    const os = await listKvmPackageOs(db.knex, small.id);
    expect(os.map((o) => o.sort)).toEqual([...os.map((o) => o.sort)].sort((a, b) => a - b));
    expect(os[0]).toMatchObject({ displayname: 'Windows Server 2022', type: 'windows', sort: 5 });
    expect(os.find((o) => o.type === 'linux')).toMatchObject({ version: 'ubuntu-24.04' });
    expect(Object.keys(os[0]!).sort()).toEqual(['displayname', 'id', 'sort', 'type', 'version']);
  });

  it("throws 404s with the catalog's messages for unknown ids", async () => {
    // Thunks, not promises: a second promise created up front could reject before it is awaited.
    for (const call of [listGameVersions, listGamePackages]) {
      const err = await rejection(call(db.knex, UNKNOWN_ID));
      expect(err.output.statusCode).toBe(404);
      expect(err.message).toBe(SERVER_MESSAGES.gameNotFound);
    }
    for (const call of [getKvmPackage, listKvmPackageOs]) {
      const err = await rejection(call(db.knex, UNKNOWN_ID));
      expect(err.output.statusCode).toBe(404);
      expect(err.message).toBe(SERVER_MESSAGES.planNotFound);
    }
  });

  it('reads the latest change of plans and games as a Date', async () => {
    // Not "close to now": on MariaDB the seeded catalog is copied from a template made when the
    // run began, which may be many minutes ago on a busy machine. A change made now is the latest.
    const game = await db.knex('games').first('id', 'updated_at');
    const plan = await db.knex('kvm_packages').first('id', 'updated_at');
    const later = new Date(Date.UTC(2031, 0, 2, 3, 4, 5));
    try {
      await db.knex('games').where({ id: game.id }).update({ updated_at: later });
      expect((await catalogUpdatedAt(db.knex))?.toISOString()).toBe(later.toISOString());
      const latest = new Date(later.getTime() + 60_000);
      await db.knex('kvm_packages').where({ id: plan.id }).update({ updated_at: latest });
      const stamp = await catalogUpdatedAt(db.knex);
      expect(stamp).toBeInstanceOf(Date);
      expect(stamp!.toISOString()).toBe(latest.toISOString());
    } finally {
      await db.knex('games').where({ id: game.id }).update({ updated_at: game.updated_at });
      await db.knex('kvm_packages').where({ id: plan.id }).update({ updated_at: plan.updated_at });
    }
  });
});

describe('catalog service with retired rows', () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(async () => {
    await db?.destroy();
  });
  beforeEach(async () => {
    await db.knex('games').update({ is_active: true });
    await db.knex('kvm_packages').update({ is_active: true });
  });

  it('leaves inactive games out of the list and answers 404 for their versions and packages', async () => {
    await db.knex('games').where({ id: factorio.id }).update({ is_active: false, updated_at: now() });
    const games = await listGames(db.knex);
    expect(games.map((g) => g.id)).not.toContain(factorio.id);
    expect(games).toHaveLength(GAMES.length - 1);
    expect((await rejection(listGameVersions(db.knex, factorio.id))).output.statusCode).toBe(404);
    expect((await rejection(listGamePackages(db.knex, factorio.id))).message).toBe('Game not found');
  });

  it('leaves inactive plans out of their line and answers 404 for them and their OS images', async () => {
    await db.knex('kvm_packages').where({ id: small.id }).update({ is_active: false, updated_at: now() });
    const plans = await listKvmPackages(db.knex, '2025sale');
    expect(plans[0]!.displayname).toBe('Package Starter');
    expect(plans[0]!.price).toBe(2400);
    expect((await rejection(getKvmPackage(db.knex, small.id))).message).toBe('Server package not found');
    expect((await rejection(listKvmPackageOs(db.knex, small.id))).output.statusCode).toBe(404);
  });

  it('answers null as the lowest price of a game without packages', async () => {
    await db.knex('game_packages').where({ game_id: factorio.id }).del();
    const game = (await listGames(db.knex)).find((g) => g.id === factorio.id);
    expect(game).toMatchObject({ minprice: null, minvalue: 10, maxvalue: 60 });
    expect(await listGamePackages(db.knex, factorio.id)).toEqual([]);
  });
});
