import { describe, expect, it } from 'vitest';
import {
  EMAIL_PATTERN,
  INCOMPLETE_GAME_CONFIG_MESSAGE,
  isValidEmail,
  isValidPhone,
  isPlainEmail,
  normalizeEmail,
  normalizePhoneInput,
  PASSWORD_MISMATCH_MESSAGE,
  passwordMismatch,
  PHONE_MESSAGE,
  PHONE_PATTERN,
  SELECT_OS_MESSAGE,
} from './validation';

describe('texts and patterns', () => {
  it('are the spec and contract values', () => {
    expect(PHONE_PATTERN.source).toBe('^(\\+?251[ -]?|0)?[79]([ -]?[0-9]){8}$');
    expect(PHONE_PATTERN.flags).toBe('');
    expect(PHONE_MESSAGE).toBe(
      'Phone must be in format: +2519xxxxxxxx, +2517xxxxxxxx, 09xxxxxxxx, or 07xxxxxxxx',
    );
    expect(PASSWORD_MISMATCH_MESSAGE).toBe('Passwords do not match. Please try again.');
    expect(SELECT_OS_MESSAGE).toBe('Please select an operating system before proceeding.');
    expect(INCOMPLETE_GAME_CONFIG_MESSAGE).toBe(
      'Please complete all configuration options before proceeding.',
    );
  });
});

describe('normalizePhoneInput', () => {
  it.each([
    ['+251 91-234 5678', '+251912345678'],
    ['09a1+2', '0912'],
    ['0912 345 678', '0912345678'],
    ['(+251) 7 1234 5678', '+251712345678'],
    ['++251', '+251'],
    [' +2519', '+2519'],
    ['+', '+'], // the user has just typed the plus
    ['', ''],
    ['abc', ''],
    ['2+51', '251'],
  ])('%j -> %j', (raw, phone) => {
    expect(normalizePhoneInput(raw)).toBe(phone);
  });
});

describe('isValidPhone', () => {
  it.each([
    '+251912345678',
    '+251712345678',
    '0912345678',
    '0712345678',
    normalizePhoneInput('+251 91-234 5678'),
    // Every spelling canonicalPhone turns into +2519… (issue 34).
    '912345678',
    '251912345678',
    '+251 912345678',
    '0912 345 678',
  ])('accepts %s', (phone) => {
    expect(isValidPhone(phone)).toBe(true);
  });

  it.each([
    '+251812345678', // 8 is not a mobile prefix
    '+25191234567', // 7 digits after the prefix
    '+2519123456789', // 9 digits
    '091234567',
    '09123456789',
    '0812345678',
    '0912345678\n',
    '0912  345678',
    '',
  ])('refuses %j', (phone) => {
    expect(isValidPhone(phone)).toBe(false);
  });
});

describe('normalizeEmail and isValidEmail', () => {
  it('trims and lower-cases', () => {
    expect(normalizeEmail('  Abebe@Example.COM ')).toBe('abebe@example.com');
  });

  it.each([
    ['a zero-width space', 'abebe\u200B@example.com'],
    ['a soft hyphen', 'abe\u00ADbe@example.com'],
    ['full-width letters', 'ａｂｅｂｅ@ｅｘａｍｐｌｅ.com'],
    ['a byte-order mark', '\uFEFFabebe@example.com'],
  ])('folds %s into the plain address', (_name, lookAlike) => {
    expect(normalizeEmail(lookAlike)).toBe('abebe@example.com');
  });

  it('tells plain ASCII addresses from those with letters of other scripts', () => {
    expect(isPlainEmail('abebe@example.com')).toBe(true);
    expect(isPlainEmail('\u0430bebe@example.com')).toBe(false); // a Cyrillic a
    expect(isPlainEmail('አበበ@example.com')).toBe(false);
  });

  it.each(['a@b.et', 'abebe.kebede+shop@mail.example.com', 'x_y@sub-domain.co'])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
    expect(EMAIL_PATTERN.test(email)).toBe(true);
  });

  it.each([
    '',
    'plain',
    'a@b',
    '@b.et',
    'a@.et',
    'a@b..et',
    'a@b.',
    'a b@c.et',
    'a@b@c.et',
    `${'a'.repeat(250)}@b.et`,
  ])('refuses %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});

describe('passwordMismatch', () => {
  it('is null when equal and the message otherwise', () => {
    expect(passwordMismatch('secret123', 'secret123')).toBeNull();
    expect(passwordMismatch('secret123', 'Secret123')).toBe(PASSWORD_MISMATCH_MESSAGE);
    expect(passwordMismatch('secret123', '')).toBe(PASSWORD_MISMATCH_MESSAGE);
  });
});
