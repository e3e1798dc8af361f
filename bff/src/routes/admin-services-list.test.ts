import { insertTestOrder, insertTestPayment, insertTestService, insertTestUser } from '@shop/db/testing';
import { dbClient, newId } from '@shop/db';
import type { ServiceRow, UserRow } from '@shop/db';
import { SERVER_MESSAGES } from '@shop/domain';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminService } from '../services/admin/service-views.ts';
import { buildTestApp } from '../../test/app/index.ts';
import type { TestApp, TestUser } from '../../test/app/index.ts';

const DAY = 86_400_000;
let app: TestApp;
let admin: TestUser;
let customer: TestUser;
let alice: UserRow;
let bob: UserRow;
/** By name: small (alice, ACTIVE, paid by CBE), minecraft (bob, INACTIVE, unpaid), boost and tiny (a tie). */
const services: Record<string, ServiceRow> = {};

async function service(
  key: string,
  user: UserRow,
  fields: Partial<ServiceRow> & { startedDaysAgo: number },
  paid: boolean,
): Promise<ServiceRow> {
  const order = await insertTestOrder(app.knex, user.id, { paid, status: paid ? 'ACTIVE' : 'PENDING' });
  if (paid) {
    await insertTestPayment(app.knex, order, { status: 'FAILED', method: 'TELEBIRR', reference: `F${key}` });
    await insertTestPayment(app.knex, order, {
      status: 'SUCCESS',
      method: 'CBE',
      reference: `FT${key.toUpperCase()}`,
      paid_by: 'Abebe Kebede',
    });
  }
  const { startedDaysAgo, ...rest } = fields;
  const start = new Date(Date.UTC(2026, 0, 20) - startedDaysAgo * DAY);
  services[key] = await insertTestService(app.knex, order, {
    start_date: start,
    end_date: new Date(start.getTime() + 30 * DAY),
    ...rest,
  });
  return services[key]!;
}

beforeAll(async () => {
  app = await buildTestApp();
  admin = await app.signUpAdmin();
  customer = await app.signUp();
  // No underscore in these names or e-mails: the search for '_' must find nothing.
  alice = await insertTestUser(app.knex, { username: 'alicesmith', email: 'alice.smith@example.et' });
  bob = await insertTestUser(app.knex, { username: 'bobtesfaye', email: 'bob.tesfaye@example.et' });
  await service(
    'small',
    alice,
    { service_name: 'Package Small', provider_ref: 'vm-aaa111', startedDaysAgo: 1 },
    true,
  );
  await service(
    'minecraft',
    bob,
    {
      service_name: 'Minecraft',
      type: 'GAME',
      status: 'INACTIVE',
      provider_ref: 'ptero-42',
      startedDaysAgo: 2,
    },
    false,
  );
  // The same start: the higher id comes first.
  await service(
    'boost',
    alice,
    {
      id: '10000000-0000-4000-8000-00000000000a',
      service_name: 'Package Boost',
      status: 'EXPIRED',
      provider_ref: 'vm-bbb222',
      startedDaysAgo: 3,
    },
    true,
  );
  await service(
    'tiny',
    bob,
    {
      id: '10000000-0000-4000-8000-00000000000b',
      service_name: 'Package Tiny',
      provider_ref: 'vm-ccc333',
      startedDaysAgo: 3,
    },
    true,
  );
  // Addresses: small holds two IPv4 (stored out of order) and an IPv6; minecraft one; boost's was
  // released (terminated machines give theirs back); tiny is not built yet: none.
  await allocate('small', '10.77.0.12');
  await allocate('small', '2001:db8::12');
  await allocate('small', '10.77.0.9');
  await allocate('minecraft', '10.77.0.30');
  await allocate('boost', '10.77.0.40', new Date());
});

async function allocate(key: string, ip: string, releasedAt: Date | null = null) {
  await app.knex('ip_allocations').insert({
    id: newId(),
    pool: ip.includes(':') ? 'simulated6' : 'simulated',
    ip,
    service_id: services[key]!.id,
    allocated_at: new Date(),
    released_at: releasedAt,
  });
}
afterAll(async () => {
  await app?.close();
});

function list(query = '', user: TestUser | null = admin) {
  return app.inject<AdminService[]>({
    url: `/api/admin/services${query}`,
    ...(user ? { headers: user.headers } : {}),
  });
}

const names = (rows: AdminService[]) => rows.map((s) => s.serviceName);

describe('GET /api/admin/services', () => {
  it('lists every service, most recently started first, ties by id, with the total', async () => {
    const res = await list();
    expect(res.statusCode, res.payload).toBe(200);
    expect(names(res.json)).toEqual(['Package Small', 'Minecraft', 'Package Tiny', 'Package Boost']);
    expect(res.headers['x-total-count']).toBe('4');
  });

  it("shows each service's customer and payment status", async () => {
    const rows = (await list()).json;
    const small = rows.find((s) => s.id === services.small!.id)!;
    expect(small.order).toEqual({
      id: services.small!.order_id,
      user: { id: alice.id, username: 'alicesmith', email: 'alice.smith@example.et', phone: alice.phone },
    });
    expect(small.paymentStatus).toEqual({
      isPaid: true,
      paymentMethod: 'CBE',
      paymentReference: 'FTSMALL',
      paidBy: 'Abebe Kebede',
    });
    expect(small.serviceId).toBe('vm-aaa111');
    expect(small.daysLeft).toEqual(expect.any(Number));
    const minecraft = rows.find((s) => s.id === services.minecraft!.id)!;
    expect(minecraft.paymentStatus).toEqual({
      isPaid: false,
      paymentMethod: null,
      paymentReference: null,
      paidBy: null,
    });
    expect(minecraft.order.user.username).toBe('bobtesfaye');
  });

  it("lists each service's addresses it holds now, IPv4 first, each lowest first; none when it holds none", async () => {
    const rows = (await list()).json;
    const addresses = (key: string) => rows.find((s) => s.id === services[key]!.id)!.addresses;
    expect(addresses('small')).toEqual([
      { ip: '10.77.0.9', family: 'ipv4' },
      { ip: '10.77.0.12', family: 'ipv4' },
      { ip: '2001:db8::12', family: 'ipv6' },
    ]);
    expect(addresses('minecraft')).toEqual([{ ip: '10.77.0.30', family: 'ipv4' }]);
    expect(addresses('boost')).toEqual([]);
    expect(addresses('tiny')).toEqual([]);
  });

  it('finds a service by an address it holds (an IPv6 one in any spelling), and by none it gave back', async () => {
    const byIp = await list('?search=10.77.0.12');
    expect(names(byIp.json)).toEqual(['Package Small']);
    expect(byIp.headers['x-total-count']).toBe('1');
    expect(names((await list('?search=%2010.77.0.30%20')).json)).toEqual(['Minecraft']);
    expect(names((await list('?search=2001:DB8:0:0:0:0:0:12')).json)).toEqual(['Package Small']);
    expect((await list('?search=10.77.0.40')).headers['x-total-count']).toBe('0');
    expect((await list('?search=10.77.0.99')).headers['x-total-count']).toBe('0');
    // With a filter: the address's service only when it passes the filter.
    expect(names((await list('?status=INACTIVE&search=10.77.0.30')).json)).toEqual(['Minecraft']);
    expect((await list('?status=ACTIVE&search=10.77.0.30')).json).toEqual([]);
  });

  it('looks an address up by the ip_allocations_by_ip index', async () => {
    const seen: Array<{ sql: string; bindings: Knex.RawBinding[] }> = [];
    const onQuery = (query: { sql: string; bindings?: Knex.RawBinding[] }) => {
      if (/from [`"]ip_allocations[`"]/i.test(query.sql) && /[`"]ip[`"] = \?/.test(query.sql))
        seen.push({ sql: query.sql, bindings: query.bindings ?? [] });
    };
    app.knex.on('query', onQuery);
    try {
      expect(names((await list('?search=10.77.0.12')).json)).toEqual(['Package Small']);
    } finally {
      app.knex.off('query', onQuery);
    }
    expect(seen).toHaveLength(1);
    const explain = dbClient(app.knex) === 'mysql' ? 'explain' : 'explain query plan';
    const plan = JSON.stringify(await app.knex.raw(`${explain} ${seen[0]!.sql}`, seen[0]!.bindings));
    expect(plan).toContain('ip_allocations_by_ip');
  });

  it('filters by status', async () => {
    const active = await list('?status=ACTIVE');
    expect(names(active.json)).toEqual(['Package Small', 'Package Tiny']);
    expect(active.headers['x-total-count']).toBe('2');
    expect(names((await list('?status=INACTIVE')).json)).toEqual(['Minecraft']);
    expect(names((await list('?status=EXPIRED')).json)).toEqual(['Package Boost']);
  });

  it("searches the service name, ids and the customer's name and e-mail, in any case", async () => {
    const byName = await list('?search=pACKAGE%20b');
    expect(names(byName.json)).toEqual(['Package Boost']);
    expect(byName.headers['x-total-count']).toBe('1');
    expect(names((await list('?search=PTERO-4')).json)).toEqual(['Minecraft']);
    expect(names((await list(`?search=${services.small!.id.slice(0, 8)}`)).json)).toEqual(['Package Small']);
    expect(names((await list('?search=AliceSmith')).json)).toEqual(['Package Small', 'Package Boost']);
    expect(names((await list('?search=BOB.TESFAYE@')).json)).toEqual(['Minecraft', 'Package Tiny']);
    expect(names((await list('?search=%20%20bob%20%20')).json)).toEqual(['Minecraft', 'Package Tiny']);
    expect((await list('?search=nothing-like-this')).headers['x-total-count']).toBe('0');
  });

  it('takes % and _ in the search literally', async () => {
    const percent = await list('?search=%25');
    expect(percent.json).toEqual([]);
    expect(percent.headers['x-total-count']).toBe('0');
    expect((await list('?search=_')).json).toEqual([]);
  });

  it('combines the status filter and the search', async () => {
    const res = await list('?status=ACTIVE&search=bob');
    expect(names(res.json)).toEqual(['Package Tiny']);
    expect(res.headers['x-total-count']).toBe('1');
  });

  it('pages, the total counting every page', async () => {
    const second = await list('?limit=2&page=2');
    expect(names(second.json)).toEqual(['Package Tiny', 'Package Boost']);
    expect(second.headers['x-total-count']).toBe('4');
    const first = await list('?limit=3');
    expect(names(first.json)).toEqual(['Package Small', 'Minecraft', 'Package Tiny']);
    const past = await list('?limit=2&page=3');
    expect(past.json).toEqual([]);
    expect(past.headers['x-total-count']).toBe('4');
  });

  it('reads a page in the same number of queries whatever its length', async () => {
    const count = async (query: string) => {
      let queries = 0;
      const onQuery = () => {
        queries += 1;
      };
      app.knex.on('query', onQuery);
      try {
        expect((await list(query)).statusCode).toBe(200);
      } finally {
        app.knex.off('query', onQuery);
      }
      return queries;
    };
    expect(await count('?limit=4')).toBe(await count('?limit=1'));
  });

  it('refuses what the contract does not allow', async () => {
    for (const query of [
      '?status=DELETED',
      '?limit=0',
      '?limit=1001',
      '?page=0',
      `?search=${'x'.repeat(101)}`,
    ]) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    }
  });

  it('is for admins only', async () => {
    const asCustomer = await list('', customer);
    expect(asCustomer.statusCode).toBe(403);
    expect(JSON.parse(asCustomer.payload).message).toBe(SERVER_MESSAGES.adminRequired);
    expect((await list('', null)).statusCode).toBe(401);
    const byIp = await list('?search=10.77.0.12', customer);
    expect(byIp.statusCode).toBe(403);
    expect(byIp.payload).not.toContain('10.77.0');
  });
});
