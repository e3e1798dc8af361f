import { describe, expect, it } from 'vitest';
import * as messages from './messages';
import {
  ACCESS_DENIED_API,
  apiErrorMessage,
  AUTH_FAILED,
  deleteOrderErrorMessage,
  fallbackMessageForStatus,
  httpErrorMessage,
  isAuthFailureStatus,
  noGamesFoundMessage,
  noServersFoundMessage,
  NOT_FOUND,
  orderErrorMessage,
  orderHasActiveServiceMessage,
  orderNotFoundMessage,
  reminderSentMessage,
  reminderSummaryMessage,
  SERVER_ERROR,
  serviceActionFailedMessage,
  UNEXPECTED_ERROR,
} from './messages';

// Pinned verbatim from the two specs' error catalogues.
const TEXTS: [string, string][] = [
  ['AUTH_FAILED', 'Authentication failed. Please sign in again.'],
  ['ACCESS_DENIED_API', 'Access denied. You do not have permission to perform this action.'],
  ['NOT_FOUND', 'Resource not found.'],
  ['SERVER_ERROR', 'Server error. Please try again later.'],
  ['UNEXPECTED_ERROR', 'An unexpected error occurred. Please try again.'],
  ['NO_TOKEN', 'No authentication token available'],
  ['LOGIN_FAILED', 'Invalid email or password. Please try again.'],
  ['SIGNUP_FAILED', 'Failed to create account. Please try again.'],
  ['SIGNUP_SUCCESS', 'Account created successfully! Please sign in to continue.'],
  ['ORDER_NOT_RETURNED', 'Order creation failed - no order returned from API'],
  ['ORDER_ID_MISSING', 'Order created but no ID field found in response'],
  ['INVALID_CONFIG_TYPE', 'Invalid config data type'],
  [
    'PAYMENT_NO_ORDER_ID',
    'Unable to proceed to payment confirmation. Please go back and try again, or contact support if the issue persists.',
  ],
  ['INVALID_ORDER', 'Invalid Order'],
  ['PAYMENT_FAILED_TITLE', 'Payment Confirmation Failed'],
  ['PAYMENT_FAILED_NOTE', 'Please contact support with your order ID for assistance.'],
  ['PAYMENT_FAILED_RETRY', 'Try Again'],
  ['PAYMENT_FAILED_DASHBOARD', 'Go to Dashboard'],
  ['PAYMENT_SUCCESS_TITLE', 'Payment Confirmed Successfully!'],
  ['PAYMENT_SUCCESS_TEXT', 'Your payment has been recorded and is being processed.'],
  [
    'PAYMENT_SUCCESS_PROVISIONING',
    "Please wait up to 1 hour for your service to be provisioned. You will receive a notification once it's ready.",
  ],
  ['SERVICES_LOAD_FAILED', 'Failed to load services. Please try again.'],
  ['SERVICE_DETAILS_LOAD_FAILED', 'Failed to load service details. Please try again.'],
  ['ORDERS_LOAD_FAILED', 'Failed to load orders. Please try again.'],
  ['GAME_NOT_FOUND', 'Game not found'],
  ['NO_CONFIGURATION_DATA', 'No Configuration Data'],
  ['NO_PAYMENT_DATA', 'No Payment Data'],
  ['NO_TOKEN_FOUND', 'No token found'],
  ['SIGN_IN_TO_PAY', 'Please sign in to proceed to payment.'],
  ['NO_SERVERS_AVAILABLE', 'No servers available'],
  ['ADMIN_ACCESS_DENIED', "You don't have permission to access the admin panel."],
  ['DASHBOARD_LOAD_FAILED', 'Failed to fetch dashboard statistics'],
  ['USERS_LOAD_FAILED', 'Failed to fetch users'],
  ['ADMIN_ORDERS_LOAD_FAILED', 'Failed to fetch orders'],
  ['ADMIN_SERVICES_LOAD_FAILED', 'Failed to fetch services'],
  ['PAYMENTS_LOAD_FAILED', 'Failed to fetch payments'],
  ['DISCOUNT_CODES_LOAD_FAILED', 'Failed to fetch discount codes'],
  ['DASHBOARD_ERROR_TITLE', 'Error Loading Dashboard'],
  ['USERS_ERROR_TITLE', 'Error Loading Users'],
  ['ORDERS_LOAD_FAILED_TITLE', 'Failed to Load Orders'],
  ['MARK_PAID_FAILED_TITLE', 'Failed to Mark Order as Paid'],
  ['CREATE_SERVICE_FAILED_TITLE', 'Failed to Create Service'],
  ['SEND_EMAIL_FAILED_TITLE', 'Failed to Send Email'],
  ['DELETE_ORDER_FAILED_TITLE', 'Failed to Delete Order'],
  ['MARK_PAID_SUCCESS_TITLE', 'Order Marked as Paid'],
  ['MARK_PAID_SUCCESS_TEXT', 'The order has been successfully marked as paid.'],
  ['CREATE_SERVICE_SUCCESS_TITLE', 'Service Created Successfully'],
  ['SEND_EMAIL_SUCCESS_TITLE', 'Email Sent Successfully'],
  ['SEND_EMAIL_SUCCESS_TEXT', 'Order details have been sent to the customer via email.'],
  ['DELETE_ORDER_SUCCESS_TITLE', 'Order Deleted Successfully'],
  [
    'DELETE_ORDER_HAS_SERVICE_WARNING',
    'This order has an active service. You must deactivate the service first before deleting the order.',
  ],
  ['SERVICE_STATUS_UPDATE_FAILED', 'Failed to update service status'],
  ['REMINDER_FAILED', 'Failed to send expiration reminder'],
  ['REMINDERS_FAILED', 'Failed to send expiration reminders'],
  ['DISCOUNT_CREATE_FAILED', 'Failed to create discount code'],
  ['DISCOUNT_UPDATE_FAILED', 'Failed to update discount code'],
  ['AFFILIATE_STATS_LOAD_FAILED', 'Failed to load affiliate stats'],
  ['AFFILIATE_LOAD_FAILED', 'Failed to load affiliate data. Please try again.'],
  ['AFFILIATE_CREATE_FAILED', 'Failed to create affiliate code'],
  ['INVALID_CODE_FORMAT', 'Invalid code format'],
  ['AFFILIATE_TOGGLE_FAILED', 'Failed to toggle affiliate code'],
  ['CODE_STATS_LOAD_FAILED', 'Failed to load code statistics'],
];

describe('texts', () => {
  it.each(TEXTS)('%s', (name, text) => {
    expect((messages as Record<string, unknown>)[name]).toBe(text);
  });

  it('pins every exported text', () => {
    const exported = Object.entries(messages)
      .filter(([, value]) => typeof value === 'string')
      .map(([name]) => name);
    expect(exported.sort()).toEqual(TEXTS.map(([name]) => name).sort());
  });
});

describe('templates', () => {
  it('fill in their values', () => {
    expect(httpErrorMessage(418)).toBe('HTTP error! status: 418');
    expect(orderErrorMessage('Plan not found')).toBe('Error creating order: Plan not found');
    expect(serviceActionFailedMessage('restart')).toBe('Failed to restart service. Please try again.');
    expect(noGamesFoundMessage('zelda')).toBe('No games found matching "zelda"');
    expect(noServersFoundMessage('epyc')).toBe('No servers found matching "epyc"');
    expect(orderNotFoundMessage('3f2b9c1e')).toBe('Order Not Found: Order with ID 3f2b9c1e was not found.');
    expect(orderHasActiveServiceMessage('svc-1')).toBe(
      'Cannot Delete Order: Cannot delete order with active service. Please deactivate the service first. Service ID: svc-1',
    );
    expect(reminderSentMessage('abebe@example.com', 3)).toBe(
      'Reminder sent to abebe@example.com. Days remaining: 3',
    );
    expect(reminderSummaryMessage({ emailsSent: 4, emailsFailed: 1, totalChecked: 9 })).toBe(
      '4 sent, 1 failed out of 9 checked',
    );
    expect(
      reminderSummaryMessage({ emailsSent: 2, emailsFailed: 0, alreadyRemindedToday: 3, totalChecked: 5 }),
    ).toBe('2 sent, 3 skipped (already reminded today), 0 failed out of 5 checked');
  });
});

describe('fallbackMessageForStatus', () => {
  it.each([
    [401, AUTH_FAILED],
    [403, ACCESS_DENIED_API],
    [404, NOT_FOUND],
    [500, SERVER_ERROR],
    [502, SERVER_ERROR],
    [599, SERVER_ERROR],
    [400, UNEXPECTED_ERROR],
    [409, UNEXPECTED_ERROR],
    [429, UNEXPECTED_ERROR],
    [600, UNEXPECTED_ERROR],
    [0, UNEXPECTED_ERROR],
  ])('%s -> %s', (status, text) => {
    expect(fallbackMessageForStatus(status)).toBe(text);
  });
});

describe('isAuthFailureStatus', () => {
  it.each([
    [401, true],
    [403, true],
    [400, false],
    [404, false],
    [500, false],
  ])('%s -> %s', (status, expected) => {
    expect(isAuthFailureStatus(status)).toBe(expected);
  });
});

describe('apiErrorMessage', () => {
  it("prefers the server's message", () => {
    expect(
      apiErrorMessage(409, { statusCode: 409, error: 'Conflict', message: 'Reference already used' }),
    ).toBe('Reference already used');
  });

  it.each([
    [404, { message: '' }, NOT_FOUND],
    [404, { message: '   ' }, NOT_FOUND],
    [500, { message: 42 }, SERVER_ERROR],
    [401, { error: 'Unauthorized' }, AUTH_FAILED],
    [400, null, UNEXPECTED_ERROR],
    [503, 'Service Unavailable', SERVER_ERROR],
    [403, undefined, ACCESS_DENIED_API],
  ])('falls back by status (%s, %j)', (status, body, text) => {
    expect(apiErrorMessage(status, body)).toBe(text);
  });
});

describe('deleteOrderErrorMessage', () => {
  it.each([
    [{ error: 'Order not found', orderId: 'o1' }, 'Order Not Found: Order with ID o1 was not found.'],
    [{ error: 'order NOT found ', orderId: 'o1' }, 'Order Not Found: Order with ID o1 was not found.'],
    [
      { error: 'Cannot delete order with active service', orderId: 'o1', serviceId: 's9' },
      'Cannot Delete Order: Cannot delete order with active service. Please deactivate the service first. Service ID: s9',
    ],
    [
      { error: 'Order has an Active Service', orderId: 'o1', serviceId: null },
      'Cannot Delete Order: Cannot delete order with active service. Please deactivate the service first. Service ID: unknown',
    ],
    [{ error: 'Order is paid', orderId: 'o1' }, 'Order is paid'],
  ])('%j', (failure, text) => {
    expect(deleteOrderErrorMessage(failure)).toBe(text);
  });
});
