import { describe, expect, it } from 'vitest';
import { parseInvoiceConfig } from './config.ts';

const SELLER = {
  SELLER_LEGAL_NAME: 'Abay Cloud Technologies PLC',
  SELLER_ADDRESS: 'Bole, Addis Ababa',
  SELLER_TIN: '0012345678',
  SELLER_VAT_NUMBER: 'VAT-77120',
};

describe('parseInvoiceConfig', () => {
  it('issues receipts numbered INV- with nothing set', () => {
    expect(parseInvoiceConfig({})).toEqual({ value: { prefix: 'INV', seller: undefined }, problems: [] });
  });

  it('takes the four seller settings together and a prefix', () => {
    expect(parseInvoiceConfig({ ...SELLER, INVOICE_PREFIX: 'ABAY' })).toEqual({
      value: {
        prefix: 'ABAY',
        seller: {
          legalName: SELLER.SELLER_LEGAL_NAME,
          address: SELLER.SELLER_ADDRESS,
          tin: '0012345678',
          vatNumber: 'VAT-77120',
        },
      },
      problems: [],
    });
  });

  it('refuses some of the seller settings without the others, naming the missing ones', () => {
    const { problems } = parseInvoiceConfig({ SELLER_LEGAL_NAME: 'Abay', SELLER_TIN: '0012345678' });
    expect(problems).toEqual([
      "SELLER_ADDRESS, SELLER_VAT_NUMBER must be set too: the seller's details are set all together or not at all",
    ]);
  });

  it('refuses a TIN that is not 10 digits and a prefix that would make odd numbers', () => {
    expect(parseInvoiceConfig({ ...SELLER, SELLER_TIN: '12345' }).problems).toEqual([
      'SELLER_TIN must be a TIN of 10 digits',
    ]);
    expect(parseInvoiceConfig({ INVOICE_PREFIX: 'inv 1' }).problems).toHaveLength(1);
  });
});
