import { describe, expect, it } from 'vitest';
import { DEFAULT_CBE_RECEIPT_URL, DEFAULT_TELEBIRR_RECEIPT_URL, parseReceiptConfig } from './config.ts';

describe('receipt verification settings', () => {
  it('with none set: off, auto-confirm on, the public receipt pages', () => {
    expect(parseReceiptConfig({})).toEqual({
      value: {
        enabled: false,
        autoConfirm: true,
        cbeBaseUrl: DEFAULT_CBE_RECEIPT_URL,
        telebirrBaseUrl: DEFAULT_TELEBIRR_RECEIPT_URL,
        clockSkewMs: 10 * 60_000,
      },
      problems: [],
    });
  });

  it('reads on, false and relay addresses (without a trailing slash)', () => {
    expect(
      parseReceiptConfig({
        RECEIPT_VERIFICATION: 'on',
        PAYMENT_AUTO_CONFIRM: 'false',
        CBE_RECEIPT_URL: 'http://127.0.0.1:9000/cbe/',
        TELEBIRR_RECEIPT_URL: 'https://relay.example.et',
      }).value,
    ).toEqual({
      enabled: true,
      autoConfirm: false,
      cbeBaseUrl: 'http://127.0.0.1:9000/cbe',
      telebirrBaseUrl: 'https://relay.example.et',
      clockSkewMs: 10 * 60_000,
    });
  });

  it('names every malformed one', () => {
    expect(
      parseReceiptConfig({
        RECEIPT_VERIFICATION: 'yes',
        PAYMENT_AUTO_CONFIRM: 'maybe',
        CBE_RECEIPT_URL: 'ftp://x',
        TELEBIRR_RECEIPT_URL: 'https://u:p@x.example',
      }).problems,
    ).toEqual([
      'RECEIPT_VERIFICATION must be on or off',
      'PAYMENT_AUTO_CONFIRM must be true or false',
      `CBE_RECEIPT_URL must be an http(s) address such as ${DEFAULT_CBE_RECEIPT_URL}`,
      `TELEBIRR_RECEIPT_URL must be an http(s) address such as ${DEFAULT_TELEBIRR_RECEIPT_URL}`,
    ]);
  });

  it('reads RECEIPT_CLOCK_SKEW_MINUTES (0 to a day) and names it when it is not minutes', () => {
    expect(parseReceiptConfig({ RECEIPT_CLOCK_SKEW_MINUTES: '0' }).value.clockSkewMs).toBe(0);
    expect(parseReceiptConfig({ RECEIPT_CLOCK_SKEW_MINUTES: '1440' }).value.clockSkewMs).toBe(1440 * 60_000);
    for (const bad of ['-1', '1441', '2.5', 'ten', '10m']) {
      expect(parseReceiptConfig({ RECEIPT_CLOCK_SKEW_MINUTES: bad }).problems).toEqual([
        'RECEIPT_CLOCK_SKEW_MINUTES must be a whole number of minutes from 0 to 1440',
      ]);
    }
  });
});
