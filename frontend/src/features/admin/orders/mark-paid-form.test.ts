import type { FieldErrors, ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { markPaidDefaults, markPaidResolver, type MarkPaidValues } from './mark-paid-form';
import { adminOrder } from './order-fixtures';

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<MarkPaidValues>;

async function errorsOf(values: MarkPaidValues): Promise<Record<string, string | undefined>> {
  const result = await markPaidResolver(values, undefined, options);
  const errors = result.errors as FieldErrors<MarkPaidValues>;
  return Object.fromEntries(Object.entries(errors).map(([key, error]) => [key, error?.message as string]));
}

describe('the Mark as Paid form', () => {
  it("starts with telebirr, no reference and the customer's username as payer (spec 5)", () => {
    const order = adminOrder('unpaid');
    expect(markPaidDefaults(order)).toEqual({
      paymentMethod: 'TELEBIRR',
      paymentReference: '',
      paidBy: order.user.username,
    });
  });

  it('takes exactly what the customer reported (method, reference, payer) and names the report', () => {
    const order = adminOrder('reported');
    const reported = order.paymentHistory.find((p) => p.status === 'PENDING')!;
    expect(reported.paidBy).not.toBe(order.user.username);
    expect(markPaidDefaults(order)).toEqual({
      paymentMethod: reported.paymentMethod,
      paymentReference: reported.paymentReference,
      paidBy: reported.paidBy,
      paymentId: reported.id,
    });
  });

  it("refuses what the contract's MarkPaidRequest refuses, in the console's words", async () => {
    expect(await errorsOf({ paymentMethod: 'TELEBIRR', paymentReference: '', paidBy: '' })).toEqual({
      paymentReference: 'Payment reference is required',
      paidBy: 'Paid by is required',
    });
    expect(
      await errorsOf({ paymentMethod: 'CASH' as 'CBE', paymentReference: 'x'.repeat(65), paidBy: 'Abebe' }),
    ).toEqual({
      paymentMethod: 'Payment method must be telebirr or CBE',
      paymentReference: 'Payment reference must be at most 64 characters',
    });
  });

  it('passes a complete body through unchanged', async () => {
    const body: MarkPaidValues = {
      paymentMethod: 'CBE',
      paymentReference: 'FT25ABC',
      paidBy: 'Abebe Kebede',
    };
    const result = await markPaidResolver(body, undefined, options);
    expect(result).toEqual({ values: body, errors: {} });
  });
});
