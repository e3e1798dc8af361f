import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ConsoleSink } from '../types.ts';
import { createProxmoxClient } from './client.ts';
import { parseProxmoxConfig } from './config.ts';
import type { ProxmoxConfig } from './config.ts';
import { openProxmoxConsole, PVE_MAX_FRAME_BYTES } from './console.ts';
import { startFakeProxmox } from '../../../test/fakes/proxmox/fake-api.ts';
import type { FakeProxmox } from '../../../test/fakes/proxmox/fake-api.ts';
import WebSocket from 'ws';
import { FIRST_CONNECTION_WITHIN_MS, TICKET_VALID_MS } from '../../../test/fakes/proxmox/fake-console.ts';

let fake: FakeProxmox;
let config: ProxmoxConfig;
const VMID = 120;

beforeEach(async () => {
  fake = await startFakeProxmox();
  const { value, problems } = parseProxmoxConfig(fake.env({ PROXMOX_TEMPLATES: 'Ubuntu 22.04=9000' }));
  expect(problems).toEqual([]);
  config = value!;
  fake.vms.set(VMID, {
    vmid: VMID,
    template: false,
    status: 'running',
    config: { name: 'svc-0a1b2c3d' },
    diskBytes: 10 * 2 ** 30,
    lock: null,
    startedAt: Date.now(),
    cipassword: null,
    sshkeys: null,
    agentRunning: true,
    agentPasswords: [],
    cloudInitRegenerations: 0,
    reboots: 0,
    clonedFrom: 9000,
  });
});
afterEach(async () => {
  await fake?.close();
});

function collector() {
  const texts: string[] = [];
  const bytes: Buffer[] = [];
  const state = { closed: false, error: undefined as Error | undefined };
  const sink: ConsoleSink = {
    message: (m) => {
      if (m.type === 'output') texts.push(m.data);
    },
    binary: (data) => bytes.push(data),
    closed: (error) => Object.assign(state, { closed: true, error }),
  };
  return { sink, state, output: () => texts.join(''), bytes: () => Buffer.concat(bytes) };
}

const open = (kind: 'vnc' | 'terminal', sink: ConsoleSink) =>
  openProxmoxConsole(createProxmoxClient({ config }), config, { node: fake.node, vmid: VMID }, kind, sink);

describe("Proxmox's serial terminal (termproxy)", () => {
  it('authenticates with user:ticket, relays typed input and its answer, resizes and keeps alive', async () => {
    const c = collector();
    const upstream = await open('terminal', c.sink);
    await expect.poll(c.output).toContain('root@svc-0a1b2c3d:~# ');
    upstream.send({ type: 'resize', cols: 120, rows: 40 });
    upstream.send({ type: 'input', data: 'hostname\r' });
    await expect.poll(c.output).toContain('hostname\r\nsvc-0a1b2c3d\r\n');
    // Multi-byte input is counted in bytes.
    upstream.send({ type: 'input', data: 'ሰላም' });
    await expect.poll(c.output).toContain('ሰላም');
    expect(fake.consoles.log.resizes).toEqual([[120, 40]]);
    expect(fake.consoles.log.inputs).toEqual(['hostname\r', 'ሰላም']);
    expect(c.output()).not.toContain('OK');
    expect(c.state.closed).toBe(false);
    upstream.close();
  });
});

describe("Proxmox's screen (vncproxy + vncwebsocket)", () => {
  it('asks for a password, relays the RFB handshake both ways, and splits frames to 128 KiB', async () => {
    const c = collector();
    const upstream = await open('vnc', c.sink);
    expect(upstream.vncPassword).toMatch(/^\S{8}$/);
    const asked = fake.requests.find((r) => r.path.endsWith('/vncproxy'))!;
    expect(asked.body).toMatchObject({ websocket: '1', 'generate-password': '1' });
    await expect.poll(() => c.bytes().toString('latin1')).toBe('RFB 003.008\n');
    upstream.sendBinary(Buffer.from('RFB 003.008\n', 'latin1'));
    await expect.poll(() => [...c.bytes().subarray(12)]).toEqual([1, 2]);
    // A large paste from the browser still reaches pveproxy, in frames it accepts.
    upstream.sendBinary(Buffer.alloc(PVE_MAX_FRAME_BYTES * 2 + 10));
    await expect.poll(() => fake.consoles.log.vncBytes).toBe(12 + PVE_MAX_FRAME_BYTES * 2 + 10);
    expect(c.state.closed).toBe(false);
    upstream.close();
  });

  it('refuses before the upgrade: no token, no binary subprotocol, a used ticket, a late or expired one', async () => {
    const client = createProxmoxClient({ config });
    const base = `/nodes/${fake.node}/qemu/${VMID}`;
    const auth = { Authorization: `PVEAPIToken=${config.tokenId}=${config.tokenSecret}` };
    const connect = async (headers: Record<string, string>, protocols: string[]) => {
      const { ticket, port } = await client.post<{ ticket: string; port: string }>(`${base}/vncproxy`, {
        websocket: 1,
      });
      const url = `${config.url.replace(/^http/, 'ws')}/api2/json${base}/vncwebsocket?port=${port}&vncticket=${encodeURIComponent(ticket)}`;
      return { url, try: () => status(url, headers, protocols) };
    };
    const status = (url: string, headers: Record<string, string>, protocols: string[]) =>
      new Promise<number>((resolve, reject) => {
        const ws = new WebSocket(url, protocols, { headers });
        ws.on('open', () => {
          ws.close();
          resolve(101);
        });
        ws.on('unexpected-response', (_req, res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        ws.on('error', reject);
      });
    expect(await (await connect({}, ['binary'])).try()).toBe(401);
    expect(await (await connect(auth, [])).try()).toBe(400);
    const once = await connect(auth, ['binary']);
    expect(await once.try()).toBe(101);
    expect(await once.try()).toBe(401);
    const late = await connect(auth, ['binary']);
    fake.consoles.age(FIRST_CONNECTION_WITHIN_MS + 1_000);
    expect(await late.try()).toBe(502);
    const expired = await connect(auth, ['binary']);
    fake.consoles.age(TICKET_VALID_MS + 1_000);
    expect(await expired.try()).toBe(401);
    expect(fake.consoles.log.refused).toEqual([
      'authentication failure',
      'no binary subprotocol',
      'ticket used',
      'listener timed out',
      'ticket expired',
    ]);
  });

  it('closes a socket sent a frame over 128 KiB', async () => {
    const { ticket, port } = await createProxmoxClient({ config }).post<{ ticket: string; port: string }>(
      `/nodes/${fake.node}/qemu/${VMID}/vncproxy`,
      { websocket: 1 },
    );
    const url = `${config.url.replace(/^http/, 'ws')}/api2/json/nodes/${fake.node}/qemu/${VMID}/vncwebsocket?port=${port}&vncticket=${encodeURIComponent(ticket)}`;
    const ws = new WebSocket(url, ['binary'], {
      headers: { Authorization: `PVEAPIToken=${config.tokenId}=${config.tokenSecret}` },
    });
    await new Promise((resolve) => ws.once('open', resolve));
    const closed = new Promise<number>((resolve) => ws.once('close', resolve));
    ws.send(Buffer.alloc(PVE_MAX_FRAME_BYTES + 1));
    expect(await closed).toBe(1009);
  });
});
