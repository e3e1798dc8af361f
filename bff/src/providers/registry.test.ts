import { createTestDb } from '@shop/db/testing';
import type { TestDb } from '@shop/db/testing';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseProviderConfig } from './config.ts';
import type { ProviderConfig } from './config.ts';
import type { ProxmoxConfig } from './proxmox/index.ts';
import type { PterodactylConfig } from './pterodactyl/index.ts';
import { createProviders } from './registry.ts';
import { ProviderError } from './types.ts';
import type { DriverName, ProviderDriver } from './types.ts';

// The panels' drivers are stand-ins here: this file tests the choice, not the panels.
const panels = vi.hoisted(() => ({
  proxmox: vi.fn((options: unknown) => ({ name: 'proxmox', options }) as unknown),
  pterodactyl: vi.fn((options: unknown) => ({ name: 'pterodactyl', options }) as unknown),
}));
vi.mock('./proxmox/index.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  createProxmoxDriver: panels.proxmox,
}));
vi.mock('./pterodactyl/index.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  createPterodactylDriver: panels.pterodactyl,
}));

const PROXMOX = { marker: 'proxmox settings' } as unknown as ProxmoxConfig;
const PTERODACTYL = { marker: 'pterodactyl settings' } as unknown as PterodactylConfig;

describe('createProviders', () => {
  let db: TestDb;
  const log = pino({ level: 'silent' });
  const simulatedOnly = (): ProviderConfig => parseProviderConfig({ SIMULATED_DELAY_MS: '0' }).value;
  const panelsConfig = (): ProviderConfig => ({
    ...simulatedOnly(),
    kvm: 'proxmox',
    game: 'pterodactyl',
    proxmox: PROXMOX,
    pterodactyl: PTERODACTYL,
  });

  beforeAll(async () => {
    db = await createTestDb({ seed: false });
  });
  afterAll(async () => {
    await db?.destroy();
  });
  beforeEach(() => {
    panels.proxmox.mockClear();
    panels.pterodactyl.mockClear();
  });

  it('serves both families from one simulated driver by default, building no panel driver', () => {
    const providers = createProviders({ config: simulatedOnly(), knex: db.knex, log });
    const kvm = providers.forFamily('KVM');
    expect(kvm.name).toBe('simulated');
    expect(providers.forFamily('GAME')).toBe(kvm);
    expect(providers.byName('simulated')).toBe(kvm);
    expect(panels.proxmox).not.toHaveBeenCalled();
    expect(panels.pterodactyl).not.toHaveBeenCalled();
  });

  it('serves KVM from Proxmox and games from Pterodactyl when so configured, each built once', () => {
    const providers = createProviders({ config: panelsConfig(), knex: db.knex, log });
    const kvm = providers.forFamily('KVM');
    const game = providers.forFamily('GAME');
    expect(kvm.name).toBe('proxmox');
    expect(game.name).toBe('pterodactyl');
    expect(providers.forFamily('KVM')).toBe(kvm);
    expect(providers.byName('proxmox')).toBe(kvm);
    expect(panels.proxmox).toHaveBeenCalledTimes(1);
    expect(panels.proxmox).toHaveBeenCalledWith(expect.objectContaining({ config: PROXMOX, knex: db.knex }));
    expect(panels.pterodactyl).toHaveBeenCalledWith(expect.objectContaining({ config: PTERODACTYL }));
  });

  it('still manages simulated machines after the families moved to panels', async () => {
    const providers = createProviders({ config: panelsConfig(), knex: db.knex, log });
    const simulated: ProviderDriver = providers.byName('simulated');
    expect(simulated.name).toBe('simulated');
    expect(panels.proxmox).not.toHaveBeenCalled();
  });

  it('manages Proxmox machines by name after KVM moved back to simulated, while the settings stay', () => {
    const providers = createProviders({
      config: { ...simulatedOnly(), proxmox: PROXMOX },
      knex: db.knex,
      log,
    });
    expect(providers.forFamily('KVM').name).toBe('simulated');
    expect(providers.byName('proxmox').name).toBe('proxmox');
  });

  it('refuses, clearly and for good, a driver a service names but this shop has no settings for', () => {
    const providers = createProviders({ config: simulatedOnly(), knex: db.knex, log });
    for (const [name, settings] of [
      ['proxmox', 'PROXMOX_'],
      ['pterodactyl', 'PTERODACTYL_'],
    ] as const) {
      const refusal = (() => {
        try {
          providers.byName(name);
        } catch (err) {
          return err;
        }
      })();
      expect(refusal).toBeInstanceOf(ProviderError);
      expect((refusal as ProviderError).retriable).toBe(false);
      expect((refusal as Error).message).toContain(`"${name}" is not configured`);
      expect((refusal as Error).message).toContain(settings);
    }
    expect(() => providers.byName('vmware' as DriverName)).toThrow(/"vmware" is not configured/);
  });
});
