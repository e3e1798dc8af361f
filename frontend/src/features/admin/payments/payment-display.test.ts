import { describe, expect, it } from 'vitest';
import { paymentStatusTone, percentText, periodText } from './payment-display';

describe('payment display', () => {
  it('writes a share in percent with one decimal, 0.0% when there is nothing to share', () => {
    expect(percentText(2, 3)).toBe('66.7%');
    expect(percentText(1, 8)).toBe('12.5%');
    expect(percentText(5, 5)).toBe('100.0%');
    expect(percentText(0, 0)).toBe('0.0%');
  });

  it('writes the period in days', () => {
    expect(periodText(30)).toBe('30 days');
    expect(periodText(1)).toBe('1 day');
  });

  it('colours SUCCESS green, PENDING amber and FAILED red', () => {
    expect(paymentStatusTone('SUCCESS')).toBe('success');
    expect(paymentStatusTone('PENDING')).toBe('warning');
    expect(paymentStatusTone('FAILED')).toBe('danger');
  });
});
