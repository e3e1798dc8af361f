import type { Scenario } from '../harness/types';
import { accountScenarios } from './account';
import { machineAccessScenarios } from './machine-access';
import { adminFulfilmentScenarios } from './admin-fulfilment';
import { adminOrderScenarios } from './admin-orders';
import { adminServiceScenarios } from './admin-services';
import { adminSettingsScenarios } from './admin-settings';
import { affiliateScenarios } from './affiliate';
import { catalogScenarios, couponScenarios } from './catalog';
import { chapaScenarios } from './chapa';
import { chapaRetryScenarios } from './chapa-retry';
import { inquiryScenarios } from './inquiry';
import { invoiceScenarios } from './invoices';
import { languageScenarios } from './language';
import { notificationScenarios } from './notifications';
import { orderGuardScenarios } from './order-guards';
import { orderStageScenarios } from './order-stages';
import { orderScenarios } from './orders';
import { passwordResetScenarios } from './password-reset';
import { paymentQueueScenarios } from './payment-queue';
import { paymentScenarios } from './payments';
import { receiptScenarios } from './receipts';
import { refundRenewalScenarios } from './refund-renewals';
import { requestBodyScenarios } from './request-body';
import { serviceScenarios } from './services';
import { authScenarios, systemScenarios } from './system-auth';
import { adminTicketScenarios, ticketScenarios } from './tickets';
import { twoFactorScenarios } from './two-factor';

/**
 * The one table of the parity suite, by area. A feature that adds an operation to the BFF adds
 * its scenarios here (coverage.test.ts fails until it does).
 */
export const SCENARIOS: Readonly<Record<string, readonly Scenario[]>> = {
  system: systemScenarios,
  auth: authScenarios,
  twoFactor: twoFactorScenarios,
  catalog: catalogScenarios,
  coupons: couponScenarios,
  orders: orderScenarios,
  orderGuards: orderGuardScenarios,
  orderStages: orderStageScenarios,
  payments: paymentScenarios,
  paymentQueue: paymentQueueScenarios,
  chapa: chapaScenarios,
  chapaRetry: chapaRetryScenarios,
  language: languageScenarios,
  services: serviceScenarios,
  adminFulfilment: adminFulfilmentScenarios,
  adminOrders: adminOrderScenarios,
  adminServices: adminServiceScenarios,
  adminSettings: adminSettingsScenarios,
  inquiry: inquiryScenarios,
  affiliate: affiliateScenarios,
  passwordReset: passwordResetScenarios,
  receipts: receiptScenarios,
  invoices: invoiceScenarios,
  refundRenewals: refundRenewalScenarios,
  notifications: notificationScenarios,
  account: accountScenarios,
  machineAccess: machineAccessScenarios,
  requestBody: requestBodyScenarios,
  tickets: ticketScenarios,
  adminTickets: adminTicketScenarios,
};

export const ALL_SCENARIOS: readonly Scenario[] = Object.values(SCENARIOS).flat();
