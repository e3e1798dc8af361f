import { describe, expect, it } from 'vitest';
import {
  amountInWords,
  apiOrderStatus,
  apiPaymentStatus,
  checkBuyerDetails,
  formatInvoiceNumber,
  invoiceFigures,
  invoiceMonthList,
  invoiceYear,
  monthOrder,
  numberInWords,
} from './invoices';
import type { MonthListDocument } from './invoices';
import { priceKvm } from './pricing';
import { serviceDaysLeft } from './status';

describe('invoice numbers', () => {
  it('are the prefix, the year and six digits; credit notes have their own series', () => {
    expect(formatInvoiceNumber('INV', 'INVOICE', 2026, 42)).toBe('INV-2026-000042');
    expect(formatInvoiceNumber('INV', 'CREDIT_NOTE', 2026, 3)).toBe('INV-CN-2026-000003');
    expect(() => formatInvoiceNumber('INV', 'INVOICE', 2026, 0)).toThrow(RangeError);
  });

  it("take the year of Addis Ababa (UTC+3): New Year's Eve at 22:00 UTC is already next year", () => {
    expect(invoiceYear(new Date('2026-12-31T20:59:59Z'))).toBe(2026);
    expect(invoiceYear(new Date('2026-12-31T21:00:00Z'))).toBe(2027);
  });
});

describe('checkBuyerDetails', () => {
  it('keeps a 10-digit TIN (spaces and dashes between digits allowed) and a trimmed company name', () => {
    expect(checkBuyerDetails({ companyName: '  Selam   Trading ', tin: '0012-345 678' })).toEqual({
      companyName: 'Selam Trading',
      tin: '0012345678',
    });
  });

  it('clears either with an empty string and leaves out what was not sent', () => {
    expect(checkBuyerDetails({ companyName: '', tin: ' ' })).toEqual({ companyName: null, tin: null });
    expect(checkBuyerDetails({})).toEqual({});
  });

  it('refuses a TIN of another length or with letters, and a company name too long', () => {
    for (const tin of ['123456789', '12345678901', '00123A5678'])
      expect(checkBuyerDetails({ tin })).toEqual({ refusal: 'tinInvalid' });
    expect(checkBuyerDetails({ companyName: 'x'.repeat(121) })).toEqual({ refusal: 'companyNameTooLong' });
  });
});

describe('invoiceFigures', () => {
  it("are the order's own amounts: net plus the VAT pricing computed is the total", () => {
    const price = priceKvm({
      planPriceSantim: 150000,
      includedIpv4: 1,
      includedTrafficTb: 4,
      ipv4: 2,
      trafficTb: 4,
      days: 360,
      couponPercent: 12.5,
    });
    const figures = invoiceFigures({
      basePriceSantim: price.basePrice,
      extrasSantim: price.extrasPrice,
      durationDiscountSantim: price.durationDiscount,
      subtotalSantim: price.subtotal,
      couponDiscountSantim: price.couponDiscount,
      vatSantim: price.vat,
      totalSantim: price.total,
    });
    expect(figures.lines.map((l) => l.kind)).toEqual(['plan', 'extras', 'longTermDiscount', 'coupon']);
    expect(figures.lines.reduce((sum, l) => sum + l.amountSantim, 0)).toBe(figures.netSantim);
    expect(figures.netSantim).toBe(price.discountedSubtotal);
    expect(figures.vatSantim).toBe(price.vat);
    expect(figures.grossSantim).toBe(price.total);
  });

  it('shows the plan alone when nothing else applies', () => {
    const figures = invoiceFigures({
      basePriceSantim: 150000,
      extrasSantim: 0,
      durationDiscountSantim: 0,
      subtotalSantim: 150000,
      couponDiscountSantim: 0,
      vatSantim: 22500,
      totalSantim: 172500,
    });
    expect(figures).toEqual({
      lines: [{ kind: 'plan', amountSantim: 150000 }],
      netSantim: 150000,
      vatSantim: 22500,
      grossSantim: 172500,
    });
  });
});

describe('the amount in words', () => {
  it('in English', () => {
    expect(amountInWords(172500, 'en')).toBe('One thousand seven hundred twenty-five birr');
    expect(amountInWords(155250, 'en')).toBe('One thousand five hundred fifty-two birr and fifty santim');
    expect(amountInWords(0, 'en')).toBe('Zero birr');
    expect(numberInWords(2_000_013, 'en')).toBe('two million thirteen');
  });

  it('in Amharic', () => {
    expect(amountInWords(172500, 'am')).toBe('አንድ ሺህ ሰባት መቶ ሃያ አምስት ብር');
    expect(amountInWords(1105, 'am')).toBe('አስራ አንድ ብር ከአምስት ሳንቲም');
    expect(numberInWords(100, 'am')).toBe('መቶ');
    expect(numberInWords(3_040, 'am')).toBe('ሶስት ሺህ አርባ');
  });
});

describe('apiOrderStatus and apiPaymentStatus: a refund reads Refunded', () => {
  it('a paid order stored CANCELLED is REFUNDED; an unpaid cancelled one stays CANCELLED', () => {
    expect(apiOrderStatus({ paid: true, status: 'CANCELLED' })).toBe('REFUNDED');
    expect(apiOrderStatus({ paid: false, status: 'CANCELLED' })).toBe('CANCELLED');
    expect(apiOrderStatus({ paid: true, status: 'ACTIVE' })).toBe('ACTIVE');
  });
  it('a SUCCESS payment of a refunded order is REFUNDED; other payments keep their status', () => {
    expect(apiPaymentStatus('SUCCESS', true)).toBe('REFUNDED');
    expect(apiPaymentStatus('SUCCESS', false)).toBe('SUCCESS');
    expect(apiPaymentStatus('FAILED', true)).toBe('FAILED');
  });
});

describe('serviceDaysLeft', () => {
  it('a terminated service has no days left, whatever its end date', () => {
    const now = new Date('2026-11-29T08:00:00Z');
    expect(serviceDaysLeft({ endDate: '2026-12-29T08:00:00Z', terminatedAt: now }, now)).toBe(0);
    expect(serviceDaysLeft({ endDate: '2026-12-29T08:00:00Z', terminatedAt: null }, now)).toBe(30);
  });
});

describe("the console's month: its order, its items and its totals (the BFF's and the mocks')", () => {
  const doc = (number: string, kind: MonthListDocument['kind'], grossSantim: number): MonthListDocument => ({
    id: `id-${number}`,
    orderId: `order-${number}`,
    number,
    kind,
    issuedAt: new Date('2026-11-27T08:00:00.000Z'),
    buyerName: 'Abebe',
    buyerTin: null,
    netSantim: grossSantim - 1_500,
    vatSantim: 1_500,
    grossSantim,
  });

  it('orders invoices before credit notes, each series by number', () => {
    const ordered = monthOrder([
      doc('INV-CN-2026-000002', 'CREDIT_NOTE', 100),
      doc('INV-2026-000010', 'INVOICE', 100),
      doc('INV-CN-2026-000001', 'CREDIT_NOTE', 100),
      doc('INV-2026-000002', 'INVOICE', 100),
    ]);
    expect(ordered.map((d) => d.number)).toEqual([
      'INV-2026-000002',
      'INV-2026-000010',
      'INV-CN-2026-000001',
      'INV-CN-2026-000002',
    ]);
  });

  it('lists each document in ETB, a credit note negative, and totals invoices less credit notes', () => {
    const invoice = { ...doc('INV-2026-000001', 'INVOICE', 11_500), buyerTin: '0012345678' };
    const note = doc('INV-CN-2026-000001', 'CREDIT_NOTE', 11_500);
    const month = invoiceMonthList('2026-11', [invoice, doc('INV-2026-000002', 'INVOICE', 23_000), note]);
    expect(month.month).toBe('2026-11');
    expect(month.items[0]).toEqual({
      id: 'id-INV-2026-000001',
      number: 'INV-2026-000001',
      kind: 'INVOICE',
      orderId: 'order-INV-2026-000001',
      issuedAt: '2026-11-27T08:00:00.000Z',
      buyerName: 'Abebe',
      buyerTin: '0012345678',
      netPrice: 100,
      vatPrice: 15,
      grossPrice: 115,
    });
    expect(month.items[2]).not.toHaveProperty('buyerTin');
    expect(month.items[2]).toMatchObject({ netPrice: -100, vatPrice: -15, grossPrice: -115 });
    expect(month.totals).toEqual({ count: 3, netPrice: 215, vatPrice: 15, grossPrice: 230 });
  });
});
