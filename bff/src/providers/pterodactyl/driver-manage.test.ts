import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ProviderError } from '../types.ts';
import type { CreatedMachine, PowerAction, ProviderDriver } from '../types.ts';
import { createPterodactylDriver, INSTALL_POLL_MS, POWER_MAX_POLLS } from './driver.ts';
import { startFakePterodactyl } from '../../../test/fakes/pterodactyl/fake-api.ts';
import type { FakePterodactyl, FakeServer } from '../../../test/fakes/pterodactyl/fake-api.ts';
import { configFor, gameSpec, runSteps } from '../../../test/fakes/pterodactyl/test-helpers.ts';

let fake: FakePterodactyl;
let driver: ProviderDriver;
let machine: CreatedMachine;
let server: FakeServer;

beforeEach(async () => {
  fake = await startFakePterodactyl({ installPolls: 2 });
  driver = createPterodactylDriver({ config: configFor(fake) });
  const spec = gameSpec();
  machine = (await runSteps((state) => driver.create(spec, state))).result;
  server = fake.server(machine.providerRef)!;
  // The panel started it after the install (start_on_completion); these tests begin from a stopped server.
  expect(server.power).toBe('running');
  server.power = 'offline';
  server.runningSince = null;
  fake.requests.length = 0;
});

afterEach(async () => {
  await fake.close();
});

async function thrown(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

const signals = () =>
  fake.requests.filter((r) => r.path === `/api/client/servers/${server.identifier}/power`).map((r) => r.body);

describe('status', () => {
  it('maps offline to stopped', async () => {
    expect(await driver.status(machine)).toEqual({ currentStatus: 'stopped', uptimeSeconds: 0 });
  });

  it('reports the uptime in seconds (the panel counts milliseconds), rounded down', async () => {
    server.power = 'running';
    server.uptimeMs = 125_999;
    expect(await driver.status(machine)).toEqual({ currentStatus: 'running', uptimeSeconds: 125 });
  });

  it.each(['starting', 'stopping'] as const)('keeps %s', async (state) => {
    server.power = state;
    expect((await driver.status(machine)).currentStatus).toBe(state);
  });

  it('reports suspended and installing servers, which the live stats refuse (409)', async () => {
    server.suspended = true;
    expect(await driver.status(machine)).toEqual({ currentStatus: 'suspended', uptimeSeconds: null });
    server.suspended = false;
    server.install = 'running';
    server.installPollsLeft = 10;
    expect(await driver.status(machine)).toEqual({ currentStatus: 'installing', uptimeSeconds: null });
  });

  it('reports a suspended state the stats carry', async () => {
    // A panel that serves stats for a suspended server says so with is_suspended.
    const stats = {
      object: 'stats',
      attributes: { current_state: 'offline', is_suspended: true, resources: { uptime: 0 } },
    };
    const stub: typeof fetch = async () =>
      new Response(JSON.stringify(stats), { status: 200, headers: { 'Content-Type': 'application/json' } });
    const stubbed = createPterodactylDriver({ config: configFor(fake), fetch: stub });
    expect((await stubbed.status(machine)).currentStatus).toBe('suspended');
  });
});

describe('power', () => {
  it.each([
    ['start', 'start', 'running'],
    ['reboot', 'restart', 'running'],
  ] as [PowerAction, string, string][])('%s sends %s and ends %s', async (action, signal, settled) => {
    if (action === 'reboot') server.power = 'running';
    const { result, waits } = await runSteps((state) => driver.power(machine, action, state));
    expect(signals()).toEqual([{ signal }]);
    expect(result.currentStatus).toBe(settled);
    expect(waits.length).toBeGreaterThan(0);
  });

  it.each(['stop', 'shutdown'] as PowerAction[])(
    '%s is the graceful stop signal, never kill',
    async (action) => {
      server.power = 'running';
      server.runningSince = Date.now();
      const { result } = await runSteps((state) => driver.power(machine, action, state));
      expect(signals()).toEqual([{ signal: 'stop' }]);
      expect(result).toEqual({ currentStatus: 'stopped', uptimeSeconds: 0 });
    },
  );

  it('answers at once when the server is already where the action leads', async () => {
    server.power = 'running';
    const first = await driver.power(machine, 'start', null);
    expect(first.done).toBe(true);
  });

  it('answers the state as it is after POWER_MAX_POLLS looks', async () => {
    const { result, waits } = await runSteps(async (state) => {
      server.power = 'starting';
      server.powerQueue = ['starting'];
      return driver.power(machine, 'start', state);
    });
    expect(result.currentStatus).toBe('starting');
    expect(waits).toHaveLength(POWER_MAX_POLLS);
  });

  it('is refused with a retriable error while the server installs', async () => {
    server.install = 'running';
    server.installPollsLeft = 10;
    const error = await thrown(driver.power(machine, 'start', null));
    expect(error.retriable).toBe(true);
    expect(error.options.status).toBe(409);
    expect(error.message).toContain('installation');
  });

  it('is refused for good while the server is suspended', async () => {
    server.suspended = true;
    const error = await thrown(driver.power(machine, 'start', null));
    expect(error.retriable).toBe(false);
    expect(error.message).toContain('suspended');
  });
});

describe('reinstall', () => {
  it('reinstalls through the application API, waits for the install, keeps the address', async () => {
    server.power = 'running';
    const { result, waits } = await runSteps((state) => driver.reinstall(machine, gameSpec(), state));
    expect(fake.requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
      `/api/application/servers/${server.id}/reinstall`,
    ]);
    expect(waits).toEqual([INSTALL_POLL_MS, INSTALL_POLL_MS]);
    expect(result).toEqual(machine);
    expect(server.install).toBe('done');
  });

  it('fails for good when the reinstall fails', async () => {
    const first = await driver.reinstall(machine, gameSpec(), null);
    if (first.done) throw new Error('expected a wait');
    server.installWillFail = true;
    const error = await thrown(
      runSteps((state) => driver.reinstall(machine, gameSpec(), state ?? first.state)),
    );
    expect(error.retriable).toBe(false);
    expect(error.message).toContain('reinstall_failed');
  });
});

describe('suspend and unsuspend', () => {
  it('suspends and unsuspends the server on the panel', async () => {
    server.power = 'running';
    expect(await driver.suspend(machine, null)).toEqual({ done: true, result: null });
    expect(server.suspended).toBe(true);
    expect((await driver.status(machine)).currentStatus).toBe('suspended');
    expect(await driver.unsuspend(machine, null)).toEqual({ done: true, result: null });
    expect(server.suspended).toBe(false);
    expect((await driver.status(machine)).currentStatus).toBe('stopped');
    expect(fake.requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
      `/api/application/servers/${server.id}/suspend`,
      `/api/application/servers/${server.id}/unsuspend`,
    ]);
  });
});

describe('terminate', () => {
  it('deletes the server, frees its allocation, and a second terminate is done too', async () => {
    expect(await driver.terminate(machine, null)).toEqual({ done: true, result: null });
    expect(fake.servers).toHaveLength(0);
    expect(fake.allocations.every((a) => a.serverId === null)).toBe(true);
    expect(await driver.terminate(machine, null)).toEqual({ done: true, result: null });
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `DELETE /api/application/servers/${server.id}`,
      `DELETE /api/application/servers/${server.id}`,
    ]);
  });

  it('retries a panel failure', async () => {
    fake.failNext({ method: 'DELETE', path: `/api/application/servers/${server.id}`, status: 500 });
    expect((await thrown(driver.terminate(machine, null))).retriable).toBe(true);
    expect(fake.servers).toHaveLength(1);
  });
});

describe('keys', () => {
  it('the fake refuses a client key on the application API and an application key on the client API', async () => {
    const call = (path: string, key: string | null, accept = 'application/json') =>
      fetch(`${fake.url}${path}`, {
        headers: { ...(key ? { Authorization: `Bearer ${key}` } : {}), Accept: accept },
      });
    const appPath = `/api/application/servers/${server.id}`;
    const clientPath = `/api/client/servers/${server.identifier}`;
    expect((await call(appPath, fake.clientKey)).status).toBe(403);
    expect((await call(clientPath, fake.appKey)).status).toBe(403);
    expect((await call(appPath, null)).status).toBe(401);
    expect((await call(appPath, fake.appKey, 'text/html')).status).toBe(406);
    expect((await call(appPath, fake.appKey)).status).toBe(200);
    expect((await call(clientPath, fake.clientKey)).status).toBe(200);
  });

  it('a driver with swapped keys fails for good, and no message carries a key', async () => {
    const swapped = createPterodactylDriver({
      config: configFor(fake, { appKey: fake.clientKey, clientKey: fake.appKey }),
    });
    const errors = [
      await thrown(swapped.status(machine)),
      await thrown(swapped.terminate(machine, null)),
      await thrown(swapped.create(gameSpec(), null)),
    ];
    for (const error of errors) {
      expect(error.retriable).toBe(false);
      expect(error.options.status).toBe(403);
      expect(error.message).not.toContain(fake.appKey);
      expect(error.message).not.toContain(fake.clientKey);
    }
  });

  it('scrubs a key from a message even when the panel echoes it', async () => {
    fake.failNext({
      path: `/api/application/servers/${server.id}`,
      status: 400,
      detail: `bad token ${fake.appKey}`,
    });
    const error = await thrown(driver.terminate(machine, null));
    expect(error.message).toContain('bad token [redacted]');
    expect(error.message).not.toContain(fake.appKey);
    expect(JSON.stringify(error)).not.toContain(fake.appKey);
  });

  it('a network failure is retriable and names no key', async () => {
    const unreachable = createPterodactylDriver({ config: configFor(fake, { url: 'http://127.0.0.1:1' }) });
    const error = await thrown(unreachable.status(machine));
    expect(error.retriable).toBe(true);
    expect(error.message).toMatch(/^Pterodactyl GET \/api\/client\/servers\/\w+\/resources failed/);
    expect(error.message).not.toContain(fake.clientKey);
  });
});
