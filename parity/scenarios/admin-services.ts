import { reminderSentMessage, SERVER_MESSAGES } from '@shop/domain';
import { discountCodeId } from '@shop/domain/catalog-ids';
import { DEMO_EMAIL } from '../../frontend/src/mocks/fixtures';
import type { Scenario, Step } from '../harness/types';
import { CATALOG, SERVICES, UNKNOWN_ID, VALHEIM_ADDRESS } from './fixtures';

/**
 * The console's services list, expiry reminders and discount codes. In the fixtures, customer A's
 * Valheim server has 5 days left and their Boost server expired 10 days ago (both due for a
 * reminder); every other service has more than 7 days left.
 */

const remind = (serviceId: string) => `/admin/service/send-expiration-reminder/${serviceId}`;
const REMIND_ALL = '/admin/service/send-expiration-reminders';
const PREVIEW = '/admin/service/expiration-reminders/preview';
const CODES = '/admin/discount-codes';
const code = (value: string) => `${CODES}/${discountCodeId(value)}`;
const stopValheim: Scenario['before'] = [
  {
    as: 'admin',
    request: {
      method: 'POST',
      path: `/admin/services/${SERVICES.aGameRunning}/status`,
      body: { status: 'INACTIVE' },
    },
  },
];
/** What a created or edited code must agree on (its id and creation time are new on each side). */
const CODE_FIELDS = [
  'code',
  'discount',
  'affiliateKickback',
  'givenTo',
  'expiresAt',
  'isActive',
  'ownerId',
  'allowedServiceNames',
  '_count',
].map((field) => `discountCode.${field}`);

/** Customer A's running KVM server's first address, as its owner's page lists it. */
const starterAddress: Step = {
  as: 'customerA',
  request: { method: 'GET', path: `/services/${SERVICES.aKvmRunning}/details` },
  save: { ip: 'addresses.0.ip' },
};

const services: Scenario[] = [
  {
    name: "an admin's search for an address finds the service holding it, with the addresses its owner sees",
    as: 'admin',
    before: [starterAddress],
    request: { method: 'GET', path: '/admin/services?search={ip}' },
    expect: {
      status: 200,
      fields: { '*.id': [SERVICES.aKvmRunning], '0.addresses.0.family': 'ipv4' },
      headers: { 'x-total-count': '1' },
    },
    same: [''],
  },
  {
    name: "an admin's search for a game server's address, ip:port, finds it with that address",
    as: 'admin',
    request: { method: 'GET', path: `/admin/services?search=${VALHEIM_ADDRESS.gameAddress}` },
    expect: {
      status: 200,
      fields: { '*.id': [SERVICES.aGameRunning], '0.gameAddress': VALHEIM_ADDRESS.gameAddress },
      headers: { 'x-total-count': '1' },
    },
    same: [''],
  },
  {
    name: "an admin's search for a game server's IP finds it, whatever its port",
    as: 'admin',
    request: { method: 'GET', path: `/admin/services?search=${VALHEIM_ADDRESS.ip}` },
    expect: {
      status: 200,
      fields: { '*.id': [SERVICES.aGameRunning], '0.gameAddress': VALHEIM_ADDRESS.gameAddress },
      headers: { 'x-total-count': '1' },
    },
    same: [''],
  },
  {
    name: 'a search for a game address on another port finds nothing',
    as: 'admin',
    request: { method: 'GET', path: `/admin/services?search=${VALHEIM_ADDRESS.ip}:1` },
    expect: { status: 200, fields: { length: 0 }, headers: { 'x-total-count': '0' } },
    same: [''],
  },
  {
    name: 'a KVM machine holds no game address',
    as: 'admin',
    request: { method: 'GET', path: `/admin/services?search=${SERVICES.aKvmRunning}` },
    expect: { status: 200, fields: { '*.id': [SERVICES.aKvmRunning], '0.gameAddress': null } },
    same: [''],
  },
  {
    name: 'a machine still being built holds no address in the console',
    as: 'admin',
    request: { method: 'GET', path: `/admin/services?search=${SERVICES.aProvisioning}` },
    expect: {
      status: 200,
      fields: { '*.id': [SERVICES.aProvisioning], '0.addresses': [], '0.gameAddress': null },
    },
    same: [''],
  },
  {
    name: 'a customer cannot search the console by an address',
    as: 'customerA',
    before: [starterAddress],
    request: { method: 'GET', path: '/admin/services?search={ip}' },
    expect: { status: 403, message: SERVER_MESSAGES.adminRequired },
  },
  {
    name: 'an admin lists every service, most recently started first, with customers and payments',
    as: 'admin',
    request: { method: 'GET', path: '/admin/services' },
    expect: {
      status: 200,
      fields: { length: 6, '0.paymentStatus.isPaid': true },
      headers: { 'x-total-count': '6' },
    },
    same: [''],
  },
  {
    name: 'the status filter and the search over the customer combine',
    as: 'admin',
    request: { method: 'GET', path: '/admin/services?status=ACTIVE&search=SELAM%40EXAMPLE' },
    expect: {
      status: 200,
      fields: { length: 1, '0.id': SERVICES.bKvmStopped, '0.order.user.username': 'selam' },
      headers: { 'x-total-count': '1' },
    },
    same: [''],
  },
  {
    name: 'the search finds a service by its name, in any case',
    as: 'admin',
    request: { method: 'GET', path: '/admin/services?search=vALHEIM' },
    expect: { status: 200, fields: { '*.id': [SERVICES.aGameRunning] }, headers: { 'x-total-count': '1' } },
  },
  {
    name: 'a search found in the services and in their customers lists each service once, page by page',
    as: 'admin',
    // 'E' is in every customer's e-mail and in some service names and ids
    request: { method: 'GET', path: '/admin/services?search=E&limit=4&page=2' },
    expect: { status: 200, fields: { length: 2 }, headers: { 'x-total-count': '6' } },
    same: [''],
  },
  {
    name: 'expired services only',
    as: 'admin',
    request: { method: 'GET', path: '/admin/services?status=EXPIRED' },
    expect: { status: 200, fields: { '*.id': [SERVICES.aExpired] }, headers: { 'x-total-count': '1' } },
  },
  {
    name: 'a page of the services, the total counting every page (two started at the same moment)',
    as: 'admin',
    request: { method: 'GET', path: '/admin/services?limit=4&page=1' },
    expect: { status: 200, fields: { length: 4 }, headers: { 'x-total-count': '6' } },
    same: ['*.id'],
  },
  {
    name: 'the last page of the services',
    as: 'admin',
    request: { method: 'GET', path: '/admin/services?limit=4&page=2' },
    expect: { status: 200, fields: { length: 2 }, headers: { 'x-total-count': '6' } },
    same: ['*.id'],
  },
  {
    name: 'a search with a wildcard character finds nothing',
    as: 'admin',
    request: { method: 'GET', path: '/admin/services?search=%25' },
    expect: { status: 200, fields: { length: 0 }, headers: { 'x-total-count': '0' } },
  },
  {
    name: 'the lifecycle filter lists the suspended services',
    as: 'admin',
    request: { method: 'GET', path: '/admin/services?lifecycle=suspended' },
    expect: { status: 200, fields: { '*.id': [SERVICES.aExpired] }, headers: { 'x-total-count': '1' } },
    same: [''],
  },
  {
    name: 'the lifecycle filter lists the services to be terminated',
    as: 'admin',
    request: { method: 'GET', path: '/admin/services?lifecycle=to-be-terminated' },
    expect: { status: 200, fields: { '*.id': [SERVICES.aExpired] }, headers: { 'x-total-count': '1' } },
    same: [''],
  },
  {
    name: 'the lifecycle filter lists the services a renewal is due for',
    before: [
      {
        as: 'customerA',
        request: { method: 'POST', path: `/services/${SERVICES.aKvmRunning}/extend`, body: { days: 30 } },
      },
    ],
    as: 'admin',
    request: { method: 'GET', path: '/admin/services?lifecycle=renewal-due' },
    expect: {
      status: 200,
      fields: { '*.id': [SERVICES.aKvmRunning], '0.renewalDue.days': 30 },
      headers: { 'x-total-count': '1' },
    },
    same: ['0.renewalDue.amount', '0.renewalDue.endDate', '0.renewalDue.paymentReported'],
  },
  {
    name: 'the services list refuses an unknown lifecycle filter',
    as: 'admin',
    request: { method: 'GET', path: '/admin/services?lifecycle=soon' },
    expect: { status: 400 },
  },
  {
    name: 'the services list refuses an unknown status',
    as: 'admin',
    request: { method: 'GET', path: '/admin/services?status=DELETED' },
    expect: { status: 400 },
    same: ['message'],
  },
  {
    name: 'a customer cannot list the services',
    as: 'customerA',
    request: { method: 'GET', path: '/admin/services' },
    expect: { status: 403, message: SERVER_MESSAGES.adminRequired },
  },
];

const reminders: Scenario[] = [
  {
    name: 'a reminder for a service with 5 days left',
    as: 'admin',
    request: { method: 'POST', path: remind(SERVICES.aGameRunning) },
    expect: {
      status: 200,
      message: reminderSentMessage(DEMO_EMAIL, 5),
      fields: { details: { userEmail: DEMO_EMAIL, daysRemaining: 5 } },
    },
  },
  {
    name: 'a reminder for an expired service',
    as: 'admin',
    request: { method: 'POST', path: remind(SERVICES.aExpired) },
    expect: { status: 200, fields: { 'details.daysRemaining': -10 } },
    same: [''],
  },
  {
    name: "the reminder's answer in Amharic",
    as: 'admin',
    request: { method: 'POST', path: remind(SERVICES.aGameRunning), lang: 'am' },
    expect: { status: 200, fields: { 'details.daysRemaining': 5 } },
    same: ['message'],
  },
  {
    name: 'no reminder for a service with more than 7 days left',
    as: 'admin',
    request: { method: 'POST', path: remind(SERVICES.aKvmRunning) },
    expect: { status: 409, message: SERVER_MESSAGES.reminderNotDue },
  },
  {
    name: 'no reminder for a service an admin stopped',
    before: stopValheim,
    as: 'admin',
    request: { method: 'POST', path: remind(SERVICES.aGameRunning) },
    expect: { status: 409, message: SERVER_MESSAGES.reminderServiceSuspended },
  },
  {
    name: 'a reminder for an unknown service',
    as: 'admin',
    request: { method: 'POST', path: remind(UNKNOWN_ID) },
    expect: { status: 404, message: SERVER_MESSAGES.serviceNotFound },
  },
  {
    name: 'a customer cannot send a reminder',
    as: 'customerA',
    request: { method: 'POST', path: remind(SERVICES.aGameRunning) },
    expect: { status: 403, message: SERVER_MESSAGES.adminRequired },
  },
  {
    name: 'reminders for every due service: the one expiring and the one expired',
    as: 'admin',
    request: { method: 'POST', path: REMIND_ALL },
    expect: {
      status: 200,
      message: SERVER_MESSAGES.remindersSent,
      fields: { summary: { emailsSent: 2, emailsFailed: 0, alreadyRemindedToday: 0, totalChecked: 2 } },
    },
  },
  {
    name: 'a stopped service is not among the due ones',
    before: stopValheim,
    as: 'admin',
    request: { method: 'POST', path: REMIND_ALL },
    expect: {
      status: 200,
      fields: { summary: { emailsSent: 1, emailsFailed: 0, alreadyRemindedToday: 0, totalChecked: 1 } },
    },
  },
  {
    name: 'a second reminder for a service on the same day is refused with 409, whoever sent the first',
    before: [{ as: 'admin', request: { method: 'POST', path: remind(SERVICES.aGameRunning) } }],
    as: 'admin',
    request: { method: 'POST', path: remind(SERVICES.aGameRunning) },
    expect: { status: 409, message: SERVER_MESSAGES.reminderAlreadySentToday },
  },
  {
    name: 'all reminders skip, and count, a service reminded today',
    before: [{ as: 'admin', request: { method: 'POST', path: remind(SERVICES.aGameRunning) } }],
    as: 'admin',
    request: { method: 'POST', path: REMIND_ALL },
    expect: {
      status: 200,
      fields: { summary: { emailsSent: 1, emailsFailed: 0, alreadyRemindedToday: 1, totalChecked: 2 } },
    },
  },
  {
    name: 'a single reminder after all reminders the same day is refused',
    before: [{ as: 'admin', request: { method: 'POST', path: REMIND_ALL } }],
    as: 'admin',
    request: { method: 'POST', path: remind(SERVICES.aExpired) },
    expect: { status: 409, message: SERVER_MESSAGES.reminderAlreadySentToday },
  },
  {
    name: 'the preview counts the customers and services all reminders would reach',
    as: 'admin',
    request: { method: 'GET', path: PREVIEW },
    expect: { status: 200, fields: { customers: 1, services: 2 } },
  },
  {
    name: 'the preview leaves out a service reminded today',
    before: [{ as: 'admin', request: { method: 'POST', path: remind(SERVICES.aExpired) } }],
    as: 'admin',
    request: { method: 'GET', path: PREVIEW },
    expect: { status: 200, fields: { customers: 1, services: 1 } },
  },
  {
    name: 'a customer cannot preview the reminders',
    as: 'customerA',
    request: { method: 'GET', path: PREVIEW },
    expect: { status: 403, message: SERVER_MESSAGES.adminRequired },
  },
  {
    name: 'a customer cannot send the reminders',
    as: 'customerB',
    request: { method: 'POST', path: REMIND_ALL },
    expect: { status: 403, message: SERVER_MESSAGES.adminRequired },
  },
  {
    name: 'the reminders need a signed-in admin',
    as: 'anonymous',
    request: { method: 'POST', path: REMIND_ALL },
    expect: { status: 401, message: SERVER_MESSAGES.missingAuthentication },
  },
];

const discountCodes: Scenario[] = [
  {
    name: 'an admin lists every code, newest first (the promotions tie), with its usage',
    as: 'admin',
    request: { method: 'GET', path: CODES },
    expect: {
      status: 200,
      fields: { length: 5, '0.code': 'SELAM10', '0._count.orders': 0 },
      headers: { 'x-total-count': '5' },
    },
    same: [''],
  },
  {
    name: 'the codes searched by Given To, in any case',
    as: 'admin',
    request: { method: 'GET', path: `${CODES}?search=PROMO` },
    expect: { status: 200, fields: { length: 2 }, headers: { 'x-total-count': '2' } },
    same: [''],
  },
  {
    name: 'the codes searched by code, one page of one',
    as: 'admin',
    request: { method: 'GET', path: `${CODES}?search=e&limit=1&page=2` },
    expect: { status: 200, fields: { length: 1 }, headers: { 'x-total-count': '4' } },
    same: [''],
  },
  {
    name: 'a customer cannot list the codes',
    as: 'customerA',
    request: { method: 'GET', path: CODES },
    expect: { status: 403, message: SERVER_MESSAGES.adminRequired },
  },
  {
    name: 'one code with the orders that used it',
    as: 'admin',
    request: { method: 'GET', path: code('ET2018') },
    expect: { status: 200, fields: { code: 'ET2018', _count: { orders: 1 } } },
    same: [''],
  },
  {
    name: 'an unknown code',
    as: 'admin',
    request: { method: 'GET', path: `${CODES}/${UNKNOWN_ID}` },
    expect: { status: 404, message: SERVER_MESSAGES.discountCodeNotFound },
  },
  {
    name: 'an admin creates a code, upper-cased',
    as: 'admin',
    request: {
      method: 'POST',
      path: CODES,
      body: {
        code: 'newyear-25',
        discount: 12.5,
        affiliateKickback: 2.25,
        givenTo: ' New year ',
        expiresAt: '2027-01-01T00:00:00Z',
        allowedServiceNames: ['Small', 'small '],
      },
    },
    expect: {
      status: 201,
      fields: {
        'discountCode.code': 'NEWYEAR-25',
        'discountCode.givenTo': 'New year',
        'discountCode.expiresAt': '2027-01-01T00:00:00.000Z',
        'discountCode.allowedServiceNames': ['small'],
        'discountCode.isActive': true,
      },
    },
    same: CODE_FIELDS,
  },
  {
    name: 'a code that exists already, in any case',
    as: 'admin',
    request: { method: 'POST', path: CODES, body: { code: 'et2018', discount: 5, givenTo: 'Again' } },
    expect: { status: 409, message: SERVER_MESSAGES.discountCodeExists },
  },
  {
    name: 'a blank Given To',
    as: 'admin',
    request: { method: 'POST', path: CODES, body: { code: 'BLANK', discount: 5, givenTo: '   ' } },
    expect: { status: 400, message: SERVER_MESSAGES.givenToEmpty },
  },
  {
    name: 'a discount over 100 percent',
    as: 'admin',
    request: { method: 'POST', path: CODES, body: { code: 'TOOMUCH', discount: 100.5, givenTo: 'x' } },
    expect: { status: 400 },
    same: ['message'],
  },
  {
    name: 'a customer cannot create a code',
    as: 'customerA',
    request: { method: 'POST', path: CODES, body: { code: 'MINE', discount: 50, givenTo: 'me' } },
    expect: { status: 403, message: SERVER_MESSAGES.adminRequired },
  },
  {
    name: 'an admin switches a code on with isActive alone',
    as: 'admin',
    request: { method: 'PUT', path: code('TIMKET'), body: { isActive: true } },
    expect: { status: 200, fields: { 'discountCode.isActive': true, 'discountCode.code': 'TIMKET' } },
    same: ['discountCode'],
  },
  {
    name: "an admin edits a code's percents, Given To and expiry",
    as: 'admin',
    request: {
      method: 'PUT',
      path: code('SELAM10'),
      body: { discount: 7.5, affiliateKickback: 12, givenTo: 'Selam T.', expiresAt: null },
    },
    expect: {
      status: 200,
      fields: {
        'discountCode.discount': 7.5,
        'discountCode.affiliateKickback': 12,
        'discountCode.givenTo': 'Selam T.',
      },
    },
    same: ['discountCode'],
  },
  {
    name: 'the code itself cannot be changed',
    as: 'admin',
    request: { method: 'PUT', path: code('ET2018'), body: { code: 'ET2019' } },
    expect: { status: 400, message: '"code" is not allowed' },
  },
  {
    name: 'editing an unknown code',
    as: 'admin',
    request: { method: 'PUT', path: `${CODES}/${UNKNOWN_ID}`, body: { isActive: false } },
    expect: { status: 404, message: SERVER_MESSAGES.discountCodeNotFound },
  },
  {
    name: "a code's statistics: its order, the paid revenue and no kickback on a promotion",
    as: 'admin',
    request: { method: 'GET', path: `${code('ET2018')}/affiliate-stats` },
    expect: {
      status: 200,
      fields: {
        'stats.totalOrders': 1,
        'stats.totalKickback': 0,
        'stats.currency': 'ETB',
        'recentOrders.length': 1,
      },
    },
    same: [''],
  },
  {
    name: "an affiliate code's statistics once a customer has bought with it",
    before: [
      {
        as: 'customerA',
        request: {
          method: 'POST',
          path: '/orders/kvm',
          body: {
            id: CATALOG.small.id,
            osId: CATALOG.small.osId,
            specifications: { ipv4: 1, traffic: 4, duration: 30 },
            discountCode: 'selam10',
          },
        },
        save: { orderId: 'id' },
      },
      {
        as: 'admin',
        request: {
          method: 'POST',
          path: '/admin/orders/{orderId}/mark-paid',
          body: { paymentMethod: 'CBE', paymentReference: 'FT26AFFIL001', paidBy: 'Abebe Kebede' },
        },
      },
    ],
    as: 'admin',
    request: { method: 'GET', path: `${code('SELAM10')}/affiliate-stats` },
    // Package Small: 1,500 ETB less 5% is 1,425, with 15% VAT 1,638.75; 10% of it is 163.875, rounded.
    expect: {
      status: 200,
      fields: {
        'stats.totalOrders': 1,
        'stats.totalRevenue': 1638.75,
        'stats.totalKickback': 163.88,
        'recentOrders.0.kickback': 163.88,
      },
    },
    same: [
      'discountCode',
      'stats',
      'recentOrders.*.basePrice',
      'recentOrders.*.totalPrice',
      'recentOrders.*.kickback',
    ],
  },
  {
    name: "an unknown code's statistics",
    as: 'admin',
    request: { method: 'GET', path: `${CODES}/${UNKNOWN_ID}/affiliate-stats` },
    expect: { status: 404, message: SERVER_MESSAGES.discountCodeNotFound },
  },
  {
    name: "a customer cannot read a code's statistics",
    as: 'customerB',
    request: { method: 'GET', path: `${code('SELAM10')}/affiliate-stats` },
    expect: { status: 403, message: SERVER_MESSAGES.adminRequired },
  },
];

/** The console's services list, expiry reminders and discount codes. */
export const adminServiceScenarios: Scenario[] = [...services, ...reminders, ...discountCodes];
