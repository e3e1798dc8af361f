/**
 * Pointing a product family at a real panel is configuration only: the same admin and customer
 * calls provision and run a KVM server on Proxmox VE and a game server on Pterodactyl, here the
 * in-process fakes that enforce the panels' request shapes and asynchronous tasks.
 */
import { normalizeRow } from '@shop/db';
import { DEFAULT_LIFECYCLE_SETTINGS, terminationWarningDueAt } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/app/index.ts';
import type { TestApp, TestUser } from '../../../test/app/index.ts';
import { startFakeProxmox } from '../../../test/fakes/proxmox/fake-api.ts';
import type { FakeProxmox } from '../../../test/fakes/proxmox/fake-api.ts';
import { startFakePterodactyl } from '../../../test/fakes/pterodactyl/fake-api.ts';
import { cloudInitNetwork } from '../../../test/fakes/proxmox/fake-model.ts';
import { buyGame, buyKvm, createService, markPaid, serviceAction } from '../../../test/helpers/fulfilment.ts';
import { kvmBody, plan } from '../../../test/helpers/orders.ts';
import { runLifecycleSweep } from '../lifecycle/sweep.ts';
import type { ServiceDetails } from './views.ts';

let proxmox: FakeProxmox;
let pterodactyl: Awaited<ReturnType<typeof startFakePterodactyl>>;
let app: TestApp;
let admin: TestUser;
let alice: TestUser;
/** The job runner's clock: panels are polled every few seconds, so the test moves time on. */
let clock = Date.now();

beforeAll(async () => {
  proxmox = await startFakeProxmox({ templates: [{ vmid: 9000, name: 'ubuntu-2204-cloud', diskGb: 10 }] });
  pterodactyl = await startFakePterodactyl();
  app = await buildTestApp({
    env: {
      // The admin's Create Service starts each build here (auto-provision.test.ts: the automatic one).
      AUTO_PROVISION: 'false',
      ...proxmox.env({ PROXMOX_TEMPLATES: '*=9000' }),
      PROXMOX_IP6_POOL: '2001:db8:77::100-2001:db8:77::1ff',
      PROXMOX_IP6_GATEWAY: '2001:db8:77::1',
      PROXMOX_IP6_PREFIX: '64',
      PROVIDER_KVM: 'proxmox',
      PROVIDER_GAME: 'pterodactyl',
      PTERODACTYL_URL: pterodactyl.url,
      PTERODACTYL_APP_KEY: pterodactyl.appKey,
      PTERODACTYL_CLIENT_KEY: pterodactyl.clientKey,
      PTERODACTYL_LOCATION: String(pterodactyl.locationId),
      PTERODACTYL_EGGS: '*=1:1',
    },
    jobs: { now: () => new Date(clock) },
  });
  admin = await app.signUpAdmin();
  alice = await app.signUp();
});
afterAll(async () => {
  await app?.close();
  await proxmox?.close();
  await pterodactyl?.close();
});

/** Runs the jobs, moving the clock on while some wait on a panel task, until none is queued. */
async function settle(): Promise<void> {
  for (let round = 0; round < 200; round += 1) {
    await app.runJobs();
    const queued = await app.knex('jobs').where({ status: 'QUEUED' }).count({ n: '*' }).first();
    if (Number(queued?.n) === 0) return;
    clock += 15_000;
  }
  throw new Error('jobs still queued after 200 rounds');
}

async function details(id: string): Promise<ServiceDetails> {
  const res = await app.inject<ServiceDetails>({
    url: `/api/services/${id}/details`,
    headers: alice.headers,
  });
  expect(res.statusCode).toBe(200);
  return res.json;
}

async function buyAddresses(planName: string, ipv4: number): Promise<{ id: string }> {
  const res = await app.inject<{ id: string }>({
    method: 'POST',
    url: '/api/orders/kvm',
    payload: kvmBody(plan(planName), { ipv4 }),
    headers: alice.headers,
  });
  expect(res.statusCode, res.payload).toBe(201);
  return res.json;
}

async function provision(kind: 'KVM' | 'GAME', bought?: { plan: string; ipv4: number }): Promise<string> {
  const order = bought
    ? await buyAddresses(bought.plan, bought.ipv4)
    : kind === 'KVM'
      ? await buyKvm(app, alice)
      : await buyGame(app, alice);
  await markPaid(app, admin, order.id);
  const created = await createService(app, admin, order.id);
  expect(created.statusCode, created.payload).toBe(201);
  await settle();
  const row = normalizeRow('orders', await app.knex('orders').where({ id: order.id }).first())!;
  expect(row.failure_reason).toBeNull();
  expect(row.status).toBe('ACTIVE');
  return created.json.service.id;
}

describe('KVM on Proxmox VE', () => {
  it('provisions a cloned VM and lets its owner stop, start and reinstall it', async () => {
    const id = await provision('KVM');
    const service = normalizeRow('services', await app.knex('services').where({ id }).first())!;
    expect(service.provider).toBe('proxmox');
    const vm = proxmox.vm(Number(service.provider_ref));
    expect(vm).toBeDefined();
    let shown = await details(id);
    expect(shown.currentStatus).toBe('running');
    expect(shown.ipv4?.ip).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    expect(shown.user).toBe('root');

    const stopping = await serviceAction(app, alice, id, 'stop');
    expect(stopping.statusCode, stopping.payload).toBe(200);
    await settle();
    expect((await details(id)).currentStatus).toBe('stopped');
    await serviceAction(app, alice, id, 'start');
    await settle();
    shown = await details(id);
    expect(shown.currentStatus).toBe('running');

    const reinstalled = await serviceAction(app, alice, id, 'reinstall', {
      os: (await osOf(id))[0]!.version,
    });
    expect(reinstalled.statusCode, reinstalled.payload).toBe(200);
    await settle();
    const after = await details(id);
    expect(after.ipv4?.ip).toBe(shown.ipv4?.ip);
    expect(after.password).not.toBe(shown.password);
    expect(after.currentStatus).toBe('running');
  });
});

describe('addresses as sold, on Proxmox VE', () => {
  const vmOf = async (id: string) => {
    const row = normalizeRow('services', await app.knex('services').where({ id }).first())!;
    return proxmox.vm(Number(row.provider_ref))!;
  };

  it('a customer who buys 3 IPv4 addresses gets 3 interfaces on the VM and sees the 3 addresses', async () => {
    const id = await provision('KVM', { plan: 'Package Small', ipv4: 3 });
    const network = cloudInitNetwork((await vmOf(id)).config);
    expect(network.map((n) => n.device)).toEqual(['net0', 'net1', 'net2']);
    const ips = network.map((n) => n.ip!.split('/')[0]);
    expect(new Set(ips).size).toBe(3);
    const shown = await details(id);
    expect(shown.ipcount).toBe(3);
    expect(shown.addresses).toEqual(ips.map((ip) => ({ ip, family: 'ipv4' })));
    expect(shown.ipv4?.ip).toBe(ips[0]);

    // A reinstall keeps all three.
    const reinstalled = await serviceAction(app, alice, id, 'reinstall', {
      os: (await osOf(id))[0]!.version,
    });
    expect(reinstalled.statusCode, reinstalled.payload).toBe(200);
    await settle();
    expect((await details(id)).addresses).toEqual(shown.addresses);
    expect(cloudInitNetwork((await vmOf(id)).config).map((n) => n.ip!.split('/')[0])).toEqual(ips);
  });

  it('an IPv6-only plan gets an IPv6 address (and gateway) and no IPv4', async () => {
    const id = await provision('KVM', { plan: 'IPv6 Small', ipv4: 0 });
    expect(cloudInitNetwork((await vmOf(id)).config)).toEqual([
      {
        device: 'net0',
        ip: null,
        gw: null,
        ip6: expect.stringMatching(/^2001:db8:77::1[0-9a-f]{2}\/64$/),
        gw6: '2001:db8:77::1',
      },
    ]);
    const shown = await details(id);
    expect(shown.addresses).toEqual([{ ip: expect.stringMatching(/^2001:db8:77::/), family: 'ipv6' }]);
    expect(shown.ipv4).toBeUndefined();
    expect(await app.knex('ip_allocations').where({ service_id: id, pool: 'proxmox' })).toEqual([]);
  });

  it('releases every address, IPv4 and IPv6, when the lifecycle terminates the server', async () => {
    const id = await provision('KVM', { plan: 'IPv6 Small', ipv4: 2 });
    const vmid = (await vmOf(id)).vmid;
    const held = await app.knex('ip_allocations').where({ service_id: id }).whereNull('released_at');
    expect(held.map((r: { pool: string }) => r.pool).sort()).toEqual(['proxmox', 'proxmox', 'proxmox-ip6']);

    const end = new Date(Date.now() - 1000);
    await app.knex('services').where({ id }).update({ end_date: end });
    const settings = { knex: app.knex, appUrl: 'http://shop.test', settings: DEFAULT_LIFECYCLE_SETTINGS };
    await runLifecycleSweep(settings, new Date(end.getTime() + 1000));
    await settle();
    // The customer is warned first (no termination without it), then terminated 14 days after the end.
    await runLifecycleSweep(settings, terminationWarningDueAt(end, DEFAULT_LIFECYCLE_SETTINGS));
    await runLifecycleSweep(settings, new Date(end.getTime() + 14 * 86_400_000));
    await settle();

    expect(proxmox.vm(vmid)).toBeUndefined();
    expect(await app.knex('ip_allocations').where({ service_id: id }).whereNull('released_at')).toEqual([]);
    expect(await app.knex('ip_allocations').where({ service_id: id })).toHaveLength(3);
  });
});

async function osOf(id: string) {
  const res = await app.inject<{ version: string }[]>({
    url: `/api/services/${id}/os`,
    headers: alice.headers,
  });
  return res.json;
}

describe('game servers on Pterodactyl', () => {
  it('provisions a panel server and lets its owner stop and start it; the admin suspends it', async () => {
    const id = await provision('GAME');
    const service = normalizeRow('services', await app.knex('services').where({ id }).first())!;
    expect(service.provider).toBe('pterodactyl');
    expect(pterodactyl.server(service.provider_ref)).toBeDefined();
    const shown = await details(id);
    expect(shown.network).toMatchObject({ ip: expect.any(String), port: expect.any(Number) });
    expect(shown.currentStatus).toBe('running');

    await serviceAction(app, alice, id, 'stop');
    await settle();
    expect((await details(id)).currentStatus).toBe('stopped');

    const suspended = await app.inject({
      method: 'POST',
      url: `/api/admin/services/${id}/status`,
      payload: { status: 'INACTIVE' },
      headers: admin.headers,
    });
    expect(suspended.statusCode).toBe(200);
    await settle();
    expect(pterodactyl.server(service.provider_ref)!.suspended).toBe(true);
  });
});

describe('a provisioning that fails for good is cleaned up on the panel', () => {
  const orderOf = async (id: string) =>
    normalizeRow('orders', await app.knex('orders').where({ id }).first())!;
  const liveIpsOf = async (serviceId: string) =>
    (await app.knex('ip_allocations').where({ service_id: serviceId }).whereNull('released_at')).length;
  const auditsOf = async (serviceId: string) =>
    (await app.knex('audit_log').where({ entity_id: serviceId }).orderBy('created_at')).map(
      (row: { action: string }) => row.action,
    );
  const ourVms = () => [...proxmox.vms.keys()].filter((vmid) => vmid < 9000);

  it('Proxmox: the VM whose start failed is destroyed and its addresses freed; the retry builds one cleanly', async () => {
    const order = await buyKvm(app, alice);
    await markPaid(app, admin, order.id);
    const vmsBefore = ourVms();
    proxmox.failNextTask('qmstart', 'start failed: kvm: cannot allocate memory');
    const created = await createService(app, admin, order.id);
    const id = created.json.service.id;
    await settle();
    const failed = await orderOf(order.id);
    expect(failed.status).toBe('FAILED');
    expect(failed.failure_reason).toContain('cannot allocate memory');
    expect(ourVms()).toEqual(vmsBefore);
    expect(await liveIpsOf(id)).toBe(0);
    expect(await auditsOf(id)).toEqual(
      expect.arrayContaining(['service.provisioning_failed', 'service.provisioning_cleaned_up']),
    );

    expect((await createService(app, admin, order.id)).statusCode).toBe(201);
    await settle();
    expect((await orderOf(order.id)).status).toBe('ACTIVE');
    const service = normalizeRow('services', await app.knex('services').where({ id }).first())!;
    expect(ourVms()).toEqual([...vmsBefore, Number(service.provider_ref)]);
    expect(await liveIpsOf(id)).toBe(1);
  });

  it('Pterodactyl: the server whose install failed is deleted; the retry builds one cleanly', async () => {
    const order = await buyGame(app, alice);
    await markPaid(app, admin, order.id);
    const created = await createService(app, admin, order.id);
    const id = created.json.service.id;
    await app.runJobs(); // the server is made and installs
    pterodactyl.server(id)!.installWillFail = true;
    await settle();
    expect((await orderOf(order.id)).status).toBe('FAILED');
    expect(pterodactyl.server(id)).toBeUndefined();
    expect(await auditsOf(id)).toContain('service.provisioning_cleaned_up');

    expect((await createService(app, admin, order.id)).statusCode).toBe(201);
    await settle();
    expect((await orderOf(order.id)).status).toBe('ACTIVE');
    expect(pterodactyl.server(id)?.install).toBe('done');
  });
});

describe('the lifecycle on the panels', () => {
  async function sweepAt(at: Date) {
    await runLifecycleSweep(
      { knex: app.knex, appUrl: 'http://shop.test', settings: DEFAULT_LIFECYCLE_SETTINGS },
      at,
    );
    await settle();
  }

  it('suspends an unpaid VM and game server at the end, and destroys both 14 days later', async () => {
    const kvm = await provision('KVM');
    const game = await provision('GAME');
    const end = new Date(Date.now() - 1000);
    await app.knex('services').whereIn('id', [kvm, game]).update({ end_date: end });
    const kvmRow = normalizeRow('services', await app.knex('services').where({ id: kvm }).first())!;
    const gameRow = normalizeRow('services', await app.knex('services').where({ id: game }).first())!;
    const vmid = Number(kvmRow.provider_ref);
    const ip = (await app.knex('ip_allocations').where({ service_id: kvm }).whereNull('released_at').first())
      .ip;

    await sweepAt(new Date(end.getTime() + 1000));
    expect(proxmox.vm(vmid)?.status).toBe('stopped');
    expect(pterodactyl.server(gameRow.provider_ref)!.suspended).toBe(true);

    // The customer is warned first (no termination without it), then both go 14 days after the end.
    await sweepAt(terminationWarningDueAt(end, DEFAULT_LIFECYCLE_SETTINGS));
    expect(proxmox.vm(vmid)?.status).toBe('stopped');
    await sweepAt(new Date(end.getTime() + 14 * 86_400_000));
    expect(proxmox.vm(vmid)).toBeUndefined();
    expect(pterodactyl.server(gameRow.provider_ref)).toBeUndefined();
    const allocation = await app.knex('ip_allocations').where({ ip, service_id: kvm }).first();
    expect(allocation.released_at).not.toBeNull();
    for (const id of [kvm, game]) {
      const row = normalizeRow('services', await app.knex('services').where({ id }).first())!;
      expect(row).toMatchObject({ connection_encrypted: null, current_status: 'terminated' });
      expect(row.terminated_at).not.toBeNull();
    }
  });
});
