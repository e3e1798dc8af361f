import type { DiscountCode, DiscountStats } from '../../../api';

/** Stories' and tests' rows for the Discounts screen; the mock API's own codes live in mocks/fixtures. */

let next = 0;

/** A discount code with everything set; `code` names it (and seeds a stable id). */
export function discountCodeFixture(overrides: Partial<DiscountCode> & { code: string }): DiscountCode {
  next += 1;
  return {
    id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    discount: 10,
    affiliateKickback: 5,
    givenTo: 'Promotion',
    expiresAt: null,
    isActive: true,
    ownerId: null,
    allowedServiceNames: null,
    _count: { orders: 3 },
    createdAt: '2026-02-01T09:00:00.000Z',
    ...overrides,
  } as DiscountCode;
}

/** A page of codes in every state: active, affiliate, expiring later, expired, switched off. */
export function discountCodesInEveryState(): DiscountCode[] {
  return [
    discountCodeFixture({
      code: 'ET2018',
      discount: 10,
      affiliateKickback: 0,
      givenTo: 'Promotion',
      _count: { orders: 14 },
    }),
    discountCodeFixture({
      code: 'SELAM10',
      discount: 5,
      affiliateKickback: 10,
      givenTo: 'selam (affiliate)',
      _count: { orders: 6 },
    }),
    discountCodeFixture({
      code: 'GENNA2026',
      discount: 12.5,
      affiliateKickback: 2.25,
      givenTo: 'Genna holiday campaign',
      expiresAt: '2099-01-07T20:59:00.000Z',
      _count: { orders: 2 },
    }),
    discountCodeFixture({
      code: 'MESKEL2017',
      discount: 20,
      affiliateKickback: 0,
      givenTo: 'Meskel holiday campaign',
      expiresAt: '2025-09-30T20:59:00.000Z',
      _count: { orders: 31 },
    }),
    discountCodeFixture({
      code: 'TIMKET',
      discount: 15,
      affiliateKickback: 5,
      givenTo: 'Timket partners',
      isActive: false,
      _count: { orders: 0 },
    }),
  ];
}

/** SELAM10's statistics: one paid order that earned its kickback, one unpaid that has not yet. */
export function discountStatsFixture(): DiscountStats {
  return {
    discountCode: { code: 'SELAM10', discount: 5, affiliateKickback: 10, givenTo: 'selam' },
    stats: { totalOrders: 2, totalRevenue: 3450, totalKickback: 115, currency: 'ETB' },
    recentOrders: [
      {
        id: '0aa1b2c3-0000-4000-8000-000000000001',
        basePrice: 1000,
        totalPrice: 1150,
        kickback: 115,
        currency: 'ETB',
        createdAt: '2026-03-05T10:30:00.000Z',
      },
      {
        id: '1bb2c3d4-0000-4000-8000-000000000002',
        basePrice: 2000,
        totalPrice: 2300,
        kickback: 0,
        currency: 'ETB',
        createdAt: '2026-02-20T06:05:00.000Z',
      },
    ],
  } as DiscountStats;
}

/** Statistics of a code nobody has used. */
export function emptyDiscountStatsFixture(): DiscountStats {
  return {
    discountCode: { code: 'TIMKET', discount: 15, affiliateKickback: 5, givenTo: 'Timket partners' },
    stats: { totalOrders: 0, totalRevenue: 0, totalKickback: 0, currency: 'ETB' },
    recentOrders: [],
  } as DiscountStats;
}
