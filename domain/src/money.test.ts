import { describe, expect, it } from 'vitest';
import {
  displayCatalogPrice,
  etbToSantim,
  formatPrice,
  santimToEtb,
  SANTIM_PER_ETB,
  VAT_PERCENT,
  VAT_RATE,
  vatOf,
  withVat,
} from './money';

describe('constants', () => {
  it('are 100 santim per ETB and 15% VAT', () => {
    expect(SANTIM_PER_ETB).toBe(100);
    expect(VAT_RATE).toBe(0.15);
    expect(VAT_PERCENT).toBe(15);
  });
});

describe('etbToSantim', () => {
  it.each([
    [1500, 150000],
    [0, 0],
    [0.01, 1],
    [19.99, 1999], // 19.99 x 100 is 1998.9999999999998 in floats; rounding recovers 1999
    [0.29, 29], // 0.29 x 100 is 28.999999999999996
    [1234.56, 123456],
    [-5.5, -550],
  ])('%s ETB -> %s santim', (etb, santim) => {
    expect(etbToSantim(etb)).toBe(santim);
  });

  it('never returns -0', () => {
    expect(Object.is(etbToSantim(-0), 0)).toBe(true);
  });

  it.each([NaN, Infinity, -Infinity])('throws on %s', (value) => {
    expect(() => etbToSantim(value)).toThrow(RangeError);
  });
});

describe('santimToEtb', () => {
  it.each([
    [150000, 1500],
    [1, 0.01],
    [1999, 19.99],
    [123456, 1234.56],
    [0, 0],
    [1234.6, 12.35], // a fractional santim is rounded first
    [-550, -5.5],
  ])('%s santim -> %s ETB', (santim, etb) => {
    expect(santimToEtb(santim)).toBe(etb);
  });

  it('round-trips every santim amount of 0..100000 exactly', () => {
    for (let s = 0; s <= 100000; s += 7) expect(etbToSantim(santimToEtb(s))).toBe(s);
  });

  it('throws on NaN', () => {
    expect(() => santimToEtb(NaN)).toThrow(RangeError);
  });
});

describe('formatPrice', () => {
  it.each([
    [1500, '1,500.00 ETB'],
    [0, '0.00 ETB'],
    [12.5, '12.50 ETB'],
    [1234567.891, '1,234,567.89 ETB'],
    [0.125, '0.13 ETB'], // half away from zero on the cent
    [999.995, '1,000.00 ETB'],
    [-0, '0.00 ETB'],
    [-0.001, '0.00 ETB'],
    [-20, '-20.00 ETB'],
    [-1234.05, '-1,234.05 ETB'],
    [100, '100.00 ETB'],
    [100000, '100,000.00 ETB'],
    [0.07, '0.07 ETB'],
  ])('%s -> %s', (etb, text) => {
    expect(formatPrice(etb)).toBe(text);
  });

  it('writes what Intl writes for en-ET with two decimals, over a wide range', () => {
    const intl = new Intl.NumberFormat('en-ET', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const etb of [
      0.01,
      0.1,
      1,
      9.99,
      10.5,
      999.99,
      1000,
      12345.67,
      999999.99,
      1e9 + 0.01,
      123456789012.34,
      1e22,
    ]) {
      for (const signed of [etb, -etb]) {
        const cents = Math.round(signed * 100);
        expect(formatPrice(signed), String(signed)).toBe(`${intl.format(cents / 100)} ETB`);
      }
    }
  });

  it('uses the given currency', () => {
    expect(formatPrice(10, 'USD')).toBe('10.00 USD');
  });

  it.each([null, undefined, NaN, Infinity])('%s -> N/A', (value) => {
    expect(formatPrice(value)).toBe('N/A');
  });
});

describe('vatOf and withVat', () => {
  it.each([
    // santim, VAT = round(santim x 15 / 100), total
    [100000, 15000, 115000],
    [10, 2, 12], // 1.5 rounds up; 10 x 1.15 in floats is 11.499999999999998 and would wrongly give 11
    [3, 0, 3], // 0.45 rounds down
    [7, 1, 8], // 1.05 rounds down to 1
    [1, 0, 1], // 0.15
    [4, 1, 5], // 0.6
    [0, 0, 0],
  ])('%s santim: VAT %s, with VAT %s', (santim, vat, total) => {
    expect(vatOf(santim)).toBe(vat);
    expect(withVat(santim)).toBe(total);
  });
});

describe('displayCatalogPrice', () => {
  it('shows the price without VAT when the toggle is off', () => {
    expect(displayCatalogPrice(150000, false)).toBe(150000);
  });
  it('adds 15% when the toggle is on', () => {
    expect(displayCatalogPrice(150000, true)).toBe(172500);
  });
});
