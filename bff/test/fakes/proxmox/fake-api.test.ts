/**
 * The fake Proxmox API refuses what real Proxmox refuses, proven with direct HTTP requests (so a
 * driver that passes against it cannot be relying on a lenient fake).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeProxmox } from './fake-api.ts';
import { cloudInitNetwork } from './fake-model.ts';
import type { FakeProxmox } from './fake-api.ts';

let fake: FakeProxmox;

beforeEach(async () => {
  fake = await startFakeProxmox({ taskPolls: 2, bridges: ['vmbr0', 'vmbr1'] });
});
afterEach(async () => {
  await fake.close();
});

interface CallOptions {
  query?: Record<string, string>;
  form?: Record<string, string>;
  body?: string;
  contentType?: string;
  authorization?: string | null;
}

async function call(method: string, path: string, options: CallOptions = {}) {
  const headers: Record<string, string> = {};
  const auth =
    options.authorization === undefined
      ? `PVEAPIToken=${fake.tokenId}=${fake.tokenSecret}`
      : options.authorization;
  if (auth !== null) headers.authorization = auth;
  let body = options.body;
  if (options.form) {
    body = new URLSearchParams(options.form).toString();
    headers['content-type'] = 'application/x-www-form-urlencoded';
  }
  if (options.contentType) headers['content-type'] = options.contentType;
  const query = options.query ? `?${new URLSearchParams(options.query)}` : '';
  const res = await fetch(`${fake.url}${path}${query}`, { method, headers, body });
  const text = await res.text();
  const json = text
    ? (JSON.parse(text) as { data?: unknown; message?: string; errors?: Record<string, string> })
    : undefined;
  return { status: res.status, statusText: res.statusText, json };
}

const api = (path: string) => `/api2/json${path}`;

/** Polls a task until it stops; answers the final status and how many polls said running. */
async function pollToEnd(upid: string) {
  for (let running = 0; running < 50; running += 1) {
    const res = await call('GET', api(`/nodes/pve/tasks/${encodeURIComponent(upid)}/status`));
    const task = res.json?.data as { status: string; exitstatus?: string };
    if (task.status === 'stopped') return { task, running };
  }
  throw new Error('task never stopped');
}

async function cloneTemplate(newid: number): Promise<string> {
  const res = await call('POST', api('/nodes/pve/qemu/9000/clone'), {
    form: { newid: String(newid), name: 'svc-test', full: '1', storage: 'local-lvm' },
  });
  expect(res.status).toBe(200);
  return res.json!.data as string;
}

describe('authentication', () => {
  it('accepts exactly PVEAPIToken=USER@REALM!TOKENID=SECRET', async () => {
    expect((await call('GET', api('/version'))).status).toBe(200);
  });

  it.each([
    ['no header', null],
    ['a bearer token', 'Bearer abc'],
    ['a colon between id and secret', 'PVEAPIToken=shop@pve!provisioning:SECRET'],
    ['a space instead of =', 'PVEAPIToken shop@pve!provisioning=SECRET'],
    ['the wrong secret', 'PVEAPIToken=shop@pve!provisioning=wrong'],
    ['the wrong token id', 'PVEAPIToken=root@pam!provisioning=SECRET'],
  ])('answers 401 with no body for %s', async (_what, header) => {
    const authorization = header?.replace('SECRET', fake.tokenSecret) ?? null;
    const res = await call('GET', api('/version'), { authorization });
    expect(res.status).toBe(401);
    expect(res.statusText).toBe('authentication failure');
    expect(res.json).toBeUndefined();
  });
});

describe('methods, paths and bodies', () => {
  it.each([
    ['GET', '/nodes/pve/qemu/9000/nonsense'],
    ['POST', '/cluster/nextid'],
    ['GET', '/nodes/pve/qemu/9000/resize'],
    ['PUT', '/nodes/pve/qemu/9000/clone'],
    ['POST', '/nodes/pve/qemu/9000/status/hibernate'],
  ])('answers 501 for %s %s', async (method, path) => {
    const res = await call(method, api(path));
    expect(res.status).toBe(501);
    expect(res.statusText).toBe(`Method '${method} ${path}' not implemented`);
  });

  it('answers 501 outside /api2/json and for other formats', async () => {
    expect((await call('GET', '/nodes/pve/qemu')).status).toBe(501);
    expect((await call('GET', '/api2/extjs/version')).status).toBe(501);
  });

  it('refuses a body on DELETE (its parameters belong in the query string)', async () => {
    const res = await call('DELETE', api('/nodes/pve/qemu/9000'), { form: { purge: '1' } });
    expect(res.status).toBe(501);
    expect(res.statusText).toBe("Unexpected content for method 'DELETE'");
    expect(fake.vm(9000)).toBeDefined();
  });

  it('refuses POST bodies that are neither form-encoded nor JSON, and takes both of those', async () => {
    const plain = await call('POST', api('/nodes/pve/qemu/9000/clone'), {
      body: 'newid=150',
      contentType: 'text/plain',
    });
    expect(plain.status).toBe(506);
    const json = await call('POST', api('/nodes/pve/qemu/9000/clone'), {
      body: JSON.stringify({ newid: 150, full: true, name: 'json-clone' }),
      contentType: 'application/json',
    });
    expect(json.status).toBe(200);
    expect(fake.vm(150)?.config.name).toBe('json-clone');
  });

  it('answers 500 for another node, as a cluster does for a name it cannot resolve', async () => {
    const res = await call('GET', api('/nodes/other/qemu/9000/status/current'));
    expect(res.status).toBe(500);
    expect(res.json?.message).toMatch(/hostname lookup 'other' failed/);
  });

  it('records every request with its query, body and content type', async () => {
    await call('POST', api('/nodes/pve/qemu/9000/clone'), { form: { newid: '120' } });
    await call('GET', api('/cluster/nextid'), { query: { vmid: '130' } });
    expect(fake.requests.map((r) => [r.method, r.path, r.status])).toEqual([
      ['POST', '/nodes/pve/qemu/9000/clone', 200],
      ['GET', '/cluster/nextid', 200],
    ]);
    expect(fake.requests[0]).toMatchObject({
      body: { newid: '120' },
      contentType: 'application/x-www-form-urlencoded',
      authorized: true,
    });
    expect(fake.requests[1]!.query).toEqual({ vmid: '130' });
  });
});

describe('parameters', () => {
  it('clone requires newid', async () => {
    const res = await call('POST', api('/nodes/pve/qemu/9000/clone'), { form: { name: 'x' } });
    expect(res.status).toBe(400);
    expect(res.statusText).toBe('Parameter verification failed.');
    expect(res.json?.errors).toEqual({ newid: 'property is missing and it is not optional' });
  });

  it('refuses unknown parameters and wrong types', async () => {
    const res = await call('POST', api('/nodes/pve/qemu/9000/clone'), {
      form: { newid: 'abc', fullclone: '1', full: 'maybe' },
    });
    expect(res.status).toBe(400);
    expect(res.json?.errors).toEqual({
      newid: "type check ('integer') failed - got 'abc'",
      fullclone: 'property is not defined in schema and the schema does not allow additional properties',
      full: "type check ('boolean') failed - got 'maybe'",
    });
  });

  it('refuses a vmid below 100', async () => {
    const res = await call('POST', api('/nodes/pve/qemu/9000/clone'), { form: { newid: '99' } });
    expect(res.json?.errors).toEqual({ newid: 'value must have a minimum value of 100' });
  });

  it('resize requires disk and size, and a size Proxmox can read', async () => {
    const missing = await call('PUT', api('/nodes/pve/qemu/9000/resize'), { form: { disk: 'scsi0' } });
    expect(missing.status).toBe(400);
    expect(missing.json?.errors).toEqual({ size: 'property is missing and it is not optional' });
    const bad = await call('PUT', api('/nodes/pve/qemu/9000/resize'), {
      form: { disk: 'scsi0', size: '40GB' },
    });
    expect(bad.json?.errors).toEqual({ size: 'value does not match the regex pattern' });
  });

  it('checks ipconfig and net formats', async () => {
    const upid = await cloneTemplate(140);
    await pollToEnd(upid);
    const res = await call('PUT', api('/nodes/pve/qemu/140/config'), {
      form: { ipconfig0: 'ip=192.0.2.5,gw=192.0.2.1', net0: 'virtio,bridge=vmbr0,speed=1' },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.json?.errors ?? {}).sort()).toEqual(['ipconfig0', 'net0']);
  });

  it.each([
    [
      'ip6=2001:db8::5,gw6=2001:db8::1',
      /ip6: invalid format - value does not look like a valid ipv6 network/,
    ],
    ['ip6=2001:db8::5/129', /valid ipv6 network configuration/],
    ['ip6=192.0.2.5/24', /valid ipv6 network configuration/],
    ['ip=192.0.2.5/24,gw6=2001:db8::1', /ip6: missing property - 'gw6' requires this property/],
    ['gw=192.0.2.1', /ip: missing property - 'gw' requires this property/],
    [
      'ip6=2001:db8::5/64,gw6=192.0.2.1',
      /gw6: invalid format - value does not look like a valid ipv6 address/,
    ],
    ['ip=192.0.2.5/24,mac=aa', /mac: property is not defined in schema/],
  ])('refuses ipconfig0=%s as pve-qm-ipconfig does', async (value, message) => {
    await pollToEnd(await cloneTemplate(141));
    const res = await call('PUT', api('/nodes/pve/qemu/141/config'), { form: { ipconfig0: value } });
    expect(res.status).toBe(400);
    expect(res.json?.errors?.ipconfig0).toMatch(message);
  });

  it('takes IPv6 (CIDR, dhcp or auto) and gives the guest one interface per netN, ignoring an ipconfig without its net', async () => {
    await pollToEnd(await cloneTemplate(142));
    const res = await call('PUT', api('/nodes/pve/qemu/142/config'), {
      form: {
        net0: 'virtio,bridge=vmbr0,firewall=1',
        ipconfig0: 'ip6=2001:db8::5/64,gw6=2001:db8::1',
        net1: 'virtio,bridge=vmbr0',
        ipconfig1: 'ip=192.0.2.6/24',
        ipconfig2: 'ip=192.0.2.7/24',
        net3: 'virtio,bridge=vmbr0',
        ipconfig4: 'ip6=auto',
      },
    });
    expect(res.status).toBe(200);
    expect(cloudInitNetwork(fake.vm(142)!.config)).toEqual([
      { device: 'net0', ip: null, gw: null, ip6: '2001:db8::5/64', gw6: '2001:db8::1' },
      { device: 'net1', ip: '192.0.2.6/24', gw: null, ip6: null, gw6: null },
      { device: 'net3', ip: 'dhcp', gw: null, ip6: null, gw6: null },
    ]);
  });
});

describe('tasks and locks', () => {
  it('answers a UPID of this node that runs for taskPolls polls, then stops with OK', async () => {
    const upid = await cloneTemplate(101);
    expect(upid).toMatch(
      /^UPID:pve:[0-9A-F]{8}:[0-9A-F]{8}:[0-9A-F]{8}:qmclone:9000:shop@pve!provisioning:$/,
    );
    expect(fake.vm(101)?.lock).toBe('clone');
    const { task, running } = await pollToEnd(upid);
    expect(running).toBe(2);
    expect(task.exitstatus).toBe('OK');
    expect(fake.vm(101)?.lock).toBeNull();
  });

  it("answers the lock error to a config, start or destroy while the VM's task runs (a client that did not wait)", async () => {
    const upid = await cloneTemplate(102);
    const lockText = "can't lock file '/var/lock/qemu-server/lock-102.conf' - got timeout";
    const config = await call('POST', api('/nodes/pve/qemu/102/config'), { form: { cores: '2' } });
    expect(config.status).toBe(500);
    expect(config.json?.message).toBe(`${lockText}\n`);
    expect((await call('POST', api('/nodes/pve/qemu/102/status/start'))).json?.message).toBe(`${lockText}\n`);
    expect((await call('DELETE', api('/nodes/pve/qemu/102'))).json?.message).toBe(`${lockText}\n`);

    await pollToEnd(upid);
    expect((await call('POST', api('/nodes/pve/qemu/102/config'), { form: { cores: '2' } })).status).toBe(
      200,
    );
  });

  it('applies an async config when its task ends, a PUT config at once', async () => {
    await pollToEnd(await cloneTemplate(103));
    const post = await call('POST', api('/nodes/pve/qemu/103/config'), { form: { cores: '4' } });
    expect(fake.vm(103)?.config.cores).toBe('1');
    await pollToEnd(post.json!.data as string);
    expect(fake.vm(103)?.config.cores).toBe('4');
    const put = await call('PUT', api('/nodes/pve/qemu/103/config'), { form: { memory: '4096' } });
    expect(put.json?.data).toBeNull();
    expect(fake.vm(103)?.config.memory).toBe('4096');
  });

  it('an injected lock answers the lock error the given number of times', async () => {
    fake.lockVm(9000, 1);
    expect((await call('PUT', api('/nodes/pve/qemu/9000/config'), { form: { cores: '2' } })).status).toBe(
      500,
    );
    expect((await call('PUT', api('/nodes/pve/qemu/9000/config'), { form: { cores: '2' } })).status).toBe(
      200,
    );
  });

  it('an injected task failure ends the next task of that type with its text; a failed clone leaves nothing', async () => {
    fake.failNextTask('qmclone', 'clone failed: out of space');
    const { task } = await pollToEnd(await cloneTemplate(104));
    expect(task.exitstatus).toBe('clone failed: out of space');
    expect(fake.vm(104)).toBeUndefined();
  });
});

describe("qemu-server's refusals", () => {
  it('clone refuses an existing vmid', async () => {
    await cloneTemplate(105);
    const again = await call('POST', api('/nodes/pve/qemu/9000/clone'), {
      form: { newid: '105', full: '1' },
    });
    expect(again.status).toBe(500);
    expect(again.json?.message).toBe('unable to create VM 105: config file already exists\n');
  });

  it('clone refuses a storage for a linked clone, and a storage that does not exist', async () => {
    const linked = await call('POST', api('/nodes/pve/qemu/9000/clone'), {
      form: { newid: '106', full: '0', storage: 'local-lvm' },
    });
    expect(linked.json?.message).toMatch(/not allowed for linked clones/);
    const unknown = await call('POST', api('/nodes/pve/qemu/9000/clone'), {
      form: { newid: '106', full: '1', storage: 'ceph' },
    });
    expect(unknown.json?.message).toBe("storage 'ceph' does not exist\n");
  });

  it('resize grows, refuses to shrink', async () => {
    await pollToEnd(await cloneTemplate(107));
    const grow = await call('PUT', api('/nodes/pve/qemu/107/resize'), {
      form: { disk: 'scsi0', size: '40G' },
    });
    await pollToEnd(grow.json!.data as string);
    expect(fake.vm(107)?.config.scsi0).toBe('local-lvm:vm-107-disk-0,size=40G');
    const shrink = await call('PUT', api('/nodes/pve/qemu/107/resize'), {
      form: { disk: 'scsi0', size: '20G' },
    });
    expect(shrink.status).toBe(500);
    expect(shrink.json?.message).toBe('shrinking disks is not supported\n');
  });

  it('destroy refuses a running VM; stopped, it goes with the purge parameters in the query', async () => {
    await pollToEnd(await cloneTemplate(108));
    await pollToEnd((await call('POST', api('/nodes/pve/qemu/108/status/start'))).json!.data as string);
    expect(fake.vm(108)?.status).toBe('running');
    const refused = await call('DELETE', api('/nodes/pve/qemu/108'));
    expect(refused.json?.message).toBe('VM 108 is running - destroy failed\n');
    await pollToEnd((await call('POST', api('/nodes/pve/qemu/108/status/stop'))).json!.data as string);
    const destroy = await call('DELETE', api('/nodes/pve/qemu/108'), {
      query: { purge: '1', 'destroy-unreferenced-disks': '1' },
    });
    expect(destroy.status).toBe(200);
    await pollToEnd(destroy.json!.data as string);
    expect(fake.vm(108)).toBeUndefined();
  });

  it('start fails on a bridge that does not exist; reboot refuses a stopped VM', async () => {
    await pollToEnd(await cloneTemplate(109));
    await call('PUT', api('/nodes/pve/qemu/109/config'), { form: { net0: 'virtio,bridge=vmbr9' } });
    const { task } = await pollToEnd(
      (await call('POST', api('/nodes/pve/qemu/109/status/start'))).json!.data as string,
    );
    expect(task.exitstatus).toBe("bridge 'vmbr9' does not exist");
    const reboot = await call('POST', api('/nodes/pve/qemu/109/status/reboot'));
    expect(reboot.json?.message).toBe('VM 109 not running\n');
  });

  it('answers a missing VM with its missing config file', async () => {
    const res = await call('GET', api('/nodes/pve/qemu/555/status/current'));
    expect(res.status).toBe(500);
    expect(res.json?.message).toBe("Configuration file 'nodes/pve/qemu-server/555.conf' does not exist\n");
  });

  it('nextid answers the lowest free id as a string, or an injected one', async () => {
    expect((await call('GET', api('/cluster/nextid'))).json?.data).toBe('100');
    fake.answerNextIdWith(9000);
    expect((await call('GET', api('/cluster/nextid'))).json?.data).toBe('9000');
  });
});
