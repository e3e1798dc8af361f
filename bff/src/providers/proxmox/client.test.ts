import { afterEach, describe, expect, it } from 'vitest';
import { ProviderError } from '../types.ts';
import { apiPath, createProxmoxClient, ProxmoxApiError } from './client.ts';
import { parseProxmoxConfig } from './config.ts';
import type { ProxmoxConfig } from './config.ts';
import { startFakeProxmox } from '../../../test/fakes/proxmox/fake-api.ts';
import type { FakeProxmox } from '../../../test/fakes/proxmox/fake-api.ts';
import { TEST_TLS } from '../../../test/fakes/proxmox/test-tls.ts';

let fake: FakeProxmox | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

function configFor(f: FakeProxmox, env: Record<string, string> = {}): ProxmoxConfig {
  const { value, problems } = parseProxmoxConfig(f.env(env));
  expect(problems).toEqual([]);
  return value!;
}

async function failure(promise: Promise<unknown>): Promise<ProxmoxApiError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ProxmoxApiError);
  expect(err).toBeInstanceOf(ProviderError);
  return err as ProxmoxApiError;
}

describe('requests', () => {
  it('sends the token header, form-encoded POST bodies and query-string DELETE parameters', async () => {
    fake = await startFakeProxmox();
    const client = createProxmoxClient({ config: configFor(fake) });
    const upid = await client.post<string>(apiPath('nodes', 'pve', 'qemu', 9000, 'clone'), {
      newid: 120,
      name: 'svc-1',
      full: 1,
    });
    expect(upid).toMatch(/^UPID:pve:/);
    fake.finishTasks();
    await client.delete(apiPath('nodes', 'pve', 'qemu', 120), { purge: 1, 'destroy-unreferenced-disks': 1 });
    const [clone, destroy] = fake.requests;
    expect(clone).toMatchObject({
      authorized: true,
      contentType: 'application/x-www-form-urlencoded',
      body: { newid: '120', name: 'svc-1', full: '1' },
      query: {},
    });
    expect(destroy).toMatchObject({
      method: 'DELETE',
      status: 200,
      body: {},
      contentType: null,
      query: { purge: '1', 'destroy-unreferenced-disks': '1' },
    });
  });

  it('percent-encodes path segments, so a UPID reaches the task endpoint whole', async () => {
    expect(apiPath('nodes', 'pve', 'tasks', 'UPID:pve:1:2:3:qmclone:9000:a@pve!t:', 'status')).toBe(
      '/nodes/pve/tasks/UPID%3Apve%3A1%3A2%3A3%3Aqmclone%3A9000%3Aa%40pve!t%3A/status',
    );
    fake = await startFakeProxmox({ taskPolls: 0 });
    const client = createProxmoxClient({ config: configFor(fake) });
    const upid = await client.post<string>(apiPath('nodes', 'pve', 'qemu', 9000, 'clone'), { newid: 121 });
    const task = await client.get<{ status: string; exitstatus: string }>(
      apiPath('nodes', 'pve', 'tasks', upid, 'status'),
    );
    expect(task).toMatchObject({ status: 'stopped', exitstatus: 'OK' });
  });
});

describe('errors', () => {
  it("4xx: not retriable, with Proxmox's message and per-parameter errors", async () => {
    fake = await startFakeProxmox();
    const client = createProxmoxClient({ config: configFor(fake) });
    const err = await failure(client.post(apiPath('nodes', 'pve', 'qemu', 9000, 'clone'), { name: 'x' }));
    expect(err.retriable).toBe(false);
    expect(err.options.status).toBe(400);
    expect(err.message).toBe(
      'Proxmox POST /nodes/pve/qemu/9000/clone answered 400: Parameter verification failed. ' +
        '(newid: property is missing and it is not optional)',
    );
  });

  it('403: not retriable, with the permission message', async () => {
    fake = await startFakeProxmox();
    fake.failNextRequest({ path: /clone$/ }, 403, 'Permission check failed (/vms/9000, VM.Clone)');
    const client = createProxmoxClient({ config: configFor(fake) });
    const err = await failure(client.post(apiPath('nodes', 'pve', 'qemu', 9000, 'clone'), { newid: 130 }));
    expect(err.retriable).toBe(false);
    expect(err.message).toMatch(/answered 403: Permission check failed \(\/vms\/9000, VM.Clone\)$/);
  });

  it('401 (no body): not retriable, the status line as the message', async () => {
    fake = await startFakeProxmox();
    const client = createProxmoxClient({ config: { ...configFor(fake), tokenSecret: 'wrong-secret' } });
    const err = await failure(client.get('/version'));
    expect(err.retriable).toBe(false);
    expect(err.message).toBe('Proxmox GET /version answered 401: authentication failure');
  });

  it('5xx: retriable', async () => {
    fake = await startFakeProxmox();
    fake.failNextRequest({ path: /^\/version$/ }, 503, 'service unavailable');
    const client = createProxmoxClient({ config: configFor(fake) });
    const err = await failure(client.get('/version'));
    expect(err.retriable).toBe(true);
    expect(err.options.status).toBe(503);
  });

  it("the lock error: retriable, with qemu-server's text", async () => {
    fake = await startFakeProxmox();
    fake.lockVm(9000);
    const client = createProxmoxClient({ config: configFor(fake) });
    const err = await failure(client.put(apiPath('nodes', 'pve', 'qemu', 9000, 'config'), { cores: 2 }));
    expect(err.retriable).toBe(true);
    expect(err.proxmoxMessage).toBe("can't lock file '/var/lock/qemu-server/lock-9000.conf' - got timeout");
  });

  it('a 500 about a VM that does not exist or already exists: not retriable (retrying changes nothing)', async () => {
    fake = await startFakeProxmox();
    const client = createProxmoxClient({ config: configFor(fake) });
    const missing = await failure(client.get(apiPath('nodes', 'pve', 'qemu', 555, 'status', 'current')));
    expect(missing.retriable).toBe(false);
    const exists = await failure(
      client.post(apiPath('nodes', 'pve', 'qemu', 9000, 'clone'), { newid: 9000 }),
    );
    expect(exists.retriable).toBe(false);
    expect(exists.proxmoxMessage).toBe('unable to create VM 9000: config file already exists');
  });

  it('network errors: retriable', async () => {
    fake = await startFakeProxmox();
    const config = configFor(fake);
    await fake.close();
    fake = undefined;
    const err = await failure(createProxmoxClient({ config }).get('/version'));
    expect(err.retriable).toBe(true);
    expect(err.message).toMatch(/^Proxmox GET \/version failed: fetch failed: .*ECONNREFUSED/);
  });

  it('never puts the token secret in a message, even when a server or a library echoes it', async () => {
    fake = await startFakeProxmox();
    const config = configFor(fake);
    const secret = config.tokenSecret;
    fake.failNextRequest({ path: /^\/version$/ }, 500, `bad header PVEAPIToken=${config.tokenId}=${secret}`);
    const echoed = await failure(createProxmoxClient({ config }).get('/version'));
    expect(echoed.message).toContain('bad header PVEAPIToken=shop@pve!provisioning=***');
    expect(echoed.message).not.toContain(secret);
    expect(echoed.proxmoxMessage).not.toContain(secret);

    const leakyFetch = (async (_url: string, init: RequestInit) => {
      throw new Error(`could not send ${JSON.stringify(init.headers)}`);
    }) as unknown as typeof fetch;
    const thrown = await failure(createProxmoxClient({ config, fetch: leakyFetch }).get('/version'));
    expect(thrown.retriable).toBe(true);
    expect(thrown.message).toContain('***');
    expect(thrown.message).not.toContain(secret);
  });
});

describe('TLS', () => {
  it('refuses a self-signed certificate unless PROXMOX_TLS_INSECURE is set (a retriable network error)', async () => {
    fake = await startFakeProxmox({ tls: TEST_TLS });
    expect(fake.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const strict = await failure(createProxmoxClient({ config: configFor(fake) }).get('/version'));
    expect(strict.retriable).toBe(true);
    expect(strict.message).toMatch(/self[- ]signed certificate/);

    const insecure = createProxmoxClient({ config: configFor(fake, { PROXMOX_TLS_INSECURE: 'true' }) });
    expect(await insecure.get('/version')).toMatchObject({ release: '8.2' });
  });
});
