import { describe, expect, it } from 'vitest';
import { canonicalPhone, localPhoneDigits, localPhoneDisplay } from './phone';
import { maskedAccountMatches } from './receipts';
import { isValidPhone } from './validation';

/** Every spelling of the shop's telebirr number 0912 345 678 people write. */
const SPELLINGS = [
  '0912345678',
  '912345678',
  '251912345678',
  '+251912345678',
  '0912 345 678',
  '09-12-34-56-78',
  '091-234-5678',
  '+251 91 234 5678',
  '+251-912-345-678',
  '251 912 345 678',
  '912 345 678',
];

/** How telebirr's and other receipts mask the credited account. */
const MASKS_OF_OURS = ['2519****5678', '0912****78', '+2519****5678', '2519 **** 5678', '251912345678'];
const MASKS_OF_OTHERS = ['2519****5679', '0913****78', '+2517****5678', '2518****5678', '0912****77', '****'];

describe('canonicalPhone: one form for every spelling', () => {
  it.each(SPELLINGS)('%j -> +251912345678, and the contract accepts it', (spelling) => {
    expect(canonicalPhone(spelling)).toBe('+251912345678');
    expect(isValidPhone(spelling)).toBe(true);
  });

  it.each(['0712345678', '712345678', '251712345678', '+251 71 234 5678'])('%j -> +251712345678', (s) => {
    expect(canonicalPhone(s)).toBe('+251712345678');
  });

  it.each([
    '0812345678',
    '091234567',
    '09123456789',
    '+25191234567',
    '1000123456789',
    '',
    '+',
    'abc',
    '0912345678x',
  ])('no number: %j', (s) => {
    expect(canonicalPhone(s)).toBeNull();
    expect(isValidPhone(s)).toBe(false);
  });

  it('reads back as Ethiopians write it', () => {
    expect(localPhoneDisplay('+251912345678')).toBe('0912 345 678');
    expect(localPhoneDigits('+251712345678')).toBe('0712345678');
    expect(localPhoneDisplay('not a phone')).toBe('not a phone');
  });
});

describe('maskedAccountMatches over every spelling of the shop’s number and every mask', () => {
  const table = SPELLINGS.flatMap((spelling) => MASKS_OF_OURS.map((mask) => [spelling, mask] as const));
  it.each(table)('shop number %j, receipt %j: ours', (spelling, mask) => {
    expect(maskedAccountMatches(mask, spelling)).toBe(true);
  });

  const others = SPELLINGS.flatMap((spelling) => MASKS_OF_OTHERS.map((mask) => [spelling, mask] as const));
  it.each(others)('shop number %j, receipt %j: not ours', (spelling, mask) => {
    expect(maskedAccountMatches(mask, spelling)).toBe(false);
  });
});
