/**
 * Pointing a product family at a real panel is configuration only: the same admin and customer
 * calls provision and run a KVM server on Proxmox VE and a game server on Pterodactyl, here the
 * in-process fakes that enforce the panels' request shapes and asynchronous tasks.
 */
import { normalizeRow } from '@shop/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/index.ts';
import type { TestApp, TestUser } from '../../testing/index.ts';
import { startFakeProxmox } from '../../providers/proxmox/index.ts';
import type { FakeProxmox } from '../../providers/proxmox/fake-api.ts';
import { startFakePterodactyl } from '../../providers/pterodactyl/index.ts';
import {
  buyGame,
  buyKvm,
  createService,
  markPaid,
  serviceAction,
} from '../../routes/fulfilment-test-helpers.ts';
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
      ...proxmox.env({ PROXMOX_TEMPLATES: '*=9000' }),
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

async function provision(kind: 'KVM' | 'GAME'): Promise<string> {
  const order = kind === 'KVM' ? await buyKvm(app, alice) : await buyGame(app, alice);
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
