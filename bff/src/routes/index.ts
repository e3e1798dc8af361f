import type { HandlerMap } from '../plugins/contract.ts';
import { accountHandlers } from './account.ts';
import { adminDiscountHandlers } from './admin-discounts.ts';
import { adminInvoiceHandlers } from './admin-invoices.ts';
import { adminOrderHandlers } from './admin-orders.ts';
import { adminTicketHandlers } from './admin-tickets.ts';
import { adminPaymentHandlers } from './admin-payments.ts';
import { adminServiceHandlers } from './admin-services.ts';
import { adminSettingsHandlers } from './admin-settings.ts';
import { adminSystemHandlers } from './admin-system.ts';
import { adminUserHandlers } from './admin-users.ts';
import { affiliateHandlers } from './affiliate.ts';
import { authHandlers } from './auth.ts';
import { catalogHandlers } from './catalog.ts';
import { chapaHandlers } from './chapa.ts';
import { couponHandlers } from './coupons.ts';
import { inquiryHandlers } from './inquiry.ts';
import { invoiceHandlers } from './invoices.ts';
import { notificationHandlers } from './notifications.ts';
import { orderHandlers } from './orders.ts';
import { passwordResetHandlers } from './password-reset.ts';
import { receiptHandlers } from './receipts.ts';
import { serviceAccessHandlers } from './service-access.ts';
import { serviceHandlers } from './services.ts';
import { systemHandlers } from './system.ts';
import { ticketHandlers } from './tickets.ts';
import { twoFactorHandlers } from './two-factor.ts';

/**
 * Every implemented operation. Each tag of openapi.yaml has its file, `routes/<tag>.ts`, exporting
 * a HandlerMap of exactly that tag's operationIds, spread in here (routes-by-tag.test.ts checks
 * it); operations without a handler answer 501. The other files of routes/ are their helpers.
 */
export const handlers: HandlerMap = {
  ...systemHandlers,
  ...authHandlers,
  ...twoFactorHandlers,
  ...passwordResetHandlers,
  ...catalogHandlers,
  ...couponHandlers,
  ...orderHandlers,
  ...receiptHandlers,
  ...chapaHandlers,
  ...invoiceHandlers,
  ...serviceHandlers,
  ...inquiryHandlers,
  ...affiliateHandlers,
  ...notificationHandlers,
  ...adminUserHandlers,
  ...adminOrderHandlers,
  ...ticketHandlers,
  ...adminTicketHandlers,
  ...adminPaymentHandlers,
  ...adminServiceHandlers,
  ...adminDiscountHandlers,
  ...adminInvoiceHandlers,
  ...adminSettingsHandlers,
  ...adminSystemHandlers,
  ...accountHandlers,
  ...serviceAccessHandlers,
};
