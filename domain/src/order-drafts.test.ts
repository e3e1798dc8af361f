import { describe, expect, it } from 'vitest';
import { fieldRequiredMessage, SERVER_MESSAGES } from './messages';
import type {
  DraftResult,
  GameChoice,
  GameFacts,
  GamePackageFacts,
  GameVersionFacts,
  KvmChoice,
  KvmPlanFacts,
  OrderDraft,
  OrderRefusal,
  OsFacts,
} from './order-drafts';
import { draftGameOrder, draftKvmOrder } from './order-drafts';
import type { PriceBreakdown } from './pricing';

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

/** The refusal of a result, failing the test when it was accepted. */
function refusalOf<Spec>(result: DraftResult<Spec>): OrderRefusal {
  if (!('refusal' in result)) throw new Error('expected a refusal, got a draft');
  return result.refusal;
}

/** The draft of a result, failing the test with the refusal when it was refused. */
function draftOf<Spec>(result: DraftResult<Spec>): OrderDraft<Spec> {
  if ('refusal' in result) throw new Error(`expected a draft, got ${JSON.stringify(result.refusal)}`);
  return result.draft;
}

const DURATION_RANGE = '"specifications.duration" must be from 30 to 360 in steps of 30';

describe('the refusal messages', () => {
  it('are the server catalogue texts', () => {
    expect(SERVER_MESSAGES.planNotFound).toBe('Server package not found');
    expect(SERVER_MESSAGES.gameNotFound).toBe('Game not found');
    expect(SERVER_MESSAGES.osNotOffered).toBe(
      'The selected operating system is not available for this server',
    );
    expect(SERVER_MESSAGES.versionNotOffered).toBe('The selected version is not available for this game');
    expect(SERVER_MESSAGES.durationMismatch).toBe('"duration" must equal "specifications.duration"');
    expect(fieldRequiredMessage('specifications.slots')).toBe('"specifications.slots" is required');
  });
});

// ---- KVM ---------------------------------------------------------------------------------------

// A plan of 1200 ETB (120000 santim) per 30 days with 2 IPv4 and 5 TB included: the IPv4 slider runs
// 2..10, bandwidth 5..10, duration 30..360 in steps of 30.
const PLAN: KvmPlanFacts = {
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
};
const UBUNTU: OsFacts = { id: 'os-ubuntu-2404', displayname: 'Ubuntu 24.04' };
const AT_INCLUDED: KvmChoice = { ipv4: 2, traffic: 5, duration: 30 };

describe('draftKvmOrder refusals', () => {
  it.each<[string, KvmPlanFacts | null | undefined, OsFacts | null | undefined, KvmChoice, number, string]>([
    // The plan comes first: a missing plan is 404 whatever else is wrong.
    ['a missing plan (null)', null, UBUNTU, AT_INCLUDED, 404, 'Server package not found'],
    ['a missing plan (undefined)', undefined, UBUNTU, AT_INCLUDED, 404, 'Server package not found'],
    [
      'a missing plan before bad sliders and a missing OS',
      null,
      null,
      { ipv4: 99, traffic: 99, duration: 7 },
      404,
      'Server package not found',
    ],
    // IPv4: from the included 2 to 10, whole addresses.
    [
      'IPv4 below the included count',
      PLAN,
      UBUNTU,
      { ...AT_INCLUDED, ipv4: 1 },
      400,
      '"specifications.ipv4" must be from 2 to 10',
    ],
    [
      'IPv4 above 10',
      PLAN,
      UBUNTU,
      { ...AT_INCLUDED, ipv4: 11 },
      400,
      '"specifications.ipv4" must be from 2 to 10',
    ],
    [
      'a fractional IPv4 count',
      PLAN,
      UBUNTU,
      { ...AT_INCLUDED, ipv4: 2.5 },
      400,
      '"specifications.ipv4" must be from 2 to 10',
    ],
    [
      'a NaN IPv4 count',
      PLAN,
      UBUNTU,
      { ...AT_INCLUDED, ipv4: NaN },
      400,
      '"specifications.ipv4" must be from 2 to 10',
    ],
    [
      'IPv4 before bandwidth, duration and the OS',
      PLAN,
      null,
      { ipv4: 0, traffic: 0, duration: 0 },
      400,
      '"specifications.ipv4" must be from 2 to 10',
    ],
    // Bandwidth: from the included 5 TB to 10.
    [
      'bandwidth below the included TB',
      PLAN,
      UBUNTU,
      { ...AT_INCLUDED, traffic: 4 },
      400,
      '"specifications.traffic" must be from 5 to 10',
    ],
    [
      'bandwidth above 10 TB',
      PLAN,
      UBUNTU,
      { ...AT_INCLUDED, traffic: 11 },
      400,
      '"specifications.traffic" must be from 5 to 10',
    ],
    [
      'fractional bandwidth',
      PLAN,
      UBUNTU,
      { ...AT_INCLUDED, traffic: 5.5 },
      400,
      '"specifications.traffic" must be from 5 to 10',
    ],
    [
      'bandwidth before duration and the OS',
      PLAN,
      null,
      { ipv4: 2, traffic: 12, duration: 31 },
      400,
      '"specifications.traffic" must be from 5 to 10',
    ],
    // A plan including 10 TB has a disabled bandwidth slider: 10 and nothing else.
    [
      'bandwidth other than 10 on a plan including 10 TB',
      { ...PLAN, trafficTb: 10 },
      UBUNTU,
      { ...AT_INCLUDED, traffic: 11 },
      400,
      '"specifications.traffic" must be 10 for this server',
    ],
    // Duration: 30..360 in steps of 30.
    ['0 days', PLAN, UBUNTU, { ...AT_INCLUDED, duration: 0 }, 400, DURATION_RANGE],
    ['29 days', PLAN, UBUNTU, { ...AT_INCLUDED, duration: 29 }, 400, DURATION_RANGE],
    ['45 days (off the step)', PLAN, UBUNTU, { ...AT_INCLUDED, duration: 45 }, 400, DURATION_RANGE],
    ['390 days', PLAN, UBUNTU, { ...AT_INCLUDED, duration: 390 }, 400, DURATION_RANGE],
    ['duration before the OS', PLAN, null, { ...AT_INCLUDED, duration: 365 }, 400, DURATION_RANGE],
    // The OS is checked only once the sliders pass.
    [
      'an OS the plan does not offer (null)',
      PLAN,
      null,
      AT_INCLUDED,
      422,
      'The selected operating system is not available for this server',
    ],
    [
      'an OS the plan does not offer (undefined)',
      PLAN,
      undefined,
      { ipv4: 10, traffic: 10, duration: 360 },
      422,
      'The selected operating system is not available for this server',
    ],
  ])('refuses %s', (_name, plan, os, choice, status, message) => {
    expect(refusalOf(draftKvmOrder(plan, os, choice))).toEqual({ status, message });
  });
});

describe('draftKvmOrder acceptance', () => {
  it("specifies the plan's figures, the customer's choices and the OS, named after the plan", () => {
    const draft = draftOf(draftKvmOrder(PLAN, UBUNTU, { ipv4: 4, traffic: 7, duration: 90 }));
    expect(draft.serviceName).toBe('KVM Test 4');
    expect(draft.days).toBe(90);
    expect(draft.specifications).toEqual({
      os: 'Ubuntu 24.04',
      osId: 'os-ubuntu-2404',
      cores: 4,
      cpuType: 'AMD EPYC 7443P',
      baseSpeed: 2.85,
      turboSpeed: 4,
      memory: 8192,
      disk: 163840,
      ipv4: 4,
      traffic: 7,
      duration: 90,
    });
  });

  it.each<[string, KvmChoice]>([
    ['the included counts for 30 days', { ipv4: 2, traffic: 5, duration: 30 }],
    ['the slider maxima for 360 days', { ipv4: 10, traffic: 10, duration: 360 }],
  ])('accepts %s', (_name, choice) => {
    const draft = draftOf(draftKvmOrder(PLAN, UBUNTU, choice));
    expect(draft.specifications).toMatchObject(choice);
  });

  it('accepts 10 TB on a plan including 10 TB', () => {
    const draft = draftOf(draftKvmOrder({ ...PLAN, trafficTb: 10 }, UBUNTU, { ...AT_INCLUDED, traffic: 10 }));
    expect(draft.specifications.traffic).toBe(10);
  });

  it.each<[string, KvmChoice, number | null, PriceBreakdown]>([
    [
      // base 120000; nothing extra; VAT 120000 x 15% = 18000; total 138000
      'at the included counts for 30 days',
      { ipv4: 2, traffic: 5, duration: 30 },
      null,
      b(120000, 0, 120000, 0, 120000, 0, 120000, 18000, 138000),
    ],
    [
      // base 120000 x 90/30 = 360000; extras (2 IPv4 x 60000 + 2 TB x 130000) = 380000 x 3 = 1140000;
      // gross 1500000; VAT 225000; total 1725000
      'extra IPv4 and TB for 90 days',
      { ipv4: 4, traffic: 7, duration: 90 },
      null,
      b(360000, 1140000, 1500000, 0, 1500000, 0, 1500000, 225000, 1725000),
    ],
    [
      // base 120000 x 9 = 1080000; extras 1 IPv4 x 60000 x 9 = 540000; gross 1620000; 270 < 300: no
      // long-term discount; VAT 243000; total 1863000
      '270 days: no long-term discount',
      { ipv4: 3, traffic: 5, duration: 270 },
      null,
      b(1080000, 540000, 1620000, 0, 1620000, 0, 1620000, 243000, 1863000),
    ],
    [
      // base 120000 x 10 = 1200000; extras 60000 x 10 = 600000; gross 1800000; 10% off = 180000;
      // subtotal 1620000; VAT 243000; total 1863000 (ten periods less 10% cost what nine do)
      '300 days: 10% off',
      { ipv4: 3, traffic: 5, duration: 300 },
      null,
      b(1200000, 600000, 1800000, 180000, 1620000, 0, 1620000, 243000, 1863000),
    ],
    [
      // base 120000 x 12 = 1440000; extras 1 TB x 130000 x 12 = 1560000; gross 3000000; 10% off = 300000;
      // subtotal 2700000; coupon 20% of it = 540000; 2160000 left; VAT 324000; total 2484000
      '360 days with a 20% coupon: the long-term discount comes before the coupon',
      { ipv4: 2, traffic: 6, duration: 360 },
      20,
      b(1440000, 1560000, 3000000, 300000, 2700000, 540000, 2160000, 324000, 2484000),
    ],
    [
      // base 120000; extras 8 IPv4 x 60000 + 5 TB x 130000 = 480000 + 650000 = 1130000; gross 1250000;
      // coupon 15% = 187500; 1062500 left; VAT 159375; total 1221875
      'the slider maxima for 30 days with a 15% coupon',
      { ipv4: 10, traffic: 10, duration: 30 },
      15,
      b(120000, 1130000, 1250000, 0, 1250000, 187500, 1062500, 159375, 1221875),
    ],
    [
      // coupon 33.33% = 3333 bp: 120000 x 3333 / 10000 = 39996; 80004 left;
      // VAT 80004 x 15 / 100 = 12000.6 -> 12001; total 92005
      'a 33.33% coupon with VAT rounded to the santim',
      { ipv4: 2, traffic: 5, duration: 30 },
      33.33,
      b(120000, 0, 120000, 0, 120000, 39996, 80004, 12001, 92005),
    ],
    [
      // coupon 100%: 120000 off, nothing left, VAT 0, total 0
      'a 100% coupon',
      { ipv4: 2, traffic: 5, duration: 30 },
      100,
      b(120000, 0, 120000, 0, 120000, 120000, 0, 0, 0),
    ],
  ])('prices %s', (_name, choice, couponPercent, expected) => {
    const draft = draftOf(draftKvmOrder(PLAN, UBUNTU, choice));
    expect(draft.price(couponPercent)).toEqual(expected);
  });

  it('prices the same draft with and without a coupon', () => {
    const draft = draftOf(draftKvmOrder(PLAN, UBUNTU, AT_INCLUDED));
    // 120000, coupon 10% = 12000, 108000 left, VAT 16200, total 124200
    expect(draft.price(10)).toEqual(b(120000, 0, 120000, 0, 120000, 12000, 108000, 16200, 124200));
    expect(draft.price(null)).toEqual(b(120000, 0, 120000, 0, 120000, 0, 120000, 18000, 138000));
    expect(draft.price(0)).toEqual(draft.price(null));
  });

  it('refuses a coupon percent outside 0..100 as the pricing rules do', () => {
    const draft = draftOf(draftKvmOrder(PLAN, UBUNTU, AT_INCLUDED));
    expect(() => draft.price(101)).toThrow(RangeError);
    expect(() => draft.price(-1)).toThrow(RangeError);
  });

  it("charges extras against the plan's own included counts: an IPv6-only plan with 10 TB", () => {
    // 800 ETB, no IPv4 and 10 TB included: 0 IPv4 is on the slider; 1 IPv4 is one extra.
    const ipv6Only = { ...PLAN, ipv4Included: 0, trafficTb: 10, priceSantim: 80000 };
    const none = draftOf(draftKvmOrder(ipv6Only, UBUNTU, { ipv4: 0, traffic: 10, duration: 30 }));
    expect(none.specifications.ipv4).toBe(0);
    // 80000; VAT 12000; total 92000
    expect(none.price(null)).toEqual(b(80000, 0, 80000, 0, 80000, 0, 80000, 12000, 92000));
    const one = draftOf(draftKvmOrder(ipv6Only, UBUNTU, { ipv4: 1, traffic: 10, duration: 30 }));
    // base 80000, extras 60000, gross 140000; VAT 21000; total 161000
    expect(one.price(null)).toEqual(b(80000, 60000, 140000, 0, 140000, 0, 140000, 21000, 161000));
  });
});

// ---- games -------------------------------------------------------------------------------------

// A slots game: 2..64 slots in steps of 2. Its packages: 8 slots at 60 ETB a slot (2 GB), 16 at 50
// ETB (4 GB), 32 at 40 ETB (8 GB), per 30 days.
const SLOTS_GAME: GameFacts = { displayname: 'Minecraft Java', type: 'slots', minvalue: 2, maxvalue: 64 };
const SLOTS_PACKAGES: GamePackageFacts[] = [
  { slots: 8, memoryMb: 2048, pricePerUnitSantim: 6000 },
  { slots: 16, memoryMb: 4096, pricePerUnitSantim: 5000 },
  { slots: 32, memoryMb: 8192, pricePerUnitSantim: 4000 },
];
const JAVA_121: GameVersionFacts = { id: 'ver-mc-1214', version: '1.21.4' };

// A memory game: 2048..16384 MB in steps of 1024. Its packages, priced per GB: 4 GB (10 slots) at
// 200 ETB a GB, 8 GB (20 slots) at 180 ETB a GB, per 30 days.
const MEMORY_GAME: GameFacts = {
  displayname: 'ARK: Survival Evolved',
  type: 'memory',
  minvalue: 2048,
  maxvalue: 16384,
};
const MEMORY_PACKAGES: GamePackageFacts[] = [
  { slots: 10, memoryMb: 4096, pricePerUnitSantim: 20000 },
  { slots: 20, memoryMb: 8192, pricePerUnitSantim: 18000 },
];
const ARK_VERSION: GameVersionFacts = { id: 'ver-ark-358', version: 'v358.24' };

const SLOTS_RANGE = '"specifications.slots" must be from 2 to 64 in steps of 2';
const MEMORY_RANGE = '"specifications.memory" must be from 2048 to 16384 in steps of 1024';

describe('draftGameOrder refusals', () => {
  it.each<
    [
      string,
      GameFacts | null | undefined,
      GameVersionFacts | null | undefined,
      GamePackageFacts[],
      GameChoice,
      number,
      string,
    ]
  >([
    // The game comes first: a missing game is 404 whatever else is wrong.
    [
      'a missing game (null)',
      null,
      JAVA_121,
      SLOTS_PACKAGES,
      { duration: 30, slots: 16 },
      404,
      'Game not found',
    ],
    [
      'a missing game (undefined)',
      undefined,
      JAVA_121,
      SLOTS_PACKAGES,
      { duration: 30, slots: 16 },
      404,
      'Game not found',
    ],
    [
      'a missing game before a bad duration, a mismatch, no amount, no version and no packages',
      null,
      null,
      [],
      { duration: 7, topLevelDuration: 60 },
      404,
      'Game not found',
    ],
    // Duration: 30..360 in steps of 30, before everything else of the request.
    ['0 days', SLOTS_GAME, JAVA_121, SLOTS_PACKAGES, { duration: 0, slots: 16 }, 400, DURATION_RANGE],
    [
      '45 days (off the step)',
      SLOTS_GAME,
      JAVA_121,
      SLOTS_PACKAGES,
      { duration: 45, slots: 16 },
      400,
      DURATION_RANGE,
    ],
    ['390 days', SLOTS_GAME, JAVA_121, SLOTS_PACKAGES, { duration: 390, slots: 16 }, 400, DURATION_RANGE],
    [
      'a bad duration before the top-level mismatch, the amount and the version',
      SLOTS_GAME,
      null,
      [],
      { duration: 31, topLevelDuration: 60, slots: 3 },
      400,
      DURATION_RANGE,
    ],
    // The top-level duration, when sent, must equal specifications.duration.
    [
      'a top-level duration other than specifications.duration',
      SLOTS_GAME,
      JAVA_121,
      SLOTS_PACKAGES,
      { duration: 30, topLevelDuration: 60, slots: 16 },
      400,
      '"duration" must equal "specifications.duration"',
    ],
    [
      'a top-level duration of 0',
      SLOTS_GAME,
      JAVA_121,
      SLOTS_PACKAGES,
      { duration: 30, topLevelDuration: 0, slots: 16 },
      400,
      '"duration" must equal "specifications.duration"',
    ],
    [
      'the mismatch before a missing amount and version',
      SLOTS_GAME,
      null,
      [],
      { duration: 30, topLevelDuration: 90 },
      400,
      '"duration" must equal "specifications.duration"',
    ],
    // The game's own dimension is required: slots for a slots game, memory for a memory game.
    [
      'a slots game without slots, even with memory',
      SLOTS_GAME,
      JAVA_121,
      SLOTS_PACKAGES,
      { duration: 30, memory: 4096 },
      400,
      '"specifications.slots" is required',
    ],
    [
      'a memory game without memory, even with slots',
      MEMORY_GAME,
      ARK_VERSION,
      MEMORY_PACKAGES,
      { duration: 30, slots: 10 },
      400,
      '"specifications.memory" is required',
    ],
    [
      'a missing amount before the version',
      SLOTS_GAME,
      null,
      [],
      { duration: 30, topLevelDuration: 30 },
      400,
      '"specifications.slots" is required',
    ],
    // Then its slider.
    [
      '0 slots (a value, not a missing one)',
      SLOTS_GAME,
      JAVA_121,
      SLOTS_PACKAGES,
      { duration: 30, slots: 0 },
      400,
      SLOTS_RANGE,
    ],
    [
      'slots off the step of 2',
      SLOTS_GAME,
      JAVA_121,
      SLOTS_PACKAGES,
      { duration: 30, slots: 15 },
      400,
      SLOTS_RANGE,
    ],
    [
      'slots above the maximum',
      SLOTS_GAME,
      JAVA_121,
      SLOTS_PACKAGES,
      { duration: 30, slots: 66 },
      400,
      SLOTS_RANGE,
    ],
    ['NaN slots', SLOTS_GAME, JAVA_121, SLOTS_PACKAGES, { duration: 30, slots: NaN }, 400, SLOTS_RANGE],
    [
      'memory below the minimum',
      MEMORY_GAME,
      ARK_VERSION,
      MEMORY_PACKAGES,
      { duration: 30, memory: 1024 },
      400,
      MEMORY_RANGE,
    ],
    [
      'memory off the 1024 MB step',
      MEMORY_GAME,
      ARK_VERSION,
      MEMORY_PACKAGES,
      { duration: 30, memory: 2560 },
      400,
      MEMORY_RANGE,
    ],
    [
      'memory above the maximum',
      MEMORY_GAME,
      ARK_VERSION,
      MEMORY_PACKAGES,
      { duration: 30, memory: 17408 },
      400,
      MEMORY_RANGE,
    ],
    ['a bad amount before the version', SLOTS_GAME, null, [], { duration: 30, slots: 65 }, 400, SLOTS_RANGE],
    // The version is checked only once the sliders pass, and before the packages.
    [
      'a version the game does not offer (null)',
      SLOTS_GAME,
      null,
      SLOTS_PACKAGES,
      { duration: 30, slots: 16 },
      422,
      'The selected version is not available for this game',
    ],
    [
      'a version the game does not offer (undefined), before the missing packages',
      MEMORY_GAME,
      undefined,
      [],
      { duration: 30, memory: 4096 },
      422,
      'The selected version is not available for this game',
    ],
    // A game without packages has no price: it is not for sale.
    [
      'a slots game without packages',
      SLOTS_GAME,
      JAVA_121,
      [],
      { duration: 30, slots: 16 },
      404,
      'Game not found',
    ],
    [
      'a memory game without packages',
      MEMORY_GAME,
      ARK_VERSION,
      [],
      { duration: 30, memory: 4096 },
      404,
      'Game not found',
    ],
    [
      'an IPv4 count (not sold for games)',
      SLOTS_GAME,
      JAVA_121,
      SLOTS_PACKAGES,
      { duration: 30, slots: 16, ipv4: 2 },
      400,
      'Extra IPv4 addresses are not sold for game servers: a game server is reached at its address and port',
    ],
    [
      'even an IPv4 count of 1',
      SLOTS_GAME,
      JAVA_121,
      SLOTS_PACKAGES,
      { duration: 30, slots: 16, ipv4: 1 },
      400,
      'Extra IPv4 addresses are not sold for game servers: a game server is reached at its address and port',
    ],
  ])('refuses %s', (_name, game, version, packages, choice, status, message) => {
    expect(refusalOf(draftGameOrder(game, version, packages, choice))).toEqual({ status, message });
  });
});

describe('draftGameOrder acceptance', () => {
  it("specifies a slots game's name, version, slots and duration, with the exact package's memory", () => {
    const draft = draftOf(draftGameOrder(SLOTS_GAME, JAVA_121, SLOTS_PACKAGES, { duration: 60, slots: 16 }));
    expect(draft.serviceName).toBe('Minecraft Java');
    expect(draft.days).toBe(60);
    expect(draft.specifications).toEqual({
      game: 'Minecraft Java',
      version: '1.21.4',
      versionId: 'ver-mc-1214',
      slots: 16,
      memory: 4096,
      duration: 60,
    });
  });

  it("specifies a memory game's memory, with the exact package's slots, ignoring slots sent", () => {
    const draft = draftOf(
      draftGameOrder(MEMORY_GAME, ARK_VERSION, MEMORY_PACKAGES, { duration: 90, memory: 8192, slots: 99 }),
    );
    expect(draft.serviceName).toBe('ARK: Survival Evolved');
    expect(draft.days).toBe(90);
    expect(draft.specifications).toEqual({
      game: 'ARK: Survival Evolved',
      version: 'v358.24',
      versionId: 'ver-ark-358',
      slots: 20,
      memory: 8192,
      duration: 90,
    });
  });

  it('ignores memory sent for a slots game', () => {
    const draft = draftOf(
      draftGameOrder(SLOTS_GAME, JAVA_121, SLOTS_PACKAGES, { duration: 30, slots: 8, memory: 99999 }),
    );
    expect(draft.specifications.memory).toBe(2048);
  });

  it.each([
    ['not sent', undefined],
    ['equal to specifications.duration', 30],
  ])('accepts a top-level duration %s', (_name, topLevelDuration) => {
    const result = draftGameOrder(SLOTS_GAME, JAVA_121, SLOTS_PACKAGES, {
      duration: 30,
      topLevelDuration,
      slots: 16,
    });
    expect(draftOf(result).days).toBe(30);
  });

  it('accepts the slider bounds', () => {
    for (const slots of [2, 64]) {
      expect(
        draftOf(draftGameOrder(SLOTS_GAME, JAVA_121, SLOTS_PACKAGES, { duration: 360, slots })).days,
      ).toBe(360);
    }
    for (const memory of [2048, 16384]) {
      const draft = draftOf(
        draftGameOrder(MEMORY_GAME, ARK_VERSION, MEMORY_PACKAGES, { duration: 30, memory }),
      );
      expect(draft.specifications.memory).toBe(memory);
    }
  });

  it.each<[string, number, number, number, number | null, PriceBreakdown]>([
    [
      // exact package 16: 5000 x 16 x 30/30 = 80000; VAT 12000; total 92000
      'an exact package',
      16,
      4096,
      30,
      null,
      b(80000, 0, 80000, 0, 80000, 0, 80000, 12000, 92000),
    ],
    [
      // 10 is 2 from 8, 6 from 16: package 8. 6000 x 10 x 60/30 = 120000; VAT 18000; total 138000
      'the nearest package below',
      10,
      2048,
      60,
      null,
      b(120000, 0, 120000, 0, 120000, 0, 120000, 18000, 138000),
    ],
    [
      // 20 is 4 from 16, 12 from 32: package 16. 5000 x 20 x 90/30 = 300000; VAT 45000; total 345000
      'the nearest package above',
      20,
      4096,
      90,
      null,
      b(300000, 0, 300000, 0, 300000, 0, 300000, 45000, 345000),
    ],
    [
      // 12 is 4 from 8 and from 16: the smaller, 8. 6000 x 12 = 72000; VAT 10800; total 82800
      'a tie: the smaller package',
      12,
      2048,
      30,
      null,
      b(72000, 0, 72000, 0, 72000, 0, 72000, 10800, 82800),
    ],
    [
      // 24 is 8 from 16 and from 32: package 16. 5000 x 24 = 120000; VAT 18000; total 138000
      'another tie: the smaller package',
      24,
      4096,
      30,
      null,
      b(120000, 0, 120000, 0, 120000, 0, 120000, 18000, 138000),
    ],
    [
      // 2 slots, below every package: package 8. 6000 x 2 = 12000; VAT 1800; total 13800
      'below every package',
      2,
      2048,
      30,
      null,
      b(12000, 0, 12000, 0, 12000, 0, 12000, 1800, 13800),
    ],
    [
      // 64 slots: package 32. 4000 x 64 x 360/30 = 3072000; games get no long-term discount;
      // VAT 460800; total 3532800
      'above every package, for 360 days: no long-term discount',
      64,
      8192,
      360,
      null,
      b(3072000, 0, 3072000, 0, 3072000, 0, 3072000, 460800, 3532800),
    ],
    [
      // 80000; coupon 10% = 8000; 72000 left; VAT 10800; total 82800
      'a 10% coupon',
      16,
      4096,
      30,
      10,
      b(80000, 0, 80000, 0, 80000, 8000, 72000, 10800, 82800),
    ],
    [
      // 80000 x 3333 / 10000 = 26664; 53336 left; VAT 8000.4 -> 8000; total 61336
      'a 33.33% coupon with VAT rounded to the santim',
      16,
      4096,
      30,
      33.33,
      b(80000, 0, 80000, 0, 80000, 26664, 53336, 8000, 61336),
    ],
  ])('prices a slots order: %s', (_name, slots, memory, duration, couponPercent, expected) => {
    const draft = draftOf(draftGameOrder(SLOTS_GAME, JAVA_121, SLOTS_PACKAGES, { duration, slots }));
    expect(draft.specifications).toMatchObject({ slots, memory, duration });
    expect(draft.price(couponPercent)).toEqual(expected);
  });

  it.each<[string, number, number, number, number | null, PriceBreakdown]>([
    [
      // exact package 8 GB: 18000 a GB x 8 GB x 30/30 = 144000; VAT 21600; total 165600
      'an exact package',
      8192,
      20,
      30,
      null,
      b(144000, 0, 144000, 0, 144000, 0, 144000, 21600, 165600),
    ],
    [
      // 5 GB is 1 GB from 4, 3 GB from 8: package 4 GB. 20000 x 5 x 60/30 = 200000; VAT 30000; total 230000
      'the nearest package',
      5120,
      10,
      60,
      null,
      b(200000, 0, 200000, 0, 200000, 0, 200000, 30000, 230000),
    ],
    [
      // 6 GB is 2 GB from 4 and from 8: the smaller, 4 GB. 20000 x 6 = 120000; VAT 18000; total 138000
      'a tie: the smaller package',
      6144,
      10,
      30,
      null,
      b(120000, 0, 120000, 0, 120000, 0, 120000, 18000, 138000),
    ],
    [
      // 16 GB: package 8 GB. 18000 x 16 x 300/30 = 2880000; no long-term discount for games;
      // coupon 25% = 720000; 2160000 left; VAT 324000; total 2484000
      'above every package for 300 days with a 25% coupon',
      16384,
      20,
      300,
      25,
      b(2880000, 0, 2880000, 0, 2880000, 720000, 2160000, 324000, 2484000),
    ],
  ])('prices a memory order: %s', (_name, memory, slots, duration, couponPercent, expected) => {
    const draft = draftOf(draftGameOrder(MEMORY_GAME, ARK_VERSION, MEMORY_PACKAGES, { duration, memory }));
    expect(draft.specifications).toMatchObject({ slots, memory, duration });
    expect(draft.price(couponPercent)).toEqual(expected);
  });

  it('prices memory per GB, so 2.5 GB is 2.5 units', () => {
    // A game from 1.5 GB in steps of 1 GB: 2560 MB is on its slider. Package 4 GB (nearest):
    // 20000 x 2560 / 1024 = 50000; VAT 7500; total 57500
    const game: GameFacts = { ...MEMORY_GAME, minvalue: 1536 };
    const draft = draftOf(draftGameOrder(game, ARK_VERSION, MEMORY_PACKAGES, { duration: 30, memory: 2560 }));
    expect(draft.specifications).toMatchObject({ memory: 2560, slots: 10 });
    expect(draft.price(null)).toEqual(b(50000, 0, 50000, 0, 50000, 0, 50000, 7500, 57500));
  });

  it('picks the same package whatever the order of the packages', () => {
    const reversed = [...SLOTS_PACKAGES].reverse();
    const draft = draftOf(draftGameOrder(SLOTS_GAME, JAVA_121, reversed, { duration: 30, slots: 12 }));
    // the tie at 12 still goes to package 8: 6000 x 12 = 72000
    expect(draft.specifications.memory).toBe(2048);
    expect(draft.price(null).basePrice).toBe(72000);
  });

  it('prices the same draft with and without a coupon', () => {
    const draft = draftOf(draftGameOrder(SLOTS_GAME, JAVA_121, SLOTS_PACKAGES, { duration: 30, slots: 16 }));
    // 80000; coupon 50% = 40000; 40000 left; VAT 6000; total 46000
    expect(draft.price(50)).toEqual(b(80000, 0, 80000, 0, 80000, 40000, 40000, 6000, 46000));
    expect(draft.price(null)).toEqual(b(80000, 0, 80000, 0, 80000, 0, 80000, 12000, 92000));
  });
});
