/**
 * The drivers this shop runs with. New services go to the driver configured for their family
 * (forFamily); existing services go to the driver recorded on them in services.provider (byName),
 * so changing PROVIDER_KVM or PROVIDER_GAME does not orphan machines made before the change.
 * Drivers are built on first use, one per name.
 */
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { ProviderConfig } from './config.ts';
import { createProxmoxDriver } from './proxmox/index.ts';
import { createPterodactylDriver } from './pterodactyl/index.ts';
import { createSimulatedDriver } from './simulated/driver.ts';
import { ProviderError } from './types.ts';
import type { DriverName, ProductFamily, ProviderDriver } from './types.ts';

export interface Providers {
  /** The driver new services of this family are created on. */
  forFamily(family: ProductFamily): ProviderDriver;
  /** The driver a service names (services.provider); throws when that driver is not configured. */
  byName(name: DriverName): ProviderDriver;
}

export interface CreateProvidersOptions {
  config: ProviderConfig;
  knex: Knex;
  log: Logger;
}

const SETTINGS_OF: Record<Exclude<DriverName, 'simulated'>, string> = {
  proxmox: 'PROXMOX_*',
  pterodactyl: 'PTERODACTYL_*',
};

function notConfigured(name: string): ProviderError {
  const settings = SETTINGS_OF[name as keyof typeof SETTINGS_OF];
  const hint = settings
    ? `; set the ${settings} variables again to manage machines created on it`
    : '; known drivers: simulated, proxmox, pterodactyl';
  return new ProviderError(`The provider driver "${name}" is not configured${hint}`, { retriable: false });
}

export function createProviders({ config, knex, log }: CreateProvidersOptions): Providers {
  const built = new Map<DriverName, ProviderDriver>();

  function build(name: DriverName): ProviderDriver {
    switch (name) {
      case 'simulated':
        return createSimulatedDriver({
          knex,
          delays: config.simulated.delays,
          ipPool: config.simulated.ipPool,
          ip6Pool: config.simulated.ip6Pool,
        });
      case 'proxmox':
        if (!config.proxmox) throw notConfigured(name);
        return createProxmoxDriver({ config: config.proxmox, knex, log: log.child({ provider: name }) });
      case 'pterodactyl':
        if (!config.pterodactyl) throw notConfigured(name);
        return createPterodactylDriver({ config: config.pterodactyl, log: log.child({ provider: name }) });
      default:
        // services.provider is a plain column: a value this code does not know is refused clearly.
        throw notConfigured(String(name));
    }
  }

  function byName(name: DriverName): ProviderDriver {
    let driver = built.get(name);
    if (!driver) {
      driver = build(name);
      built.set(name, driver);
    }
    return driver;
  }

  return {
    forFamily: (family) => byName(family === 'KVM' ? config.kvm : config.game),
    byName,
  };
}
