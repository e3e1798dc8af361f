/**
 * Issue 39 through the Proxmox driver: the customer's hostname and SSH keys reach the VM config as
 * cloud-init reads them (`name`, `searchdomain`, `sshkeys` encoded as Proxmox requires), against
 * the strict fake, which URI-unescapes `sshkeys` once after the form decoding and refuses a key
 * that comes out broken.
 */
import { randomUUID } from 'node:crypto';
import { parseSshPublicKey } from '@shop/domain/ssh-keys';
import { SAMPLE_SSH_KEYS } from '@shop/domain/ssh-key-samples';
import { createTestDb } from '@shop/db/testing';
import type { TestDb } from '@shop/db/testing';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MachineSpec, ProviderDriver } from '../types.ts';
import { parseProxmoxConfig } from './config.ts';
import { accessParams, createProxmoxDriver, encodeSshKeys } from './driver.ts';
import { startFakeProxmox } from '../../../test/fakes/proxmox/fake-api.ts';
import type { FakeProxmox } from '../../../test/fakes/proxmox/fake-api.ts';
import { sshkeysProblem } from '../../../test/fakes/proxmox/fake-model.ts';
import { runSteps, runStepsUntilFailure } from '../../../test/fakes/proxmox/run-steps.ts';

let db: TestDb;
let fake: FakeProxmox;
let driver: ProviderDriver;

beforeAll(async () => {
  db = await createTestDb({ seed: false });
});
afterAll(async () => {
  await db?.destroy();
});
beforeEach(async () => {
  await db.knex('ip_allocations').del();
  fake = await startFakeProxmox({
    taskPolls: 1,
    templates: [{ vmid: 9000, name: 'ubuntu-2204', diskGb: 10 }],
  });
  const { value } = parseProxmoxConfig(fake.env({ PROXMOX_TEMPLATES: '*=9000' }));
  driver = createProxmoxDriver({ config: value!, knex: db.knex, timing: { pollMs: 0, lockBackoffMs: 0 } });
});
afterEach(async () => {
  await fake?.close();
});

function kvmSpec(access?: MachineSpec['access']): MachineSpec {
  const serviceId = randomUUID();
  return {
    serviceId,
    family: 'KVM',
    hostname: `svc-${serviceId.slice(0, 8)}`,
    owner: { id: randomUUID(), email: 'almaz@example.et', username: 'almaz' },
    os: 'Ubuntu 22.04',
    cores: 2,
    memoryMb: 4096,
    diskMb: 10 * 1024,
    trafficTb: 4,
    ipCount: 1,
    ipv6: false,
    game: null,
    version: null,
    slots: null,
    ...(access ? { access } : {}),
  };
}

const fingerprints = (keys: string[] | null) =>
  (keys ?? []).map((line) => {
    const parsed = parseSshPublicKey(line);
    return parsed.ok ? parsed.key.fingerprint : 'broken';
  });

describe('the Proxmox driver and the customer access', () => {
  it('sends the hostname and the keys; the fake receives each key intact (same fingerprint)', async () => {
    const spec = kvmSpec({
      hostname: 'web1.example.com',
      sshKeys: [SAMPLE_SSH_KEYS.ed25519.line, SAMPLE_SSH_KEYS.rsa2048.line],
    });
    const { result } = await runSteps((state) => driver.create(spec, state));
    const vm = fake.vm(Number(result.providerRef))!;
    expect(vm.config.name).toBe('web1');
    expect(vm.config.searchdomain).toBe('example.com');
    expect(fingerprints(vm.sshkeys)).toEqual([
      SAMPLE_SSH_KEYS.ed25519.fingerprint,
      SAMPLE_SSH_KEYS.rsa2048.fingerprint,
    ]);
    // the comment's ':' and '+' came through too
    expect(vm.sshkeys![0]).toBe(SAMPLE_SSH_KEYS.ed25519.line);
    expect(fake.requests.filter((r) => r.status !== 200)).toEqual([]);
  });

  it('reinstalls with another key: that one is sent, the old one is gone', async () => {
    const spec = kvmSpec({ hostname: 'web1', sshKeys: [SAMPLE_SSH_KEYS.ed25519.line] });
    const { result: machine } = await runSteps((state) => driver.create(spec, state));
    const again = { ...spec, access: { hostname: 'db1', sshKeys: [SAMPLE_SSH_KEYS.second.line] } };
    const { result } = await runSteps((state) => driver.reinstall(machine, again, state));
    const vm = fake.vm(Number(result.providerRef))!;
    expect(vm.config.name).toBe('db1');
    expect(vm.config.searchdomain).toBeUndefined();
    expect(fingerprints(vm.sshkeys)).toEqual([SAMPLE_SSH_KEYS.second.fingerprint]);
  });

  it('sends no sshkeys without keys, and the old names without a customer hostname', async () => {
    const spec = kvmSpec();
    const { result } = await runSteps((state) => driver.create(spec, state));
    const vm = fake.vm(Number(result.providerRef))!;
    expect(vm.config.name).toBe(spec.hostname);
    expect(vm.sshkeys).toBeNull();
    expect(accessParams(kvmSpec({ hostname: 'web1', sshKeys: [] }))).toEqual({ name: 'web1' });
  });

  it('abandons its own clone after the customer named it (recognised by its marker)', async () => {
    const spec = kvmSpec({ hostname: 'web1', sshKeys: [] });
    // The start fails for good after the configure step named the machine 'web1'.
    fake.failNextTask('qmstart', 'start failed: no space left');
    const { state } = await runStepsUntilFailure((s) => driver.create(spec, s));
    expect([...fake.vms.values()].some((vm) => vm.config.name === 'web1')).toBe(true);
    await runSteps((s) => driver.abandon(spec, state, s));
    expect([...fake.vms.values()].filter((vm) => !vm.template)).toEqual([]);
  });
});

describe("the fake's sshkeys check, as qemu-server's", () => {
  it('takes keys encoded as Proxmox requires', () => {
    expect(
      sshkeysProblem(encodeSshKeys([SAMPLE_SSH_KEYS.ed25519.line, SAMPLE_SSH_KEYS.ecdsa521.line])),
    ).toBeUndefined();
  });

  it('refuses a value that is not URI-escaped (a raw key, spaces and all)', () => {
    expect(sshkeysProblem(SAMPLE_SSH_KEYS.ed25519.line)).toMatch(/^invalid urlencoded string/);
  });

  it('refuses a key that comes out broken ("+" read as a space by a client that skipped the escaping)', () => {
    const broken = SAMPLE_SSH_KEYS.rsa2048.line.replace(/\+/g, ' ');
    expect(sshkeysProblem(encodeSshKeys([broken]))).toBe('unable to parse ssh key');
  });

  it('joins keys with %0A and writes a space as %20, never "+"', () => {
    const encoded = encodeSshKeys(['ssh-ed25519 AAAA a+b:c', 'ssh-rsa BBBB']);
    expect(encoded).toBe('ssh-ed25519%20AAAA%20a%2Bb%3Ac%0Assh-rsa%20BBBB');
    expect(new URLSearchParams({ sshkeys: encoded }).toString()).toContain('%2520');
  });
});
