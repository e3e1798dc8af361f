import { normalizeRows } from '@shop/db';
import { CONSOLE_CLOSE_CODES, SERVER_MESSAGES } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../server.ts';
import type { Server } from '@hapi/hapi';
import { buildTestApp, testConfig } from '../../../test/app/index.ts';
import type { TestApp, TestUser } from '../../../test/app/index.ts';
import { provisionedService, serviceAction } from '../../../test/helpers/fulfilment.ts';
import { consoleTicket, openSocket, TEST_APP_ORIGIN } from '../../../test/helpers/console.ts';
import type { Messages, Upgrade } from '../../../test/helpers/console.ts';

const ENV = { HOST: '127.0.0.1', PORT: '0', APP_URL: TEST_APP_ORIGIN };

let app: TestApp;
let port: number;
let admin: TestUser;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  app = await buildTestApp({ env: ENV, consoleLimits: { idleMs: 60_000, watchMs: 100 } });
  await app.server.start();
  port = app.server.info.port as number;
  [admin, alice, bob] = await Promise.all([app.signUpAdmin(), app.signUp(), app.signUp()]);
});
afterAll(async () => {
  await app?.close();
});

function opened(upgrade: Upgrade): Messages {
  if (!('ws' in upgrade)) throw new Error(`refused: ${JSON.stringify(upgrade)}`);
  return upgrade.messages;
}

async function consoleAudit(serviceId: string) {
  return normalizeRows(
    'audit_log',
    await app
      .knex('audit_log')
      .where({ entity_id: serviceId })
      .where('action', 'like', 'console.%')
      .orderBy('created_at'),
  );
}

describe('POST /services/{id}/console', () => {
  it('answers a one-time socket URL with at least 128 random bits, stored hashed, valid 30 s', async () => {
    const kvm = await provisionedService(app, admin, alice);
    const res = await app.inject<{ kind: string; url: string; expiresAt: string; message: string }>({
      method: 'POST',
      url: `/api/services/${kvm.id}/console`,
      headers: alice.headers,
      payload: { kind: 'terminal' },
    });
    expect(res.statusCode).toBe(201);
    const ticket = new URL(res.json.url, TEST_APP_ORIGIN).searchParams.get('ticket')!;
    expect(res.json.url).toBe(`/api/services/${kvm.id}/console/socket?ticket=${ticket}`);
    expect(Buffer.from(ticket, 'base64url').length).toBeGreaterThanOrEqual(16);
    const ms = new Date(res.json.expiresAt).getTime() - Date.now();
    expect(ms).toBeGreaterThan(25_000);
    expect(ms).toBeLessThanOrEqual(30_000);
    const rows = await app.knex('console_tickets').where({ service_id: kvm.id });
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(ticket);
    expect(rows[0]).toMatchObject({ user_id: alice.user.id, kind: 'terminal' });
  });

  it('refuses another customer (404), a stopped machine (409 with the reason) and a bad kind (400)', async () => {
    const kvm = await provisionedService(app, admin, alice);
    const post = (user: TestUser, payload: object) =>
      app.inject<{ message: string }>({
        method: 'POST',
        url: `/api/services/${kvm.id}/console`,
        headers: user.headers,
        payload,
      });
    expect((await post(bob, { kind: 'terminal' })).statusCode).toBe(404);
    expect((await post(alice, { kind: 'ssh' })).statusCode).toBe(400);
    const game = await post(alice, { kind: 'game' });
    expect([game.statusCode, game.json.message]).toEqual([409, SERVER_MESSAGES.consoleKindUnavailable]);
    expect((await serviceAction(app, alice, kvm.id, 'stop')).statusCode).toBe(200);
    const stopped = await post(alice, { kind: 'terminal' });
    expect([stopped.statusCode, stopped.json.message]).toEqual([409, SERVER_MESSAGES.consoleNotRunning]);
    // An admin opens any customer's console.
    expect((await serviceAction(app, alice, kvm.id, 'start')).statusCode).toBe(200);
    expect((await post(admin, { kind: 'vnc' })).statusCode).toBe(201);
  });
});

describe('the console socket', () => {
  it("relays the simulated terminal: typed input comes back, `hostname` answers the server's name", async () => {
    const kvm = await provisionedService(app, admin, alice);
    const ticket = await consoleTicket(app, alice, kvm.id, 'terminal');
    const m = opened(await openSocket(port, ticket.url));
    await m.until(() => m.output.includes('# '), 'the prompt');
    const hostname = /root@([^:]+):/.exec(m.output)![1]!;
    m.send({ type: 'resize', cols: 100, rows: 30 });
    m.send({ type: 'input', data: 'hostname\r' });
    await m.until(() => m.output.includes(`hostname\r\n${hostname}\r\n`), 'the hostname');
    m.send({ type: 'input', data: 'ip -4 addr\r' });
    await m.until(() => m.output.includes(`inet ${kvm.ipv4!.ip}/`), 'the IPv4 address');
    m.send({ type: 'input', data: 'rm -rf /\r' });
    await m.until(() => m.output.includes('rm: command not found'), 'command not found');
    m.ws.close();
    await m.until(() => m.closed !== null, 'the close');
    await expect
      .poll(async () => (await consoleAudit(kvm.id)).map((r) => r.action))
      .toEqual(['console.opened', 'console.closed']);
    const [open, close] = await consoleAudit(kvm.id);
    expect(open).toMatchObject({ actor_user_id: alice.user.id, data: { kind: 'terminal' } });
    expect(close!.data).toMatchObject({
      kind: 'terminal',
      reason: 'browser-closed',
      durationMs: expect.any(Number),
    });
  });

  it('relays the simulated screen: an RFB 3.8 handshake, then a raw framebuffer with the boot text', async () => {
    const kvm = await provisionedService(app, admin, alice);
    const ticket = await consoleTicket(app, alice, kvm.id, 'vnc');
    const m = opened(await openSocket(port, ticket.url));
    // The password comes first, in a text message (none: security type None); never in a URL.
    await m.until(() => m.all.length > 0, 'the vnc message');
    expect(m.all[0]).toEqual({ type: 'vnc', password: null });
    expect(ticket.url).not.toContain('password');
    const bytes = () => Buffer.concat(m.binary);
    let read = 0;
    const next = async (n: number, what: string) => {
      await m.until(() => bytes().length >= read + n, what);
      const out = bytes().subarray(read, read + n);
      read += n;
      return out;
    };
    expect((await next(12, 'the version')).toString('latin1')).toBe('RFB 003.008\n');
    m.ws.send(Buffer.from('RFB 003.008\n', 'latin1'));
    expect([...(await next(2, 'the security types'))]).toEqual([1, 1]);
    m.ws.send(Buffer.from([1]));
    expect((await next(4, 'the security result')).readUInt32BE(0)).toBe(0);
    m.ws.send(Buffer.from([1])); // ClientInit, shared
    const init = await next(24, 'ServerInit');
    const [width, height] = [init.readUInt16BE(0), init.readUInt16BE(2)];
    expect([width, height, init.readUInt8(4)]).toEqual([640, 400, 32]);
    const name = (await next(init.readUInt32BE(20), 'the name')).toString('utf8');
    expect(name).toMatch(/^svc-/);
    // A full update request: one raw rectangle of the whole screen, some pixels lit.
    const request = Buffer.alloc(10);
    request.writeUInt8(3, 0);
    request.writeUInt16BE(width, 6);
    request.writeUInt16BE(height, 8);
    m.ws.send(request);
    const header = await next(16, 'the update header');
    expect([header.readUInt8(0), header.readUInt16BE(2), header.readInt32BE(12)]).toEqual([0, 1, 0]);
    const pixels = await next(width * height * 4, 'the pixels');
    const colours = new Set<number>();
    for (let i = 0; i < pixels.length; i += 4) colours.add(pixels.readUInt32LE(i));
    expect(colours.size).toBe(2);
    m.ws.close();
  });

  it('relays a game console: a start-up log, `list` answered, its state', async () => {
    const game = await provisionedService(app, admin, alice, 'GAME');
    const ticket = await consoleTicket(app, alice, game.id, 'game');
    const m = opened(await openSocket(port, ticket.url));
    await m.until(() => m.output.includes('For help, type "help"'), 'the start-up log');
    expect(m.all).toContainEqual({ type: 'status', state: 'running' });
    m.send({ type: 'command', data: 'list' });
    await m.until(() => m.output.includes('players online'), 'the answer to list');
    m.send({ type: 'bogus' });
    await m.until(() => m.closed !== null, 'the close');
    expect(m.closed!.code).toBe(CONSOLE_CLOSE_CODES['protocol-error']);
  });

  it('refuses before the upgrade: unknown, used, expired, another service, a foreign Origin', async () => {
    const kvm = await provisionedService(app, admin, alice);
    const other = await provisionedService(app, admin, bob);

    const unknown = await openSocket(port, `/api/services/${kvm.id}/console/socket?ticket=nope`);
    expect(unknown.status).toBe(401);

    const used = await consoleTicket(app, alice, kvm.id, 'terminal');
    const first = opened(await openSocket(port, used.url));
    expect((await openSocket(port, used.url)).status).toBe(409);
    first.ws.close();

    const foreign = await consoleTicket(app, alice, kvm.id, 'terminal');
    expect((await openSocket(port, foreign.url, 'https://evil.example')).status).toBe(403);
    expect((await openSocket(port, foreign.url, null)).status).toBe(403);

    // Bob's ticket on Alice's socket path: refused, and Bob's own service's path is not Alice's.
    const bobs = await consoleTicket(app, bob, other.id, 'terminal');
    const ticketOnly = new URL(bobs.url, TEST_APP_ORIGIN).search;
    expect((await openSocket(port, `/api/services/${kvm.id}/console/socket${ticketOnly}`)).status).toBe(403);

    const expired = await consoleTicket(app, alice, kvm.id, 'terminal');
    await app
      .knex('console_tickets')
      .where({ service_id: kvm.id })
      .whereNull('used_at')
      .update({
        expires_at: new Date(Date.now() - 1000),
      });
    expect((await openSocket(port, expired.url)).status).toBe(410);
  });

  it('keeps one console per service: a new one closes the old with the reason', async () => {
    const kvm = await provisionedService(app, admin, alice);
    const a = opened(await openSocket(port, (await consoleTicket(app, alice, kvm.id, 'terminal')).url));
    await a.until(() => a.output.includes('# '), 'the first prompt');
    const b = opened(await openSocket(port, (await consoleTicket(app, alice, kvm.id, 'terminal')).url));
    await a.until(() => a.closed !== null, 'the old console closed');
    expect(a.all).toContainEqual({ type: 'closed', reason: 'replaced' });
    expect(a.closed!.code).toBe(CONSOLE_CLOSE_CODES.replaced);
    await b.until(() => b.output.includes('# '), 'the new prompt');
    b.ws.close();
  });

  it('closes at once when the service is suspended', async () => {
    const kvm = await provisionedService(app, admin, alice);
    const m = opened(await openSocket(port, (await consoleTicket(app, alice, kvm.id, 'terminal')).url));
    await m.until(() => m.output.includes('# '), 'the prompt');
    const res = await app.inject({
      method: 'POST',
      url: `/api/admin/services/${kvm.id}/status`,
      headers: admin.headers,
      payload: { status: 'INACTIVE' },
    });
    expect(res.statusCode, res.payload).toBe(200);
    await m.until(() => m.closed !== null, 'the close', 3_000);
    expect(m.all).toContainEqual({ type: 'closed', reason: 'service-changed' });
  });
});

describe('two instances sharing one database', () => {
  let second: Server;
  beforeAll(async () => {
    second = await buildServer({ config: testConfig(ENV), knex: app.knex });
    await second.start();
  });
  afterAll(async () => {
    await second?.stop();
  });

  it('a ticket made on one is accepted on the other, once', async () => {
    const kvm = await provisionedService(app, admin, alice);
    const ticket = await consoleTicket(app, alice, kvm.id, 'terminal');
    const results = await Promise.all([
      openSocket(second.info.port as number, ticket.url),
      openSocket(port, ticket.url),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([101, 409]);
    for (const r of results) if ('ws' in r) r.ws.close();
  });
});
