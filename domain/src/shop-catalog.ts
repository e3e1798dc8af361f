/**
 * The shop's catalog content, written once: the KVM plans of each line with their CPUs and images,
 * the fifteen games with their versions and priced packages, and the promotion coupons. The
 * database seed (db/src/seed/catalog-data.ts) adds santim; the seed and the mock fixtures
 * (frontend/src/mocks/fixtures) both take their ids from catalog-ids.ts.
 * Money is ETB per 30 days without VAT; memory and disk are MB.
 */
import { lineIncludesIpv6 } from './catalog';
import type { KvmLineKey } from './catalog';
import { builtInCouponRestriction } from './coupons';
import { gbToMb, MB_PER_GB } from './units';

export interface KvmLineCpu {
  cputype: string;
  ghzBase: number;
  ghzTurbo: number;
}

export const KVM_LINE_CPUS: Readonly<Record<KvmLineKey, KvmLineCpu>> = {
  '2025sale': { cputype: 'Intel Xeon Gold 6148', ghzBase: 2.4, ghzTurbo: 3.7 },
  ipv6onlygen1: { cputype: 'Intel Xeon Gold 6148', ghzBase: 2.4, ghzTurbo: 3.7 },
  intelxeon: { cputype: 'Intel Xeon E5-2697 v2', ghzBase: 2.7, ghzTurbo: 3.5 },
  ryzengen2: { cputype: 'AMD Ryzen 9 5950X', ghzBase: 3.4, ghzTurbo: 4.9 },
};

export interface OsImage {
  displayname: string;
  type: 'linux' | 'windows';
  /** Machine name of the image; 'ubuntu-20.04' is the reinstall default. */
  version: string;
  sort: number;
}

const LINUX_IMAGES: readonly OsImage[] = [
  { displayname: 'Ubuntu 24.04', type: 'linux', version: 'ubuntu-24.04', sort: 10 },
  { displayname: 'Ubuntu 22.04', type: 'linux', version: 'ubuntu-22.04', sort: 20 },
  { displayname: 'Ubuntu 20.04', type: 'linux', version: 'ubuntu-20.04', sort: 30 },
  { displayname: 'Debian 12', type: 'linux', version: 'debian-12', sort: 40 },
  { displayname: 'Debian 11', type: 'linux', version: 'debian-11', sort: 50 },
  { displayname: 'AlmaLinux 9', type: 'linux', version: 'almalinux-9', sort: 60 },
  { displayname: 'Rocky Linux 9', type: 'linux', version: 'rockylinux-9', sort: 70 },
];
const WINDOWS_2022 = {
  displayname: 'Windows Server 2022',
  type: 'windows',
  version: 'windows-server-2022',
} as const;
const WINDOWS_2019 = {
  displayname: 'Windows Server 2019',
  type: 'windows',
  version: 'windows-server-2019',
} as const;

/** The images offered with every plan of a line, in display order. */
export const KVM_LINE_IMAGES: Readonly<Record<KvmLineKey, readonly OsImage[]>> = {
  // Windows sorts first on the sale line: the configurator must still preselect the first Linux.
  '2025sale': [{ ...WINDOWS_2022, sort: 5 }, ...LINUX_IMAGES],
  ipv6onlygen1: [...LINUX_IMAGES, { ...WINDOWS_2022, sort: 80 }],
  intelxeon: [...LINUX_IMAGES, { ...WINDOWS_2022, sort: 80 }, { ...WINDOWS_2019, sort: 90 }],
  ryzengen2: [...LINUX_IMAGES, { ...WINDOWS_2022, sort: 80 }, { ...WINDOWS_2019, sort: 90 }],
};

export interface KvmPlan extends KvmLineCpu {
  line: KvmLineKey;
  displayname: string;
  cores: number;
  memoryMb: number;
  diskMb: number;
  trafficTb: number;
  priceEtb: number;
  ipv4Included: number;
  /** Position within the line: 10, 20, ... */
  sort: number;
}

type PlanRow = [
  displayname: string,
  cores: number,
  memoryGb: number,
  diskGb: number,
  trafficTb: number,
  priceEtb: number,
];

const PLAN_ROWS: Readonly<Record<KvmLineKey, readonly PlanRow[]>> = {
  // The cheapest plan of the shop is 1500 ETB; the names make the coupon and affiliate rules bite.
  '2025sale': [
    ['Package Small', 2, 2, 40, 4, 1500],
    ['Package Starter', 2, 4, 60, 4, 2400],
    ['Package Newcomer', 4, 6, 80, 4, 3300],
    ['Package Boost', 4, 8, 120, 4, 4500],
    ['Package Mega', 6, 16, 200, 4, 7800],
    ['Package XL', 8, 32, 400, 10, 13500],
  ],
  // IPv6 only (no IPv4 included): cheaper than the sale line for the same machine.
  ipv6onlygen1: [
    ['IPv6 Small', 2, 4, 60, 4, 1900],
    ['IPv6 Medium', 4, 8, 120, 4, 3600],
    ['IPv6 Large', 6, 12, 160, 4, 5200],
    ['IPv6 Mega', 8, 16, 240, 4, 6900],
    ['IPv6 Giga', 12, 32, 480, 10, 11500],
  ],
  intelxeon: [
    ['KVM Server Starter', 2, 4, 50, 4, 2200],
    ['KVM Server Basic', 4, 8, 100, 4, 3600],
    ['KVM Server Standard', 6, 12, 150, 4, 5100],
    ['KVM Server Pro', 8, 16, 200, 4, 6600],
    ['KVM Server XL', 12, 32, 300, 4, 10800],
    ['KVM Server XXL', 16, 64, 500, 10, 18900],
  ],
  ryzengen2: [
    ['Ryzen GEN 2 Small', 2, 4, 60, 4, 2600],
    ['Ryzen GEN 2 Medium', 4, 8, 100, 4, 4400],
    ['Ryzen GEN 2 Large', 6, 16, 160, 4, 7200],
    ['Ryzen GEN 2 Mega', 8, 32, 240, 4, 11200],
    ['Ryzen GEN 2 Ultra', 12, 64, 400, 10, 19500],
  ],
};

/** Every KVM plan, line by line, cheapest first within a line. */
export const KVM_PLANS: readonly KvmPlan[] = (Object.keys(PLAN_ROWS) as KvmLineKey[]).flatMap((line) =>
  PLAN_ROWS[line].map(([displayname, cores, memoryGb, diskGb, trafficTb, priceEtb], index) => ({
    line,
    displayname,
    cores,
    memoryMb: gbToMb(memoryGb),
    diskMb: gbToMb(diskGb),
    trafficTb,
    priceEtb,
    ipv4Included: lineIncludesIpv6(line) ? 0 : 1,
    ...KVM_LINE_CPUS[line],
    sort: (index + 1) * 10,
  })),
);

export interface ShopGamePackage {
  /** 0 on memory games. */
  slots: number;
  memoryMb: number;
  /** ETB per slot (slots games) or per GB of memory (memory games), per 30 days. */
  priceEtb: number;
}

export interface ShopGame {
  slug: string;
  displayname: string;
  type: 'slots' | 'memory';
  /** Slots, or MB for memory games. */
  minvalue: number;
  maxvalue: number;
  /** Display order: 10, 20, ... */
  sort: number;
  /** Newest first. */
  versions: readonly string[];
  packages: readonly ShopGamePackage[];
}

type GameSpec =
  | {
      slug: string;
      displayname: string;
      type: 'slots';
      min: number;
      max: number;
      /** ETB per slot per 30 days at the smallest package. */
      slotPriceEtb: number;
      /** Memory allocated per slot. */
      mbPerSlot: number;
      versions: string[];
    }
  | {
      slug: string;
      displayname: string;
      type: 'memory';
      memoryGb: number[];
      /** ETB per GB per 30 days at the smallest package. */
      gbPriceEtb: number;
      versions: string[];
    };

const GAME_SPECS: readonly GameSpec[] = [
  {
    slug: 'minecraft',
    displayname: 'Minecraft',
    type: 'memory',
    memoryGb: [2, 4, 8, 16],
    gbPriceEtb: 450,
    versions: ['1.21.4', '1.20.6', '1.20.1', '1.19.4', '1.16.5', '1.12.2'],
  },
  {
    slug: 'factorio',
    displayname: 'Factorio',
    type: 'slots',
    min: 10,
    max: 60,
    slotPriceEtb: 25,
    mbPerSlot: 128,
    versions: ['2.0.28', '1.1.110'],
  },
  {
    slug: 'rust',
    displayname: 'Rust',
    type: 'slots',
    min: 50,
    max: 200,
    slotPriceEtb: 30,
    mbPerSlot: 64,
    versions: ['2025.01 Oxide', '2025.01 Vanilla', '2024.12 Vanilla'],
  },
  {
    slug: 'valheim',
    displayname: 'Valheim',
    type: 'slots',
    min: 2,
    max: 10,
    slotPriceEtb: 150,
    mbPerSlot: 512,
    versions: ['0.219.16', '0.218.21'],
  },
  {
    slug: '7-days-to-die',
    displayname: '7 Days to Die',
    type: 'slots',
    min: 8,
    max: 32,
    slotPriceEtb: 60,
    mbPerSlot: 256,
    versions: ['1.3', '1.2', 'Alpha 21.2'],
  },
  {
    slug: 'conan-exiles',
    displayname: 'Conan Exiles',
    type: 'slots',
    min: 10,
    max: 70,
    slotPriceEtb: 35,
    mbPerSlot: 128,
    versions: ['4.0', '3.1'],
  },
  {
    slug: 'satisfactory',
    displayname: 'Satisfactory',
    type: 'memory',
    memoryGb: [8, 12, 16],
    gbPriceEtb: 480,
    versions: ['1.0', 'Update 8'],
  },
  {
    slug: 'terraria',
    displayname: 'Terraria',
    type: 'slots',
    min: 8,
    max: 32,
    slotPriceEtb: 20,
    mbPerSlot: 64,
    versions: ['1.4.4.9', '1.4.3.6'],
  },
  {
    slug: 'unturned',
    displayname: 'Unturned',
    type: 'slots',
    min: 8,
    max: 48,
    slotPriceEtb: 20,
    mbPerSlot: 64,
    versions: ['3.24.7.0', '3.24.6.0'],
  },
  {
    slug: 'v-rising',
    displayname: 'V Rising',
    type: 'slots',
    min: 10,
    max: 40,
    slotPriceEtb: 35,
    mbPerSlot: 192,
    versions: ['1.1', '1.0'],
  },
  {
    slug: 'eco',
    displayname: 'Eco',
    type: 'memory',
    memoryGb: [4, 8, 12, 16],
    gbPriceEtb: 420,
    versions: ['11.1', '10.2'],
  },
  {
    slug: 'craftopia',
    displayname: 'Craftopia',
    type: 'slots',
    min: 4,
    max: 16,
    slotPriceEtb: 70,
    mbPerSlot: 512,
    versions: ['1.0.1', '0.9.9'],
  },
  {
    slug: 'frozen-flame',
    displayname: 'Frozen Flame',
    type: 'slots',
    min: 10,
    max: 32,
    slotPriceEtb: 40,
    mbPerSlot: 256,
    versions: ['1.0', '0.80'],
  },
  {
    slug: 'garrys-mod',
    displayname: "Garry's Mod",
    type: 'slots',
    min: 10,
    max: 128,
    slotPriceEtb: 18,
    mbPerSlot: 48,
    versions: ['2024.12.04', '2024.06.28'],
  },
  {
    slug: 'sons-of-the-forest',
    displayname: 'Sons of the Forest',
    type: 'slots',
    min: 2,
    max: 8,
    slotPriceEtb: 180,
    mbPerSlot: 1024,
    versions: ['1.0', '0.9'],
  },
];

/** Bigger packages cost less per unit: 100%, 95%, 90%, 85% of the base unit price. */
const VOLUME_FACTORS = [1, 0.95, 0.9, 0.85];

const even = (n: number): number => Math.round(n / 2) * 2;

function buildGame(spec: GameSpec, index: number): ShopGame {
  const common = {
    slug: spec.slug,
    displayname: spec.displayname,
    sort: (index + 1) * 10,
    versions: spec.versions,
  };
  if (spec.type === 'memory') {
    return {
      ...common,
      type: 'memory',
      minvalue: gbToMb(spec.memoryGb[0]!),
      maxvalue: gbToMb(spec.memoryGb[spec.memoryGb.length - 1]!),
      packages: spec.memoryGb.map((gb, i) => ({
        slots: 0,
        memoryMb: gbToMb(gb),
        priceEtb: Math.round(spec.gbPriceEtb * VOLUME_FACTORS[i]!),
      })),
    };
  }
  // Four packages from min to max slots (fewer when the range is narrow), memory to match.
  const third = (spec.max - spec.min) / 3;
  const ladder = [...new Set([spec.min, even(spec.min + third), even(spec.min + 2 * third), spec.max])];
  return {
    ...common,
    type: 'slots',
    minvalue: spec.min,
    maxvalue: spec.max,
    packages: ladder.map((slots, i) => ({
      slots,
      memoryMb: gbToMb(Math.max(2, Math.ceil((slots * spec.mbPerSlot) / MB_PER_GB))),
      priceEtb: Math.round(spec.slotPriceEtb * VOLUME_FACTORS[i]!),
    })),
  };
}

/** The fifteen games, in display order. */
export const SHOP_GAMES: readonly ShopGame[] = GAME_SPECS.map(buildGame);

// ---- promotion coupons ---------------------------------------------------------------------------

export interface ShopPromotionCoupon {
  code: string;
  discountPercent: number;
  givenTo: string;
  /** The coupon's service-name restriction: the built-in one of its code (coupons.ts). */
  allowedServiceNames: readonly string[] | null;
}

/** The spec's promotion coupons, seeded once (admin edits are kept afterwards). */
export const SHOP_PROMOTION_COUPONS: readonly ShopPromotionCoupon[] = [
  { code: 'ET2018', discountPercent: 10, givenTo: 'Promotion' },
  { code: 'SP45', discountPercent: 45, givenTo: 'Promotion' },
].map((coupon) => ({ ...coupon, allowedServiceNames: builtInCouponRestriction(coupon.code) }));
