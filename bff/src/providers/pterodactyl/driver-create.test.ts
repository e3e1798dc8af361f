import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ProviderError } from '../types.ts';
import type { ProviderDriver, StepState } from '../types.ts';
import { createPterodactylDriver, INSTALL_POLL_MS } from './driver.ts';
import { startFakePterodactyl } from '../../../test/fakes/pterodactyl/fake-api.ts';
import type { FakePterodactyl } from '../../../test/fakes/pterodactyl/fake-api.ts';
import { configFor, gameSpec, runSteps } from '../../../test/fakes/pterodactyl/test-helpers.ts';

let fake: FakePterodactyl;
let driver: ProviderDriver;

beforeEach(async () => {
  fake = await startFakePterodactyl({ installPolls: 3 });
  driver = createPterodactylDriver({ config: configFor(fake) });
});

afterEach(async () => {
  await fake.close();
});

const posts = (path: string) => fake.requests.filter((r) => r.method === 'POST' && r.path === path);

async function thrown(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

describe('create', () => {
  it('makes the user and the server, waits for the install, and answers the address', async () => {
    const spec = gameSpec();
    const { result, waits, states } = await runSteps((state) => driver.create(spec, state));

    const server = fake.server(spec.serviceId)!;
    expect(server.install).toBe('done');
    expect(result).toEqual({
      providerRef: server.identifier,
      data: { serverId: server.id, uuid: server.uuid, identifier: server.identifier },
      connection: { ip: '203.0.113.10', port: 25565, user: null, password: null },
    });
    // The install lasted three looks: the driver rescheduled itself instead of sleeping.
    expect(waits.length).toBeGreaterThanOrEqual(2);
    expect(waits.every((ms) => ms === INSTALL_POLL_MS)).toBe(true);
    expect(states[0]).toMatchObject({ phase: 'install', serverId: server.id, identifier: server.identifier });

    expect(posts('/api/application/users').map((r) => r.body)).toEqual([
      {
        email: 'abebe@example.et',
        username: 'abebe.k',
        first_name: 'Abebe.K',
        last_name: 'Customer',
        external_id: spec.owner.id,
      },
    ]);
    const [create] = posts('/api/application/servers');
    expect(create.body).toEqual({
      name: spec.hostname,
      external_id: spec.serviceId,
      user: fake.users.find((u) => u.external_id === spec.owner.id)!.id,
      egg: 1,
      docker_image: 'ghcr.io/pterodactyl/yolks:java_17',
      startup: 'java -Xms128M -Xmx{{SERVER_MEMORY}}M -jar {{SERVER_JARFILE}}',
      environment: { MINECRAFT_VERSION: '1.20.4', SERVER_JARFILE: 'server.jar', BUILD_NUMBER: 'latest' },
      limits: { memory: 2048, swap: 0, disk: 10_240, io: 500, cpu: 200 },
      feature_limits: { databases: 1, backups: 1, allocations: 1 },
      deploy: { locations: [1], dedicated_ip: false, port_range: [] },
      start_on_completion: true,
    });
    expect(
      fake.requests.some(
        (r) => r.path === '/api/application/nests/1/eggs/1' && r.query.get('include') === 'variables',
      ),
    ).toBe(true);
  });

  it('sends the right key to each API, Accept always, Content-Type with bodies only', async () => {
    const spec = gameSpec();
    await runSteps((state) => driver.create(spec, state));
    expect(fake.requests.some((r) => r.path.startsWith('/api/client/'))).toBe(true);
    for (const request of fake.requests) {
      const key = request.path.startsWith('/api/application/') ? fake.appKey : fake.clientKey;
      expect(request.headers.authorization).toBe(`Bearer ${key}`);
      expect(request.headers.accept).toBe('application/json');
      expect(request.headers['content-type']).toBe(
        request.body === undefined ? undefined : 'application/json',
      );
    }
  });

  it('creates the panel user once and reuses it for the same owner', async () => {
    const first = gameSpec();
    const second = gameSpec({ game: 'Minecraft Forge', version: '1.20.1' });
    await runSteps((state) => driver.create(first, state));
    const { result } = await runSteps((state) => driver.create(second, state));

    expect(posts('/api/application/users')).toHaveLength(1);
    const owners = fake.servers.map((s) => s.user);
    expect(owners).toHaveLength(2);
    expect(new Set(owners).size).toBe(1);
    // Forge: the Minecraft version goes to MC_VERSION, FORGE_VERSION keeps its default.
    expect(fake.server(second.serviceId)!.environment).toMatchObject({
      MC_VERSION: '1.20.1',
      FORGE_VERSION: '',
    });
    expect(result.connection.port).toBe(25566);
  });

  it('answers the allocation alias when the panel has one', async () => {
    for (const allocation of fake.allocations) allocation.ip_alias = 'play.example.et';
    const spec = gameSpec();
    const { result } = await runSteps((state) => driver.create(spec, state));
    expect(result.connection).toMatchObject({ ip: 'play.example.et', port: 25565 });
  });

  it('puts slots into the egg slots variable and keeps the memory the caller computed', async () => {
    const spec = gameSpec({
      game: 'Rust',
      version: null,
      slots: 64,
      memoryMb: 6144,
      cores: null,
      diskMb: 40_000,
    });
    await runSteps((state) => driver.create(spec, state));
    const server = fake.server(spec.serviceId)!;
    expect(server.environment).toEqual({
      HOSTNAME: 'A Rust Server',
      MAX_PLAYERS: '64',
      RCON_PASS: 'CHANGEME',
    });
    expect(server.limits).toEqual({ memory: 6144, swap: 0, disk: 40_000, io: 500, cpu: 0 });
  });

  it('tags the username with the owner when the plain one is taken on the panel', async () => {
    fake.users.push({
      ...fake.users[0],
      id: 50,
      username: 'abebe.k',
      email: 'other@example.et',
      root_admin: false,
    });
    const spec = gameSpec();
    await runSteps((state) => driver.create(spec, state));
    expect(fake.users.find((u) => u.external_id === spec.owner.id)?.username).toBe('abebe.k-0a1b2c3d');
  });

  it('uses a panel account made by hand with the same email', async () => {
    fake.users.push({
      ...fake.users[0],
      id: 60,
      username: 'hand-made',
      email: 'abebe@example.et',
      root_admin: false,
    });
    const spec = gameSpec();
    await runSteps((state) => driver.create(spec, state));
    expect(fake.server(spec.serviceId)!.user).toBe(60);
  });

  it('finds the server when a retried creation is refused as a duplicate (the first answer was lost)', async () => {
    const spec = gameSpec();
    fake.failNext({ method: 'POST', path: '/api/application/servers', status: 502, afterCommit: true });
    const error = await thrown(driver.create(spec, null));
    expect(error.retriable).toBe(true);
    expect(fake.servers).toHaveLength(1);

    const { result } = await runSteps((state) => driver.create(spec, state));
    expect(fake.servers).toHaveLength(1);
    expect(result.providerRef).toBe(fake.servers[0].identifier);
    const duplicate = posts('/api/application/servers')[1];
    expect(duplicate).toBeDefined();
    expect(fake.requests.some((r) => r.path === `/api/application/servers/external/${spec.serviceId}`)).toBe(
      true,
    );
  });

  it('a 5xx or a dropped connection is retriable, and the retry does not duplicate the user', async () => {
    const spec = gameSpec();
    fake.failNext({ method: 'POST', path: '/api/application/users', status: 503, afterCommit: true });
    expect((await thrown(driver.create(spec, null))).retriable).toBe(true);
    fake.failNext({ method: 'GET', path: /^\/api\/application\/nests\//, networkError: true });
    expect((await thrown(driver.create(spec, null))).retriable).toBe(true);

    await runSteps((state) => driver.create(spec, state));
    expect(fake.users.filter((u) => u.external_id === spec.owner.id)).toHaveLength(1);
    expect(fake.servers).toHaveLength(1);
  });

  it('refuses extra IPv4 (or IPv6) for a game, which has one allocation, before touching the panel', async () => {
    for (const spec of [gameSpec({ ipCount: 3 }), gameSpec({ ipv6: true })]) {
      const error = await thrown(driver.create(spec, null));
      expect(error.retriable).toBe(false);
      expect(error.message).toMatch(/a game server has one allocation/);
    }
    expect(fake.requests).toHaveLength(0);
    // The address a game is sold with (one, or none recorded) is what it gets.
    await runSteps((state) => driver.create(gameSpec({ ipCount: 1 }), state));
  });

  it('refuses a game PTERODACTYL_EGGS does not map, before touching the panel', async () => {
    const error = await thrown(driver.create(gameSpec({ game: 'Valheim' }), null));
    expect(error.retriable).toBe(false);
    expect(error.message).toContain('"Valheim"');
    expect(error.message).toContain('PTERODACTYL_EGGS');
    expect(fake.requests).toHaveLength(0);
  });

  it('builds an unmapped game with the * egg', async () => {
    const withDefault = createPterodactylDriver({
      config: configFor(fake, { defaultEgg: { nest: 3, egg: 4 } }),
    });
    const spec = gameSpec({ game: 'Valheim', version: '0.217' });
    await runSteps((state) => withDefault.create(spec, state));
    const server = fake.server(spec.serviceId)!;
    expect(server.egg).toBe(4);
    // The generic egg has no version variable: the version is left out, the defaults sent.
    expect(server.environment).toEqual({ SERVER_NAME: 'Game Server' });
  });

  it('fails for good when the egg is not on the panel', async () => {
    const wrong = createPterodactylDriver({
      config: configFor(fake, { eggs: new Map([['Minecraft', { nest: 1, egg: 99 }]]) }),
    });
    const error = await thrown(wrong.create(gameSpec(), null));
    expect(error.retriable).toBe(false);
    expect(error.message).toContain('1:99');
  });

  it('fails for good when the panel refuses the body, with the panel detail', async () => {
    const error = await thrown(driver.create(gameSpec({ version: 'x'.repeat(30) }), null));
    expect(error.retriable).toBe(false);
    expect(error.message).toContain('422');
    expect(error.message).toContain('Minecraft Version variable may not be greater than 20');
  });

  it('fails for good when the install fails', async () => {
    const spec = gameSpec();
    const first = await driver.create(spec, null);
    if (first.done) throw new Error('expected a wait');
    fake.server(spec.serviceId)!.installWillFail = true;
    const error = await thrown(runSteps((state) => driver.create(spec, state ?? first.state)));
    expect(error.retriable).toBe(false);
    expect(error.message).toContain('install_failed');
  });

  it('never builds a server without a memory size or a game', async () => {
    expect((await thrown(driver.create(gameSpec({ memoryMb: null }), null))).retriable).toBe(false);
    expect((await thrown(driver.create(gameSpec({ game: null }), null))).retriable).toBe(false);
    expect((await thrown(driver.create(gameSpec({ family: 'KVM' }), null))).retriable).toBe(false);
    expect(fake.requests).toHaveLength(0);
  });
});

describe('abandon (a create that failed for good)', () => {
  it('deletes the server whose install failed and frees its allocation, so a retry starts clean', async () => {
    const spec = gameSpec();
    const first = await driver.create(spec, null);
    if (first.done) throw new Error('expected a wait');
    const server = fake.server(spec.serviceId)!;
    server.installWillFail = true;
    let state: StepState | null = first.state;
    await thrown(runSteps((s) => driver.create(spec, (state = s ?? state))));
    expect(fake.allocations.filter((a) => a.serverId === server.id)).toHaveLength(1);

    await runSteps((s) => driver.abandon(spec, state, s));
    expect(fake.servers).toEqual([]);
    expect(fake.allocations.every((a) => a.serverId === null)).toBe(true);
    // Again: the server is gone, which is fine.
    await runSteps((s) => driver.abandon(spec, state, s));

    const { result } = await runSteps((s) => driver.create(spec, s));
    expect(fake.servers).toHaveLength(1);
    expect(result.connection).toMatchObject({ ip: '203.0.113.10', port: 25565 });
  });

  it('finds a server made by a creation whose answer was lost (no state) by our service id', async () => {
    const spec = gameSpec();
    fake.failNext({ method: 'POST', path: '/api/application/servers', status: 502, afterCommit: true });
    await thrown(driver.create(spec, null));
    expect(fake.server(spec.serviceId)).toBeDefined();
    await runSteps((s) => driver.abandon(spec, null, s));
    expect(fake.server(spec.serviceId)).toBeUndefined();
  });

  it('does nothing when the create made no server, and leaves other servers alone', async () => {
    const other = gameSpec();
    await runSteps((s) => driver.create(other, s));
    const spec = gameSpec();
    await runSteps((s) => driver.abandon(spec, null, s));
    await runSteps((s) => driver.abandon(spec, null, s));
    expect(fake.requests.filter((r) => r.method === 'DELETE')).toEqual([]);
    expect(fake.server(other.serviceId)).toBeDefined();
  });
});
