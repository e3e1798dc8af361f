import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ConsoleSink, CreatedMachine, ProviderDriver } from '../types.ts';
import { ProviderError } from '../types.ts';
import { createPterodactylDriver } from './driver.ts';
import { startFakePterodactyl } from '../../../test/fakes/pterodactyl/fake-api.ts';
import type { FakePterodactyl } from '../../../test/fakes/pterodactyl/fake-api.ts';
import { startFakeWings } from '../../../test/fakes/pterodactyl/fake-wings.ts';
import type { FakeWings } from '../../../test/fakes/pterodactyl/fake-wings.ts';
import { configFor, gameSpec, runSteps } from '../../../test/fakes/pterodactyl/test-helpers.ts';

let panel: FakePterodactyl;
let wings: FakeWings;
let driver: ProviderDriver;
let machine: CreatedMachine;

/** Tokens live 1.5 s here, `token expiring` at 1 s left: a renewal within the first half second. */
async function start(options: { tokenTtlMs?: number; panelOrigin?: string } = {}) {
  panel = await startFakePterodactyl({
    installPolls: 1,
    wings: { socketUrl: (uuid) => wings.socketUrl(uuid), issue: (uuid) => wings.issue(uuid) },
  });
  wings = await startFakeWings({
    panelUrl: options.panelOrigin ?? panel.url,
    tokenTtlMs: options.tokenTtlMs ?? 1_500,
    expiringBeforeMs: 1_000,
  });
  driver = createPterodactylDriver({ config: configFor(panel) });
  machine = (await runSteps((state) => driver.create(gameSpec(), state))).result;
}

afterEach(async () => {
  await wings?.close();
  await panel?.close();
});

function collector() {
  const messages: Record<string, unknown>[] = [];
  const state = { closed: false as boolean, error: undefined as Error | undefined };
  const sink: ConsoleSink = {
    message: (m) => messages.push(m),
    binary: () => {
      throw new Error('no binary on a game console');
    },
    closed: (error) => {
      state.closed = true;
      state.error = error;
    },
  };
  return {
    sink,
    messages,
    state,
    output: () => messages.filter((m) => m.type === 'output').map((m) => m.data),
  };
}

describe("the game console through Wings' socket", () => {
  beforeEach(async () => {
    await start();
  });

  it('authenticates first, relays output, status and stats, and sends commands; no token reaches the sink', async () => {
    const c = collector();
    const upstream = await driver.openConsole!(machine, 'game', c.sink);
    await expect.poll(() => c.output()).toContain('[Wings] Server marked as running...');
    expect(c.messages).toContainEqual({ type: 'status', state: 'running' });
    expect(c.messages).toContainEqual(
      expect.objectContaining({ type: 'stats', memoryBytes: 1024, cpuAbsolute: 3.5 }),
    );
    upstream.send({ type: 'command', data: 'list' });
    await expect.poll(() => c.output()).toContain('There are 0 of a max of 20 players online:');
    expect(wings.log.commands).toEqual(['list']);
    expect(JSON.stringify(c.messages)).not.toMatch(/eyJ|127\.0\.0\.1/);
    upstream.close();
  });

  it('renews the token when Wings says it is expiring, and the session goes on past the first token', async () => {
    const c = collector();
    const upstream = await driver.openConsole!(machine, 'game', c.sink);
    await expect.poll(() => wings.log.renewals, { timeout: 5_000 }).toBeGreaterThanOrEqual(1);
    // Past the first token's end: still open, commands still answered.
    await new Promise((resolve) => setTimeout(resolve, 1_700));
    expect(c.state.closed).toBe(false);
    expect(wings.log.expired).toBe(0);
    upstream.send({ type: 'command', data: 'say hi' });
    await expect.poll(() => c.output()).toContain('> say hi');
    const asked = panel.requests.filter((r) => r.path.endsWith('/websocket'));
    expect(asked.length).toBeGreaterThanOrEqual(2);
    upstream.close();
  });

  it('has no vnc or terminal console', async () => {
    await expect(driver.openConsole!(machine, 'vnc', collector().sink)).rejects.toBeInstanceOf(ProviderError);
  });
});

describe("Wings' checks", () => {
  it('refuses a socket whose Origin is not the panel’s', async () => {
    await start({ panelOrigin: 'https://panel.elsewhere.example' });
    await expect(driver.openConsole!(machine, 'game', collector().sink)).rejects.toThrow(
      /refused the console socket \(403\)/,
    );
    expect(wings.log.refused).toEqual(['origin']);
  });
});
