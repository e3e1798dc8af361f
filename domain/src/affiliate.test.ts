import { describe, expect, it } from 'vitest';
import {
  AFFILIATE_CODE_CHARSET_MESSAGE,
  AFFILIATE_CODE_LENGTH_MESSAGE,
  AFFILIATE_CODE_MAX_LENGTH,
  AFFILIATE_CODE_MIN_LENGTH,
  AFFILIATE_HOLDING_DAYS,
  AFFILIATE_KICKBACK_CAP_SANTIM,
  AFFILIATE_MINIMUM_PAYOUT_SANTIM,
  AFFILIATE_ONE_CODE_MESSAGE,
  computeKickback,
  isKickbackEligible,
  isKickbackPayable,
  isPayoutDue,
  KICKBACK_INELIGIBLE_FROM_PLAN,
  kickbackIneligibleFromPlan,
  kickbackPayableCutoff,
  kickbackPayableFrom,
  kickbackPlanOrder,
  normalizeAffiliateCodeInput,
  splitKickback,
  validateAffiliateCode,
} from './affiliate';
import type { KickbackPlanOrder } from './affiliate';
import { KVM_LINE_KEYS } from './enums';
import { KVM_PLANS } from './shop-catalog';

describe('constants', () => {
  it('match the affiliate terms', () => {
    expect(AFFILIATE_KICKBACK_CAP_SANTIM).toBe(300000); // 3,000 ETB
    expect(AFFILIATE_MINIMUM_PAYOUT_SANTIM).toBe(100000); // 1,000 ETB
    expect(AFFILIATE_HOLDING_DAYS).toBe(30);
    expect([AFFILIATE_CODE_MIN_LENGTH, AFFILIATE_CODE_MAX_LENGTH]).toEqual([3, 20]);
  });
  it('name the first ineligible plan of each line, in the order of the terms', () => {
    expect(Object.entries(KICKBACK_INELIGIBLE_FROM_PLAN)).toEqual([
      ['ryzengen2', 'Ryzen GEN 2 Mega'],
      ['intelxeon', 'KVM Server XL'],
      ['ipv6onlygen1', 'IPv6 Mega'],
      ['2025sale', 'Package Mega'],
    ]);
  });
  it('name plans the catalog holds in that line', () => {
    for (const line of KVM_LINE_KEYS) {
      const name = KICKBACK_INELIGIBLE_FROM_PLAN[line];
      expect(
        KVM_PLANS.some((p) => p.line === line && p.displayname === name),
        `${line}: ${name}`,
      ).toBe(true);
    }
  });
  it('carry the spec texts', () => {
    expect(AFFILIATE_CODE_LENGTH_MESSAGE).toBe('Code must be between 3 and 20 characters');
    expect(AFFILIATE_CODE_CHARSET_MESSAGE).toBe(
      'Code can only contain letters, numbers, hyphens, and underscores',
    );
    expect(AFFILIATE_ONE_CODE_MESSAGE).toBe(
      'You can only have one affiliate code. Please delete your existing code first.',
    );
  });
});

describe('kickbackIneligibleFromPlan', () => {
  it.each([
    ['2025sale', 'Package Mega'],
    ['intelxeon', 'KVM Server XL'],
    ['games', null],
    ['toString', null], // not a rule inherited from Object
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j -> %j', (line, name) => {
    expect(kickbackIneligibleFromPlan(line)).toBe(name);
  });
});

describe('isKickbackEligible: every plan of the seed, by its place in its line', () => {
  // The seed's plans, cheapest first within a line (sort 10, 20, ...): the first ineligible plan
  // and every later one earn nothing.
  it.each([
    ['2025sale', 'Package Small', 10, true],
    ['2025sale', 'Package Starter', 20, true],
    ['2025sale', 'Package Newcomer', 30, true],
    ['2025sale', 'Package Boost', 40, true],
    ['2025sale', 'Package Mega', 50, false],
    ['2025sale', 'Package XL', 60, false],
    ['ipv6onlygen1', 'IPv6 Small', 10, true],
    ['ipv6onlygen1', 'IPv6 Medium', 20, true],
    ['ipv6onlygen1', 'IPv6 Large', 30, true],
    ['ipv6onlygen1', 'IPv6 Mega', 40, false],
    ['ipv6onlygen1', 'IPv6 Giga', 50, false],
    ['intelxeon', 'KVM Server Starter', 10, true],
    ['intelxeon', 'KVM Server Basic', 20, true],
    ['intelxeon', 'KVM Server Standard', 30, true],
    ['intelxeon', 'KVM Server Pro', 40, true],
    ['intelxeon', 'KVM Server XL', 50, false],
    ['intelxeon', 'KVM Server XXL', 60, false],
    ['ryzengen2', 'Ryzen GEN 2 Small', 10, true],
    ['ryzengen2', 'Ryzen GEN 2 Medium', 20, true],
    ['ryzengen2', 'Ryzen GEN 2 Large', 30, true],
    ['ryzengen2', 'Ryzen GEN 2 Mega', 40, false],
    ['ryzengen2', 'Ryzen GEN 2 Ultra', 50, false],
  ])('%s %s (sort %i): %s', (line, name, sort, eligible) => {
    const plan = kickbackPlanOrder(KVM_PLANS, line, name);
    expect(plan.sort).toBe(sort);
    expect(isKickbackEligible(plan)).toBe(eligible);
  });

  it('lists every plan of the seed above', () => {
    // 22 plans: a plan added to the seed must be added to the table above with its eligibility.
    expect(KVM_PLANS.map((p) => p.displayname)).toHaveLength(22);
  });
});

describe('isKickbackEligible: the rule', () => {
  const at = (
    line: string | null,
    sort: number | null,
    ineligibleFromSort: number | null,
  ): KickbackPlanOrder => ({
    line,
    sort,
    ineligibleFromSort,
  });

  it('follows the sort, not the name: a plan sorted below the threshold is eligible whatever it is called', () => {
    expect(isKickbackEligible(at('2025sale', 45, 50))).toBe(true);
    expect(isKickbackEligible(at('2025sale', 50, 50))).toBe(false);
    expect(isKickbackEligible(at('2025sale', 51, 50))).toBe(false);
    // A "Package Giga" sorted first is eligible; the seed's names carry no weight.
    expect(isKickbackEligible(kickbackPlanOrder([...KVM_PLANS, giga(5)], '2025sale', 'Package Giga'))).toBe(
      true,
    );
    expect(isKickbackEligible(kickbackPlanOrder([...KVM_PLANS, giga(55)], '2025sale', 'Package Giga'))).toBe(
      false,
    );
  });

  it('pays on games, whatever their name', () => {
    expect(isKickbackEligible(kickbackPlanOrder(KVM_PLANS, null, 'Mega Minecraft'))).toBe(true);
    expect(isKickbackEligible(at(null, null, null))).toBe(true);
  });

  it('pays nothing on a line whose first ineligible plan is missing from the catalog (fails closed)', () => {
    const withoutMega = KVM_PLANS.filter((p) => p.displayname !== 'Package Mega');
    expect(isKickbackEligible(kickbackPlanOrder(withoutMega, '2025sale', 'Package Small'))).toBe(false);
    // The other lines are untouched.
    expect(isKickbackEligible(kickbackPlanOrder(withoutMega, 'intelxeon', 'KVM Server Pro'))).toBe(true);
  });

  it('pays nothing on a plan of a ruled line the catalog does not hold', () => {
    expect(isKickbackEligible(kickbackPlanOrder(KVM_PLANS, '2025sale', 'Package Custom'))).toBe(false);
    expect(isKickbackEligible(at('2025sale', null, 50))).toBe(false);
  });

  it('pays on a line without a rule', () => {
    expect(isKickbackEligible(at('epycgen4', 90, null))).toBe(true);
  });

  function giga(sort: number) {
    return { line: '2025sale', displayname: 'Package Giga', sort };
  }
});

describe('computeKickback', () => {
  const small = kickbackPlanOrder(KVM_PLANS, '2025sale', 'Package Small');
  const sale = { plan: small, buyerIsOwner: false };

  it.each([
    // 10% of 12190.00 ETB = 1219.00 ETB
    [1219000, 10, 121900],
    // 10% of 30000.00 ETB = 3000.00 ETB, exactly the cap
    [3000000, 10, 300000],
    // 10% of 50000.00 ETB = 5000.00 ETB, capped at 3000.00 ETB
    [5000000, 10, 300000],
    // 25% of 12000.01 ETB = 3000.0025 ETB, just over the cap: 3000.00 ETB
    [1200001, 25, 300000],
    // 12.5% of 1509.38 ETB: 150938 x 1250 / 10000 = 18867.25 -> 18867
    [150938, 12.5, 18867],
    // 2.55% of 1.00 ETB: 100 x 255 / 10000 = 2.55 -> 3
    [100, 2.55, 3],
    // 0.01% of 49.99 ETB: 4999 / 10000 = 0.4999 -> 0
    [4999, 0.01, 0],
    [100000, 0, 0],
    [100000, null, 0],
    [100000, undefined, 0],
    [0, 10, 0],
    [1000, 150, 1000], // an out-of-range percent counts as 100%
  ])('total %s santim at %s%% -> %s', (totalSantim, kickbackPercent, expected) => {
    expect(computeKickback({ ...sale, totalSantim, kickbackPercent })).toBe(expected);
  });

  it('pays nothing when the buyer owns the code', () => {
    expect(computeKickback({ ...sale, totalSantim: 1219000, kickbackPercent: 10, buyerIsOwner: true })).toBe(
      0,
    );
  });

  it('pays nothing on an ineligible plan', () => {
    const mega = kickbackPlanOrder(KVM_PLANS, '2025sale', 'Package Mega');
    const xl = kickbackPlanOrder(KVM_PLANS, 'intelxeon', 'KVM Server XL');
    expect(computeKickback({ ...sale, plan: mega, totalSantim: 1219000, kickbackPercent: 10 })).toBe(0);
    expect(computeKickback({ ...sale, plan: xl, totalSantim: 1219000, kickbackPercent: 10 })).toBe(0);
  });

  it('pays on the last eligible plan of a line', () => {
    // KVM Server Pro, 6600 ETB x 1.15 VAT = 7590.00 ETB; 10% = 759.00 ETB
    const pro = kickbackPlanOrder(KVM_PLANS, 'intelxeon', 'KVM Server Pro');
    expect(computeKickback({ ...sale, plan: pro, totalSantim: 759000, kickbackPercent: 10 })).toBe(75900);
  });

  it('pays on game orders', () => {
    // 10% of 230.00 ETB = 23.00 ETB
    const minecraft = kickbackPlanOrder(KVM_PLANS, null, 'Minecraft');
    expect(computeKickback({ ...sale, plan: minecraft, totalSantim: 23000, kickbackPercent: 10 })).toBe(2300);
  });
});

describe('holding period', () => {
  const paidAt = new Date('2026-01-10T08:00:00.000Z');

  it('ends 30 days after the payment', () => {
    expect(kickbackPayableFrom(paidAt).toISOString()).toBe('2026-02-09T08:00:00.000Z');
  });

  it.each([
    ['2026-01-10T08:00:00.000Z', false], // the day of the payment
    ['2026-02-09T07:59:59.999Z', false], // a millisecond before the 30 days are over
    ['2026-02-09T08:00:00.000Z', true], // exactly 30 days: payable
    ['2026-03-01T00:00:00.000Z', true],
  ])('at %s payable: %s', (now, payable) => {
    expect(isKickbackPayable(paidAt, new Date(now))).toBe(payable);
  });

  it('gives the cutoff for a query: paid at or before it is payable', () => {
    const now = new Date('2026-02-09T08:00:00.000Z');
    expect(kickbackPayableCutoff(now).toISOString()).toBe('2026-01-10T08:00:00.000Z');
  });

  it('splits kickback into payable and pending', () => {
    const now = new Date('2026-02-15T12:00:00.000Z');
    // paid 36 days, 30 days exactly, and 10 days before now
    const sales = [
      { kickbackSantim: 121900, paidAt: new Date('2026-01-10T12:00:00.000Z') },
      { kickbackSantim: 300000, paidAt: new Date('2026-01-16T12:00:00.000Z') },
      { kickbackSantim: 2300, paidAt: new Date('2026-02-05T12:00:00.000Z') },
    ];
    // payable 1219.00 + 3000.00 = 4219.00 ETB; pending 23.00 ETB
    expect(splitKickback(sales, now)).toEqual({ payableSantim: 421900, pendingSantim: 2300 });
    expect(splitKickback([], now)).toEqual({ payableSantim: 0, pendingSantim: 0 });
  });
});

describe('isPayoutDue', () => {
  it.each([
    [0, false],
    [99999, false], // 999.99 ETB
    [100000, true], // 1,000.00 ETB
    [421900, true],
  ])('%s santim payable -> %s', (payable, due) => {
    expect(isPayoutDue(payable)).toBe(due);
  });
});

describe('normalizeAffiliateCodeInput', () => {
  it.each([
    ['abc', 'ABC'],
    ['my-code_1', 'MY-CODE_1'],
    ['abcdefghijklmnopqrstuvwxyz', 'ABCDEFGHIJKLMNOPQRST'],
    ['a b', 'A B'],
    ['', ''],
  ])('%j -> %j', (raw, code) => {
    expect(normalizeAffiliateCodeInput(raw)).toBe(code);
  });
});

describe('validateAffiliateCode', () => {
  it.each([
    ['ABC', null],
    ['ab-c_1', null],
    ['A'.repeat(20), null],
    ['AB', AFFILIATE_CODE_LENGTH_MESSAGE],
    ['', AFFILIATE_CODE_LENGTH_MESSAGE],
    ['A'.repeat(21), AFFILIATE_CODE_LENGTH_MESSAGE],
    ['A!', AFFILIATE_CODE_LENGTH_MESSAGE], // length is checked first
    ['AB C', AFFILIATE_CODE_CHARSET_MESSAGE],
    ['ÄBC', AFFILIATE_CODE_CHARSET_MESSAGE],
    ['CODE.1', AFFILIATE_CODE_CHARSET_MESSAGE],
    ['CODE\n', AFFILIATE_CODE_CHARSET_MESSAGE],
  ])('%j -> %j', (code, message) => {
    expect(validateAffiliateCode(code)).toBe(message);
  });
});
