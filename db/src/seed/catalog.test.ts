import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeRow, normalizeRows } from '../rows';
import type { TableName } from '../schema';
import { createTestDb, testEngines } from '../testing';
import type { TestDb } from '../testing';
import { COUPONS, GAMES, KVM_LINE_IMAGES, KVM_PACKAGES, seedCatalog } from './catalog';

const CATALOG_TABLES: TableName[] = [
  'kvm_packages',
  'os_options',
  'games',
  'game_versions',
  'game_packages',
  'discount_codes',
];

describe('catalog data', () => {
  it('has 4 to 8 plans per line, and Package Small at exactly 1500 ETB is the cheapest of all', () => {
    for (const line of ['2025sale', 'ipv6onlygen1', 'intelxeon', 'ryzengen2'] as const) {
      const plans = KVM_PACKAGES.filter((p) => p.line === line);
      expect(plans.length, line).toBeGreaterThanOrEqual(4);
      expect(plans.length, line).toBeLessThanOrEqual(8);
    }
    const cheapest = [...KVM_PACKAGES].sort((a, b) => a.priceSantim - b.priceSantim);
    expect(cheapest[0]!.displayname).toBe('Package Small');
    expect(cheapest[0]!.priceSantim).toBe(150000);
    expect(cheapest[1]!.priceSantim).toBeGreaterThan(150000);
  });

  it('names the tiers the coupon and affiliate rules use', () => {
    const names = KVM_PACKAGES.map((p) => p.displayname);
    for (const name of [
      'Package Small',
      'Package Starter',
      'Package Newcomer',
      'Package Boost',
      'Package Mega',
      'Package XL',
      'IPv6 Small',
      'IPv6 Mega',
      'IPv6 Giga',
      'KVM Server Starter',
      'KVM Server XL',
      'KVM Server XXL',
      'Ryzen GEN 2 Small',
      'Ryzen GEN 2 Mega',
      'Ryzen GEN 2 Ultra',
    ]) {
      expect(names).toContain(name);
    }
  });

  it('fits the configurator: MB units, IPv6 line without IPv4, a 10 TB plan, line CPUs', () => {
    for (const p of KVM_PACKAGES) {
      expect(p.memoryMb % 1024, p.displayname).toBe(0);
      expect(p.diskMb % 1024, p.displayname).toBe(0);
      expect(p.ipv4Included, p.displayname).toBe(p.line === 'ipv6onlygen1' ? 0 : 1);
      expect(p.trafficTb).toBeGreaterThanOrEqual(1);
      expect(p.trafficTb).toBeLessThanOrEqual(10);
    }
    expect(KVM_PACKAGES.some((p) => p.trafficTb >= 10)).toBe(true);
    expect(KVM_PACKAGES.find((p) => p.displayname === 'Package Small')).toMatchObject({
      cputype: 'Intel Xeon Gold 6148',
      ghzBase: 2.4,
      ghzTurbo: 3.7,
      memoryMb: 2048,
      diskMb: 40960,
    });
    expect(KVM_PACKAGES.find((p) => p.line === 'ryzengen2')).toMatchObject({
      cputype: 'AMD Ryzen 9 5950X',
      ghzBase: 3.4,
      ghzTurbo: 4.9,
    });
  });

  it('offers every plan Linux and Windows images, with ubuntu-20.04, and a Windows image first on one line', () => {
    for (const p of KVM_PACKAGES) {
      expect(
        p.osOptions.some((o) => o.type === 'linux'),
        p.displayname,
      ).toBe(true);
      expect(
        p.osOptions.some((o) => o.type === 'windows'),
        p.displayname,
      ).toBe(true);
      expect(p.osOptions.map((o) => o.version)).toContain('ubuntu-20.04');
    }
    const firstBySort = Object.values(KVM_LINE_IMAGES).map(
      (images) => [...images].sort((a, b) => a.sort - b.sort)[0]!,
    );
    expect(firstBySort.some((o) => o.type === 'windows')).toBe(true);
  });

  it('has the fifteen games with kebab-case slugs, >= 2 versions, valid ranges and packages', () => {
    expect(GAMES.map((g) => g.displayname)).toEqual([
      'Minecraft',
      'Factorio',
      'Rust',
      'Valheim',
      '7 Days to Die',
      'Conan Exiles',
      'Satisfactory',
      'Terraria',
      'Unturned',
      'V Rising',
      'Eco',
      'Craftopia',
      'Frozen Flame',
      "Garry's Mod",
      'Sons of the Forest',
    ]);
    expect(GAMES.find((g) => g.displayname === "Garry's Mod")!.slug).toBe('garrys-mod');
    expect(GAMES.find((g) => g.displayname === '7 Days to Die')!.slug).toBe('7-days-to-die');
    for (const g of GAMES) {
      expect(g.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(g.versions.length, g.slug).toBeGreaterThanOrEqual(2);
      expect(g.packages.length, g.slug).toBeGreaterThanOrEqual(2);
      expect(g.minvalue).toBeLessThan(g.maxvalue);
      if (g.type === 'slots') {
        expect([g.minvalue % 2, g.maxvalue % 2], g.slug).toEqual([0, 0]);
        for (const p of g.packages) {
          expect(p.slots % 2).toBe(0);
          expect(p.slots).toBeGreaterThanOrEqual(g.minvalue);
          expect(p.slots).toBeLessThanOrEqual(g.maxvalue);
        }
      } else {
        expect([g.minvalue % 1024, g.maxvalue % 1024], g.slug).toEqual([0, 0]);
        for (const p of g.packages) {
          expect(p.slots).toBe(0);
          expect(p.memoryMb % 1024).toBe(0);
        }
      }
      for (const p of g.packages) expect(p.pricePerUnitSantim).toBeGreaterThan(0);
    }
  });

  it('has the promotion coupons ET2018 (10%) and SP45 (45%) with their service names', () => {
    expect(COUPONS).toEqual([
      expect.objectContaining({
        code: 'ET2018',
        discountBp: 1000,
        allowedServiceNames: ['small', 'starter', 'newcomer', 'boost'],
        givenTo: 'Promotion',
      }),
      expect.objectContaining({
        code: 'SP45',
        discountBp: 4500,
        allowedServiceNames: ['small'],
        givenTo: 'Promotion',
      }),
    ]);
  });
});

for (const engine of testEngines()) {
  describe.skipIf(!engine.enabled)(`seedCatalog on ${engine.label}`, () => {
    let db: TestDb;
    beforeAll(async () => {
      db = await createTestDb({ engine: engine.client }); // already seeded once
    });
    afterAll(async () => {
      await db?.destroy();
    });

    async function snapshot() {
      const out: Record<string, unknown[]> = {};
      for (const table of CATALOG_TABLES)
        out[table] = normalizeRows(table, await db.knex(table).orderBy('id'));
      return out;
    }

    it('writes the catalog constants', async () => {
      const s = await snapshot();
      expect(s.kvm_packages).toHaveLength(KVM_PACKAGES.length);
      expect(s.os_options).toHaveLength(KVM_PACKAGES.reduce((n, p) => n + p.osOptions.length, 0));
      expect(s.games).toHaveLength(15);
      expect(s.game_versions).toHaveLength(GAMES.reduce((n, g) => n + g.versions.length, 0));
      expect(s.game_packages).toHaveLength(GAMES.reduce((n, g) => n + g.packages.length, 0));
      expect(s.discount_codes).toHaveLength(2);

      const cheapest = await db.knex('kvm_packages').orderBy('price_santim').first();
      expect(cheapest).toMatchObject({
        displayname: 'Package Small',
        price_santim: 150000,
        line: '2025sale',
      });

      for (const line of ['2025sale', 'ipv6onlygen1', 'intelxeon', 'ryzengen2']) {
        const n = Number((await db.knex('kvm_packages').where({ line }).count({ n: '*' }))[0]!.n);
        expect(n, line).toBeGreaterThanOrEqual(4);
        expect(n, line).toBeLessThanOrEqual(8);
      }
      const versionsPerGame = await db
        .knex('game_versions')
        .select('game_id')
        .count({ n: '*' })
        .groupBy('game_id');
      expect(versionsPerGame).toHaveLength(15);
      expect(versionsPerGame.every((r) => Number(r.n) >= 2)).toBe(true);

      for (const type of ['linux', 'windows']) {
        const plansWith = await db.knex('os_options').where({ type }).countDistinct({ n: 'kvm_package_id' });
        expect(Number(plansWith[0]!.n), type).toBe(KVM_PACKAGES.length);
      }
    });

    it('is idempotent: a second and third run change nothing and duplicate nothing', async () => {
      const before = await snapshot();
      const second = await seedCatalog(db.knex);
      for (const table of CATALOG_TABLES) {
        const counts = second[table as keyof typeof second];
        expect([table, counts.inserted]).toEqual([table, 0]);
      }
      await seedCatalog(db.knex);
      expect(await snapshot()).toEqual(before);
    });

    it('keeps what an admin changed: a plan switched off, a price, a game switched off, a coupon', async () => {
      const small = KVM_PACKAGES[0]!;
      const game = GAMES[0]!;
      await db
        .knex('kvm_packages')
        .where({ id: small.id })
        .update({ is_active: false, price_santim: 99_900 });
      await db.knex('games').where({ id: game.id }).update({ is_active: false, displayname: 'Renamed' });
      await db
        .knex('game_packages')
        .where({ id: game.packages[0]!.id })
        .update({ price_per_unit_santim: 12_345 });
      await db.knex('discount_codes').where({ code: 'SP45' }).update({ is_active: false, discount_bp: 100 });

      const summary = await seedCatalog(db.knex);
      expect(summary.kvm_packages.inserted).toBe(0);
      expect(summary.games.inserted).toBe(0);
      expect(summary.discount_codes.inserted).toBe(0);

      const plan = normalizeRow(
        'kvm_packages',
        await db.knex('kvm_packages').where({ id: small.id }).first(),
      );
      expect([plan.is_active, plan.price_santim]).toEqual([false, 99_900]);
      const stored = normalizeRow('games', await db.knex('games').where({ id: game.id }).first());
      expect([stored.is_active, stored.displayname]).toEqual([false, 'Renamed']);
      const pkg = await db.knex('game_packages').where({ id: game.packages[0]!.id }).first();
      expect(Number(pkg.price_per_unit_santim)).toBe(12_345);
      const sp45 = normalizeRow(
        'discount_codes',
        await db.knex('discount_codes').where({ code: 'SP45' }).first(),
      );
      expect([sp45.is_active, sp45.discount_bp]).toEqual([false, 100]);
    });

    it('inserts a row missing from the database, as the catalog has it', async () => {
      const mega = KVM_PACKAGES.find((p) => p.displayname === 'Package Mega') ?? KVM_PACKAGES[1]!;
      const image = mega.osOptions[0]!;
      const version = GAMES[1]!.versions[0]!;
      await db.knex('os_options').where({ id: image.id }).del();
      await db.knex('game_versions').where({ id: version.id }).del();

      const summary = await seedCatalog(db.knex);
      expect(summary.os_options).toEqual({
        inserted: 1,
        kept: KVM_PACKAGES.reduce((n, p) => n + p.osOptions.length, 0) - 1,
      });
      expect(summary.game_versions.inserted).toBe(1);
      expect(await db.knex('os_options').where({ id: image.id }).first()).toMatchObject({
        kvm_package_id: mega.id,
        displayname: image.displayname,
      });
      expect(await db.knex('game_versions').where({ id: version.id }).first()).toMatchObject({
        version: version.version,
      });
    });

    it('leaves a plan added in the database on sale (the seed switches nothing off)', async () => {
      const extra = {
        ...(await db.knex('kvm_packages').first()),
        id: '00000000-0000-4000-8000-0000000000aa',
        displayname: 'Admin Plan',
        is_active: true,
      };
      await db.knex('kvm_packages').insert(extra);
      await seedCatalog(db.knex);
      const added = normalizeRow(
        'kvm_packages',
        await db.knex('kvm_packages').where({ id: extra.id }).first(),
      );
      expect(added.is_active).toBe(true);
    });

    it('inserts the whole catalog into empty tables', async () => {
      const empty = await createTestDb({ engine: engine.client, seed: false });
      try {
        const summary = await seedCatalog(empty.knex);
        expect(summary.kvm_packages).toEqual({ inserted: KVM_PACKAGES.length, kept: 0 });
        expect(summary.games).toEqual({ inserted: GAMES.length, kept: 0 });
        expect(summary.discount_codes).toEqual({ inserted: 2, kept: 0 });
      } finally {
        await empty.destroy();
      }
    });
  });
}
