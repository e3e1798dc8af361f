import { describe, expect, it } from 'vitest';
import { draftGameOrder, draftKvmOrder } from './order-drafts';
import type { ServiceSpecs } from './service-specs';
import { GAME_SERVER_DEFAULTS, serviceSpecsFromOrder } from './service-specs';

type Order = Parameters<typeof serviceSpecsFromOrder>[0];

/** A KVM order as draftKvmOrder specifies it: the plan's figures, the OS and the customer's choices. */
const KVM_ORDER: Order = {
  type: 'KVM',
  serviceName: 'KVM Test 4',
  specifications: {
    os: 'Ubuntu 24.04',
    osId: 'os-ubuntu-2404',
    cores: 4,
    cpuType: 'AMD EPYC 7443P',
    baseSpeed: 2.85,
    turboSpeed: 4,
    memory: 8192,
    disk: 163840,
    ipv4: 3,
    traffic: 6,
    duration: 90,
  },
};

/** A game order as draftGameOrder specifies it: game, version, slots, memory and duration. */
const GAME_ORDER: Order = {
  type: 'GAME',
  serviceName: 'Minecraft Java',
  specifications: {
    game: 'Minecraft Java',
    version: '1.21.4',
    versionId: 'ver-mc-1214',
    slots: 16,
    memory: 4096,
    duration: 30,
  },
};

describe('GAME_SERVER_DEFAULTS', () => {
  it('is 2 cores of an AMD Ryzen 9 5950X with a 20 GB disk (in MB)', () => {
    expect(GAME_SERVER_DEFAULTS).toEqual({ cores: 2, cpuType: 'AMD Ryzen 9 5950X', diskMb: 20480 });
  });
});

describe('serviceSpecsFromOrder for a KVM order', () => {
  it("maps the plan's figures, the OS, the IPv4 count and the bandwidth, with no game fields", () => {
    expect(serviceSpecsFromOrder(KVM_ORDER)).toEqual<ServiceSpecs>({
      game: null,
      version: null,
      slots: null,
      os: 'Ubuntu 24.04',
      cores: 4,
      cpuType: 'AMD EPYC 7443P',
      baseSpeed: 2.85,
      turboSpeed: 4,
      memoryMb: 8192,
      diskMb: 163840,
      trafficTb: 6,
      ipCount: 3,
    });
  });

  it('ignores game fields on a KVM order', () => {
    const order: Order = {
      ...KVM_ORDER,
      specifications: { ...KVM_ORDER.specifications, game: 'Minecraft Java', version: '1.21.4', slots: 16 },
    };
    expect(serviceSpecsFromOrder(order)).toMatchObject({ game: null, version: null, slots: null });
  });

  it('leaves what the order does not say empty (no game defaults) and counts 1 IPv4', () => {
    expect(
      serviceSpecsFromOrder({ type: 'KVM', serviceName: 'KVM Test 4', specifications: {} }),
    ).toEqual<ServiceSpecs>({
      game: null,
      version: null,
      slots: null,
      os: null,
      cores: null,
      cpuType: null,
      baseSpeed: null,
      turboSpeed: null,
      memoryMb: null,
      diskMb: null,
      trafficTb: null,
      ipCount: 1,
    });
  });

  it('keeps 0 IPv4 (an IPv6-only server) and 0 TB', () => {
    const order: Order = {
      ...KVM_ORDER,
      specifications: { ...KVM_ORDER.specifications, ipv4: 0, traffic: 0 },
    };
    expect(serviceSpecsFromOrder(order)).toMatchObject({ ipCount: 0, trafficTb: 0 });
  });
});

describe('serviceSpecsFromOrder for a game order', () => {
  it("maps game, version, slots and memory on the game servers' cores, CPU and disk", () => {
    expect(serviceSpecsFromOrder(GAME_ORDER)).toEqual<ServiceSpecs>({
      game: 'Minecraft Java',
      version: '1.21.4',
      slots: 16,
      os: null,
      cores: 2,
      cpuType: 'AMD Ryzen 9 5950X',
      baseSpeed: null,
      turboSpeed: null,
      memoryMb: 4096,
      diskMb: 20480,
      trafficTb: null,
      ipCount: 1,
    });
  });

  it('takes the game name from the service name when the order names no game', () => {
    const { game: _game, ...rest } = GAME_ORDER.specifications;
    const order: Order = { type: 'GAME', serviceName: 'Rust', specifications: rest };
    expect(serviceSpecsFromOrder(order).game).toBe('Rust');
  });

  it('leaves a missing version, slots and memory empty', () => {
    const order: Order = { type: 'GAME', serviceName: 'Rust', specifications: { duration: 30 } };
    expect(serviceSpecsFromOrder(order)).toEqual<ServiceSpecs>({
      game: 'Rust',
      version: null,
      slots: null,
      os: null,
      cores: 2,
      cpuType: 'AMD Ryzen 9 5950X',
      baseSpeed: null,
      turboSpeed: null,
      memoryMb: null,
      diskMb: 20480,
      trafficTb: null,
      ipCount: 1,
    });
  });

  it('ignores an OS on a game order', () => {
    const order: Order = {
      ...GAME_ORDER,
      specifications: { ...GAME_ORDER.specifications, os: 'Ubuntu 24.04' },
    };
    expect(serviceSpecsFromOrder(order).os).toBeNull();
  });

  it('keeps the cores, CPU, disk, speeds, bandwidth and IPv4 a game order names', () => {
    const order: Order = {
      ...GAME_ORDER,
      specifications: {
        ...GAME_ORDER.specifications,
        cores: 6,
        cpuType: 'Intel Xeon E-2388G',
        baseSpeed: 3.2,
        turboSpeed: 5.1,
        disk: 51200,
        traffic: 2,
        ipv4: 2,
      },
    };
    expect(serviceSpecsFromOrder(order)).toMatchObject({
      cores: 6,
      cpuType: 'Intel Xeon E-2388G',
      baseSpeed: 3.2,
      turboSpeed: 5.1,
      diskMb: 51200,
      trafficTb: 2,
      ipCount: 2,
    });
  });

  it('keeps 0 slots', () => {
    const order: Order = { ...GAME_ORDER, specifications: { ...GAME_ORDER.specifications, slots: 0 } };
    expect(serviceSpecsFromOrder(order).slots).toBe(0);
  });
});

describe('serviceSpecsFromOrder on the order drafts', () => {
  it("gives a KVM draft's service the plan's figures and the customer's choices", () => {
    const result = draftKvmOrder(
      {
        displayname: 'KVM Test 4',
        cores: 4,
        cputype: 'AMD EPYC 7443P',
        ghzBase: 2.85,
        ghzTurbo: 4,
        memoryMb: 8192,
        diskMb: 163840,
        trafficTb: 5,
        ipv4Included: 2,
        priceSantim: 120000,
      },
      { id: 'os-ubuntu-2404', displayname: 'Ubuntu 24.04' },
      { ipv4: 3, traffic: 6, duration: 90 },
    );
    if (!('draft' in result)) throw new Error(result.refusal.message);
    const { serviceName, specifications } = result.draft;
    expect(serviceSpecsFromOrder({ type: 'KVM', serviceName, specifications })).toEqual(
      serviceSpecsFromOrder(KVM_ORDER),
    );
  });

  it("gives a game draft's service its game, version, slots and the package's memory", () => {
    const result = draftGameOrder(
      { displayname: 'Minecraft Java', type: 'slots', minvalue: 2, maxvalue: 64 },
      { id: 'ver-mc-1214', version: '1.21.4' },
      [{ slots: 16, memoryMb: 4096, pricePerUnitSantim: 5000 }],
      { duration: 30, slots: 16 },
    );
    if (!('draft' in result)) throw new Error(result.refusal.message);
    const { serviceName, specifications } = result.draft;
    expect(serviceSpecsFromOrder({ type: 'GAME', serviceName, specifications })).toEqual(
      serviceSpecsFromOrder(GAME_ORDER),
    );
  });
});
