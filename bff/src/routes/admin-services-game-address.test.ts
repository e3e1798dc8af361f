/**
 * A game server's address on its node (`ip:port`, services.game_address): the console lists it
 * and finds the server by it, it is written as the machine is built, cleared at
 * termination, and filled at start for game servers built before the column existed.
 */
import { dbClient, normalizeRow } from '@shop/db';
import type { ServiceRow } from '@shop/db';
import { insertTestOrder, insertTestService, insertTestUser } from '@shop/db/testing';
import { DEFAULT_LIFECYCLE_SETTINGS } from '@shop/domain';
import type { Logger } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../test/app/index.ts';
import type { TestApp, TestUser } from '../../test/app/index.ts';
import { provisionedService, serviceAction } from '../../test/helpers/fulfilment.ts';
import type { Connection } from '../providers/types.ts';
import { encryptConnection } from '../services/connection-crypto.ts';
import {
  backfillGameAddresses,
  gameAddressOf,
  gameAddressTerm,
} from '../services/fulfilment/game-address.ts';
import { runLifecycleSweep } from '../services/lifecycle/sweep.ts';
import type { AdminService } from '../services/admin/service-views.ts';

const DAY = 86_400_000;
let app: TestApp;
let admin: TestUser;
let customer: TestUser;
beforeAll(async () => {
  app = await buildTestApp();
  [admin, customer] = await Promise.all([app.signUpAdmin(), app.signUp()]);
});
afterAll(async () => {
  await app?.close();
});

function consoleSearch(search: string, query = '') {
  return app.inject<AdminService[]>({
    url: `/api/admin/services?search=${encodeURIComponent(search)}${query}`,
    headers: admin.headers,
  });
}

async function consoleService(id: string): Promise<AdminService> {
  const res = await consoleSearch(id);
  expect(res.statusCode, res.payload).toBe(200);
  const found = res.json.find((s) => s.id === id);
  expect(found).toBeDefined();
  return found!;
}

const ids = (rows: AdminService[]) => rows.map((s) => s.id).sort();

const serviceRow = async (id: string) =>
  normalizeRow('services', await app.knex('services').where({ id }).first())!;

/**
 * A game server as the Pterodactyl driver leaves it: its connection stored, an allocation on a
 * node shared with others, no address of the shop's pools.
 */
async function panelGameServer(
  ip: string,
  port: number,
  fields: Partial<ServiceRow> & { withAddress?: boolean } = {},
): Promise<ServiceRow> {
  const { withAddress = true, ...rest } = fields;
  const user = await insertTestUser(app.knex);
  const order = await insertTestOrder(app.knex, user.id, { type: 'GAME', paid: true, status: 'ACTIVE' });
  const connection: Connection = { ip, port, user: null, password: null };
  return insertTestService(app.knex, order, {
    type: 'GAME',
    provider: 'pterodactyl',
    service_name: 'Minecraft',
    game: 'Minecraft',
    kvm_package_id: null,
    os: null,
    connection_encrypted: encryptConnection(connection, app.config.connectionSecret),
    game_address: withAddress ? gameAddressOf(connection) : null,
    ...rest,
  });
}

describe("a game server's address in the console", () => {
  it('a built game server lists its ip:port, a KVM machine none; a search for either finds it', async () => {
    const game = await provisionedService(app, admin, customer, 'GAME');
    const kvm = await provisionedService(app, admin, customer, 'KVM');
    const ip = game.network!.ip!;
    const port = game.network!.port!;
    const address = `${ip}:${port}`;

    const shown = await consoleService(game.id);
    expect(shown.gameAddress).toBe(address);
    expect((await serviceRow(game.id)).game_address).toBe(address);
    expect((await consoleService(kvm.id)).gameAddress).toBeNull();
    expect((await serviceRow(kvm.id)).game_address).toBeNull();

    const byAddress = await consoleSearch(address);
    expect(byAddress.statusCode, byAddress.payload).toBe(200);
    expect(ids(byAddress.json)).toEqual([game.id]);
    expect(byAddress.headers['x-total-count']).toBe('1');
    expect(ids((await consoleSearch(ip)).json)).toEqual([game.id]);
    expect((await consoleSearch(`${ip}:${port + 1}`)).headers['x-total-count']).toBe('0');
  });

  it('a KVM machine reinstalled (games are not) still holds no game address', async () => {
    const kvm = await provisionedService(app, admin, customer, 'KVM');
    const res = await serviceAction(app, customer, kvm.id, 'reinstall', { os: 'Debian 12' });
    expect(res.statusCode, res.payload).toBe(200);
    await app.runJobs();
    expect((await serviceRow(kvm.id)).game_address).toBeNull();
    expect((await consoleService(kvm.id)).gameAddress).toBeNull();
  });

  it('finds the game servers sharing a node by its IP (any port), one by its ip:port, and none on a longer IP', async () => {
    const a = await panelGameServer('198.51.100.7', 25565);
    const b = await panelGameServer('198.51.100.7', 25566);
    const other = await panelGameServer('198.51.100.70', 25565);
    const v6 = await panelGameServer('2001:db8:0:0:0:0:0:77', 27015);
    expect(v6.game_address).toBe('[2001:db8::77]:27015');

    const onNode = await consoleSearch(' 198.51.100.7 ');
    expect(ids(onNode.json)).toEqual([a.id, b.id].sort());
    expect(onNode.headers['x-total-count']).toBe('2');
    expect((await consoleService(a.id)).gameAddress).toBe('198.51.100.7:25565');
    expect((await consoleService(a.id)).addresses).toEqual([]);
    expect(ids((await consoleSearch('198.51.100.7:25566')).json)).toEqual([b.id]);
    expect(ids((await consoleSearch('198.51.100.70')).json)).toEqual([other.id]);
    expect(ids((await consoleSearch('2001:DB8::0:77')).json)).toEqual([v6.id]);
    expect(ids((await consoleSearch('[2001:db8:0::77]:27015')).json)).toEqual([v6.id]);
    // With a filter: the node's servers that pass it.
    await app.knex('services').where({ id: b.id }).update({ status: 'INACTIVE' });
    expect(ids((await consoleSearch('198.51.100.7', '&status=INACTIVE')).json)).toEqual([b.id]);
  });

  it('reads the game servers on an address by the services_by_game_address index', async () => {
    await panelGameServer('198.51.100.9', 25565);
    const seen: Array<{ sql: string; bindings: unknown[] }> = [];
    const onQuery = (query: { sql: string; bindings?: unknown[] }) => {
      if (/game_address/.test(query.sql) && !/limit/i.test(query.sql))
        seen.push({ sql: query.sql, bindings: query.bindings ?? [] });
    };
    app.knex.on('query', onQuery);
    try {
      expect((await consoleSearch('198.51.100.9')).headers['x-total-count']).toBe('1');
      expect((await consoleSearch('198.51.100.9:25565')).headers['x-total-count']).toBe('1');
    } finally {
      app.knex.off('query', onQuery);
    }
    // The look-ups of both searches (the search pages read the services by id after them).
    const lookUps = seen.filter((q) => /^select [`"]id[`"] from [`"]services[`"]/i.test(q.sql));
    expect(lookUps).toHaveLength(2);
    const explain = dbClient(app.knex) === 'mysql' ? 'explain' : 'explain query plan';
    for (const query of lookUps) {
      const plan = JSON.stringify(await app.knex.raw(`${explain} ${query.sql}`, query.bindings as never));
      expect(plan, query.sql).toContain('services_by_game_address');
    }
  });

  it('a terminated game server holds no address: the lifecycle clears it, and so does a refund', async () => {
    const game = await provisionedService(app, admin, customer, 'GAME');
    const end = new Date(Date.now() - 1000);
    // Only this service is in the sweep's reach.
    await app
      .knex('services')
      .whereNot({ id: game.id })
      .update({ end_date: new Date(Date.now() + 3650 * DAY) });
    await app.knex('services').where({ id: game.id }).update({ end_date: end, status: 'EXPIRED' });
    const sweep = (at: Date) =>
      runLifecycleSweep(
        { knex: app.knex, appUrl: 'http://shop.test', settings: DEFAULT_LIFECYCLE_SETTINGS },
        at,
      );
    await sweep(new Date(end.getTime() + 11 * DAY));
    expect((await sweep(new Date(end.getTime() + 14 * DAY))).terminated).toBe(1);
    expect((await serviceRow(game.id)).game_address).toBeNull();
    await app.runJobs();
    const shown = await consoleService(game.id);
    expect(shown).toMatchObject({ status: 'TERMINATED', gameAddress: null });
    expect((await consoleSearch(`${game.network!.ip}:${game.network!.port}`)).json).toEqual([]);

    const refunded = await provisionedService(app, admin, customer, 'GAME');
    const { order_id: orderId } = await serviceRow(refunded.id);
    const res = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/refund`,
      payload: { reason: 'The customer changed their mind' },
      headers: admin.headers,
    });
    expect(res.statusCode, res.payload).toBe(200);
    expect((await serviceRow(refunded.id)).game_address).toBeNull();
    await app.runJobs();
    expect((await consoleService(refunded.id)).gameAddress).toBeNull();
  });
});

describe('the start-up backfill of game addresses', () => {
  const quietLog = () => ({ info: vi.fn(), error: vi.fn(), warn: vi.fn() }) as unknown as Logger;

  it("fills live game servers' addresses from their connections, in batches; leaves the rest", async () => {
    // The game servers of the tests before hold theirs already.
    await app.knex('services').where({ type: 'GAME' }).update({ game_address: '203.0.113.250:1' });
    const old = await Promise.all(
      [25565, 25566, 25567].map((port) => panelGameServer('203.0.113.5', port, { withAddress: false })),
    );
    const v6 = await panelGameServer('2001:db8::5', 2456, { withAddress: false });
    const terminated = await panelGameServer('203.0.113.6', 25565, {
      withAddress: false,
      status: 'EXPIRED',
      terminated_at: new Date(),
    });
    const unreadable = await panelGameServer('203.0.113.7', 25565, {
      withAddress: false,
      connection_encrypted: encryptConnection(
        { ip: '203.0.113.7', port: 25565, user: null, password: null },
        'another-secret',
      ),
    });
    const kept = await panelGameServer('203.0.113.8', 25565);
    const user = await insertTestUser(app.knex);
    const kvm = await insertTestService(app.knex, await insertTestOrder(app.knex, user.id), {
      connection_encrypted: encryptConnection(
        { ip: '203.0.113.9', port: 22, user: 'root', password: 'x' },
        app.config.connectionSecret,
      ),
    });
    // Not found by its address before the backfill.
    expect((await consoleSearch('203.0.113.5')).json).toEqual([]);

    const log = quietLog();
    const result = await backfillGameAddresses(app.knex, {
      connectionSecret: app.config.connectionSecret,
      log,
      batch: 2,
    });
    expect(result).toEqual({ filled: 4, skipped: 1 });
    expect(log.info).toHaveBeenCalledTimes(1);
    expect((await Promise.all(old.map((s) => serviceRow(s.id)))).map((s) => s.game_address)).toEqual([
      '203.0.113.5:25565',
      '203.0.113.5:25566',
      '203.0.113.5:25567',
    ]);
    expect((await serviceRow(v6.id)).game_address).toBe('[2001:db8::5]:2456');
    expect((await serviceRow(terminated.id)).game_address).toBeNull();
    expect((await serviceRow(unreadable.id)).game_address).toBeNull();
    expect((await serviceRow(kept.id)).game_address).toBe('203.0.113.8:25565');
    expect((await serviceRow(kvm.id)).game_address).toBeNull();
    expect(ids((await consoleSearch('203.0.113.5')).json)).toEqual(old.map((s) => s.id).sort());

    // Once is enough: a second start finds nothing to fill.
    expect(
      await backfillGameAddresses(app.knex, {
        connectionSecret: app.config.connectionSecret,
        log: quietLog(),
      }),
    ).toEqual({ filled: 0, skipped: 1 });
  });

  it('never fails the start: a database error is logged and the start goes on', async () => {
    const log = quietLog();
    const broken = (() => {
      throw new Error('the database is gone');
    }) as unknown as typeof app.knex;
    await expect(
      backfillGameAddresses(broken, { connectionSecret: app.config.connectionSecret, log }),
    ).resolves.toEqual({ filled: 0, skipped: 0 });
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.any(Error) }),
      expect.stringContaining('backfill failed'),
    );
  });
});

describe('game address terms', () => {
  it('reads ip:port and [addr]:port, in any IPv6 spelling; nothing else', () => {
    expect(gameAddressTerm('196.188.20.7:25565')).toBe('196.188.20.7:25565');
    expect(gameAddressTerm('[2001:DB8:0::1]:27015')).toBe('[2001:db8::1]:27015');
    expect(gameAddressTerm('2001:db8::1:80')).toBeNull();
    expect(gameAddressTerm('196.188.20.7')).toBeNull();
    expect(gameAddressTerm('196.188.20.7:70000')).toBeNull();
    expect(gameAddressTerm('minecraft:25565')).toBeNull();
    expect(gameAddressOf({ ip: `${'a'.repeat(60)}.example`, port: 25565 })).toBeNull();
    expect(gameAddressOf({ ip: 'play.example.et', port: 25565 })).toBe('play.example.et:25565');
  });
});
