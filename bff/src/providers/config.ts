/**
 * Which driver serves each product family, and the simulated driver's settings.
 *
 *   PROVIDER_KVM          simulated (default) | proxmox      -> PROXMOX_* (proxmox/index.ts)
 *   PROVIDER_GAME         simulated (default) | pterodactyl  -> PTERODACTYL_* (pterodactyl/index.ts)
 *   SIMULATED_IP_POOL     first-last IPv4 addresses, inclusive (default 10.77.0.10-10.77.255.250)
 *   SIMULATED_IP6_POOL    first-last IPv6 addresses for IPv6 plans, inclusive (default fd77::10-fd77::ffff)
 *   SIMULATED_DELAY_MS    how long start/stop/reboot take (default 3000)
 *   SIMULATED_CREATE_MS   how long a create or reinstall takes (default 20000)
 *
 * A panel's settings are required when its family selects it. When it is not selected they are
 * still read, and kept if complete: services created on that panel before the switch keep being
 * managed (Providers.byName); incomplete settings of an unselected panel are no problem.
 */
import { canonicalIp, ipFamily, ipToBigInt } from './ip-pool.ts';
import type { IpFamily } from './ip-pool.ts';
import { parseProxmoxConfig } from './proxmox/index.ts';
import type { ProxmoxConfig } from './proxmox/index.ts';
import { parsePterodactylConfig } from './pterodactyl/index.ts';
import type { PterodactylConfig } from './pterodactyl/index.ts';

export const KVM_DRIVERS = ['simulated', 'proxmox'] as const;
export const GAME_DRIVERS = ['simulated', 'pterodactyl'] as const;
export type KvmDriverName = (typeof KVM_DRIVERS)[number];
export type GameDriverName = (typeof GAME_DRIVERS)[number];

export interface SimulatedConfig {
  ipPool: { first: string; last: string };
  ip6Pool: { first: string; last: string };
  delays: { transitionMs: number; createMs: number };
}

export interface ProviderConfig {
  kvm: KvmDriverName;
  game: GameDriverName;
  simulated: SimulatedConfig;
  /** Set when PROVIDER_KVM=proxmox, or when complete PROXMOX_* settings are present anyway. */
  proxmox: ProxmoxConfig | undefined;
  /** Set when PROVIDER_GAME=pterodactyl, or when complete PTERODACTYL_* settings are present anyway. */
  pterodactyl: PterodactylConfig | undefined;
}

export const SIMULATED_DEFAULTS = {
  ipPool: '10.77.0.10-10.77.255.250',
  ip6Pool: 'fd77::10-fd77::ffff',
  transitionMs: 3000,
  createMs: 20000,
} as const;

/** An environment value, with '' (a variable set but left empty) read as unset. */
function read(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function parseChoice<T extends string>(
  env: NodeJS.ProcessEnv,
  name: string,
  allowed: readonly T[],
  problems: string[],
): T {
  const value = read(env, name);
  if (value === undefined) return allowed[0]!;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  problems.push(`${name} must be one of ${allowed.join(', ')} (got "${value}")`);
  return allowed[0]!;
}

/** `first-last` of one family (IPv6 addresses hold no '-', so the dash splits either). */
export function splitRange(range: string, family: IpFamily): { first: string; last: string } | null {
  const [first = '', last = '', ...rest] = range.split('-').map((part) => part.trim());
  if (rest.length > 0 || ipFamily(first) !== family || ipFamily(last) !== family) return null;
  return { first: canonicalIp(first), last: canonicalIp(last) };
}

function parseIpPool(
  env: NodeJS.ProcessEnv,
  problems: string[],
  name: 'SIMULATED_IP_POOL' | 'SIMULATED_IP6_POOL',
): SimulatedConfig['ipPool'] {
  const family = name === 'SIMULATED_IP_POOL' ? 4 : 6;
  const example = name === 'SIMULATED_IP_POOL' ? SIMULATED_DEFAULTS.ipPool : SIMULATED_DEFAULTS.ip6Pool;
  const fallback = splitRange(example, family)!;
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  const pool = splitRange(raw, family);
  if (!pool) {
    problems.push(`${name} must be a range of IPv${family} addresses such as ${example} (got "${raw}")`);
    return fallback;
  }
  if (ipToBigInt(pool.first) > ipToBigInt(pool.last)) {
    problems.push(`${name} must start at or below its end (got "${raw}")`);
    return fallback;
  }
  return pool;
}

function parseMilliseconds(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  problems: string[],
): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(Number(raw))) {
    problems.push(`${name} must be a whole number of milliseconds, 0 or more (got "${raw}")`);
    return fallback;
  }
  return Number(raw);
}

/** A panel's settings: required (problems count) when selected, else kept only when complete. */
function panelConfig<T>(
  selected: boolean,
  parse: (env: NodeJS.ProcessEnv) => { value: T | undefined; problems: string[] },
  env: NodeJS.ProcessEnv,
  problems: string[],
): T | undefined {
  const parsed = parse(env);
  if (selected) {
    problems.push(...parsed.problems);
    return parsed.value;
  }
  return parsed.problems.length === 0 ? parsed.value : undefined;
}

/** Reads the provider settings; every problem names its variable. The caller decides to stop. */
export function parseProviderConfig(env: NodeJS.ProcessEnv): { value: ProviderConfig; problems: string[] } {
  const problems: string[] = [];
  const kvm = parseChoice(env, 'PROVIDER_KVM', KVM_DRIVERS, problems);
  const game = parseChoice(env, 'PROVIDER_GAME', GAME_DRIVERS, problems);
  const simulated: SimulatedConfig = {
    ipPool: parseIpPool(env, problems, 'SIMULATED_IP_POOL'),
    ip6Pool: parseIpPool(env, problems, 'SIMULATED_IP6_POOL'),
    delays: {
      transitionMs: parseMilliseconds(env, 'SIMULATED_DELAY_MS', SIMULATED_DEFAULTS.transitionMs, problems),
      createMs: parseMilliseconds(env, 'SIMULATED_CREATE_MS', SIMULATED_DEFAULTS.createMs, problems),
    },
  };
  const proxmox = panelConfig(kvm === 'proxmox', parseProxmoxConfig, env, problems);
  const pterodactyl = panelConfig(game === 'pterodactyl', parsePterodactylConfig, env, problems);
  return { value: { kvm, game, simulated, proxmox, pterodactyl }, problems };
}
