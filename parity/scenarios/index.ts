import type { Scenario } from '../harness/types';
import { adminFulfilmentScenarios } from './admin-fulfilment';
import { adminOrderScenarios } from './admin-orders';
import { adminServiceScenarios } from './admin-services';
import { affiliateScenarios } from './affiliate';
import { catalogScenarios, couponScenarios } from './catalog';
import { inquiryScenarios } from './inquiry';
import { languageScenarios } from './language';
import { orderScenarios } from './orders';
import { passwordResetScenarios } from './password-reset';
import { paymentScenarios } from './payments';
import { serviceScenarios } from './services';
import { authScenarios, systemScenarios } from './system-auth';
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
  payments: paymentScenarios,
  language: languageScenarios,
  services: serviceScenarios,
  adminFulfilment: adminFulfilmentScenarios,
  adminOrders: adminOrderScenarios,
  adminServices: adminServiceScenarios,
  inquiry: inquiryScenarios,
  affiliate: affiliateScenarios,
  passwordReset: passwordResetScenarios,
};

export const ALL_SCENARIOS: readonly Scenario[] = Object.values(SCENARIOS).flat();
