/** The provider layer's public API: the driver interface, the configuration and the registry. */
export * from './types.ts';
export { parseProviderConfig, SIMULATED_DEFAULTS } from './config.ts';
export type { GameDriverName, KvmDriverName, ProviderConfig, SimulatedConfig } from './config.ts';
export { createProviders } from './registry.ts';
export type { CreateProvidersOptions, Providers } from './registry.ts';
export { createSimulatedDriver, simulatedProviderRef } from './simulated/driver.ts';
export type { SimulatedDriverOptions } from './simulated/driver.ts';
