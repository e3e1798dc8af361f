/** What a service is made of, taken from the order it is created from: one mapping for all. */
import type { components } from './generated/api-types.gen';
import { gbToMb } from './units';

type OrderSpecifications = components['schemas']['OrderSpecifications'];

/** Every game server runs on these when the order names none (games are sold by slots or memory). */
export const GAME_SERVER_DEFAULTS = { cores: 2, cpuType: 'AMD Ryzen 9 5950X', diskMb: gbToMb(20) } as const;

export interface ServiceSpecs {
  game: string | null;
  version: string | null;
  slots: number | null;
  os: string | null;
  cores: number | null;
  cpuType: string | null;
  baseSpeed: number | null;
  turboSpeed: number | null;
  memoryMb: number | null;
  diskMb: number | null;
  trafficTb: number | null;
  ipCount: number;
}

/**
 * The service's specifications from its order: a KVM server gets the plan's figures and the
 * chosen OS, IPv4 count and bandwidth; a game server its game, version, slots and memory on the
 * game servers' cores, CPU and disk.
 */
export function serviceSpecsFromOrder(order: {
  type: 'KVM' | 'GAME';
  serviceName: string;
  specifications: OrderSpecifications;
}): ServiceSpecs {
  const spec = order.specifications;
  const isGame = order.type === 'GAME';
  return {
    game: isGame ? (spec.game ?? order.serviceName) : null,
    version: isGame ? (spec.version ?? null) : null,
    slots: isGame ? (spec.slots ?? null) : null,
    os: isGame ? null : (spec.os ?? null),
    cores: spec.cores ?? (isGame ? GAME_SERVER_DEFAULTS.cores : null),
    cpuType: spec.cpuType ?? (isGame ? GAME_SERVER_DEFAULTS.cpuType : null),
    baseSpeed: spec.baseSpeed ?? null,
    turboSpeed: spec.turboSpeed ?? null,
    memoryMb: spec.memory ?? null,
    diskMb: spec.disk ?? (isGame ? GAME_SERVER_DEFAULTS.diskMb : null),
    trafficTb: spec.traffic ?? null,
    ipCount: spec.ipv4 ?? 1,
  };
}
