import { describe, expect, it } from 'vitest';
import { TWO_FACTOR_THROTTLE, twoFactorDelaySeconds } from './rate-limits';
import { newRecoveryCodes, RECOVERY_CODE_COUNT, recoveryCodeForm } from './recovery-codes';

describe('recovery codes', () => {
  it('makes ten distinct codes of ten unambiguous characters, xxxxx-xxxxx', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
    // Every letter of the alphabet turns up over many codes (no bias towards a few).
    const seen = new Set(newRecoveryCodes(500).join('').replace(/-/g, ''));
    expect(seen.size).toBe(31);
  });

  it('reads a typed code whatever its case, spaces and dashes; refuses what cannot be one', () => {
    expect(recoveryCodeForm('ABCDE-FGHJK')).toBe('abcdefghjk');
    expect(recoveryCodeForm(' abcde fghjk ')).toBe('abcdefghjk');
    expect(recoveryCodeForm('abcdefghjk')).toBe('abcdefghjk');
    for (const typed of ['123456', 'abcde-fghj', 'abcde-fghjkm', 'abcde-fghj1', 'abcde-fghjo', ''])
      expect(recoveryCodeForm(typed), typed).toBeNull();
  });
});

describe('twoFactorDelaySeconds', () => {
  it('is 0 under the free failures, then 30 s doubling up to an hour', () => {
    const free = TWO_FACTOR_THROTTLE.freeFailures;
    expect(twoFactorDelaySeconds(free - 1)).toBe(0);
    expect([free, free + 1, free + 2, free + 3].map((n) => twoFactorDelaySeconds(n))).toEqual([
      30, 60, 120, 240,
    ]);
    expect(twoFactorDelaySeconds(free + 40)).toBe(3600);
  });
});
