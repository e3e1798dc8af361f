/** The fake panel refuses what the real one refuses: a driver passing these tests sends valid requests. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakePterodactyl } from './fake-api.ts';
import type { FakePterodactyl } from './fake-api.ts';

let fake: FakePterodactyl;

beforeEach(async () => {
  fake = await startFakePterodactyl({ installPolls: 1 });
});

afterEach(async () => {
  await fake.close();
});

async function call(
  method: string,
  path: string,
  body?: unknown,
  key = path.includes('/client/') ? fake.clientKey : fake.appKey,
) {
  const response = await fetch(`${fake.url}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${key}`,
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as unknown };
}

const fieldsOf = (body: unknown) =>
  ((body as { errors?: { meta?: { source_field?: string } }[] }).errors ?? []).map(
    (error) => error.meta?.source_field,
  );

const validUser = {
  email: 'a@example.et',
  username: 'abebe',
  first_name: 'Abebe',
  last_name: 'K',
  external_id: 'owner-1',
};

function validServer(user: number, overrides: Record<string, unknown> = {}) {
  return {
    name: 'svc-1',
    external_id: 'service-1',
    user,
    egg: 1,
    docker_image: 'ghcr.io/pterodactyl/yolks:java_17',
    startup: 'java -jar server.jar',
    environment: { MINECRAFT_VERSION: '1.20.4', SERVER_JARFILE: 'server.jar', BUILD_NUMBER: 'latest' },
    limits: { memory: 1024, swap: 0, disk: 5120, io: 500, cpu: 100 },
    feature_limits: { databases: 1, backups: 1, allocations: 1 },
    deploy: { locations: [1], dedicated_ip: false, port_range: [] },
    ...overrides,
  };
}

async function makeUser(): Promise<number> {
  const created = await call('POST', '/api/application/users', validUser);
  expect(created.status).toBe(201);
  return (created.body as { attributes: { id: number } }).attributes.id;
}

describe('users', () => {
  it('creates a user, finds it by external id, refuses a second with the same ids', async () => {
    await makeUser();
    const found = await call('GET', '/api/application/users/external/owner-1');
    expect(found.status).toBe(200);
    const again = await call('POST', '/api/application/users', validUser);
    expect(again.status).toBe(422);
    expect(fieldsOf(again.body)).toEqual(['email', 'username', 'external_id']);
    expect((await call('GET', '/api/application/users/external/nobody')).status).toBe(404);
  });

  it('refuses empty or overlong names and usernames the panel rule rejects', async () => {
    const refused = await call('POST', '/api/application/users', {
      ...validUser,
      username: '-ab',
      first_name: '',
      last_name: 'x'.repeat(192),
    });
    expect(refused.status).toBe(422);
    expect(fieldsOf(refused.body)).toEqual(['username', 'first_name', 'last_name']);
    const missing = await call('POST', '/api/application/users', { email: 'b@example.et' });
    expect(fieldsOf(missing.body)).toEqual(['username', 'first_name', 'last_name']);
  });
});

describe('server creation', () => {
  it('accepts a complete body and deploys to a free allocation of the location', async () => {
    const created = await call('POST', '/api/application/servers', validServer(await makeUser()));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      attributes: { status: 'installing', external_id: 'service-1', allocation: 1 },
    });
  });

  it('refuses a body without the required fields, naming each', async () => {
    const refused = await call('POST', '/api/application/servers', { external_id: 'x' });
    expect(refused.status).toBe(422);
    expect(fieldsOf(refused.body)).toEqual([
      'name',
      'user',
      'egg',
      'docker_image',
      'startup',
      'environment',
      'limits',
      'feature_limits',
      'allocation.default',
    ]);
  });

  it.each([
    [{ limits: { memory: 1024, swap: 0, disk: 0, io: 5, cpu: 0 } }, 'limits.io'],
    [{ limits: { memory: 1024, swap: 0, disk: 0, io: 1001, cpu: 0 } }, 'limits.io'],
    [{ limits: { memory: 1024, disk: 0, io: 500, cpu: 0 } }, 'limits.swap'],
    [{ limits: { memory: 1024, swap: 0, disk: 0, io: 500, cpu: -1 } }, 'limits.cpu'],
    [{ feature_limits: { databases: 1 } }, 'feature_limits.backups'],
    [
      { environment: { MINECRAFT_VERSION: '1.20.4', SERVER_JARFILE: 'server.jar' } },
      'environment.BUILD_NUMBER',
    ],
    [{ environment: { SERVER_JARFILE: 'server.exe', BUILD_NUMBER: '1' } }, 'environment.SERVER_JARFILE'],
    [{ deploy: { locations: [1], port_range: [] } }, 'deploy.dedicated_ip'],
    [{ deploy: { locations: ['x'], dedicated_ip: false, port_range: [] } }, 'deploy.locations'],
    [{ egg: 99 }, 'egg'],
    [{ name: '' }, 'name'],
  ])('refuses %j (%s)', async (overrides, field) => {
    const refused = await call('POST', '/api/application/servers', validServer(await makeUser(), overrides));
    expect(refused.status).toBe(422);
    expect(fieldsOf(refused.body)).toEqual([field]);
  });

  it('refuses a second server with the same external id, and without a free allocation', async () => {
    const user = await makeUser();
    expect((await call('POST', '/api/application/servers', validServer(user))).status).toBe(201);
    const duplicate = await call('POST', '/api/application/servers', validServer(user));
    expect(duplicate.status).toBe(422);
    expect(fieldsOf(duplicate.body)).toEqual(['external_id']);
    const nowhere = await call(
      'POST',
      '/api/application/servers',
      validServer(user, {
        external_id: 'service-2',
        deploy: { locations: [7], dedicated_ip: false, port_range: [] },
      }),
    );
    expect(nowhere.status).toBe(400);
  });
});

describe('routing and headers', () => {
  it('answers 404 for unknown paths and 405 for a wrong method', async () => {
    expect((await call('GET', '/api/application/nothing')).status).toBe(404);
    expect((await call('PUT', '/api/application/users')).status).toBe(405);
  });

  it('wants JSON bodies declared as JSON and well formed', async () => {
    const headers = { Authorization: `Bearer ${fake.appKey}`, Accept: 'application/json' };
    const plain = await fetch(`${fake.url}/api/application/users`, {
      method: 'POST',
      headers,
      body: 'email=a',
    });
    expect(plain.status).toBe(415);
    const broken = await fetch(`${fake.url}/api/application/users`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: '{"email":',
    });
    expect(broken.status).toBe(400);
  });
});

describe('client API', () => {
  it('refuses power and live stats while installing or suspended (409), serves the view', async () => {
    const created = await call('POST', '/api/application/servers', validServer(await makeUser()));
    const { id, identifier } = (created.body as { attributes: { id: number; identifier: string } })
      .attributes;
    const base = `/api/client/servers/${identifier}`;
    expect((await call('POST', `${base}/power`, { signal: 'start' })).status).toBe(409);
    expect((await call('GET', base)).status).toBe(200); // a look: the one-poll install ends here
    expect((await call('POST', `${base}/power`, { signal: 'start' })).status).toBe(204);
    expect((await call('POST', `${base}/power`, { signal: 'explode' })).status).toBe(422);
    expect((await call('POST', `/api/application/servers/${id}/suspend`)).status).toBe(204);
    expect((await call('POST', `${base}/power`, { signal: 'start' })).status).toBe(409);
    expect((await call('GET', `${base}/resources`)).status).toBe(409);
  });

  it('fails the next matching request when told, once', async () => {
    fake.failNext({ method: 'GET', path: '/api/application/users/external/x', status: 503 });
    expect((await call('GET', '/api/application/users/external/x')).status).toBe(503);
    expect((await call('GET', '/api/application/users/external/x')).status).toBe(404);
  });
});
