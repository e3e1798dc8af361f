import { describe, expect, it } from 'vitest';
import type { PriceBreakdown } from './pricing';
import {
  BILLING_PERIOD_DAYS,
  breakdownToEtb,
  DURATION,
  EXTEND_DEFAULT_DAYS,
  EXTEND_MIN_DAYS,
  EXTRA_IPV4_SANTIM_PER_30_DAYS,
  EXTRA_TB_SANTIM_PER_30_DAYS,
  gameUnitPrice,
  LONG_TERM_DISCOUNT_DAYS,
  LONG_TERM_DISCOUNT_PERCENT,
  pickGamePackage,
  priceGame,
  priceKvm,
} from './pricing';

/** Builds a breakdown from its nine steps, in order, to keep the tables short. */
function b(
  basePrice: number,
  extrasPrice: number,
  grossPrice: number,
  durationDiscount: number,
  subtotal: number,
  couponDiscount: number,
  discountedSubtotal: number,
  vat: number,
  total: number,
): PriceBreakdown {
  return {
    basePrice,
    extrasPrice,
    grossPrice,
    durationDiscount,
    subtotal,
    couponDiscount,
    discountedSubtotal,
    vat,
    total,
  };
}

describe('constants', () => {
  it('match the spec and the architecture decisions', () => {
    expect(EXTRA_IPV4_SANTIM_PER_30_DAYS).toBe(60000);
    expect(EXTRA_TB_SANTIM_PER_30_DAYS).toBe(130000);
    expect(LONG_TERM_DISCOUNT_DAYS).toBe(300);
    expect(LONG_TERM_DISCOUNT_PERCENT).toBe(10);
    expect(BILLING_PERIOD_DAYS).toBe(30);
    expect(DURATION).toEqual({ min: 30, max: 360, step: 30 });
    expect(EXTEND_MIN_DAYS).toBe(30);
    expect(EXTEND_DEFAULT_DAYS).toBe(30);
  });
});

// Plan 1500 ETB = 150000 santim with 1 IPv4 and 4 TB included, unless a row says otherwise.
const plan = { planPriceSantim: 150000, includedIpv4: 1, includedTrafficTb: 4 };

describe('priceKvm', () => {
  it.each<[string, Partial<Parameters<typeof priceKvm>[0]>, PriceBreakdown]>([
    [
      // base 150000 x 60/30 = 300000 (3000.00); extras (2 x 60000 + 2 x 130000) x 2 = 760000 (7600.00);
      // gross 1060000; no duration discount at 60 days; VAT 1060000 x 15% = 159000; total 1219000 (12190.00)
      'extras on 60 days',
      { ipv4: 3, trafficTb: 6, days: 60 },
      b(300000, 760000, 1060000, 0, 1060000, 0, 1060000, 159000, 1219000),
    ],
    [
      // at the included counts nothing extra: 150000; VAT 22500; total 172500
      'at the included counts',
      { ipv4: 1, trafficTb: 4, days: 30 },
      b(150000, 0, 150000, 0, 150000, 0, 150000, 22500, 172500),
    ],
    [
      // below the included counts there is no credit either
      'below the included counts',
      { ipv4: 0, trafficTb: 2, days: 30 },
      b(150000, 0, 150000, 0, 150000, 0, 150000, 22500, 172500),
    ],
    [
      // 270 days = 9 periods: base 1350000, extras 1 IPv4 x 60000 x 9 = 540000, gross 1890000, no discount;
      // VAT 283500; total 2173500
      '270 days: no long-term discount',
      { ipv4: 2, trafficTb: 4, days: 270 },
      b(1350000, 540000, 1890000, 0, 1890000, 0, 1890000, 283500, 2173500),
    ],
    [
      // 300 days = 10 periods: base 1500000, extras 600000, gross 2100000, less 10% = 210000 -> 1890000;
      // VAT 283500; total 2173500 (ten periods less 10% cost the same as nine)
      '300 days: 10% off',
      { ipv4: 2, trafficTb: 4, days: 300 },
      b(1500000, 600000, 2100000, 210000, 1890000, 0, 1890000, 283500, 2173500),
    ],
    [
      // 360 days = 12 periods: base 1800000, extras 720000, gross 2520000, less 252000 = 2268000;
      // VAT 340200; total 2608200
      '360 days',
      { ipv4: 2, trafficTb: 4, days: 360 },
      b(1800000, 720000, 2520000, 252000, 2268000, 0, 2268000, 340200, 2608200),
    ],
    [
      // coupon 100%: 150000 - 150000 = 0; VAT 0; total 0
      'coupon 100% floors at 0',
      { ipv4: 1, trafficTb: 4, days: 30, couponPercent: 100 },
      b(150000, 0, 150000, 0, 150000, 150000, 0, 0, 0),
    ],
    [
      // coupon 12.5% = 1250 bp: 150000 x 1250 / 10000 = 18750; 131250 left;
      // VAT 131250 x 15 / 100 = 19687.5 -> 19688 (half up); total 150938
      'coupon 12.5% and VAT rounding half up',
      { ipv4: 1, trafficTb: 4, days: 30, couponPercent: 12.5 },
      b(150000, 0, 150000, 0, 150000, 18750, 131250, 19688, 150938),
    ],
    [
      // coupon 0 behaves like no coupon
      'coupon 0%',
      { ipv4: 1, trafficTb: 4, days: 30, couponPercent: 0 },
      b(150000, 0, 150000, 0, 150000, 0, 150000, 22500, 172500),
    ],
    [
      // coupon null behaves like no coupon
      'coupon null',
      { ipv4: 1, trafficTb: 4, days: 30, couponPercent: null },
      b(150000, 0, 150000, 0, 150000, 0, 150000, 22500, 172500),
    ],
  ])('%s', (_name, choice, expected) => {
    expect(priceKvm({ ...plan, ipv4: 1, trafficTb: 4, days: 30, ...choice })).toEqual(expected);
  });

  it.each<[string, Parameters<typeof priceKvm>[0], PriceBreakdown]>([
    [
      // plan 999.99 ETB, coupon 33.33%: 99999 x 3333 / 10000 = 33329.6667 -> 33330; 66669 left;
      // VAT 66669 x 0.15 = 10000.35 -> 10000; total 76669
      'coupon with two decimals, rounding up then VAT rounding down',
      { ...plan, planPriceSantim: 99999, ipv4: 1, trafficTb: 4, days: 30, couponPercent: 33.33 },
      b(99999, 0, 99999, 0, 99999, 33330, 66669, 10000, 76669),
    ],
    [
      // plan 10.10 ETB: VAT 1010 x 0.15 = 151.5 -> 152; total 1162
      'VAT half santim rounds up',
      { ...plan, planPriceSantim: 1010, ipv4: 1, trafficTb: 4, days: 30 },
      b(1010, 0, 1010, 0, 1010, 0, 1010, 152, 1162),
    ],
    [
      // plan 10.01 ETB: VAT 150.15 -> 150; total 1151
      'VAT below half a santim rounds down',
      { ...plan, planPriceSantim: 1001, ipv4: 1, trafficTb: 4, days: 30 },
      b(1001, 0, 1001, 0, 1001, 0, 1001, 150, 1151),
    ],
    [
      // 31 days (an off-step extension): base 150000 x 31/30 = 155000; extras 1 TB x 130000 x 31/30
      // = 134333.33 -> 134333; gross 289333; VAT 43399.95 -> 43400; total 332733
      'base and extras rounded separately',
      { ...plan, ipv4: 1, trafficTb: 5, days: 31 },
      b(155000, 134333, 289333, 0, 289333, 0, 289333, 43400, 332733),
    ],
    [
      // plan 1000.01 ETB for 330 days: base 100001 x 11 = 1100011; 10% = 110001.1 -> 110001;
      // subtotal 990010; VAT 148501.5 -> 148502; total 1138512
      'duration discount rounding',
      { ...plan, planPriceSantim: 100001, ipv4: 1, trafficTb: 4, days: 330 },
      b(1100011, 0, 1100011, 110001, 990010, 0, 990010, 148502, 1138512),
    ],
    [
      // plan 1000.01 ETB for 45 days: 100001 x 1.5 = 150001.5 -> 150002; VAT 22500.3 -> 22500; total 172502
      'base rounding half up',
      { ...plan, planPriceSantim: 100001, ipv4: 1, trafficTb: 4, days: 45 },
      b(150002, 0, 150002, 0, 150002, 0, 150002, 22500, 172502),
    ],
    [
      // IPv6-only plan with no IPv4 included, 1 IPv4 chosen and the 10 TB maximum included:
      // base 80000, extras 60000, gross 140000, VAT 21000, total 161000
      'nothing included',
      { planPriceSantim: 80000, includedIpv4: 0, includedTrafficTb: 10, ipv4: 1, trafficTb: 10, days: 30 },
      b(80000, 60000, 140000, 0, 140000, 0, 140000, 21000, 161000),
    ],
    [
      // 300 days with a 50% coupon: base 1500000, extras (1 x 60000 + 2 x 130000) x 10 = 3200000;
      // gross 4700000; less 470000 = 4230000; coupon 2115000; 2115000 left; VAT 317250; total 2432250
      'long-term discount before the coupon',
      { ...plan, ipv4: 2, trafficTb: 6, days: 300, couponPercent: 50 },
      b(1500000, 3200000, 4700000, 470000, 4230000, 2115000, 2115000, 317250, 2432250),
    ],
  ])('%s', (_name, input, expected) => {
    expect(priceKvm(input)).toEqual(expected);
  });

  it.each<[string, Partial<Parameters<typeof priceKvm>[0]>]>([
    ['a negative IPv4 count', { ipv4: -1 }],
    ['a fractional TB count', { trafficTb: 4.5 }],
    ['zero days', { days: 0 }],
    ['fractional days', { days: 30.5 }],
    ['a fractional plan price', { planPriceSantim: 1500.5 }],
    ['a NaN plan price', { planPriceSantim: NaN }],
    ['a coupon above 100%', { couponPercent: 100.01 }],
    ['a negative coupon', { couponPercent: -5 }],
    ['a NaN coupon', { couponPercent: NaN }],
  ])('refuses %s', (_name, bad) => {
    expect(() => priceKvm({ ...plan, ipv4: 1, trafficTb: 4, days: 30, ...bad })).toThrow(RangeError);
  });
});

describe('priceGame', () => {
  it.each<[string, Parameters<typeof priceGame>[0], PriceBreakdown]>([
    [
      // 20 ETB per slot x 10 slots x 30/30 = 20000; VAT 3000; total 23000
      'slots game',
      { unitPriceSantim: 2000, type: 'slots', slots: 10, memoryMb: 0, days: 30 },
      b(20000, 0, 20000, 0, 20000, 0, 20000, 3000, 23000),
    ],
    [
      // 300 days: 2000 x 10 x 10 = 200000, and games get no long-term discount; VAT 30000; total 230000
      'slots game for 300 days has no long-term discount',
      { unitPriceSantim: 2000, type: 'slots', slots: 10, memoryMb: 4096, days: 300 },
      b(200000, 0, 200000, 0, 200000, 0, 200000, 30000, 230000),
    ],
    [
      // 150 ETB per GB x 1.5 GB (1536 MB) x 30/30 = 22500; VAT 3375; total 25875 (slots are ignored)
      'memory game with 1.5 GB',
      { unitPriceSantim: 15000, type: 'memory', slots: 50, memoryMb: 1536, days: 30 },
      b(22500, 0, 22500, 0, 22500, 0, 22500, 3375, 25875),
    ],
    [
      // 15000 x 2 GB x 60/30 = 60000; coupon 12.5% = 7500; 52500 left; VAT 7875; total 60375
      'memory game with a coupon',
      { unitPriceSantim: 15000, type: 'memory', slots: 0, memoryMb: 2048, days: 60, couponPercent: 12.5 },
      b(60000, 0, 60000, 0, 60000, 7500, 52500, 7875, 60375),
    ],
    [
      // 9.99 ETB per GB x 1.5 GB = 1498.5 -> 1499; VAT 224.85 -> 225; total 1724
      'memory game base rounding',
      { unitPriceSantim: 999, type: 'memory', slots: 0, memoryMb: 1536, days: 30 },
      b(1499, 0, 1499, 0, 1499, 0, 1499, 225, 1724),
    ],
    [
      // 150 ETB per GB x 0.5 GB x 90/30 = 22500; VAT 3375; total 25875
      'memory game with half a GB for 90 days',
      { unitPriceSantim: 15000, type: 'memory', slots: 0, memoryMb: 512, days: 90 },
      b(22500, 0, 22500, 0, 22500, 0, 22500, 3375, 25875),
    ],
    [
      // coupon 100%: 0 left, VAT 0, total 0
      'coupon 100%',
      { unitPriceSantim: 2000, type: 'slots', slots: 10, memoryMb: 0, days: 30, couponPercent: 100 },
      b(20000, 0, 20000, 0, 20000, 20000, 0, 0, 0),
    ],
  ])('%s', (_name, input, expected) => {
    expect(priceGame(input)).toEqual(expected);
  });

  it('refuses a fractional slot count, negative memory and zero days', () => {
    const base = { unitPriceSantim: 2000, slots: 10, memoryMb: 1024, days: 30 };
    expect(() => priceGame({ ...base, type: 'slots', slots: 2.5 })).toThrow(RangeError);
    expect(() => priceGame({ ...base, type: 'memory', memoryMb: -1024 })).toThrow(RangeError);
    expect(() => priceGame({ ...base, type: 'slots', days: 0 })).toThrow(RangeError);
    expect(() => priceGame({ ...base, type: 'slots', unitPriceSantim: 20.5 })).toThrow(RangeError);
    expect(() => priceGame({ ...base, type: 'slots', couponPercent: 101 })).toThrow(RangeError);
  });
});

describe('breakdownToEtb', () => {
  it('converts every step to ETB', () => {
    const santim = priceKvm({ ...plan, ipv4: 3, trafficTb: 6, days: 60 });
    expect(breakdownToEtb(santim)).toEqual(b(3000, 7600, 10600, 0, 10600, 0, 10600, 1590, 12190));
    expect(breakdownToEtb(b(1, 0, 1, 0, 1, 0, 1, 0, 150938))).toEqual(
      b(0.01, 0, 0.01, 0, 0.01, 0, 0.01, 0, 1509.38),
    );
  });
});

describe('pickGamePackage', () => {
  const bySlots = [
    { id: 'a', slots: 10, memory: null, priceperunit: 100 },
    { id: 'b', slots: 20, memory: null, priceperunit: 90 },
    { id: 'c', slots: 30, memory: null, priceperunit: 80 },
  ];
  const byMemory = [
    { id: 'm1', slots: null, memory: 1024, priceperunit: 200 },
    { id: 'm2', slots: null, memory: 2048, priceperunit: 180 },
    { id: 'm4', slots: null, memory: 4096, priceperunit: 150 },
  ];

  it.each([
    [20, 'b'], // exact
    [14, 'a'], // 4 from 10, 6 from 20
    [16, 'b'], // 6 from 10, 4 from 20
    [15, 'a'], // tie between 10 and 20: the smaller
    [25, 'b'], // tie between 20 and 30: the smaller
    [100, 'c'],
    [2, 'a'],
  ])('slots %s -> %s, in any package order', (slots, id) => {
    expect(pickGamePackage(bySlots, 'slots', slots, 0)?.id).toBe(id);
    expect(pickGamePackage([...bySlots].reverse(), 'slots', slots, 0)?.id).toBe(id);
  });

  it.each([
    [2048, 'm2'],
    [3072, 'm2'], // tie between 2048 and 4096: the smaller
    [1536, 'm1'], // tie between 1024 and 2048: the smaller
    [3500, 'm4'],
    [512, 'm1'],
  ])('memory %s MB -> %s, in any package order', (memoryMb, id) => {
    expect(pickGamePackage(byMemory, 'memory', 0, memoryMb)?.id).toBe(id);
    expect(pickGamePackage([...byMemory].reverse(), 'memory', 0, memoryMb)?.id).toBe(id);
  });

  it('compares the field of the game type only', () => {
    const mixed = [
      { id: 'x', slots: 1536, memory: 4096 },
      { id: 'y', slots: 99, memory: 1024 },
    ];
    expect(pickGamePackage(mixed, 'memory', 1536, 1536)?.id).toBe('y');
    expect(pickGamePackage(mixed, 'slots', 1536, 1536)?.id).toBe('x');
  });

  it('returns null without a usable package', () => {
    expect(pickGamePackage([], 'slots', 10, 0)).toBeNull();
    expect(pickGamePackage(byMemory, 'slots', 10, 0)).toBeNull(); // no package has slots
  });
});

describe('gameUnitPrice', () => {
  const packages = [
    { slots: 10, memory: 1024, priceperunit: 2000 },
    { slots: 20, memory: 2048, priceperunit: null },
  ];

  it('uses the exact or nearest package price', () => {
    expect(gameUnitPrice(packages, { type: 'slots', minprice: 5000 }, 10, 0)).toBe(2000);
    expect(gameUnitPrice(packages, { type: 'slots', minprice: 5000 }, 12, 0)).toBe(2000);
    expect(gameUnitPrice(packages, { type: 'memory', minprice: 5000 }, 0, 1024)).toBe(2000);
  });

  it("falls back to the game's minprice without a package or a package price", () => {
    expect(gameUnitPrice([], { type: 'slots', minprice: 5000 }, 10, 0)).toBe(5000);
    expect(gameUnitPrice(packages, { type: 'slots', minprice: 5000 }, 20, 0)).toBe(5000);
  });

  it('keeps a package price of 0', () => {
    expect(gameUnitPrice([{ slots: 10, priceperunit: 0 }], { type: 'slots', minprice: 5000 }, 10, 0)).toBe(0);
  });

  it('is null when neither exists', () => {
    expect(gameUnitPrice([], { type: 'slots', minprice: null }, 10, 0)).toBeNull();
    expect(gameUnitPrice([], { type: 'memory' }, 0, 1024)).toBeNull();
    expect(gameUnitPrice(packages, { type: 'slots', minprice: NaN }, 20, 0)).toBeNull();
  });
});
