import type { Server } from '@hapi/hapi';
import { createDb, KVM_PACKAGES, now } from '@shop/db';
import { createTestDb, testEngines } from '@shop/db/testing';
import type { TestDb } from '@shop/db/testing';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildServer } from '../server.ts';
import type { KvmPackage } from '../services/catalog.ts';
import { testConfig } from '../../test/app/index.ts';

/**
 * Two BFF instances on one database: a catalog change made on instance A (committed, then A's
 * cache invalidated, as every catalog write does) is answered by A at once and by B once B's
 * cache entry is older than CATALOG_CACHE_TTL_SECONDS. The clock of both caches is the test's.
 */
const TTL_SECONDS = 30;
const SALE = '/api/catalog/kvm/2025sale';
const small = KVM_PACKAGES.find((p) => p.line === '2025sale' && p.displayname === 'Package Small')!;
const PLAN = `/api/catalog/kvm/packet/${small.id}`;

for (const engine of testEngines()) {
  describe.skipIf(!engine.enabled)(`catalog changes across two instances: ${engine.label}`, () => {
    let db: TestDb;
    const knexes: Knex[] = [];
    const servers: Server[] = [];
    let clock = Date.parse('2026-11-22T08:00:00.000Z');
    const tick = (seconds: number) => {
      clock += seconds * 1000;
    };

    const newInstance = async () => {
      const knex = createDb({ url: db.url });
      knexes.push(knex);
      const server = await buildServer({
        config: testConfig({ CATALOG_CACHE_TTL_SECONDS: String(TTL_SECONDS) }),
        knex,
        catalogCache: { now: () => clock },
      });
      servers.push(server);
      return server;
    };

    let a: Server;
    let b: Server;
    beforeAll(async () => {
      db = await createTestDb({ engine: engine.client });
      a = await newInstance();
      b = await newInstance();
    });
    afterAll(async () => {
      for (const server of servers) await server.stop();
      for (const knex of knexes) await knex.destroy();
      await db?.destroy();
    });

    const priceOfSmall = async (server: Server) => {
      const res = await server.inject({ method: 'GET', url: SALE });
      expect(res.statusCode).toBe(200);
      return (JSON.parse(res.payload) as KvmPackage[]).find((p) => p.id === small.id)?.price;
    };
    const planStatus = async (server: Server) =>
      (await server.inject({ method: 'GET', url: PLAN })).statusCode;

    /** What an admin's catalog edit on instance A does: the change committed, then A's cache dropped. */
    const changeOnA = async (change: Record<string, unknown>) => {
      await knexes[0]!('kvm_packages')
        .where({ id: small.id })
        .update({ ...change, updated_at: now() });
      a.app.catalogCache.invalidate();
    };

    /**
     * B after its TTL: the first request may still get the old entry while B reloads it in the
     * background (stale-while-revalidate); the new answer follows as soon as that reload is done.
     */
    const eventually = <T>(read: () => Promise<T>, expected: T) =>
      vi.waitFor(async () => expect(await read()).toEqual(expected), { timeout: 5000, interval: 20 });

    it('a price change: A answers it at once, B the old price until its TTL, then the new one', async () => {
      expect([await priceOfSmall(a), await priceOfSmall(b)]).toEqual([1500, 1500]);

      await changeOnA({ price_santim: 140_000 });
      expect(await priceOfSmall(a)).toBe(1400);
      tick(TTL_SECONDS - 1);
      expect(await priceOfSmall(b)).toBe(1500);

      tick(2);
      await eventually(() => priceOfSmall(b), 1400);
      expect(await priceOfSmall(a)).toBe(1400);
    });

    it('a plan switched off: A answers 404 at once, B still 200 until its TTL, then 404', async () => {
      expect([await planStatus(a), await planStatus(b)]).toEqual([200, 200]);

      await changeOnA({ is_active: false });
      expect(await planStatus(a)).toBe(404);
      tick(TTL_SECONDS - 1);
      expect(await planStatus(b)).toBe(200);

      tick(2);
      await eventually(() => planStatus(b), 404);
      await eventually(async () => (await priceOfSmall(b)) ?? 'gone', 'gone');
    });
  });
}
