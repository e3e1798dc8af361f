import { COUPON_INVALID_MESSAGE, SERVER_MESSAGES, SERVER_MESSAGES_AM } from '@shop/domain';
import { discountCodeId } from '@shop/domain/catalog-ids';
import { kvmPackageByName, osOptionsOf } from '../../frontend/src/mocks/fixtures';
import type { Scenario, Step } from '../harness/types';

/**
 * The affiliate area. Customer B (selam) owns the affiliate code SELAM10 (5% off, 10% kickback);
 * customer A (the demo customer) has none. Sales are made in the steps: customer A buys with
 * SELAM10 and the admin confirms the payment, so both sides fix and count the same kickback.
 */

const SELAM10 = 'SELAM10';

function kvmOrder(planName: string, days = 30): object {
  const pkg = kvmPackageByName(planName);
  const os = osOptionsOf(pkg).find((o) => o.type === 'linux')!;
  return {
    id: pkg.id,
    osId: os.id,
    specifications: { ipv4: pkg.ipv4, traffic: pkg.traffic, duration: days },
    discountCode: SELAM10.toLowerCase(),
  };
}

let referenceCounter = 0;

/** Customer A buys a plan with SELAM10; with `paid`, the admin confirms the payment. */
function sale(planName: string, options: { days?: number; paid?: boolean } = {}): Step[] {
  referenceCounter += 1;
  const key = `sale${referenceCounter}`;
  const bought: Step = {
    as: 'customerA',
    request: { method: 'POST', path: '/orders/kvm', body: kvmOrder(planName, options.days) },
    save: { [key]: 'id' },
  };
  if (options.paid === false) return [bought];
  return [
    bought,
    {
      as: 'admin',
      request: {
        method: 'POST',
        path: `/admin/orders/{${key}}/mark-paid`,
        body: {
          paymentMethod: 'CBE',
          paymentReference: `FT25AFF${String(referenceCounter).padStart(5, '0')}`,
          paidBy: 'Abebe Kebede',
        },
      },
    },
  ];
}

/** Package Small (paid), Package Mega (paid, ineligible) and Package Small (unpaid). */
const SALES: Step[] = [
  ...sale('Package Small'),
  ...sale('Package Mega'),
  ...sale('Package Small', { paid: false }),
];

const register = (code: string) => ({
  method: 'POST' as const,
  path: '/affiliate/register-code',
  body: { code },
});

/** What the two sides must agree on in a code's statistics (ids and times are their own). */
const STATS_FIELDS = [
  'code',
  'totalOrders',
  'activeServices',
  'expiredServices',
  'totalRevenue',
  'totalKickback',
  'payableKickback',
  'pendingKickback',
  'recentOrders.*.serviceName',
  'recentOrders.*.customer',
  'recentOrders.*.totalPrice',
  'recentOrders.*.kickback',
  'recentOrders.*.status',
];

export const affiliateScenarios: Scenario[] = [
  // ---- register-code ------------------------------------------------------------------------------
  {
    name: "creates the caller's code upper-cased with the default percents",
    as: 'customerA',
    request: register('abebe-deals_1'),
    expect: {
      status: 201,
      message: SERVER_MESSAGES.affiliateCodeCreated,
      fields: {
        'code.code': 'ABEBE-DEALS_1',
        'code.discount': 5,
        'code.affiliateKickback': 10,
        'code.isActive': true,
      },
    },
    same: ['message', 'code.code', 'code.discount', 'code.affiliateKickback', 'code.isActive'],
  },
  {
    name: 'a customer who has a code cannot make a second one',
    as: 'customerB',
    request: register('SELAM-TWO'),
    expect: { status: 409, message: SERVER_MESSAGES.affiliateOneCode },
  },
  {
    name: 'a code a promotion already uses is taken',
    as: 'customerA',
    request: register('et2018'),
    expect: { status: 409, message: SERVER_MESSAGES.affiliateCodeTaken },
  },
  {
    name: "another affiliate's code is taken",
    as: 'customerA',
    request: register('selam10'),
    expect: { status: 409, message: SERVER_MESSAGES.affiliateCodeTaken },
  },
  {
    name: 'a code with a space is refused with the character rule',
    as: 'customerA',
    request: register('MY CODE'),
    expect: { status: 400, message: SERVER_MESSAGES.affiliateCodeCharset },
  },
  {
    name: 'a code of two characters is refused',
    as: 'customerA',
    request: register('AB'),
    expect: { status: 400 },
    same: ['message'],
  },
  {
    name: 'register-code needs a signed-in customer',
    as: 'anonymous',
    request: register('ANYONE'),
    expect: { status: 401, message: SERVER_MESSAGES.missingAuthentication },
  },

  // ---- my-codes -----------------------------------------------------------------------------------
  {
    name: "lists the caller's code",
    as: 'customerB',
    request: { method: 'GET', path: '/affiliate/my-codes' },
    expect: { status: 200, fields: { length: 1, '0.code': SELAM10, '0.isActive': true } },
    same: [''],
  },
  {
    name: 'a customer without a code has none',
    as: 'customerA',
    request: { method: 'GET', path: '/affiliate/my-codes' },
    expect: { status: 200, fields: { length: 0 } },
  },
  {
    name: 'my-codes needs a signed-in customer',
    as: 'anonymous',
    request: { method: 'GET', path: '/affiliate/my-codes' },
    expect: { status: 401, message: SERVER_MESSAGES.missingAuthentication },
  },

  // ---- dashboard ----------------------------------------------------------------------------------
  {
    name: 'counts the paid sales only; their kickback is pending for 30 days; nothing on Package Mega',
    before: SALES,
    as: 'customerB',
    request: { method: 'GET', path: '/affiliate/dashboard' },
    expect: {
      status: 200,
      fields: {
        // 1638.75 (Package Small, 5% off, VAT) + 8521.50 (Package Mega); 10% of the first only.
        totalOrders: 2,
        // AUTO_PROVISION: each paid sale's service was created with its payment.
        activeServices: 2,
        totalRevenue: 10160.25,
        totalKickback: 163.88,
        payableKickback: 0,
        pendingKickback: 163.88,
        'codes.0.code': SELAM10,
        'codes.0.totalOrders': 2,
      },
    },
    same: [''],
  },
  {
    name: 'a customer without a code sees zeros',
    as: 'customerA',
    request: { method: 'GET', path: '/affiliate/dashboard' },
    expect: { status: 200, fields: { totalOrders: 0, totalKickback: 0, codes: [] } },
    same: [''],
  },
  {
    name: 'the dashboard needs a signed-in customer',
    as: 'anonymous',
    request: { method: 'GET', path: '/affiliate/dashboard' },
    expect: { status: 401, message: SERVER_MESSAGES.missingAuthentication },
  },

  // ---- stats --------------------------------------------------------------------------------------
  {
    name: "gives the code's figures and its paid sales, newest first, in any case",
    before: SALES,
    as: 'customerB',
    request: { method: 'GET', path: '/affiliate/stats/selam10' },
    expect: {
      status: 200,
      fields: {
        code: SELAM10,
        totalOrders: 2,
        expiredServices: 0,
        'recentOrders.length': 2,
        'recentOrders.0.serviceName': 'Package Mega',
        'recentOrders.0.kickback': 0,
        'recentOrders.1.customer': 'abebe',
        'recentOrders.1.kickback': 163.88,
      },
    },
    same: STATS_FIELDS,
  },
  {
    name: 'the kickback is capped at 3,000 ETB per sale',
    before: [
      {
        as: 'admin',
        request: {
          method: 'PUT',
          path: `/admin/discount-codes/${discountCodeId(SELAM10)}`,
          body: { affiliateKickback: 50 },
        },
      },
      // KVM Server Pro for 360 days: 77873.40 ETB; 50% would be 38936.70.
      ...sale('KVM Server Pro', { days: 360 }),
    ],
    as: 'customerB',
    request: { method: 'GET', path: '/affiliate/stats/SELAM10' },
    expect: {
      status: 200,
      fields: { totalRevenue: 77873.4, totalKickback: 3000, 'recentOrders.0.kickback': 3000 },
    },
    same: STATS_FIELDS,
  },
  {
    name: "another customer's code is not found",
    as: 'customerA',
    request: { method: 'GET', path: '/affiliate/stats/SELAM10' },
    expect: { status: 404, message: SERVER_MESSAGES.affiliateCodeNotFound },
  },

  // ---- toggle-code --------------------------------------------------------------------------------
  {
    name: 'switches the code off',
    as: 'customerB',
    request: { method: 'POST', path: '/affiliate/toggle-code/selam10' },
    expect: {
      status: 200,
      message: SERVER_MESSAGES.affiliateCodeDeactivated,
      fields: { 'code.code': SELAM10, 'code.isActive': false },
    },
    same: ['message', 'code'],
  },
  {
    name: 'switches the code on again',
    before: [{ as: 'customerB', request: { method: 'POST', path: '/affiliate/toggle-code/SELAM10' } }],
    as: 'customerB',
    request: { method: 'POST', path: '/affiliate/toggle-code/SELAM10' },
    expect: {
      status: 200,
      message: SERVER_MESSAGES.affiliateCodeActivated,
      fields: { 'code.isActive': true },
    },
  },
  {
    name: "another customer's code cannot be switched",
    as: 'customerA',
    request: { method: 'POST', path: '/affiliate/toggle-code/SELAM10' },
    expect: { status: 404, message: SERVER_MESSAGES.affiliateCodeNotFound },
  },

  // ---- the code at checkout -----------------------------------------------------------------------
  {
    name: 'a switched-off affiliate code is refused like an expired one',
    before: [{ as: 'customerB', request: { method: 'POST', path: '/affiliate/toggle-code/SELAM10' } }],
    as: 'customerA',
    request: { method: 'GET', path: '/discount-codes/SELAM10' },
    expect: { status: 404, message: COUPON_INVALID_MESSAGE },
  },
  {
    name: 'its owner cannot use their own affiliate code',
    as: 'customerB',
    request: { method: 'GET', path: '/discount-codes/selam10' },
    expect: { status: 422, message: SERVER_MESSAGES.affiliateOwnCode },
  },
  {
    name: 'its owner is told in Amharic that they cannot use their own code',
    as: 'customerB',
    request: { method: 'GET', path: '/discount-codes/SELAM10', lang: 'am' },
    expect: { status: 422, message: SERVER_MESSAGES_AM.affiliateOwnCode },
  },
  {
    name: 'its owner cannot order with their own affiliate code; it is refused as at the look-up',
    as: 'customerB',
    request: { method: 'POST', path: '/orders/kvm', body: kvmOrder('Package Small') },
    expect: { status: 422, message: SERVER_MESSAGES.affiliateOwnCode },
  },
];
