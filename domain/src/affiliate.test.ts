import { describe, expect, it } from 'vitest';
import {
  AFFILIATE_CODE_CHARSET_MESSAGE,
  AFFILIATE_CODE_LENGTH_MESSAGE,
  AFFILIATE_CODE_MAX_LENGTH,
  AFFILIATE_CODE_MIN_LENGTH,
  AFFILIATE_KICKBACK_CAP_SANTIM,
  AFFILIATE_ONE_CODE_MESSAGE,
  computeKickback,
  isKickbackEligible,
  normalizeAffiliateCodeInput,
  PLAN_TIERS,
  planTier,
  validateAffiliateCode,
} from './affiliate';

describe('constants', () => {
  it('match the affiliate terms', () => {
    expect(AFFILIATE_KICKBACK_CAP_SANTIM).toBe(300000);
    expect(PLAN_TIERS).toEqual([
      'small',
      'starter',
      'newcomer',
      'boost',
      'mega',
      'giga',
      'ultra',
      'xl',
      'xxl',
    ]);
    expect([AFFILIATE_CODE_MIN_LENGTH, AFFILIATE_CODE_MAX_LENGTH]).toEqual([3, 20]);
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

describe('planTier', () => {
  it.each([
    ['Package Mega', 'mega'],
    ['Package XXL', 'xxl'],
    ['KVM Server XL', 'xl'],
    ['xeon-giga', 'giga'],
    ['SMALL', 'small'],
    ['Small Mega', 'mega'], // several: the highest
    ['Megabyte', null],
    ['Package Custom', null],
    ['', null],
  ])('%j -> %s', (name, tier) => {
    expect(planTier(name)).toBe(tier);
  });
});

describe('isKickbackEligible', () => {
  const tiers = ['Small', 'Starter', 'Newcomer', 'Boost', 'Mega', 'Giga', 'Ultra', 'XL', 'XXL'];

  it.each([
    // line, eligible tiers (by index into `tiers`): Mega and up excluded, or XL and up for intelxeon
    ['2025sale', [true, true, true, true, false, false, false, false, false]],
    ['ipv6onlygen1', [true, true, true, true, false, false, false, false, false]],
    ['ryzengen2', [true, true, true, true, false, false, false, false, false]],
    ['intelxeon', [true, true, true, true, true, true, true, false, false]],
  ])('%s', (line, expected) => {
    expect(tiers.map((tier) => isKickbackEligible(line, `Plan ${tier}`))).toEqual(expected);
  });

  it('treats games, unknown lines and names without a tier as eligible', () => {
    expect(isKickbackEligible(null, 'Mega Minecraft')).toBe(true);
    expect(isKickbackEligible(undefined, 'Package Mega')).toBe(true);
    expect(isKickbackEligible('epycgen4', 'Package Mega')).toBe(true);
    expect(isKickbackEligible('toString', 'Package Mega')).toBe(true);
    expect(isKickbackEligible('2025sale', 'Package Custom')).toBe(true);
  });
});

describe('computeKickback', () => {
  const sale = { line: '2025sale', serviceName: 'Package Small', buyerIsOwner: false };

  it.each([
    // 10% of 12190.00 ETB = 1219.00 ETB
    [1219000, 10, 121900],
    // 10% of 30000.00 ETB = 3000.00 ETB, exactly the cap
    [3000000, 10, 300000],
    // 10% of 50000.00 ETB = 5000.00 ETB, capped at 3000.00 ETB
    [5000000, 10, 300000],
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
    expect(
      computeKickback({ ...sale, serviceName: 'Package Mega', totalSantim: 1219000, kickbackPercent: 10 }),
    ).toBe(0);
    expect(
      computeKickback({
        ...sale,
        line: 'intelxeon',
        serviceName: 'KVM Server XL',
        totalSantim: 1219000,
        kickbackPercent: 10,
      }),
    ).toBe(0);
  });

  it('pays on game orders', () => {
    // 10% of 230.00 ETB = 23.00 ETB
    expect(
      computeKickback({
        ...sale,
        line: null,
        serviceName: 'Minecraft',
        totalSantim: 23000,
        kickbackPercent: 10,
      }),
    ).toBe(2300);
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
