import { SERVER_MESSAGES } from '@shop/domain';
import type { Scenario } from '../harness/types';
import {
  FAILED_ORDER,
  ORDERS,
  PAID_WITHOUT_SERVICE,
  SERVICES,
  SUCCESS_CBE_REFERENCE,
  UNKNOWN_ID,
} from './fixtures';

const markPaid = (orderId: string) => `/admin/orders/${orderId}/mark-paid`;
const createService = (orderId: string) => `/admin/orders/${orderId}/create-service`;
const serviceStatus = (serviceId: string) => `/admin/services/${serviceId}/status`;
const confirmation = (reference: string, extra: object = {}) => ({
  paymentMethod: 'CBE',
  paymentReference: reference,
  paidBy: 'Abebe Kebede',
  ...extra,
});

export const adminFulfilmentScenarios: Scenario[] = [
  {
    name: 'an admin marks an unpaid order paid',
    as: 'admin',
    request: { method: 'POST', path: markPaid(ORDERS.aUnpaid), body: confirmation('FT26ADMIN001') },
    expect: {
      status: 200,
      message: SERVER_MESSAGES.orderMarkedPaid,
      // AUTO_PROVISION (the default): its service is created with the payment.
      fields: { 'order.paid': true, 'order.status': 'PROVISIONING', 'order.paymentHistory.length': 1 },
    },
    same: [
      'order.paymentHistory.0.amount',
      'order.paymentHistory.0.status',
      'order.paymentHistory.0.periodOf',
      'order.user',
    ],
  },
  {
    name: 'with AUTO_PROVISION=false a paid order waits for Create Service',
    settings: { autoProvision: false },
    as: 'admin',
    request: { method: 'POST', path: markPaid(ORDERS.aUnpaid), body: confirmation('FT26ADMIN003') },
    expect: {
      status: 200,
      message: SERVER_MESSAGES.orderMarkedPaid,
      fields: { 'order.paid': true, 'order.status': 'PENDING' },
    },
  },
  {
    name: 'with AUTO_PROVISION=false the admin then creates the service',
    settings: { autoProvision: false },
    before: [
      {
        as: 'admin',
        request: { method: 'POST', path: markPaid(ORDERS.aUnpaid), body: confirmation('FT26ADMIN004') },
      },
    ],
    as: 'admin',
    request: { method: 'POST', path: createService(ORDERS.aUnpaid) },
    expect: { status: 201, message: SERVER_MESSAGES.serviceCreated },
  },
  {
    name: 'with AUTO_PROVISION the paid order already has its service: Create Service answers 409',
    before: [
      {
        as: 'admin',
        request: { method: 'POST', path: markPaid(ORDERS.aUnpaid), body: confirmation('FT26ADMIN005') },
      },
    ],
    as: 'admin',
    request: { method: 'POST', path: createService(ORDERS.aUnpaid) },
    expect: { status: 409, message: SERVER_MESSAGES.orderHasServiceAlready },
  },
  {
    name: "the customer's pending report becomes the confirmed payment, with the admin's details",
    as: 'admin',
    request: {
      method: 'POST',
      path: markPaid(ORDERS.aReported),
      body: confirmation('FT26ADMIN002', { paidBy: 'Abebe K.' }),
    },
    expect: {
      status: 200,
      fields: {
        'order.paymentHistory.length': 1,
        'order.paymentHistory.0.status': 'SUCCESS',
        'order.paymentHistory.0.paymentMethod': 'CBE',
        'order.paymentHistory.0.paymentReference': 'FT26ADMIN002',
        'order.paymentHistory.0.paidBy': 'Abebe K.',
        'order.paymentHistory.0.accountSuffix': null,
      },
    },
  },
  {
    name: 'a paid order is already paid',
    as: 'admin',
    request: { method: 'POST', path: markPaid(ORDERS.aPaid), body: confirmation('FT26ADMIN003') },
    expect: { status: 409, message: SERVER_MESSAGES.orderAlreadyPaidAdmin },
  },
  {
    name: 'a cancelled order cannot be marked paid',
    as: 'admin',
    request: { method: 'POST', path: markPaid(ORDERS.aCancelled), body: confirmation('FT26ADMIN004') },
    expect: { status: 409, message: SERVER_MESSAGES.orderNotPayable },
  },
  {
    name: 'a transaction number is used once, by the admin too (pasted in lower case with spaces around)',
    as: 'admin',
    request: {
      method: 'POST',
      path: markPaid(ORDERS.aUnpaid),
      body: confirmation(` ${SUCCESS_CBE_REFERENCE.toLowerCase()} `),
    },
    expect: { status: 409, message: SERVER_MESSAGES.paymentReferenceUsed },
  },
  {
    name: 'an admin who pastes a look-alike of a confirmed number (a Cyrillic Te) is refused, and the order stays unpaid',
    as: 'admin',
    request: {
      method: 'POST',
      path: markPaid(ORDERS.aUnpaid),
      body: confirmation(`F\u0422${SUCCESS_CBE_REFERENCE.slice(2)}`),
    },
    expect: { status: 400, message: SERVER_MESSAGES.paymentReferenceCharacters },
  },
  {
    name: "an admin's reference is checked against the method's format",
    as: 'admin',
    request: {
      method: 'POST',
      path: markPaid(ORDERS.aUnpaid),
      body: confirmation('FT26ADMIN007', { paymentMethod: 'TELEBIRR' }),
    },
    expect: { status: 400, message: SERVER_MESSAGES.paymentReferenceTelebirrFormat },
  },
  {
    name: 'a customer cannot mark an order paid',
    as: 'customerA',
    request: { method: 'POST', path: markPaid(ORDERS.aUnpaid), body: confirmation('FT26ADMIN005') },
    expect: { status: 403, message: SERVER_MESSAGES.adminRequired },
  },
  {
    name: 'an unknown order cannot be marked paid',
    as: 'admin',
    request: { method: 'POST', path: markPaid(UNKNOWN_ID), body: confirmation('FT26ADMIN006') },
    expect: { status: 404, message: SERVER_MESSAGES.orderNotFound },
  },
  {
    name: 'a paid renewal moves the end date, not a new service',
    before: [
      {
        as: 'customerA',
        request: { method: 'POST', path: `/services/${SERVICES.aKvmRunning}/extend`, body: { days: 30 } },
        save: { renewalId: 'order.id' },
      },
      {
        as: 'admin',
        request: { method: 'POST', path: markPaid('{renewalId}'), body: confirmation('FT26RENEW001') },
      },
    ],
    as: 'admin',
    request: { method: 'POST', path: createService('{renewalId}') },
    expect: { status: 409, message: SERVER_MESSAGES.renewalCreatesNoService },
  },
  {
    name: 'an admin creates the service of a paid order',
    as: 'admin',
    request: { method: 'POST', path: createService(PAID_WITHOUT_SERVICE) },
    expect: {
      status: 201,
      message: SERVER_MESSAGES.serviceCreated,
      fields: {
        'service.status': 'ACTIVE',
        'service.order.id': PAID_WITHOUT_SERVICE,
        'service.paymentStatus.isPaid': true,
      },
    },
    same: [
      'service.serviceName',
      'service.daysLeft',
      'service.cores',
      'service.memory',
      'service.order.user',
    ],
  },
  {
    name: 'the new service is being set up',
    before: [{ as: 'admin', request: { method: 'POST', path: createService(ORDERS.aPaid) } }],
    as: 'customerA',
    request: { method: 'GET', path: '/orders' },
    expect: { status: 200 },
    same: ['2.status'],
  },
  {
    name: 'a FAILED order may be provisioned again',
    as: 'admin',
    request: { method: 'POST', path: createService(FAILED_ORDER) },
    expect: { status: 201, message: SERVER_MESSAGES.serviceCreated },
  },
  {
    name: 'an unpaid order gets no service',
    as: 'admin',
    request: { method: 'POST', path: createService(ORDERS.aUnpaid) },
    expect: { status: 409, message: SERVER_MESSAGES.orderNotPaidYet },
  },
  {
    name: 'an order with a service gets no second one',
    before: [{ as: 'admin', request: { method: 'POST', path: createService(ORDERS.aPaid) } }],
    as: 'admin',
    request: { method: 'POST', path: createService(ORDERS.aPaid) },
    expect: { status: 409, message: SERVER_MESSAGES.orderHasServiceAlready },
  },
  {
    name: 'a customer cannot create a service',
    as: 'customerA',
    request: { method: 'POST', path: createService(ORDERS.aPaid) },
    expect: { status: 403, message: SERVER_MESSAGES.adminRequired },
  },
  {
    name: 'an admin suspends an active service',
    as: 'admin',
    request: { method: 'POST', path: serviceStatus(SERVICES.aKvmRunning), body: { status: 'INACTIVE' } },
    expect: { status: 200, fields: { status: 'INACTIVE', id: SERVICES.aKvmRunning } },
    same: ['serviceName', 'daysLeft', 'paymentStatus', 'order'],
  },
  {
    name: 'an admin switches a suspended service back on',
    before: [
      {
        as: 'admin',
        request: { method: 'POST', path: serviceStatus(SERVICES.bKvmStopped), body: { status: 'INACTIVE' } },
      },
    ],
    as: 'admin',
    request: { method: 'POST', path: serviceStatus(SERVICES.bKvmStopped), body: { status: 'ACTIVE' } },
    expect: { status: 200, fields: { status: 'ACTIVE' } },
  },
  {
    name: 'an admin holds a service until a date',
    as: 'admin',
    request: {
      method: 'POST',
      path: `/admin/services/${SERVICES.aExpired}/hold`,
      body: { until: '2099-01-01T00:00:00.000Z' },
    },
    expect: { status: 200, fields: { id: SERVICES.aExpired, holdUntil: '2099-01-01T00:00:00.000Z' } },
    same: ['status', 'holdUntil', 'suspendsAt', 'terminatesAt', 'terminatedAt', 'renewalDue'],
  },
  {
    name: 'a hold must end in the future',
    as: 'admin',
    request: {
      method: 'POST',
      path: `/admin/services/${SERVICES.aKvmRunning}/hold`,
      body: { until: '2020-01-01T00:00:00.000Z' },
    },
    expect: { status: 400, message: SERVER_MESSAGES.holdUntilPast },
  },
  {
    name: 'an unknown service cannot be held',
    as: 'admin',
    request: {
      method: 'POST',
      path: `/admin/services/${UNKNOWN_ID}/hold`,
      body: { until: '2099-01-01T00:00:00.000Z' },
    },
    expect: { status: 404, message: SERVER_MESSAGES.serviceNotFound },
  },
  {
    name: 'a customer cannot hold a service',
    as: 'customerA',
    request: {
      method: 'POST',
      path: `/admin/services/${SERVICES.aKvmRunning}/hold`,
      body: { until: '2099-01-01T00:00:00.000Z' },
    },
    expect: { status: 403, message: SERVER_MESSAGES.adminRequired },
  },
  {
    name: 'an active service is already active',
    as: 'admin',
    request: { method: 'POST', path: serviceStatus(SERVICES.aKvmRunning), body: { status: 'ACTIVE' } },
    expect: { status: 409, message: SERVER_MESSAGES.serviceAlreadyActive },
  },
  {
    name: 'an expired service becomes active only by its renewal',
    as: 'admin',
    request: { method: 'POST', path: serviceStatus(SERVICES.aExpired), body: { status: 'ACTIVE' } },
    expect: { status: 409, message: SERVER_MESSAGES.expiredServiceStatus },
  },
  {
    name: 'an admin lists the background jobs that failed for good',
    as: 'admin',
    request: { method: 'GET', path: '/admin/jobs?status=DEAD' },
    expect: { status: 200, fields: { length: 0 }, headers: { 'x-total-count': '0' } },
  },
  {
    name: 'a customer cannot list the background jobs',
    as: 'customerA',
    request: { method: 'GET', path: '/admin/jobs' },
    expect: { status: 403, message: SERVER_MESSAGES.adminRequired },
  },
  {
    name: 'a customer cannot suspend a service',
    as: 'customerA',
    request: { method: 'POST', path: serviceStatus(SERVICES.aKvmRunning), body: { status: 'INACTIVE' } },
    expect: { status: 403, message: SERVER_MESSAGES.adminRequired },
  },
];
