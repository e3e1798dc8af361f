import { randomUUID } from 'node:crypto';
import { normalizeRow, normalizeRows } from '@shop/db';
import type { SimulatedMachineRow } from '@shop/db';
import { createTestDb } from '@shop/db/testing';
import type { TestDb } from '@shop/db/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { allocateIp } from '../ip-pool.ts';
import { ProviderError } from '../types.ts';
import type { CreatedMachine, Machine, MachineSpec, ProductFamily, ProviderDriver, Step } from '../types.ts';
import { createSimulatedDriver } from './driver.ts';
import type { SimulatedDriverOptions } from './driver.ts';

const POOL = { first: '10.77.0.10', last: '10.77.0.250' };
const POOL6 = { first: 'fd77::10', last: 'fd77::ffff' };
const T0 = new Date('2026-11-22T10:00:00.000Z');

function spec(family: ProductFamily = 'KVM', overrides: Partial<MachineSpec> = {}): MachineSpec {
  const serviceId = randomUUID();
  return {
    serviceId,
    family,
    hostname: `svc-${serviceId.slice(0, 8)}`,
    owner: { id: randomUUID(), email: 'abebe@example.et', username: 'abebe' },
    os: family === 'KVM' ? 'Ubuntu 22.04' : null,
    cores: family === 'KVM' ? 2 : null,
    memoryMb: 4096,
    diskMb: family === 'KVM' ? 40960 : null,
    trafficTb: family === 'KVM' ? 4 : null,
    ipCount: family === 'KVM' ? 1 : null,
    ipv6: false,
    game: family === 'GAME' ? 'Minecraft' : null,
    version: family === 'GAME' ? '1.21' : null,
    slots: family === 'GAME' ? 10 : null,
    ...overrides,
  };
}

function finished<T>(step: Step<T>): T {
  if (!step.done) throw new Error(`expected a finished step, got a wait of ${step.retryInMs} ms`);
  return step.result;
}

/** Calls create until it is done, as the job runner would (the clock moves by each wait). */
async function createUntilDone(
  driver: ProviderDriver,
  machineSpec: MachineSpec,
  clock?: { advance(ms: number): void },
): Promise<CreatedMachine> {
  let state = null;
  for (let round = 0; round < 10; round += 1) {
    const step = await driver.create(machineSpec, state);
    if (step.done) return step.result;
    state = step.state;
    if (!clock) throw new Error('create waits although no clock moves');
    clock.advance(step.retryInMs);
  }
  throw new Error('create never finished');
}

async function expectRefused(promise: Promise<unknown>, message: RegExp): Promise<void> {
  const error = await promise.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(ProviderError);
  expect((error as ProviderError).retriable).toBe(false);
  expect((error as ProviderError).message).toMatch(message);
}

describe('simulated driver', () => {
  let db: TestDb;
  let time: Date;
  const clock = {
    now: () => time,
    advance(ms: number) {
      time = new Date(time.getTime() + ms);
    },
  };

  function driverWith(overrides: Partial<SimulatedDriverOptions> = {}): ProviderDriver {
    return createSimulatedDriver({
      knex: db.knex,
      delays: { transitionMs: 0, createMs: 0 },
      ipPool: POOL,
      ip6Pool: POOL6,
      now: clock.now,
      ...overrides,
    });
  }
  const slow = () => driverWith({ delays: { transitionMs: 3000, createMs: 20_000 } });

  async function machineRow(machine: Machine): Promise<SimulatedMachineRow> {
    const row = await db.knex('simulated_machines').where({ id: machine.data.machineId }).first();
    return normalizeRow('simulated_machines', row);
  }

  async function allocations(serviceId: string): Promise<string[]> {
    const rows = await db
      .knex('ip_allocations')
      .where({ pool: 'simulated', service_id: serviceId })
      .select('ip');
    return rows.map((row: { ip: string }) => row.ip);
  }

  async function count(table: 'ip_allocations' | 'simulated_machines'): Promise<number> {
    const [row] = await db.knex(table).count({ n: '*' });
    return Number(row!.n);
  }

  async function allocationsIn(pool: string, serviceId: string) {
    const rows = normalizeRows(
      'ip_allocations',
      await db.knex('ip_allocations').where({ pool, service_id: serviceId }).orderBy('ip'),
    );
    return rows.map((r) => ({ ip: r.ip, live: r.released_at === null }));
  }

  beforeAll(async () => {
    db = await createTestDb({ seed: false });
  });
  afterAll(async () => {
    await db?.destroy();
  });
  beforeEach(async () => {
    time = T0;
    await db.knex('simulated_machines').delete();
    await db.knex('ip_allocations').delete();
  });

  describe('without delays', () => {
    it('creates a running KVM machine in one step, on the lowest address, reachable as root by SSH', async () => {
      const driver = driverWith();
      const kvm = spec('KVM');
      const created = finished(await driver.create(kvm, null));

      expect(driver.name).toBe('simulated');
      expect(created.connection).toEqual({
        ip: '10.77.0.10',
        addresses: ['10.77.0.10'],
        port: 22,
        user: 'root',
        password: expect.stringMatching(/^[A-Za-z0-9]{24}$/),
      });
      expect(created.data).toEqual({ machineId: expect.any(String) });
      const row = await machineRow(created);
      expect(created.providerRef).toBe(`sim-${row.id.replace(/-/g, '').slice(0, 8)}`);
      expect(created.providerRef).toMatch(/^sim-[0-9a-f]{8}$/);
      expect(row).toMatchObject({
        service_id: kvm.serviceId,
        family: 'KVM',
        hostname: kvm.hostname,
        ip: '10.77.0.10',
        os: 'Ubuntu 22.04',
        power_state: 'running',
        transition: null,
        running_since: T0,
      });
      expect(await allocations(kvm.serviceId)).toEqual(['10.77.0.10']);
      expect(await driver.status(created)).toEqual({ currentStatus: 'running', uptimeSeconds: 0 });
    });

    it("creates a game server on the game's port, with no user or password", async () => {
      const created = finished(await driverWith().create(spec('GAME'), null));
      expect(created.connection).toEqual({
        ip: '10.77.0.10',
        addresses: ['10.77.0.10'],
        port: 25565,
        user: null,
        password: null,
      });
    });

    it('counts uptime from the moment the machine came up', async () => {
      const driver = driverWith();
      const created = await createUntilDone(driver, spec());
      clock.advance(90_500);
      expect(await driver.status(created)).toEqual({ currentStatus: 'running', uptimeSeconds: 90 });
    });

    it('carries out every power action at once', async () => {
      const driver = driverWith();
      const created = await createUntilDone(driver, spec());

      expect(finished(await driver.power(created, 'stop', null))).toEqual({
        currentStatus: 'stopped',
        uptimeSeconds: null,
      });
      expect(finished(await driver.power(created, 'start', null))).toEqual({
        currentStatus: 'running',
        uptimeSeconds: 0,
      });
      expect(finished(await driver.power(created, 'shutdown', null)).currentStatus).toBe('stopped');
      expect(finished(await driver.power(created, 'reboot', null)).currentStatus).toBe('running');
      expect(await driver.status(created)).toEqual({ currentStatus: 'running', uptimeSeconds: 0 });
    });
  });

  describe('with delays and a moving clock', () => {
    it('installs for createMs, asking to be called again when the install ends', async () => {
      const driver = slow();
      const kvm = spec();
      const first = await driver.create(kvm, null);
      expect(first).toEqual({ done: false, state: { machineId: expect.any(String) }, retryInMs: 20_000 });
      if (first.done) return;
      const machine: Machine = { providerRef: 'sim-pending', data: first.state };
      expect(await driver.status(machine)).toEqual({ currentStatus: 'installing', uptimeSeconds: null });

      clock.advance(15_000);
      expect(await driver.create(kvm, first.state)).toMatchObject({ done: false, retryInMs: 5000 });

      clock.advance(5000);
      const created = finished(await driver.create(kvm, first.state));
      expect(created.data).toEqual(first.state);
      expect(await driver.status(created)).toEqual({ currentStatus: 'running', uptimeSeconds: 0 });
      clock.advance(7000);
      expect(await driver.status(created)).toEqual({ currentStatus: 'running', uptimeSeconds: 7 });
    });

    it('settles an install nobody looked at, with uptime from its end', async () => {
      const driver = slow();
      const kvm = spec();
      const first = await driver.create(kvm, null);
      clock.advance(60_000);
      const created = finished(await driver.create(kvm, first.done ? null : first.state));
      expect(await driver.status(created)).toEqual({ currentStatus: 'running', uptimeSeconds: 40 });
    });

    it('stops: stopping for transitionMs, then stopped', async () => {
      const driver = slow();
      const created = await createUntilDone(driver, spec(), clock);
      clock.advance(10_000);

      expect(finished(await driver.power(created, 'stop', null))).toEqual({
        currentStatus: 'stopping',
        uptimeSeconds: null,
      });
      clock.advance(2999);
      expect((await driver.status(created)).currentStatus).toBe('stopping');
      clock.advance(1);
      expect(await driver.status(created)).toEqual({ currentStatus: 'stopped', uptimeSeconds: null });
      expect(await machineRow(created)).toMatchObject({ power_state: 'stopped', running_since: null });
    });

    it('shuts down the same way', async () => {
      const driver = slow();
      const created = await createUntilDone(driver, spec(), clock);
      expect(finished(await driver.power(created, 'shutdown', null)).currentStatus).toBe('stopping');
      clock.advance(3000);
      expect((await driver.status(created)).currentStatus).toBe('stopped');
    });

    it('starts: starting for transitionMs, then running with uptime from then', async () => {
      const driver = slow();
      const created = await createUntilDone(driver, spec(), clock);
      await driver.power(created, 'stop', null);
      clock.advance(3000);

      expect(finished(await driver.power(created, 'start', null))).toEqual({
        currentStatus: 'starting',
        uptimeSeconds: null,
      });
      clock.advance(3000 + 4000);
      expect(await driver.status(created)).toEqual({ currentStatus: 'running', uptimeSeconds: 4 });
    });

    it('reboots: shown as starting for transitionMs, then running with a fresh uptime', async () => {
      const driver = slow();
      const created = await createUntilDone(driver, spec(), clock);
      clock.advance(600_000);
      expect((await driver.status(created)).uptimeSeconds).toBe(600);

      expect(finished(await driver.power(created, 'reboot', null)).currentStatus).toBe('starting');
      expect((await machineRow(created)).transition).toBe('restarting');
      clock.advance(3000);
      expect(await driver.status(created)).toEqual({ currentStatus: 'running', uptimeSeconds: 0 });
    });

    it('treats starting a running (or starting) machine as done, without touching its uptime', async () => {
      const driver = slow();
      const created = await createUntilDone(driver, spec(), clock);
      clock.advance(30_000);
      expect(finished(await driver.power(created, 'start', null))).toEqual({
        currentStatus: 'running',
        uptimeSeconds: 30,
      });

      await driver.power(created, 'stop', null);
      clock.advance(3000);
      await driver.power(created, 'start', null);
      clock.advance(1000);
      expect(finished(await driver.power(created, 'start', null)).currentStatus).toBe('starting');
      clock.advance(2000); // the first start's 3 s, not a new 3 s from the second call
      expect((await driver.status(created)).currentStatus).toBe('running');
    });

    it('makes a power action wait while an install runs', async () => {
      const driver = slow();
      const kvm = spec();
      const first = await driver.create(kvm, null);
      if (first.done) throw new Error('expected an install in progress');
      const machine: Machine = { providerRef: 'sim-pending', data: first.state };
      clock.advance(5000);
      expect(await driver.power(machine, 'reboot', null)).toMatchObject({ done: false, retryInMs: 15_000 });
      clock.advance(15_000);
      expect(finished(await driver.power(machine, 'reboot', { action: 'reboot' })).currentStatus).toBe(
        'starting',
      );
    });

    it('reinstalls with the new OS and a new password on the same address, installing until createMs', async () => {
      const driver = slow();
      const created = await createUntilDone(driver, spec(), clock);
      clock.advance(60_000);

      const reinstalled = finished(await driver.reinstall(created, spec('KVM', { os: 'Debian 12' }), null));
      expect(reinstalled.providerRef).toBe(created.providerRef);
      expect(reinstalled.data).toEqual(created.data);
      expect(reinstalled.connection).toMatchObject({ ip: created.connection.ip, port: 22, user: 'root' });
      expect(reinstalled.connection.password).toMatch(/^[A-Za-z0-9]{24}$/);
      expect(reinstalled.connection.password).not.toBe(created.connection.password);
      expect(await machineRow(created)).toMatchObject({ os: 'Debian 12', transition: 'installing' });
      expect(await driver.status(created)).toEqual({ currentStatus: 'installing', uptimeSeconds: null });

      clock.advance(20_000);
      expect(await driver.status(created)).toEqual({ currentStatus: 'running', uptimeSeconds: 0 });
    });

    it('suspends (stopped, shown as suspended) and unsuspends (starting, then running)', async () => {
      const driver = slow();
      const created = await createUntilDone(driver, spec(), clock);

      expect(await driver.suspend(created, null)).toEqual({ done: true, result: null });
      expect(await driver.status(created)).toEqual({ currentStatus: 'suspended', uptimeSeconds: null });
      expect(await machineRow(created)).toMatchObject({ suspended: true, power_state: 'stopped' });
      expect(await driver.suspend(created, null)).toEqual({ done: true, result: null });

      expect(await driver.unsuspend(created, null)).toEqual({ done: true, result: null });
      expect((await driver.status(created)).currentStatus).toBe('starting');
      clock.advance(3000);
      expect(await driver.status(created)).toEqual({ currentStatus: 'running', uptimeSeconds: 0 });
      expect((await machineRow(created)).suspended).toBe(false);
    });

    it('terminates: stopped for good, the address released (and never handed out again)', async () => {
      const driver = slow();
      const kvm = spec();
      const created = await createUntilDone(driver, kvm, clock);

      expect(await driver.terminate(created, null)).toEqual({ done: true, result: null });
      expect(await driver.terminate(created, null)).toEqual({ done: true, result: null });
      expect(await driver.status(created)).toEqual({ currentStatus: 'terminated', uptimeSeconds: null });
      expect(await machineRow(created)).toMatchObject({ terminated: true, power_state: 'stopped' });
      const [allocation] = await db.knex('ip_allocations').where({ service_id: kvm.serviceId });
      expect(normalizeRow('ip_allocations', allocation)).toMatchObject({
        ip: created.connection.ip,
        released_at: expect.any(Date),
      });
      const next = await createUntilDone(driver, spec(), clock);
      expect(next.connection.ip).not.toBe(created.connection.ip);
    });
  });

  describe('addresses as sold', () => {
    it('gives a KVM machine every IPv4 address the order bought, and keeps them through a reinstall', async () => {
      const driver = driverWith();
      const kvm = spec('KVM', { ipCount: 3 });
      const created = finished(await driver.create(kvm, null));
      expect(created.connection.ip).toBe('10.77.0.10');
      expect(created.connection.addresses).toEqual(['10.77.0.10', '10.77.0.11', '10.77.0.12']);
      expect(await allocationsIn('simulated-ip6', kvm.serviceId)).toEqual([]);

      const other = finished(await driver.create(spec('KVM', { ipCount: 2 }), null));
      expect(other.connection.addresses).toEqual(['10.77.0.13', '10.77.0.14']);

      const reinstalled = finished(
        await driver.reinstall(created, spec('KVM', { ...kvm, os: 'Debian 12' }), null),
      );
      expect(reinstalled.connection.addresses).toEqual(created.connection.addresses);
      expect(await allocations(kvm.serviceId)).toHaveLength(3);
    });

    it('gives an IPv6-only plan an IPv6 address and no IPv4', async () => {
      const driver = driverWith();
      const kvm = spec('KVM', { ipCount: 0, ipv6: true });
      const created = finished(await driver.create(kvm, null));
      expect(created.connection.ip).toBe('fd77::10');
      expect(created.connection.addresses).toEqual(['fd77::10']);
      expect(await allocations(kvm.serviceId)).toEqual([]);
      expect((await machineRow(created)).ip).toBe('fd77::10');

      const withExtras = finished(await driver.create(spec('KVM', { ipCount: 2, ipv6: true }), null));
      expect(withExtras.connection.addresses).toEqual(['10.77.0.10', '10.77.0.11', 'fd77::11']);
    });

    it('releases every address on termination, IPv4 and IPv6, and never hands one out again', async () => {
      const driver = driverWith();
      const kvm = spec('KVM', { ipCount: 2, ipv6: true });
      const created = finished(await driver.create(kvm, null));
      await driver.terminate(created, null);
      expect(await allocationsIn('simulated', kvm.serviceId)).toEqual([
        { ip: '10.77.0.10', live: false },
        { ip: '10.77.0.11', live: false },
      ]);
      expect(await allocationsIn('simulated-ip6', kvm.serviceId)).toEqual([{ ip: 'fd77::10', live: false }]);
      const next = finished(await driver.create(spec('KVM', { ipCount: 1, ipv6: true }), null));
      expect(next.connection.addresses).toEqual(['10.77.0.12', 'fd77::11']);
    });

    it('refuses, clearly and for good, an order the pool cannot fill, naming what it needs', async () => {
      const driver = driverWith({ ipPool: { first: '10.77.0.10', last: '10.77.0.11' } });
      await expectRefused(
        driver.create(spec('KVM', { ipCount: 3 }), null),
        /exhausted \(the service needs 3 addresses and holds 2\).*widen SIMULATED_IP_POOL/,
      );
      expect(await count('simulated_machines')).toBe(0);
      const v6 = driverWith({ ip6Pool: { first: 'fd77::10', last: 'fd77::10' } });
      finished(await v6.create(spec('KVM', { ipCount: 0, ipv6: true }), null));
      await expectRefused(
        v6.create(spec('KVM', { ipCount: 0, ipv6: true }), null),
        /widen SIMULATED_IP6_POOL/,
      );
    });

    it('gives 10 machines of 3 addresses created at once 30 different addresses', async () => {
      const driver = driverWith();
      const made = await Promise.all(
        Array.from({ length: 10 }, () => driver.create(spec('KVM', { ipCount: 3 }), null)),
      );
      const all = made.flatMap((step) => finished(step).connection.addresses ?? []);
      expect(all).toHaveLength(30);
      expect(new Set(all).size).toBe(30);
    });
  });

  describe('refusals', () => {
    it('refuses power actions and reinstalls on a suspended machine, for good', async () => {
      const driver = driverWith();
      const created = await createUntilDone(driver, spec());
      await driver.suspend(created, null);
      for (const action of ['start', 'stop', 'reboot', 'shutdown'] as const) {
        await expectRefused(driver.power(created, action, null), /suspended/);
      }
      await expectRefused(driver.reinstall(created, spec(), null), /suspended/);
    });

    it('refuses everything but status and terminate on a terminated machine', async () => {
      const driver = driverWith();
      const kvm = spec();
      const created = await createUntilDone(driver, kvm);
      await driver.terminate(created, null);
      for (const action of ['start', 'stop', 'reboot', 'shutdown'] as const) {
        await expectRefused(driver.power(created, action, null), /terminated/);
      }
      await expectRefused(driver.reinstall(created, kvm, null), /terminated/);
      await expectRefused(driver.suspend(created, null), /terminated/);
      await expectRefused(driver.unsuspend(created, null), /terminated/);
      await expectRefused(driver.create(kvm, null), /terminated/);
    });

    it('refuses a machine it does not know', async () => {
      const driver = driverWith();
      await expectRefused(
        driver.status({ providerRef: 'sim-00000000', data: { machineId: randomUUID() } }),
        /does not exist/,
      );
      await expectRefused(
        driver.power({ providerRef: 'sim-00000000', data: {} }, 'start', null),
        /no machineId/,
      );
    });
  });

  describe('addresses', () => {
    it('gives 40 machines created at once 40 different addresses', async () => {
      const driver = driverWith();
      const created = await Promise.all(Array.from({ length: 40 }, () => createUntilDone(driver, spec())));
      const ips = created.map((machine) => machine.connection.ip);
      expect(new Set(ips).size).toBe(40);
      expect(await count('ip_allocations')).toBe(40);
    });

    it('never hands out the address of a terminated machine again', async () => {
      const driver = driverWith({ ipPool: { first: '10.77.0.10', last: '10.77.0.12' } });
      const first = await createUntilDone(driver, spec());
      await driver.terminate(first, null);
      const second = await createUntilDone(driver, spec());
      expect(first.connection.ip).toBe('10.77.0.10');
      expect(second.connection.ip).toBe('10.77.0.11');
    });

    it('skips an address of the pool that was ever released', async () => {
      await db.knex('ip_allocations').insert({
        id: randomUUID(),
        pool: 'simulated',
        ip: '10.77.0.10',
        service_id: randomUUID(),
        allocated_at: T0,
        released_at: T0,
      });
      const created = await createUntilDone(driverWith(), spec());
      expect(created.connection.ip).toBe('10.77.0.11');
    });

    it('refuses a create for good when every address of the pool was handed out', async () => {
      const driver = driverWith({ ipPool: { first: '10.77.0.10', last: '10.77.0.10' } });
      const first = await createUntilDone(driver, spec());
      await driver.terminate(first, null);
      await expectRefused(driver.create(spec(), null), /exhausted.*SIMULATED_IP_POOL/);
      expect(await count('simulated_machines')).toBe(1);
    });

    it('resumes a retried create from its machine, taking no second address', async () => {
      const driver = slow();
      const kvm = spec();
      const first = await driver.create(kvm, null);
      const retried = await driver.create(kvm, null);
      expect(retried).toEqual(first);
      expect(await allocations(kvm.serviceId)).toHaveLength(1);
      clock.advance(20_000);
      const created = finished(await driver.create(kvm, null));
      expect(created.data).toEqual(first.done ? null : first.state);
      expect(await allocations(kvm.serviceId)).toEqual([created.connection.ip]);
      expect(await count('simulated_machines')).toBe(1);
    });

    it('takes the address a create that died before writing its machine already held', async () => {
      const kvm = spec();
      const held = await allocateIp(db.knex, {
        pool: 'simulated',
        ...POOL,
        serviceId: kvm.serviceId,
        reuseReleased: false,
      });
      const created = await createUntilDone(driverWith(), kvm);
      expect(created.connection.ip).toBe(held);
      expect(await allocations(kvm.serviceId)).toEqual([held]);
    });
  });

  describe('abandon (a create that failed for good)', () => {
    it('removes the machine the create wrote and releases its addresses; a retry builds afresh', async () => {
      const driver = slow();
      const kvm = spec('KVM', { ipCount: 2, ipv6: true });
      const first = await driver.create(kvm, null);
      if (first.done) throw new Error('expected an install to wait on');
      expect(await count('simulated_machines')).toBe(1);

      finished(await driver.abandon(kvm, first.state, null));
      expect(await count('simulated_machines')).toBe(0);
      expect(await allocationsIn('simulated', kvm.serviceId)).toEqual([
        { ip: '10.77.0.10', live: false },
        { ip: '10.77.0.11', live: false },
      ]);
      expect(await allocationsIn('simulated-ip6', kvm.serviceId)).toEqual([{ ip: 'fd77::10', live: false }]);
      finished(await driver.abandon(kvm, first.state, null)); // again: nothing left, no error

      const retried = await createUntilDone(driver, kvm, clock);
      expect(retried.connection.addresses).toEqual(['10.77.0.12', '10.77.0.13', 'fd77::11']);
      expect((await driver.status(retried)).currentStatus).toBe('running');
    });

    it('does nothing when the create made nothing, and leaves other machines alone', async () => {
      const driver = driverWith();
      const other = finished(await driver.create(spec(), null));
      finished(await driver.abandon(spec(), null, null));
      finished(await driver.abandon(spec(), null, null));
      expect(await count('simulated_machines')).toBe(1);
      expect((await driver.status(other)).currentStatus).toBe('running');
    });
  });

  describe('after a restart', () => {
    it('finds its machines and their transitions in the database', async () => {
      const before = slow();
      const created = await createUntilDone(before, spec(), clock);
      await before.power(created, 'stop', null);

      const after = slow();
      expect((await after.status(created)).currentStatus).toBe('stopping');
      clock.advance(3000);
      expect(await after.status(created)).toEqual({ currentStatus: 'stopped', uptimeSeconds: null });
      await after.power(created, 'start', null);
      clock.advance(3000 + 12_000);
      expect(await slow().status(created)).toEqual({ currentStatus: 'running', uptimeSeconds: 12 });
    });
  });
});
