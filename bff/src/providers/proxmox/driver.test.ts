/**
 * The Proxmox driver against the fake API (fake-api.ts enforces Proxmox's request shapes, tasks
 * and locks) and a real test database (the IP pool). Each operation is driven to its end the way
 * the job runner does it: call, store the state, call again.
 */
import { randomUUID } from 'node:crypto';
import { normalizeRows } from '@shop/db';
import { createTestDb } from '@shop/db/testing';
import type { TestDb } from '@shop/db/testing';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ProviderError } from '../types.ts';
import type { CreatedMachine, MachineSpec, ProviderDriver, StepState } from '../types.ts';
import { parseProxmoxConfig } from './config.ts';
import { createProxmoxDriver, PROXMOX_IP6_POOL, PROXMOX_IP_POOL, toPowerStatus } from './driver.ts';
import type { ProxmoxDriverOptions } from './driver.ts';
import { startFakeProxmox } from '../../../test/fakes/proxmox/fake-api.ts';
import type { FakeProxmox, FakeProxmoxOptions } from '../../../test/fakes/proxmox/fake-api.ts';
import { runSteps, runStepsUntilFailure } from '../../../test/fakes/proxmox/run-steps.ts';
import { cloudInitNetwork } from '../../../test/fakes/proxmox/fake-model.ts';

const GIB = 2 ** 30;
const TEMPLATES = 'Ubuntu 22.04=9000,Debian 12=9001,*=9002';

let db: TestDb;
let fake: FakeProxmox;

beforeAll(async () => {
  db = await createTestDb({ seed: false });
});
afterAll(async () => {
  await db?.destroy();
});

async function startFake(options: FakeProxmoxOptions = {}): Promise<FakeProxmox> {
  fake = await startFakeProxmox({
    taskPolls: 2,
    templates: [
      { vmid: 9000, name: 'ubuntu-2204', diskGb: 10 },
      { vmid: 9001, name: 'debian-12', diskGb: 10 },
      { vmid: 9002, name: 'generic', diskGb: 50 },
    ],
    ...options,
  });
  return fake;
}

beforeEach(async () => {
  await db.knex('ip_allocations').del();
  await startFake();
});
afterEach(async () => {
  await fake?.close();
});

function driverFor(
  env: Record<string, string | undefined> = {},
  options: Partial<ProxmoxDriverOptions> = {},
): ProviderDriver {
  const { value, problems } = parseProxmoxConfig(fake.env({ PROXMOX_TEMPLATES: TEMPLATES, ...env }));
  expect(problems).toEqual([]);
  return createProxmoxDriver({
    config: value!,
    knex: db.knex,
    timing: { pollMs: 0, lockBackoffMs: 0 },
    ...options,
  });
}

function kvmSpec(overrides: Partial<MachineSpec> = {}): MachineSpec {
  const serviceId = randomUUID();
  return {
    serviceId,
    family: 'KVM',
    hostname: `svc-${serviceId.slice(0, 8)}`,
    owner: { id: randomUUID(), email: 'almaz@example.et', username: 'almaz' },
    os: 'Ubuntu 22.04',
    cores: 2,
    memoryMb: 4096,
    diskMb: 40 * 1024,
    trafficTb: 4,
    ipCount: 1,
    ipv6: false,
    game: null,
    version: null,
    slots: null,
    ...overrides,
  };
}

async function create(driver: ProviderDriver, spec = kvmSpec()) {
  const run = await runSteps((state) => driver.create(spec, state));
  return { ...run, spec };
}

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ProviderError);
  return err as ProviderError;
}

const requestsTo = (method: string, path: RegExp) =>
  fake.requests.filter((r) => r.method === method && path.test(r.path));

async function liveIps() {
  const rows = normalizeRows(
    'ip_allocations',
    await db.knex('ip_allocations').where({ pool: PROXMOX_IP_POOL }),
  );
  return rows
    .filter((r) => r.released_at === null)
    .map((r) => ({ ip: r.ip, serviceId: r.service_id }))
    .sort((a, b) => a.ip.localeCompare(b.ip));
}

const IP6_ENV = {
  PROXMOX_IP6_POOL: '2001:db8:10::100-2001:db8:10::102',
  PROXMOX_IP6_GATEWAY: '2001:db8:10::1',
  PROXMOX_IP6_PREFIX: '64',
};

describe('addresses as sold', () => {
  it('gives each IPv4 address the order bought a network device and an ipconfig of its own', async () => {
    const { result, spec } = await create(driverFor(), kvmSpec({ ipCount: 3 }));
    const vm = fake.vm(100)!;
    expect(result.connection.ip).toBe('192.0.2.10');
    expect(result.connection.addresses).toEqual(['192.0.2.10', '192.0.2.11', '192.0.2.12']);
    expect(result.data).toMatchObject({ ips: ['192.0.2.10', '192.0.2.11', '192.0.2.12'], ip6: null });
    // What the guest's cloud-init gets: three interfaces, one default route.
    expect(cloudInitNetwork(vm.config)).toEqual([
      { device: 'net0', ip: '192.0.2.10/24', gw: '192.0.2.1', ip6: null, gw6: null },
      { device: 'net1', ip: '192.0.2.11/24', gw: null, ip6: null, gw6: null },
      { device: 'net2', ip: '192.0.2.12/24', gw: null, ip6: null, gw6: null },
    ]);
    const configured = requestsTo('POST', /\/qemu\/100\/config$/)[0]!;
    expect(configured.body).toMatchObject({
      net0: 'virtio,bridge=vmbr0,firewall=1',
      net1: 'virtio,bridge=vmbr0,firewall=1',
      net2: 'virtio,bridge=vmbr0,firewall=1',
      ipconfig0: 'ip=192.0.2.10/24,gw=192.0.2.1',
      ipconfig1: 'ip=192.0.2.11/24',
      ipconfig2: 'ip=192.0.2.12/24',
    });
    expect(await liveIps()).toEqual([
      { ip: '192.0.2.10', serviceId: spec.serviceId },
      { ip: '192.0.2.11', serviceId: spec.serviceId },
      { ip: '192.0.2.12', serviceId: spec.serviceId },
    ]);
  });

  it('gives an IPv6-only plan its IPv6 address and gateway on net0, and no IPv4 at all', async () => {
    const driver = driverFor(IP6_ENV);
    const { result, spec } = await create(driver, kvmSpec({ ipCount: 0, ipv6: true }));
    expect(result.connection.ip).toBe('2001:db8:10::100');
    expect(result.connection.addresses).toEqual(['2001:db8:10::100']);
    expect(cloudInitNetwork(fake.vm(100)!.config)).toEqual([
      { device: 'net0', ip: null, gw: null, ip6: '2001:db8:10::100/64', gw6: '2001:db8:10::1' },
    ]);
    expect(await liveIps()).toEqual([]);
    const v6 = await db.knex('ip_allocations').where({ pool: PROXMOX_IP6_POOL }).select('ip', 'service_id');
    expect(v6).toEqual([{ ip: '2001:db8:10::100', service_id: spec.serviceId }]);

    // IPv4 bought as extras on an IPv6 plan: both, on net0 and net1.
    const both = await create(driver, kvmSpec({ ipCount: 2, ipv6: true }));
    expect(both.result.connection.addresses).toEqual(['192.0.2.10', '192.0.2.11', '2001:db8:10::101']);
    expect(cloudInitNetwork(fake.vm(101)!.config)).toEqual([
      {
        device: 'net0',
        ip: '192.0.2.10/24',
        gw: '192.0.2.1',
        ip6: '2001:db8:10::101/64',
        gw6: '2001:db8:10::1',
      },
      { device: 'net1', ip: '192.0.2.11/24', gw: null, ip6: null, gw6: null },
    ]);
  });

  it('refuses an IPv6 plan without PROXMOX_IP6_*, before touching Proxmox, naming the settings', async () => {
    const err = await failure(create(driverFor(), kvmSpec({ ipCount: 0, ipv6: true })));
    expect(err.retriable).toBe(false);
    expect(err.message).toMatch(/PROXMOX_IP6_POOL, PROXMOX_IP6_GATEWAY and PROXMOX_IP6_PREFIX are not set/);
    expect(fake.requests).toEqual([]);
  });

  it('answers a pool that cannot fill the order clearly and for good, before cloning', async () => {
    const small = driverFor({ PROXMOX_IP_POOL: '192.0.2.10-192.0.2.11' });
    const err = await failure(create(small, kvmSpec({ ipCount: 3 })));
    expect(err.retriable).toBe(false);
    expect(err.message).toBe(
      "Proxmox: IP pool 'proxmox' (192.0.2.10-192.0.2.11) is exhausted (the service needs 3 addresses and holds 2): all 2 addresses are allocated",
    );
    expect(fake.vms.has(100)).toBe(false);
    expect(await liveIps()).toEqual([]); // the failed order holds no address
  });

  it('keeps every address through a reinstall and releases them all on termination', async () => {
    const driver = driverFor(IP6_ENV);
    const { result: machine, spec } = await create(driver, kvmSpec({ ipCount: 2, ipv6: true }));
    const { result } = await runSteps((state) =>
      driver.reinstall(machine, { ...spec, os: 'Debian 12' }, state),
    );
    expect(result.connection.addresses).toEqual(machine.connection.addresses);
    expect(result.data).toEqual(machine.data);
    expect(cloudInitNetwork(fake.vm(100)!.config).map((i) => [i.ip, i.ip6])).toEqual([
      ['192.0.2.10/24', '2001:db8:10::100/64'],
      ['192.0.2.11/24', null],
    ]);

    await runSteps((state) => driver.terminate(result, state));
    expect(fake.vm(100)).toBeUndefined();
    const live = await db.knex('ip_allocations').whereNull('released_at').select('ip');
    expect(live).toEqual([]);
    const next = await create(driver, kvmSpec({ ipCount: 2, ipv6: true }));
    expect(next.result.connection.addresses).toEqual(machine.connection.addresses);
  });

  it('finishes a create whose stored state was written before several addresses were sold (one `ip`)', async () => {
    const spec = kvmSpec();
    const { result } = await runSteps((state) => driverFor().create(spec, state), {
      initial: { op: 'create', step: 'vmid', templateVmid: 9000, ip: '192.0.2.10' },
    });
    expect(result.connection.addresses).toEqual(['192.0.2.10']);
    expect(fake.vm(100)!.config.ipconfig0).toBe('ip=192.0.2.10/24,gw=192.0.2.1');
  });

  it('reinstalls a machine recorded before several addresses were sold (one `ip`) on that address', async () => {
    const driver = driverFor();
    const { result: machine, spec } = await create(driver);
    const old = { providerRef: machine.providerRef, data: { vmid: 100, node: 'pve', ip: '192.0.2.10' } };
    const { result } = await runSteps((state) => driver.reinstall(old, spec, state));
    expect(result.connection.addresses).toEqual(['192.0.2.10']);
    expect(fake.vm(100)!.config.ipconfig0).toBe('ip=192.0.2.10/24,gw=192.0.2.1');
  });
});

describe('create', () => {
  it('clones, configures, resizes and starts a VM, and answers its connection', async () => {
    const { result, spec } = await create(driverFor());
    const vm = fake.vm(100)!;

    expect(result).toEqual({
      providerRef: '100',
      data: { vmid: 100, node: 'pve', ip: '192.0.2.10', ips: ['192.0.2.10'], ip6: null },
      connection: {
        ip: '192.0.2.10',
        addresses: ['192.0.2.10'],
        port: 22,
        user: 'root',
        password: expect.any(String) as string,
      },
    });
    expect(result.connection.password).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(vm).toMatchObject({ clonedFrom: 9000, status: 'running', lock: null, diskBytes: 40 * GIB });
    expect(vm.cipassword).toBe(result.connection.password);
    expect(vm.config).toMatchObject({
      name: spec.hostname,
      cores: '2',
      memory: '4096',
      ciuser: 'root',
      ipconfig0: 'ip=192.0.2.10/24,gw=192.0.2.1',
      net0: 'virtio,bridge=vmbr0,firewall=1',
      agent: '1',
      scsi0: 'local-lvm:vm-100-disk-0,size=40G',
    });
    expect(vm.config.net0).not.toMatch(/rate=/);
    expect(await liveIps()).toEqual([{ ip: '192.0.2.10', serviceId: spec.serviceId }]);

    const clone = requestsTo('POST', /\/clone$/)[0]!;
    expect(clone.path).toBe('/nodes/pve/qemu/9000/clone');
    expect(clone.body).toEqual({ newid: '100', name: spec.hostname, full: '1', storage: 'local-lvm' });
    expect(requestsTo('PUT', /\/resize$/)[0]!.body).toEqual({ disk: 'scsi0', size: '40G' });
    // It waited on every task: Proxmox never answered anything but 200 (no lock error).
    expect(fake.requests.filter((r) => r.status !== 200)).toEqual([]);
    expect(fake.tasks().map((t) => [t.type, t.exitstatus])).toEqual([
      ['qmclone', 'OK'],
      ['qmconfig', 'OK'],
      ['qmresize', 'OK'],
      ['qmstart', 'OK'],
    ]);
  });

  it('waits on each task by answering the state, with the UPID and the password stored in it', async () => {
    const driver = driverFor({}, { timing: { pollMs: 1234, lockBackoffMs: 0 } });
    const spec = kvmSpec();
    const first = await driver.create(spec, null);
    expect(first).toMatchObject({
      done: false,
      retryInMs: 0,
      state: { op: 'create', step: 'clone', vmid: 100 },
    });
    if (first.done) throw new Error('unreachable');

    const cloning = await driver.create(spec, first.state);
    if (cloning.done) throw new Error('unreachable');
    expect(cloning.retryInMs).toBe(1234);
    expect(cloning.state.upid).toMatch(/^UPID:pve:.*:qmclone:9000:/);
    expect(cloning.state.step).toBe('configure');

    const stillCloning = await driver.create(spec, cloning.state);
    expect(stillCloning).toEqual({ done: false, state: cloning.state, retryInMs: 1234 });

    const { states, result } = await runSteps((state) => driver.create(spec, state), {
      initial: cloning.state,
    });
    const afterConfig = states.find((s) => typeof s.upid === 'string' && s.upid.includes(':qmconfig:'));
    expect(afterConfig?.password).toBe(result.connection.password);
  });

  it('chooses the template by exact OS name, else the * template', async () => {
    const driver = driverFor();
    await create(driver, kvmSpec({ os: 'Debian 12' }));
    await create(driver, kvmSpec({ os: 'debian 12' })); // not exact
    await create(driver, kvmSpec({ os: null }));
    expect([100, 101, 102].map((vmid) => fake.vm(vmid)?.clonedFrom)).toEqual([9001, 9002, 9002]);
  });

  it('keeps a template disk larger than the plan (grow only), and skips the resize without a disk size', async () => {
    const driver = driverFor();
    await create(driver, kvmSpec({ os: 'Arch Linux', diskMb: 40 * 1024 })); // * template: 50G
    await create(driver, kvmSpec({ diskMb: null }));
    expect(fake.vm(100)?.diskBytes).toBe(50 * GIB);
    expect(fake.vm(101)?.diskBytes).toBe(10 * GIB);
    expect(requestsTo('PUT', /\/resize$/)).toEqual([]);
  });

  it('rounds the disk up to whole GiB', async () => {
    await create(driverFor(), kvmSpec({ diskMb: 40_000 }));
    expect(requestsTo('PUT', /\/resize$/)[0]!.body.size).toBe('40G');
    await create(driverFor(), kvmSpec({ diskMb: 40 * 1024 + 1 }));
    expect(requestsTo('PUT', /\/resize$/)[1]!.body.size).toBe('41G');
  });

  it('refuses an OS without a template when there is no *, before allocating or cloning anything', async () => {
    const driver = driverFor({ PROXMOX_TEMPLATES: 'Ubuntu 22.04=9000' });
    const err = await failure(runSteps((state) => driver.create(kvmSpec({ os: 'Windows 11' }), state)));
    expect(err.retriable).toBe(false);
    expect(err.message).toBe(
      "Proxmox: no template for the OS 'Windows 11' in PROXMOX_TEMPLATES, and no '*' entry",
    );
    expect(fake.requests).toEqual([]);
    expect(await liveIps()).toEqual([]);
  });

  it('takes the next vmid when nextid answered one a parallel create took first', async () => {
    const driver = driverFor();
    await create(driver);
    fake.answerNextIdWith(100); // stale: 100 exists now
    const { result } = await create(driver);
    expect(result.providerRef).toBe('101');
    const clones = requestsTo('POST', /\/clone$/);
    expect(clones.map((r) => [r.body.newid, r.status])).toEqual([
      ['100', 200],
      ['100', 500],
      ['101', 200],
    ]);
  });

  it('carries on with its own clone when the clone was accepted but its answer was lost', async () => {
    let dropped = false;
    const lossy = (async (url: string, init: RequestInit) => {
      const res = await fetch(url, init);
      if (!dropped && url.endsWith('/clone')) {
        dropped = true;
        throw new TypeError('fetch failed'); // Proxmox cloned; we never heard
      }
      return res;
    }) as unknown as typeof fetch;
    const driver = driverFor({}, { fetch: lossy, timing: { pollMs: 777, lockBackoffMs: 0 } });
    const spec = kvmSpec();
    const stored = await driver.create(spec, null);
    if (stored.done) throw new Error('unreachable');
    expect((await failure(driver.create(spec, stored.state))).retriable).toBe(true);

    // The job runner's retry, from the stored state: the clone is still running, so it waits.
    const retry = await driver.create(spec, stored.state);
    expect(retry).toMatchObject({ done: false, retryInMs: 777, state: { step: 'adopt', vmid: 100 } });
    fake.finishTasks(); // the clone ends meanwhile
    if (retry.done) throw new Error('unreachable');
    const { result } = await runSteps((state) => driver.create(spec, state), { initial: retry.state });
    expect(result.providerRef).toBe('100');
    expect(fake.vms.size).toBe(3 + 1);
    expect(fake.vm(100)).toMatchObject({ status: 'running', config: { cores: '2' } });
    expect(requestsTo('POST', /\/clone$/).map((r) => r.status)).toEqual([200, 500]);
  });

  it('gives parallel creates distinct addresses and vmids', async () => {
    const driver = driverFor();
    const results = await Promise.all(Array.from({ length: 5 }, () => create(driver)));
    const ips = results.map((r) => r.result.connection.ip);
    const vmids = results.map((r) => r.result.providerRef);
    expect(new Set(ips).size).toBe(5);
    expect(new Set(vmids).size).toBe(5);
    expect(fake.vms.size).toBe(3 + 5);
  });

  it('a retried create keeps the address it already took', async () => {
    const driver = driverFor();
    const spec = kvmSpec();
    fake.failNextRequest({ method: 'GET', path: /^\/cluster\/nextid$/ }, 503, 'service unavailable');
    const err = await failure(driver.create(spec, null));
    expect(err.retriable).toBe(true);
    const { result } = await create(driver, spec); // the job runner's retry, from the start
    expect(result.connection.ip).toBe('192.0.2.10');
    expect(await liveIps()).toEqual([{ ip: '192.0.2.10', serviceId: spec.serviceId }]);
  });

  it('says the pool is exhausted (not retriable)', async () => {
    const driver = driverFor({ PROXMOX_IP_POOL: '192.0.2.10-192.0.2.10' });
    await create(driver);
    const err = await failure(runSteps((state) => driver.create(kvmSpec(), state)));
    expect(err.retriable).toBe(false);
    expect(err.message).toMatch(/IP pool 'proxmox' \(192.0.2.10-192.0.2.10\) is exhausted/);
  });

  it('a task that fails throws a ProviderError with its exit status', async () => {
    fake.failNextTask('qmclone', 'clone failed: no space left on device');
    const err = await failure(runSteps((state) => driverFor().create(kvmSpec(), state)));
    expect(err.retriable).toBe(false);
    expect(err.message).toBe('Proxmox task qmclone failed: clone failed: no space left on device');
  });

  it('a task that succeeded with warnings counts as done', async () => {
    fake.failNextTask('qmstart', 'WARNINGS: 1');
    const { result } = await create(driverFor());
    expect(result.providerRef).toBe('100');
  });

  it('a task that fails on the lock is started again', async () => {
    fake.failNextTask('qmclone', "can't lock file '/var/lock/qemu-server/lock-100.conf' - got timeout");
    const { result } = await create(driverFor());
    expect(result.providerRef).toBe('100');
    expect(requestsTo('POST', /\/clone$/)).toHaveLength(2);
  });

  it('a task that keeps failing on the lock ends in a retriable ProviderError', async () => {
    for (let i = 0; i < 6; i += 1)
      fake.failNextTask('qmstart', "can't lock file '/var/lock/qemu-server/lock-100.conf' - got timeout");
    const err = await failure(runSteps((state) => driverFor().create(kvmSpec(), state)));
    expect(err.retriable).toBe(true);
    expect(err.message).toMatch(/^Proxmox task qmstart failed: can't lock file/);
  });

  it('a driver that skipped waiting on the clone would hit the lock error (retriable)', async () => {
    const driver = driverFor();
    const spec = kvmSpec();
    let step = await driver.create(spec, null);
    step = step.done ? step : await driver.create(spec, step.state); // clone started
    if (step.done) throw new Error('unreachable');
    expect(step.state.upid).toBeDefined();
    const skipping: StepState = { ...step.state };
    delete skipping.upid; // what a driver that does not wait would do: configure at once
    const err = await failure(driver.create(spec, skipping));
    expect(err.retriable).toBe(true);
    expect(err.message).toBe(
      "Proxmox POST /nodes/pve/qemu/100/config answered 500: can't lock file '/var/lock/qemu-server/lock-100.conf' - got timeout",
    );
    // ...while the stored state, which waits, goes on.
    const { result } = await runSteps((state) => driver.create(spec, state), { initial: step.state });
    expect(result.providerRef).toBe('100');
  });

  it('refuses a game spec and a spec without cores or memory', async () => {
    const game = await failure(driverFor().create(kvmSpec({ family: 'GAME' }), null));
    expect(game.message).toBe('Proxmox builds KVM machines, not GAME');
    const bare = await failure(driverFor().create(kvmSpec({ cores: null }), null));
    expect(bare.message).toBe('Proxmox: the specification lacks cores or memory');
    expect(bare.retriable).toBe(false);
  });

  it("refuses another operation's state", async () => {
    const err = await failure(driverFor().create(kvmSpec(), { op: 'terminate', step: 'stop' }));
    expect(err.message).toMatch(/belongs to 'terminate', not to 'create'/);
  });
});

describe('machines that exist', () => {
  let driver: ProviderDriver;
  let machine: CreatedMachine;
  let spec: MachineSpec;

  beforeEach(async () => {
    driver = driverFor();
    ({ result: machine, spec } = await create(driver));
    fake.requests.length = 0;
  });

  const power = (action: 'start' | 'stop' | 'shutdown' | 'reboot') =>
    runSteps((state) => driver.power(machine, action, state)).then((r) => r.result);

  describe('status', () => {
    it('reads running and uptime, stopped, and installing while a clone holds the lock', async () => {
      expect(await driver.status(machine)).toEqual({
        currentStatus: 'running',
        uptimeSeconds: expect.any(Number) as number,
      });
      await power('stop');
      expect(await driver.status(machine)).toEqual({ currentStatus: 'stopped', uptimeSeconds: 0 });

      const other = kvmSpec();
      const first = await driver.create(other, null);
      const cloning = first.done ? first : await driver.create(other, first.state);
      expect(cloning).toMatchObject({ done: false, state: { step: 'configure', vmid: 101 } });
      expect(await driver.status({ providerRef: '101', data: { vmid: 101, node: 'pve' } })).toMatchObject({
        currentStatus: 'installing',
      });
    });

    it('maps locks and a paused QEMU', () => {
      expect(toPowerStatus({ status: 'stopped', lock: 'clone', uptime: 0 }).currentStatus).toBe('installing');
      expect(toPowerStatus({ status: 'running', lock: 'migrate', uptime: 5 }).currentStatus).toBe(
        'migrating',
      );
      expect(toPowerStatus({ status: 'running', qmpstatus: 'paused', uptime: 5 })).toEqual({
        currentStatus: 'paused',
        uptimeSeconds: 5,
      });
      expect(toPowerStatus({ status: 'running', lock: 'backup' }).uptimeSeconds).toBeNull();
    });
  });

  describe('power', () => {
    it('stop, start, reboot and shutdown wait on their tasks and answer the fresh status', async () => {
      expect(await power('stop')).toMatchObject({ currentStatus: 'stopped' });
      expect(fake.vm(100)?.status).toBe('stopped');
      expect(await power('start')).toMatchObject({ currentStatus: 'running' });
      expect(await power('reboot')).toMatchObject({ currentStatus: 'running' });
      expect(await power('shutdown')).toMatchObject({ currentStatus: 'stopped' });
      expect(
        fake
          .tasks()
          .slice(-4)
          .map((t) => t.type),
      ).toEqual(['qmstop', 'qmstart', 'qmreboot', 'qmshutdown']);
      expect(requestsTo('POST', /\/status\/shutdown$/)[0]!.body).toEqual({ timeout: '120', forceStop: '1' });
      expect(fake.requests.filter((r) => r.status !== 200)).toEqual([]);
    });

    it('is done at once when the goal already holds; reboot of a stopped VM starts it', async () => {
      expect(await power('start')).toMatchObject({ currentStatus: 'running' });
      expect(requestsTo('POST', /\/status\//)).toEqual([]);
      await power('stop');
      expect(await power('shutdown')).toMatchObject({ currentStatus: 'stopped' });
      expect(requestsTo('POST', /\/status\/shutdown$/)).toEqual([]);
      expect(await power('reboot')).toMatchObject({ currentStatus: 'running' });
      expect(requestsTo('POST', /\/status\/reboot$/)).toEqual([]);
    });

    it('a held lock is a retriable ProviderError, and the retry succeeds once it is gone', async () => {
      fake.lockVm(100);
      const err = await failure(driver.power(machine, 'stop', null));
      expect(err.retriable).toBe(true);
      expect(err.message).toMatch(/can't lock file '\/var\/lock\/qemu-server\/lock-100.conf' - got timeout/);
      expect(fake.vm(100)?.status).toBe('running');
      const { result } = await runSteps((state) => driver.power(machine, 'stop', state));
      expect(result.currentStatus).toBe('stopped');
    });
  });

  describe('suspend and unsuspend', () => {
    it('suspend stops the VM, unsuspend starts it, each only when needed', async () => {
      await runSteps((state) => driver.suspend(machine, state));
      expect(fake.vm(100)?.status).toBe('stopped');
      await runSteps((state) => driver.suspend(machine, state));
      expect(requestsTo('POST', /\/status\/stop$/)).toHaveLength(1);
      await runSteps((state) => driver.unsuspend(machine, state));
      expect(fake.vm(100)?.status).toBe('running');
      await runSteps((state) => driver.unsuspend(machine, state));
      expect(requestsTo('POST', /\/status\/start$/)).toHaveLength(1);
    });
  });

  describe('reinstall', () => {
    it('keeps the vmid and the address, with the new OS and a new password', async () => {
      const { result } = await runSteps((state) =>
        driver.reinstall(machine, { ...spec, os: 'Debian 12' }, state),
      );
      expect(result.providerRef).toBe('100');
      expect(result.data).toEqual(machine.data);
      expect(result.connection.ip).toBe(machine.connection.ip);
      expect(result.connection.password).not.toBe(machine.connection.password);
      const vm = fake.vm(100)!;
      expect(vm).toMatchObject({ clonedFrom: 9001, status: 'running', diskBytes: 40 * GIB });
      expect(vm.cipassword).toBe(result.connection.password);
      expect(vm.config.ipconfig0).toBe('ip=192.0.2.10/24,gw=192.0.2.1');
      expect(await liveIps()).toEqual([{ ip: '192.0.2.10', serviceId: spec.serviceId }]);

      const destroy = requestsTo('DELETE', /^\/nodes\/pve\/qemu\/100$/)[0]!;
      expect(destroy.query).toEqual({ purge: '1', 'destroy-unreferenced-disks': '1' });
      expect(destroy.body).toEqual({});
      expect(
        fake
          .tasks()
          .slice(-6)
          .map((t) => t.type),
      ).toEqual(['qmstop', 'qmdestroy', 'qmclone', 'qmconfig', 'qmresize', 'qmstart']);
      expect(fake.requests.filter((r) => r.status !== 200)).toEqual([]);
    });

    it('refuses an OS without a template before destroying anything', async () => {
      const strict = driverFor({ PROXMOX_TEMPLATES: 'Ubuntu 22.04=9000' });
      const err = await failure(
        runSteps((state) => strict.reinstall(machine, { ...spec, os: 'Windows 11' }, state)),
      );
      expect(err.message).toMatch(/no template for the OS 'Windows 11'/);
      expect(fake.requests).toEqual([]);
      expect(fake.vm(100)?.status).toBe('running');
    });
  });

  describe('terminate', () => {
    it('stops, destroys and releases the address, which the next machine gets', async () => {
      await runSteps((state) => driver.terminate(machine, state));
      expect(fake.vm(100)).toBeUndefined();
      expect(await liveIps()).toEqual([]);
      const released = normalizeRows('ip_allocations', await db.knex('ip_allocations'));
      expect(released).toMatchObject([{ ip: '192.0.2.10', service_id: spec.serviceId }]);
      expect(released[0]!.released_at).toBeInstanceOf(Date);

      const { result } = await create(driver);
      expect(result.connection.ip).toBe('192.0.2.10');
    });

    it('tolerates a stopped VM and one that is already gone', async () => {
      await power('stop');
      fake.requests.length = 0;
      await runSteps((state) => driver.terminate(machine, state));
      expect(requestsTo('POST', /\/status\/stop$/)).toEqual([]);
      await runSteps((state) => driver.terminate(machine, state)); // again: nothing left to do
      expect(await liveIps()).toEqual([]);
    });

    it('a failed destroy task is a ProviderError and keeps the address', async () => {
      fake.failNextTask('qmdestroy', "storage 'local-lvm' is not online");
      const err = await failure(runSteps((state) => driver.terminate(machine, state)));
      expect(err.message).toBe("Proxmox task qmdestroy failed: storage 'local-lvm' is not online");
      expect(await liveIps()).toHaveLength(1);
    });
  });
});

describe('abandon (a create that failed for good)', () => {
  it('destroys the VM the create had cloned and releases its addresses, so a retry starts clean', async () => {
    const driver = driverFor();
    const spec = kvmSpec({ ipCount: 2 });
    fake.failNextTask('qmstart', 'start failed: kvm: cannot allocate memory');
    const { error, state } = await runStepsUntilFailure((s) => driver.create(spec, s));
    expect(error.retriable).toBe(false);
    const vmid = state!.vmid as number;
    expect(fake.vm(vmid)).toBeDefined();
    expect(await liveIps()).toHaveLength(2);

    await runSteps((s) => driver.abandon(spec, state, s));
    expect(fake.vm(vmid)).toBeUndefined();
    expect(requestsTo('DELETE', new RegExp(`/qemu/${vmid}$`))[0]?.query).toMatchObject({ purge: '1' });
    expect(await liveIps()).toEqual([]);

    // Again (a cleanup job retried after its answer was lost): nothing left, nothing to fail on.
    await runSteps((s) => driver.abandon(spec, state, s));

    const { result } = await create(driver, spec);
    expect(result.connection.addresses).toEqual(['192.0.2.10', '192.0.2.11']);
    expect([...fake.vms.keys()].filter((id) => id < 9000)).toEqual([Number(result.providerRef)]);
  });

  it('releases the IPv6 address of a create that failed before cloning', async () => {
    const driver = driverFor(IP6_ENV);
    const spec = kvmSpec({ ipCount: 0, ipv6: true });
    fake.failNextRequest({ method: 'GET', path: /^\/cluster\/nextid$/ }, 403, 'Permission check failed');
    const { state } = await runStepsUntilFailure((s) => driver.create(spec, s));
    expect(state?.vmid).toBeUndefined();
    fake.requests.length = 0;
    await runSteps((s) => driver.abandon(spec, state, s));
    const live = await db.knex('ip_allocations').where({ pool: PROXMOX_IP6_POOL }).whereNull('released_at');
    expect(live).toEqual([]);
    expect(fake.requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('does nothing on a create that made nothing', async () => {
    const driver = driverFor();
    await runSteps((s) => driver.abandon(kvmSpec(), null, s));
    await runSteps((s) => driver.abandon(kvmSpec(), null, s));
    expect(fake.requests).toEqual([]);
  });

  it("never touches a VM that is not the create's own (a vmid another VM took)", async () => {
    const driver = driverFor();
    const other = await create(driver);
    const vmid = Number(other.result.providerRef);
    const spec = kvmSpec();
    await runSteps((s) => driver.abandon(spec, { op: 'create', step: 'clone', vmid }, s));
    expect(fake.vm(vmid)).toBeDefined();
    expect(requestsTo('DELETE', /\/qemu\//)).toEqual([]);
    expect(await liveIps()).toEqual([{ ip: '192.0.2.10', serviceId: other.spec.serviceId }]);
  });
});

describe('secrets in errors', () => {
  it('no error of the driver carries the token secret', async () => {
    const secret = fake.tokenSecret;
    const messages: string[] = [];
    const collect = (err: ProviderError) => messages.push(err.message, String(err.cause ?? ''));

    const wrongToken = driverFor({ PROXMOX_TOKEN_SECRET: `${secret}-wrong` });
    const unauthorized = await failure(wrongToken.status({ providerRef: '100', data: {} }));
    expect(unauthorized.retriable).toBe(false);
    collect(unauthorized);

    fake.failNextRequest({ path: /clone$/ }, 403, `Permission check failed for ${secret}`);
    collect(await failure(runSteps((state) => driverFor().create(kvmSpec(), state))));

    const leaky = (async () => {
      throw new Error(`connect failed with PVEAPIToken=${fake.tokenId}=${secret}`);
    }) as unknown as typeof fetch;
    collect(await failure(driverFor({}, { fetch: leaky }).status({ providerRef: '100', data: {} })));

    expect(messages.join('\n')).toMatch(/answered 401|answered 403|connect failed/);
    for (const message of messages) expect(message).not.toContain(secret);
  });
});
