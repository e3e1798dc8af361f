import { describe, expect, it } from 'vitest';
import {
  basisPointsToPercent,
  BUILT_IN_COUPON_RESTRICTIONS,
  builtInCouponRestriction,
  checkServiceRestriction,
  COUPON_CHECK_FAILED_MESSAGE,
  COUPON_EMPTY_MESSAGE,
  COUPON_INVALID_MESSAGE,
  couponRefusal,
  couponRestriction,
  isCouponExpired,
  isCouponUsable,
  normalizeCouponCode,
  percentToBasisPoints,
  serviceRestrictionMessage,
} from './coupons';

const ET2018_MESSAGE = 'This coupon code is only valid for Small, Starter, Newcomer, or Boost service types';
const SP45_MESSAGE = 'This coupon code is only valid for Small service types';

describe('messages', () => {
  it('are the spec texts', () => {
    expect(COUPON_EMPTY_MESSAGE).toBe('Please enter a coupon code');
    expect(COUPON_INVALID_MESSAGE).toBe('Invalid or expired coupon code');
    expect(COUPON_CHECK_FAILED_MESSAGE).toBe('Failed to validate coupon code');
  });
});

describe('normalizeCouponCode', () => {
  it.each([
    ['et2018', 'ET2018'],
    ['  sp45 \n', 'SP45'],
    ['Save-10_x', 'SAVE-10_X'],
    ['', ''],
    ['   ', ''],
  ])('%j -> %j', (input, output) => {
    expect(normalizeCouponCode(input)).toBe(output);
  });
});

describe('built-in restrictions', () => {
  it('lists ET2018 and SP45 only', () => {
    expect(BUILT_IN_COUPON_RESTRICTIONS).toEqual({
      ET2018: ['small', 'starter', 'newcomer', 'boost'],
      SP45: ['small'],
    });
  });
  it('are found by code in any case', () => {
    expect(builtInCouponRestriction(' et2018')).toEqual(['small', 'starter', 'newcomer', 'boost']);
    expect(builtInCouponRestriction('Sp45')).toEqual(['small']);
    expect(builtInCouponRestriction('OTHER')).toBeNull();
    expect(builtInCouponRestriction('toString')).toBeNull();
  });
});

describe('serviceRestrictionMessage', () => {
  it.each([
    [['small', 'starter', 'newcomer', 'boost'], ET2018_MESSAGE],
    [['small'], SP45_MESSAGE],
    [['small', 'boost'], 'This coupon code is only valid for Small or Boost service types'],
    [
      ['small', 'starter', 'boost'],
      'This coupon code is only valid for Small, Starter, or Boost service types',
    ],
    [['XL'], 'This coupon code is only valid for XL service types'],
  ])('%j', (names, message) => {
    expect(serviceRestrictionMessage(names)).toBe(message);
  });
});

describe('checkServiceRestriction', () => {
  const et2018 = BUILT_IN_COUPON_RESTRICTIONS.ET2018;
  const sp45 = BUILT_IN_COUPON_RESTRICTIONS.SP45;

  it.each([
    [null, 'Package Mega'],
    [undefined, 'anything'],
    [[], 'Package Mega'],
  ])('allows everything without a restriction (%j)', (names, service) => {
    expect(checkServiceRestriction(names, service)).toBeNull();
  });

  it.each([
    [et2018, 'Small'],
    [et2018, 'Package Small'],
    [et2018, 'package STARTER'],
    [et2018, 'Newcomer (2025 sale)'],
    [et2018, 'Intel Xeon Boost'],
    [et2018, 'Ryzen-Boost'],
    [sp45, 'Package Small'],
    [sp45, 'small'],
  ])('allows %j for %j', (names, service) => {
    expect(checkServiceRestriction(names, service)).toBeNull();
  });

  it.each([
    [et2018, 'Package Mega', ET2018_MESSAGE],
    [et2018, 'Smallish', ET2018_MESSAGE],
    [et2018, 'Boosted', ET2018_MESSAGE],
    [et2018, '', ET2018_MESSAGE],
    [sp45, 'Package Starter', SP45_MESSAGE],
    [sp45, 'Minecraft', SP45_MESSAGE],
  ])('refuses %j for %j', (names, service, message) => {
    expect(checkServiceRestriction(names, service)).toBe(message);
  });

  it('matches multi-word names as whole word sequences', () => {
    expect(checkServiceRestriction(['v rising'], 'V Rising Server')).toBeNull();
    expect(checkServiceRestriction(['v rising'], 'V Risingstar')).not.toBeNull();
  });

  it('ignores blank allowed names instead of matching everything', () => {
    expect(checkServiceRestriction(['  '], 'Package Small')).not.toBeNull();
  });
});

describe('isCouponExpired and isCouponUsable', () => {
  const now = new Date('2025-06-01T12:00:00Z');

  it.each([
    [null, false],
    [undefined, false],
    ['2025-06-01T12:00:01Z', false],
    [new Date('2026-01-01T00:00:00Z'), false],
    ['2025-06-01T12:00:00Z', true], // expiring exactly now counts as expired
    ['2025-05-31T23:59:59Z', true],
    ['not a date', true],
  ])('expiresAt %j: expired %s', (expiresAt, expired) => {
    expect(isCouponExpired(expiresAt, now)).toBe(expired);
    expect(isCouponUsable({ isActive: true, expiresAt }, now)).toBe(!expired);
  });

  it('an inactive coupon is never usable', () => {
    expect(isCouponUsable({ isActive: false, expiresAt: null }, now)).toBe(false);
    expect(isCouponUsable({ isActive: false, expiresAt: '2030-01-01T00:00:00Z' }, now)).toBe(false);
  });

  it('uses the current time by default', () => {
    expect(isCouponUsable({ isActive: true, expiresAt: new Date(Date.now() + 60_000) })).toBe(true);
    expect(isCouponUsable({ isActive: true, expiresAt: new Date(Date.now() - 60_000) })).toBe(false);
  });
});

describe('basis points', () => {
  it.each([
    [12.5, 1250],
    [0.29, 29], // 0.29 x 100 is 28.999999999999996 in floats
    [100, 10000],
    [0, 0],
    [33.33, 3333],
    [0.01, 1],
  ])('%s%% <-> %s', (percent, basisPoints) => {
    expect(percentToBasisPoints(percent)).toBe(basisPoints);
    expect(basisPointsToPercent(basisPoints)).toBe(percent);
  });

  it('rounds more than two decimals to the nearest hundredth', () => {
    expect(percentToBasisPoints(12.346)).toBe(1235);
  });

  it('throws on NaN', () => {
    expect(() => percentToBasisPoints(NaN)).toThrow(RangeError);
  });
});

describe('couponRestriction', () => {
  it("uses the coupon's own list", () => {
    expect(couponRestriction({ code: 'PROMO', allowedServiceNames: ['boost'] })).toEqual(['boost']);
    expect(couponRestriction({ code: 'SP45', allowedServiceNames: [] })).toEqual([]);
  });

  it('falls back to the built-in restriction of ET2018 and SP45 when the coupon has none', () => {
    expect(couponRestriction({ code: 'SP45', allowedServiceNames: null })).toEqual(['small']);
    expect(couponRestriction({ code: 'et2018' })).toEqual(['small', 'starter', 'newcomer', 'boost']);
    expect(couponRestriction({ code: 'PROMO', allowedServiceNames: null })).toBeNull();
  });
});

describe('couponRefusal', () => {
  const now = new Date('2026-01-10T12:00:00Z');
  const active = { code: 'PROMO', isActive: true, expiresAt: null };

  it('accepts an active, unexpired coupon, with or without a service name', () => {
    expect(couponRefusal(active, undefined, now)).toBeNull();
    expect(couponRefusal(active, 'Package Small', now)).toBeNull();
  });

  it('calls a missing, inactive or expired coupon invalid', () => {
    const invalid = { reason: 'invalid', message: COUPON_INVALID_MESSAGE };
    expect(couponRefusal(undefined, undefined, now)).toEqual(invalid);
    expect(couponRefusal({ ...active, isActive: false }, undefined, now)).toEqual(invalid);
    expect(couponRefusal({ ...active, expiresAt: '2026-01-10T12:00:00Z' }, undefined, now)).toEqual(invalid);
    expect(couponRefusal({ ...active, expiresAt: '2026-01-10T12:00:01Z' }, undefined, now)).toBeNull();
  });

  it('refuses a restricted coupon for another service, naming the allowed ones', () => {
    expect(couponRefusal({ ...active, code: 'SP45' }, 'Ryzen GEN 2 Mega', now)).toEqual({
      reason: 'restricted',
      message: 'This coupon code is only valid for Small service types',
    });
    expect(couponRefusal({ ...active, code: 'SP45' }, 'Package Small', now)).toBeNull();
  });
});
