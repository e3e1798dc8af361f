import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import {
  createDiscountResolver,
  discountFormValuesOf,
  EMPTY_DISCOUNT_FORM,
  toCreateBody,
  toUpdateBody,
  updateDiscountResolver,
  type DiscountFormValues,
} from './discount-form';
import { addisLocalToIso, isDiscountActive, isoToAddisLocal } from './discount-rules';

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<DiscountFormValues>;
const filled: DiscountFormValues = {
  code: 'summer-25',
  discount: '12.5',
  affiliateKickback: '',
  givenTo: '  Selam  ',
  expiresAt: '2026-01-01T00:00',
};

async function errorsOf(
  resolver: typeof createDiscountResolver | typeof updateDiscountResolver,
  values: DiscountFormValues,
) {
  const { errors } = await resolver(values, undefined, options);
  return Object.fromEntries(Object.entries(errors).map(([key, error]) => [key, error?.message]));
}

describe('the Active rule', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  it('is active only when isActive is true and the code has not expired', () => {
    expect(isDiscountActive({ isActive: true, expiresAt: null }, now)).toBe(true);
    expect(isDiscountActive({ isActive: true, expiresAt: '2026-03-01T12:00:01Z' }, now)).toBe(true);
    expect(isDiscountActive({ isActive: true, expiresAt: '2026-03-01T12:00:00Z' }, now)).toBe(false);
    expect(isDiscountActive({ isActive: false, expiresAt: null }, now)).toBe(false);
    expect(isDiscountActive({ isActive: false, expiresAt: '2027-01-01T00:00:00Z' }, now)).toBe(false);
  });
});

describe('expiry in Addis Ababa', () => {
  it('reads the datetime-local value as Addis Ababa time (UTC+3) and back', () => {
    expect(addisLocalToIso('2026-01-01T00:00')).toBe('2025-12-31T21:00:00.000Z');
    expect(isoToAddisLocal('2025-12-31T21:00:00.000Z')).toBe('2026-01-01T00:00');
    expect(addisLocalToIso('')).toBeNull();
    expect(addisLocalToIso('tomorrow')).toBeNull();
    expect(isoToAddisLocal(null)).toBe('');
  });
});

describe('the request bodies', () => {
  it('create sends the code upper-cased, the kickback as 0 when blank, the expiry as ISO', () => {
    expect(toCreateBody(filled)).toEqual({
      code: 'SUMMER-25',
      discount: 12.5,
      affiliateKickback: 0,
      givenTo: 'Selam',
      expiresAt: '2025-12-31T21:00:00.000Z',
    });
  });

  it('update never sends the code, and a cleared expiry as null', () => {
    const body = toUpdateBody({ ...filled, expiresAt: '', affiliateKickback: '7.25' });
    expect(body).not.toHaveProperty('code');
    expect(body).toEqual({ discount: 12.5, affiliateKickback: 7.25, givenTo: 'Selam', expiresAt: null });
  });

  it('the edit form starts from the code as stored, its expiry in Addis Ababa', () => {
    expect(
      discountFormValuesOf({
        id: 'x',
        code: 'SELAM10',
        discount: 5,
        affiliateKickback: 10,
        givenTo: 'selam',
        expiresAt: '2026-06-30T20:59:00.000Z',
        isActive: true,
        _count: { orders: 2 },
        createdAt: '2025-10-05T12:00:00.000Z',
      }),
    ).toEqual({
      code: 'SELAM10',
      discount: '5',
      affiliateKickback: '10',
      givenTo: 'selam',
      expiresAt: '2026-06-30T23:59',
    });
  });
});

describe('validation by the contract', () => {
  it('hands a valid form on as the body to send', async () => {
    const result = await createDiscountResolver(filled, undefined, options);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ code: 'SUMMER-25', discount: 12.5, affiliateKickback: 0 });
  });

  it('names the missing required fields', async () => {
    expect(await errorsOf(createDiscountResolver, EMPTY_DISCOUNT_FORM)).toEqual({
      code: 'Code is required',
      discount: 'Discount Percentage is required',
      givenTo: 'Given To is required',
    });
  });

  it('keeps percentages within 0 to 100 in steps of 0.01, and codes to letters, digits, - and _', async () => {
    expect(
      await errorsOf(createDiscountResolver, {
        ...filled,
        code: 'NEW YEAR',
        discount: '100.5',
        affiliateKickback: '12.345',
      }),
    ).toEqual({
      code: 'Code can only contain letters, numbers, hyphens and underscores',
      discount: 'Discount Percentage must be between 0 and 100',
      affiliateKickback: 'Affiliate Kickback Percentage can have at most 2 decimals',
    });
    expect(await errorsOf(createDiscountResolver, { ...filled, discount: '-1' })).toEqual({
      discount: 'Discount Percentage must be between 0 and 100',
    });
  });

  it('on edit still requires the discount and Given To, and ignores the code', async () => {
    expect(
      await errorsOf(updateDiscountResolver, { ...EMPTY_DISCOUNT_FORM, code: 'not even valid!' }),
    ).toEqual({
      discount: 'Discount Percentage is required',
      givenTo: 'Given To is required',
    });
  });
});
