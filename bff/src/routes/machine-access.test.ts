/**
 * Issue 39, at order and reinstall: the customer's SSH keys and hostname reach the machine. A
 * customer adds an ed25519 key, orders a KVM with it and a hostname, and the Proxmox fake receives
 * the key intact (the same fingerprint) and the hostname; a reinstall with another key sends that one.
 */
import { normalizeRow } from '@shop/db';
import { SERVER_MESSAGES } from '@shop/domain';
import { parseSshPublicKey } from '@shop/domain/ssh-keys';
import { SAMPLE_SSH_KEYS } from '@shop/domain/ssh-key-samples';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app/index.ts';
import type { TestApp, TestUser } from '../../test/app/index.ts';
import { startFakeProxmox } from '../../test/fakes/proxmox/fake-api.ts';
import type { FakeProxmox } from '../../test/fakes/proxmox/fake-api.ts';
import { createService, markPaid, serviceAction } from '../../test/helpers/fulfilment.ts';
import { kvmBody, plan } from '../../test/helpers/orders.ts';
import type { ErrorBody } from '../../test/helpers/orders.ts';
import type { ServiceDetails } from '../services/fulfilment/views.ts';
import type { SshKey } from '../services/ssh-keys/index.ts';

let proxmox: FakeProxmox;
let app: TestApp;
let admin: TestUser;
let clock = Date.now();

beforeAll(async () => {
  proxmox = await startFakeProxmox({ templates: [{ vmid: 9000, name: 'ubuntu-2204-cloud', diskGb: 10 }] });
  app = await buildTestApp({
    env: {
      AUTO_PROVISION: 'false',
      ...proxmox.env({ PROXMOX_TEMPLATES: '*=9000' }),
      PROVIDER_KVM: 'proxmox',
    },
    jobs: { now: () => new Date(clock) },
  });
  admin = await app.signUpAdmin();
});
afterAll(async () => {
  await app?.close();
  await proxmox?.close();
});

async function settle(): Promise<void> {
  for (let round = 0; round < 200; round += 1) {
    await app.runJobs();
    const queued = await app.knex('jobs').where({ status: 'QUEUED' }).count({ n: '*' }).first();
    if (Number(queued?.n) === 0) return;
    clock += 15_000;
  }
  throw new Error('jobs still queued after 200 rounds');
}

async function addKey(user: TestUser, name: string, line: string): Promise<SshKey> {
  const res = await app.inject<SshKey>({
    method: 'POST',
    url: '/api/account/ssh-keys',
    headers: user.headers,
    payload: { name, publicKey: line },
  });
  expect(res.statusCode, res.payload).toBe(201);
  return res.json;
}

const order = (user: TestUser, extra: Record<string, unknown>) =>
  app.inject<{ id: string } & ErrorBody>({
    method: 'POST',
    url: '/api/orders/kvm',
    headers: user.headers,
    payload: kvmBody(plan('Package Small'), {}, extra),
  });

async function details(user: TestUser, id: string): Promise<ServiceDetails> {
  const res = await app.inject<ServiceDetails>({ url: `/api/services/${id}/details`, headers: user.headers });
  expect(res.statusCode).toBe(200);
  return res.json;
}

const fingerprintsOf = (lines: string[] | null) =>
  (lines ?? []).map((line) => {
    const parsed = parseSshPublicKey(line);
    return parsed.ok ? parsed.key.fingerprint : 'broken';
  });

async function provisioned(orderId: string): Promise<string> {
  expect((await markPaid(app, admin, orderId)).statusCode).toBe(200);
  const created = await createService(app, admin, orderId);
  expect(created.statusCode, created.payload).toBe(201);
  await settle();
  return created.json.service.id as string;
}

describe('SSH keys and hostname at order and reinstall', () => {
  it('a KVM ordered with a key and a hostname gets both; a reinstall with another key sends that one', async () => {
    const alice = await app.signUp();
    const laptop = await addKey(alice, 'laptop', SAMPLE_SSH_KEYS.ed25519.line);
    const placed = await order(alice, { hostname: 'Web1.Example.com.', sshKeyIds: [laptop.id] });
    expect(placed.statusCode, placed.payload).toBe(201);
    const id = await provisioned(placed.json.id);

    const service = normalizeRow('services', await app.knex('services').where({ id }).first())!;
    const vm = proxmox.vm(Number(service.provider_ref))!;
    expect(vm.config.name).toBe('web1');
    expect(vm.config.searchdomain).toBe('example.com');
    expect(fingerprintsOf(vm.sshkeys)).toEqual([SAMPLE_SSH_KEYS.ed25519.fingerprint]);

    const shown = await details(alice, id);
    expect(shown.hostname).toBe('web1.example.com');
    expect(shown.sshKeys).toEqual([
      { name: 'laptop', type: 'ssh-ed25519', fingerprint: SAMPLE_SSH_KEYS.ed25519.fingerprint },
    ]);

    // The server-ready mail says which keys can log in (names and fingerprints, never the keys).
    const ready = app.sentMail.filter((m) => m.to === alice.email && /ready/i.test(m.subject));
    expect(ready).toHaveLength(1);
    expect(ready[0]!.text).toContain(SAMPLE_SSH_KEYS.ed25519.fingerprint);
    expect(ready[0]!.text).toContain('web1.example.com');
    expect(ready[0]!.text).not.toContain('AAAAC3');

    // A key deleted from the account after ordering stays on the service's list.
    await app.inject({ method: 'DELETE', url: `/api/account/ssh-keys/${laptop.id}`, headers: alice.headers });
    expect((await details(alice, id)).sshKeys).toHaveLength(1);

    const desk = await addKey(alice, 'desk', SAMPLE_SSH_KEYS.second.line);
    const reinstalled = await serviceAction(app, alice, id, 'reinstall', {
      os: 'Ubuntu 22.04',
      sshKeyIds: [desk.id],
    });
    expect(reinstalled.statusCode, reinstalled.payload).toBe(200);
    await settle();
    const after = proxmox.vm(Number(service.provider_ref))!;
    expect(fingerprintsOf(after.sshkeys)).toEqual([SAMPLE_SSH_KEYS.second.fingerprint]);
    expect(after.config.name).toBe('web1');
    const again = await details(alice, id);
    expect(again.hostname).toBe('web1.example.com');
    expect(again.sshKeys?.map((k) => k.name)).toEqual(['desk']);
  });

  it('without a hostname the machine is named after its plan and order number, with no keys', async () => {
    const bob = await app.signUp();
    const placed = await order(bob, {});
    expect(placed.statusCode).toBe(201);
    const id = await provisioned(placed.json.id);
    const shown = await details(bob, id);
    expect(shown.hostname).toBe(`package-small-${placed.json.id.slice(0, 8)}`);
    expect(shown.sshKeys).toEqual([]);
    const service = normalizeRow('services', await app.knex('services').where({ id }).first())!;
    expect(proxmox.vm(Number(service.provider_ref))!.sshkeys).toBeNull();
  });

  it('refuses a hostname that is not RFC 1123 and a key of another customer, writing nothing', async () => {
    const [carol, dave] = await Promise.all([app.signUp(), app.signUp()]);
    const davesKey = await addKey(dave, 'dave', SAMPLE_SSH_KEYS.ecdsa256.line);
    const badName = await order(carol, { hostname: 'web_1' });
    expect(badName.statusCode).toBe(400);
    expect(badName.json.message).toBe(SERVER_MESSAGES.hostnameInvalid);
    const longLabel = await order(carol, { hostname: `${'a'.repeat(64)}.example.com` });
    expect(longLabel.statusCode).toBe(400);
    const notHers = await order(carol, { sshKeyIds: [davesKey.id] });
    expect(notHers.statusCode).toBe(400);
    expect(notHers.json.message).toBe(SERVER_MESSAGES.sshKeyUnknown);
    expect(await app.knex('orders').where({ user_id: carol.user.id })).toEqual([]);
  });
});
