import type { HandlerMap } from '../plugins/contract.ts';
import { adminFulfilmentHandlers } from './admin-fulfilment.ts';
import { adminOrderHandlers } from './admin-orders.ts';
import { adminServiceHandlers } from './admin-services.ts';
import { adminSettingsHandlers } from './admin-settings.ts';
import { adminTicketHandlers } from './admin-tickets.ts';
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
import { serviceHandlers } from './services.ts';
import { systemHandlers } from './system.ts';
import { ticketHandlers } from './tickets.ts';
import { twoFactorHandlers } from './two-factor.ts';

/**
 * Every implemented operation. An area adds `routes/<area>.ts` exporting a HandlerMap for its
 * operationIds and spreads it in here; operations without a handler answer 501.
 */
export const handlers: HandlerMap = {
  ...systemHandlers,
  ...authHandlers,
  ...twoFactorHandlers,
  ...couponHandlers,
  ...orderHandlers,
  ...chapaHandlers,
  ...catalogHandlers,
  ...serviceHandlers,
  ...adminFulfilmentHandlers,
  ...adminOrderHandlers,
  ...adminServiceHandlers,
  ...adminSettingsHandlers,
  ...inquiryHandlers,
  ...affiliateHandlers,
  ...passwordResetHandlers,
  ...invoiceHandlers,
  ...notificationHandlers,
  ...ticketHandlers,
  ...adminTicketHandlers,
};
