/**
 * Addresses as sold, through the API on the simulated driver: the IPv4 count an order bought, an
 * IPv6 address on IPv6-only plans, all listed on the service; games are sold no IPv4 count.
 */
import { SERVER_MESSAGES } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app/index.ts';
import type { TestApp, TestUser } from '../../test/app/index.ts';
import { markPaid, serviceAction, serviceIdOfOrder } from '../../test/helpers/fulfilment.ts';
import { game, gameBody, kvmBody, plan } from '../../test/helpers/orders.ts';
import type { AdminService } from '../services/admin/service-views.ts';
import type { ServiceDetails } from '../services/fulfilment/views.ts';

let app: TestApp;
let admin: TestUser;
let customer: TestUser;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await app.signUpAdmin();
  customer = await app.signUp();
});
afterAll(async () => {
  await app?.close();
});

async function details(id: string): Promise<ServiceDetails> {
  const res = await app.inject<ServiceDetails>({
    url: `/api/services/${id}/details`,
    headers: customer.headers,
  });
  expect(res.statusCode).toBe(200);
  return res.json;
}

/** Buys `planName` with `ipv4` addresses, pays, provisions; answers the service id. */
async function buy(planName: string, ipv4: number): Promise<string> {
  const order = await app.inject<{ id: string }>({
    method: 'POST',
    url: '/api/orders/kvm',
    payload: kvmBody(plan(planName), { ipv4 }),
    headers: customer.headers,
  });
  expect(order.statusCode, order.payload).toBe(201);
  expect((await markPaid(app, admin, order.json.id)).statusCode).toBe(200);
  await app.runJobs();
  const id = await serviceIdOfOrder(app, order.json.id);
  expect(id).toBeDefined();
  return id!;
}

describe('addresses as sold (simulated driver)', () => {
  it('a customer who buys 3 IPv4 addresses sees 3 distinct IPv4 addresses, kept through a reinstall', async () => {
    const id = await buy('Package Small', 3);
    const shown = await details(id);
    expect(shown.ipcount).toBe(3);
    expect(shown.addresses).toHaveLength(3);
    expect(shown.addresses!.every((a) => a.family === 'ipv4' && /^\d+\.\d+\.\d+\.\d+$/.test(a.ip))).toBe(
      true,
    );
    expect(new Set(shown.addresses!.map((a) => a.ip)).size).toBe(3);
    expect(shown.ipv4).toEqual({ ip: shown.addresses![0]!.ip });

    const other = await details(await buy('Package Small', 2));
    const mine = new Set(shown.addresses!.map((a) => a.ip));
    expect(other.addresses!.some((a) => mine.has(a.ip))).toBe(false);

    const reinstalled = await serviceAction(app, customer, id, 'reinstall', { os: 'Debian 12' });
    expect(reinstalled.statusCode, reinstalled.payload).toBe(200);
    await app.runJobs();
    expect((await details(id)).addresses).toEqual(shown.addresses);
  });

  it('an IPv6-only plan shows an IPv6 address and no IPv4', async () => {
    const shown = await details(await buy('IPv6 Small', 0));
    expect(shown.addresses).toEqual([{ ip: expect.stringMatching(/^fd77::/), family: 'ipv6' }]);
    expect(shown.ipv4).toBeUndefined();
  });

  it('an IPv6-only plan with 2 IPv4 bought as extras shows both IPv4 addresses, then the IPv6 one', async () => {
    const shown = await details(await buy('IPv6 Small', 2));
    expect(shown.addresses!.map((a) => a.family)).toEqual(['ipv4', 'ipv4', 'ipv6']);
  });
});

describe('the console shows and finds the addresses the customer sees', () => {
  async function consoleSearch(search: string, user: TestUser = admin) {
    return app.inject<AdminService[]>({
      url: `/api/admin/services?search=${encodeURIComponent(search)}`,
      headers: user.headers,
    });
  }

  it("lists a built service's addresses as its page does, and a search for any of them finds it", async () => {
    const id = await buy('IPv6 Small', 2);
    const shown = await details(id);
    expect(shown.addresses).toHaveLength(3);
    for (const { ip } of shown.addresses!) {
      const res = await consoleSearch(ip);
      expect(res.statusCode, res.payload).toBe(200);
      expect(res.json.map((s) => s.id)).toEqual([id]);
      expect(res.json[0]!.addresses).toEqual(shown.addresses);
    }
  });

  it('the search by an address is the console’s: a customer is refused', async () => {
    const shown = await details(await buy('Package Small', 1));
    const res = await consoleSearch(shown.addresses![0]!.ip, customer);
    expect(res.statusCode).toBe(403);
    expect(res.payload).not.toContain(shown.addresses![0]!.ip);
  });
});

describe('IPv4 addresses are not sold for games', () => {
  it('refuses a game order that names an IPv4 count, writing nothing', async () => {
    const before = await app.knex('orders').count({ n: '*' }).first();
    const minecraft = game('minecraft');
    const res = await app.inject<{ message: string }>({
      method: 'POST',
      url: '/api/orders/game',
      payload: gameBody(minecraft, { slots: minecraft.minvalue, ipv4: 2 } as never),
      headers: customer.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toBe(SERVER_MESSAGES.gameIpv4NotSold);
    expect(await app.knex('orders').count({ n: '*' }).first()).toEqual(before);
  });
});
