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
});
