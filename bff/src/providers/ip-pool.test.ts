import { newId, normalizeRows } from '@shop/db';
import { createTestDb, testEngines } from '@shop/db/testing';
import type { TestDb } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allocateIp,
  allocateIps,
  canonicalIp,
  findLiveIp,
  findLiveIps,
  ipFamily,
  IpPoolExhaustedError,
  ipInRange,
  ipRange,
  ipRangeSize,
  ipv4ToNumber,
  isIpv4,
  numberToIpv4,
  isIpv6,
  releaseIp,
  sortIps,
} from './ip-pool.ts';

describe('IPv4 helpers', () => {
  it('recognise dotted quads only', () => {
    expect(isIpv4('10.0.0.1')).toBe(true);
    expect(isIpv4('255.255.255.255')).toBe(true);
    for (const bad of ['10.0.0', '10.0.0.256', '10.0.0.01', ' 10.0.0.1', '10.0.0.1/24', '::1', '']) {
      expect(isIpv4(bad), bad).toBe(false);
    }
  });

  it('convert to and from numbers across octet boundaries', () => {
    expect(ipv4ToNumber('0.0.0.0')).toBe(0);
    expect(ipv4ToNumber('255.255.255.255')).toBe(0xffffffff);
    expect(numberToIpv4(ipv4ToNumber('10.0.0.255') + 1)).toBe('10.0.1.0');
    expect(() => ipv4ToNumber('10.0.0.300')).toThrow(/not an IPv4 address/);
  });

  it('walk a range lowest first, both ends included', () => {
    expect([...ipRange('10.0.0.254', '10.0.1.1')]).toEqual([
      '10.0.0.254',
      '10.0.0.255',
      '10.0.1.0',
      '10.0.1.1',
    ]);
    expect([...ipRange('10.0.0.5', '10.0.0.4')]).toEqual([]);
    expect(ipRangeSize('10.0.0.10', '10.0.0.19')).toBe(10);
    expect(ipInRange('10.0.0.19', '10.0.0.10', '10.0.0.19')).toBe(true);
    expect(ipInRange('10.0.0.20', '10.0.0.10', '10.0.0.19')).toBe(false);
  });
});

describe('IPv6 helpers', () => {
  it('recognise IPv6 addresses, compressed or not, and nothing else', () => {
    for (const good of [
      '::',
      '::1',
      '2001:db8::1',
      '2001:DB8:0:0:0:0:0:1',
      'fe80::1:2:3:4:5:6',
      '1:2:3:4:5:6:7::',
    ]) {
      expect(isIpv6(good), good).toBe(true);
      expect(ipFamily(good), good).toBe(6);
    }
    for (const bad of [
      '2001:db8::1::2',
      '2001:db8:::1',
      '1:2:3:4:5:6:7:8:9',
      '12345::',
      'fe80::1%eth0',
      '::ffff:10.0.0.1',
      '2001:db8::/64',
      '',
    ]) {
      expect(isIpv6(bad), bad).toBe(false);
    }
    expect(ipFamily('10.0.0.1')).toBe(4);
    expect(ipFamily('nope')).toBeNull();
  });

  it('write addresses canonically (lower case, the longest run of zeros as ::)', () => {
    expect(canonicalIp('2001:0DB8:0000:0000:0000:0000:0000:0001')).toBe('2001:db8::1');
    expect(canonicalIp('2001:db8:0:1:0:0:0:1')).toBe('2001:db8:0:1::1');
    expect(canonicalIp('2001:db8:0:0:1:0:0:1')).toBe('2001:db8::1:0:0:1');
    expect(canonicalIp('2001:db8:1:1:1:1:0:1')).toBe('2001:db8:1:1:1:1:0:1');
    expect(canonicalIp('0:0:0:0:0:0:0:0')).toBe('::');
    expect(canonicalIp('192.0.2.1')).toBe('192.0.2.1');
  });

  it('walk an IPv6 range across a group boundary and measure it', () => {
    expect([...ipRange('2001:db8::fffe', '2001:db8::1:1')]).toEqual([
      '2001:db8::fffe',
      '2001:db8::ffff',
      '2001:db8::1:0',
      '2001:db8::1:1',
    ]);
    expect(ipRangeSize('2001:db8::10', '2001:db8::1f')).toBe(16);
    expect(ipInRange('2001:db8::1f', '2001:db8::10', '2001:db8::1f')).toBe(true);
    expect(ipInRange('10.0.0.1', '2001:db8::10', '2001:db8::1f')).toBe(false);
    expect(() => [...ipRange('10.0.0.1', '2001:db8::1')]).toThrow(/one family/);
  });

  it('sorts addresses numerically, IPv4 first', () => {
    expect(sortIps(['2001:db8::2', '10.0.0.10', '10.0.0.9', '2001:db8::1'])).toEqual([
      '10.0.0.9',
      '10.0.0.10',
      '2001:db8::1',
      '2001:db8::2',
    ]);
  });
});

for (const engine of testEngines()) {
  describe.skipIf(!engine.enabled)(`allocateIp / releaseIp on ${engine.label}`, () => {
    let db: TestDb;
    beforeAll(async () => {
      db = await createTestDb({ engine: engine.client, seed: false });
    });
    afterAll(async () => {
      await db?.destroy();
    });

    /** A pool name of its own per test, so the tests share the database but no addresses. */
    const poolName = () => `p-${newId().slice(0, 8)}`;

    it('hands out the lowest free address and records the owner', async () => {
      const pool = poolName();
      const range = { pool, first: '192.0.2.10', last: '192.0.2.20', reuseReleased: true };
      expect(await allocateIp(db.knex, { ...range, serviceId: 'svc-a' })).toBe('192.0.2.10');
      expect(await allocateIp(db.knex, { ...range, serviceId: 'svc-b' })).toBe('192.0.2.11');
      const rows = normalizeRows(
        'ip_allocations',
        await db.knex('ip_allocations').where({ pool }).orderBy('ip'),
      );
      expect(rows.map((r) => [r.ip, r.service_id, r.released_at])).toEqual([
        ['192.0.2.10', 'svc-a', null],
        ['192.0.2.11', 'svc-b', null],
      ]);
      expect(rows[0]!.allocated_at).toBeInstanceOf(Date);
      expect(await findLiveIp(db.knex, { pool, serviceId: 'svc-b' })).toBe('192.0.2.11');
      expect(await findLiveIp(db.knex, { pool, serviceId: 'svc-none' })).toBeUndefined();
    });

    it('gives 30 concurrent allocations 30 distinct addresses, the lowest 30 of the range', async () => {
      const pool = poolName();
      const ips = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          allocateIp(db.knex, {
            pool,
            first: '198.51.100.1',
            last: '198.51.100.200',
            serviceId: `svc-${i}`,
            reuseReleased: false,
          }),
        ),
      );
      expect(new Set(ips).size).toBe(30);
      expect([...ips].sort((a, b) => ipv4ToNumber(a) - ipv4ToNumber(b))).toEqual([
        ...ipRange('198.51.100.1', '198.51.100.30'),
      ]);
      expect(await db.knex('ip_allocations').where({ pool }).count({ n: '*' })).toEqual([{ n: 30 }]);
    });

    it('says the pool is exhausted, naming it and its range, when every address is live', async () => {
      const pool = poolName();
      const range = { pool, first: '203.0.113.1', last: '203.0.113.2', reuseReleased: true };
      await allocateIp(db.knex, { ...range, serviceId: 'a' });
      await allocateIp(db.knex, { ...range, serviceId: 'b' });
      const err = await allocateIp(db.knex, { ...range, serviceId: 'c' }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(IpPoolExhaustedError);
      expect((err as Error).message).toBe(
        `IP pool '${pool}' (203.0.113.1-203.0.113.2) is exhausted: all 2 addresses are allocated`,
      );
    });

    it('exhausts 30 concurrent allocations on a 20-address pool with 20 winners and 10 clear refusals', async () => {
      const pool = poolName();
      const results = await Promise.allSettled(
        Array.from({ length: 30 }, (_, i) =>
          allocateIp(db.knex, {
            pool,
            first: '10.9.0.1',
            last: '10.9.0.20',
            serviceId: `svc-${i}`,
            reuseReleased: true,
          }),
        ),
      );
      const won = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
      const lost = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
      expect(new Set(won).size).toBe(20);
      expect(lost).toHaveLength(10);
      for (const reason of lost) expect(reason).toBeInstanceOf(IpPoolExhaustedError);
    });

    it('reuseReleased=true hands a released address out again, to the new owner, on the same row', async () => {
      const pool = poolName();
      const range = { pool, first: '10.1.0.1', last: '10.1.0.5', reuseReleased: true };
      await allocateIp(db.knex, { ...range, serviceId: 'old' });
      await allocateIp(db.knex, { ...range, serviceId: 'keeps' });
      expect(await releaseIp(db.knex, { pool, serviceId: 'old' })).toBe(1);
      expect(await findLiveIp(db.knex, { pool, serviceId: 'old' })).toBeUndefined();

      expect(await allocateIp(db.knex, { ...range, serviceId: 'new' })).toBe('10.1.0.1');
      const rows = normalizeRows(
        'ip_allocations',
        await db.knex('ip_allocations').where({ pool, ip: '10.1.0.1' }),
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ service_id: 'new', released_at: null });
    });

    it('reuseReleased=false never hands a released address out again, and is exhausted by history', async () => {
      const pool = poolName();
      const range = { pool, first: '10.2.0.1', last: '10.2.0.2', reuseReleased: false };
      await allocateIp(db.knex, { ...range, serviceId: 'a' });
      await releaseIp(db.knex, { pool, serviceId: 'a' });
      expect(await allocateIp(db.knex, { ...range, serviceId: 'b' })).toBe('10.2.0.2');
      await releaseIp(db.knex, { pool, serviceId: 'b' });
      await expect(allocateIp(db.knex, { ...range, serviceId: 'c' })).rejects.toThrow(/exhausted/);
      const released = normalizeRows('ip_allocations', await db.knex('ip_allocations').where({ pool }));
      expect(released.map((r) => r.service_id).sort()).toEqual(['a', 'b']); // history kept
      expect(released.every((r) => r.released_at instanceof Date)).toBe(true);
    });

    it('releases by address too, only live rows, and only in its own pool', async () => {
      const pool = poolName();
      const other = poolName();
      const range = { first: '10.3.0.1', last: '10.3.0.9', reuseReleased: true };
      await allocateIp(db.knex, { ...range, pool, serviceId: 's' });
      await allocateIp(db.knex, { ...range, pool: other, serviceId: 's' });
      expect(await releaseIp(db.knex, { pool, ip: '10.3.0.1' })).toBe(1);
      expect(await releaseIp(db.knex, { pool, ip: '10.3.0.1' })).toBe(0); // safe to repeat
      expect(await findLiveIp(db.knex, { pool: other, serviceId: 's' })).toBe('10.3.0.1');
    });

    it('concurrent reuse of released addresses still gives distinct addresses', async () => {
      const pool = poolName();
      const range = { pool, first: '10.4.0.1', last: '10.4.0.40', reuseReleased: true };
      for (let i = 0; i < 10; i += 1) await allocateIp(db.knex, { ...range, serviceId: `old-${i}` });
      for (let i = 0; i < 10; i += 1) await releaseIp(db.knex, { pool, serviceId: `old-${i}` });
      const ips = await Promise.all(
        Array.from({ length: 30 }, (_, i) => allocateIp(db.knex, { ...range, serviceId: `new-${i}` })),
      );
      expect(new Set(ips).size).toBe(30);
      const live = await db.knex('ip_allocations').where({ pool }).whereNull('released_at').count({ n: '*' });
      expect(live).toEqual([{ n: 30 }]);
    });

    it('allocateIps gives a service its count, keeps what it holds on a retry, and names the shortfall', async () => {
      const pool = poolName();
      const range = { pool, first: '10.5.0.1', last: '10.5.0.4', reuseReleased: true };
      expect(await allocateIps(db.knex, { ...range, serviceId: 'three', count: 3 })).toEqual([
        '10.5.0.1',
        '10.5.0.2',
        '10.5.0.3',
      ]);
      // A retried create asks again: the same three, no fourth taken.
      expect(await allocateIps(db.knex, { ...range, serviceId: 'three', count: 3 })).toEqual([
        '10.5.0.1',
        '10.5.0.2',
        '10.5.0.3',
      ]);
      const err = await allocateIps(db.knex, { ...range, serviceId: 'two', count: 2 }).catch(
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(IpPoolExhaustedError);
      expect((err as Error).message).toBe(
        `IP pool '${pool}' (10.5.0.1-10.5.0.4) is exhausted (the service needs 2 addresses and holds 1): all 4 addresses are allocated`,
      );
      expect(await findLiveIps(db.knex, { pool, serviceId: 'two' })).toEqual(['10.5.0.4']);
      expect(await releaseIp(db.knex, { pool, serviceId: 'three' })).toBe(3);
      expect(await findLiveIps(db.knex, { pool, serviceId: 'three' })).toEqual([]);
    });

    it('20 services provisioned at once with 3 addresses each share none (60-address pool)', async () => {
      const pool = poolName();
      const range = { pool, first: '10.6.0.1', last: '10.6.0.60', reuseReleased: true };
      const lists = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          allocateIps(db.knex, { ...range, serviceId: `svc-${i}`, count: 3 }),
        ),
      );
      for (const list of lists) expect(list).toHaveLength(3);
      const all = lists.flat();
      expect(new Set(all).size).toBe(60);
      const rows = await db.knex('ip_allocations').where({ pool }).whereNull('released_at').count({ n: '*' });
      expect(rows).toEqual([{ n: 60 }]);
    });

    it('hands out IPv6 addresses canonically and never twice, concurrently', async () => {
      const pool = poolName();
      const range = { pool, first: '2001:db8:77::a', last: '2001:db8:77::ffff', reuseReleased: false };
      const ips = await Promise.all(
        Array.from({ length: 20 }, (_, i) => allocateIp(db.knex, { ...range, serviceId: `v6-${i}` })),
      );
      expect(new Set(ips).size).toBe(20);
      expect(sortIps(ips)[0]).toBe('2001:db8:77::a');
      expect(sortIps(ips)[19]).toBe('2001:db8:77::1d');
    });
  });
}
