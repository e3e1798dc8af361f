/**
 * Issue 39: a root password reset, through the guest agent (no restart) or, with the agent down
 * and the restart accepted, through cloud-init; on the Proxmox fake, whose agent answers only while
 * it runs and which records cipassword, the regenerated drive and the reboot.
 */
import { normalizeRow } from '@shop/db';
import { SERVER_MESSAGES } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app/index.ts';
import type { TestApp, TestUser } from '../../test/app/index.ts';
import { startFakeProxmox } from '../../test/fakes/proxmox/fake-api.ts';
import type { FakeProxmox } from '../../test/fakes/proxmox/fake-api.ts';
import { buyKvm, createService, markPaid, serviceAction } from '../../test/helpers/fulfilment.ts';
import type { ErrorBody } from '../../test/helpers/orders.ts';
import type { ServiceDetails } from '../services/fulfilment/views.ts';

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

async function running(user: TestUser): Promise<{ id: string; vmid: number }> {
  const order = await buyKvm(app, user);
  await markPaid(app, admin, order.id);
  const created = await createService(app, admin, order.id);
  expect(created.statusCode, created.payload).toBe(201);
  await settle();
  const id = created.json.service.id as string;
  const row = normalizeRow('services', await app.knex('services').where({ id }).first())!;
  return { id, vmid: Number(row.provider_ref) };
}

const reset = (user: TestUser, id: string, body?: object) =>
  app.inject<{ password: string } & ErrorBody & { code?: string }>({
    method: 'POST',
    url: `/api/services/${id}/reset-password`,
    headers: user.headers,
    ...(body ? { payload: body } : {}),
  });

async function details(user: TestUser, id: string): Promise<ServiceDetails> {
  return (await app.inject<ServiceDetails>({ url: `/api/services/${id}/details`, headers: user.headers }))
    .json;
}

describe('POST /services/{id}/reset-password', () => {
  it('sets a new password through the guest agent, without a reboot; mails when and from where, never the password', async () => {
    const alice = await app.signUp();
    const { id, vmid } = await running(alice);
    const before = await details(alice, id);
    app.sentMail.length = 0;
    const res = await reset(alice, id);
    expect(res.statusCode, res.payload).toBe(200);
    expect(res.json.password.length).toBeGreaterThanOrEqual(20);
    expect(res.json.password).not.toBe(before.password);
    const vm = proxmox.vm(vmid)!;
    expect(vm.agentPasswords).toEqual([{ username: 'root', password: res.json.password }]);
    expect(vm.reboots).toBe(0);
    // stored encrypted like the first one: the details show it to its owner
    expect((await details(alice, id)).password).toBe(res.json.password);
    const stored = await app.knex('services').where({ id }).first();
    expect(String(stored.connection_encrypted)).not.toContain(res.json.password);
    const audit = await app.knex('audit_log').where({ action: 'service.password_reset', entity_id: id });
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit[0].data)).not.toContain(res.json.password);
    await app.runJobs();
    const mails = app.sentMail.filter((m) => m.to === alice.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/password/i);
    expect(mails[0]!.text).toContain('127.0.0.1');
    expect(mails[0]!.text).not.toContain(res.json.password);
  });

  it('with the agent down answers 409 offering cloud-init; accepted, the fake gets cipassword, a new drive and a reboot', async () => {
    const bob = await app.signUp();
    const { id, vmid } = await running(bob);
    proxmox.vm(vmid)!.agentRunning = false;
    const refused = await reset(bob, id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json.code).toBe('guest_agent_unavailable');
    expect(refused.json.message).toBe(SERVER_MESSAGES.passwordResetAgentDown);

    const notAccepted = await reset(bob, id, { method: 'cloud-init' });
    expect(notAccepted.statusCode).toBe(400);
    expect(notAccepted.json.message).toBe(SERVER_MESSAGES.passwordResetRebootRequired);

    const res = await reset(bob, id, { method: 'cloud-init', reboot: true });
    expect(res.statusCode, res.payload).toBe(200);
    await settle();
    const vm = proxmox.vm(vmid)!;
    expect(vm.cipassword).toBe(res.json.password);
    expect(vm.cloudInitRegenerations).toBe(1);
    expect(vm.reboots).toBe(1);
    expect((await details(bob, id)).password).toBe(res.json.password);
    expect((await details(bob, id)).currentStatus).toBe('running');
  });

  it("answers 404 for another customer's server", async () => {
    const [carol, dave] = await Promise.all([app.signUp(), app.signUp()]);
    const { id, vmid } = await running(carol);
    const res = await reset(dave, id);
    expect(res.statusCode).toBe(404);
    expect(res.json.message).toBe(SERVER_MESSAGES.serviceNotFound);
    expect(proxmox.vm(vmid)!.agentPasswords).toEqual([]);
  });

  it('answers 409 while the server is stopped', async () => {
    const erin = await app.signUp();
    const { id } = await running(erin);
    expect((await serviceAction(app, erin, id, 'stop')).statusCode).toBe(200);
    await settle();
    const res = await reset(erin, id);
    expect(res.statusCode).toBe(409);
    expect(res.json.message).toBe(SERVER_MESSAGES.passwordResetNotRunning);
  });

  it('allows 5 resets of one server a day, then answers 429', async () => {
    const fay = await app.signUp();
    const { id } = await running(fay);
    for (let i = 0; i < 5; i++) expect((await reset(fay, id)).statusCode).toBe(200);
    const sixth = await reset(fay, id);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json.message).toBe(SERVER_MESSAGES.passwordResetLimit);
  });
});
