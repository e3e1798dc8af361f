import { contractGuard, speakingRequestLanguage } from '../contract';
import { accountHandlers } from './account';
import { serviceAccessHandlers } from './service-access';
import { adminHandlers } from './admin';
import { adminOrderHandlers } from './admin-orders';
import { adminServiceHandlers } from './admin-services';
import { adminSettingsHandlers } from './admin-settings';
import { adminTicketHandlers } from './admin-tickets';
import { affiliateHandlers } from './affiliate';
import { authHandlers } from './auth';
import { catalogHandlers } from './catalog';
import { chapaHandlers } from './chapa';
import { couponHandlers } from './coupons';
import { inquiryHandlers } from './inquiry';
import { invoiceHandlers } from './invoices';
import { notificationHandlers } from './notifications';
import { orderHandlers } from './orders';
import { passwordResetHandlers } from './password-reset';
import { paymentAccountHandlers } from './payment-accounts';
import { serviceHandlers } from './services';
import { systemHandlers } from './system';
import { ticketHandlers } from './tickets';
import { twoFactorHandlers } from './two-factor';

export {
  adminHandlers,
  adminOrderHandlers,
  adminServiceHandlers,
  adminSettingsHandlers,
  affiliateHandlers,
  authHandlers,
  catalogHandlers,
  couponHandlers,
};
export { inquiryHandlers, orderHandlers, passwordResetHandlers, paymentAccountHandlers, serviceHandlers };
export { chapaHandlers, invoiceHandlers, notificationHandlers, systemHandlers, twoFactorHandlers };
export { adminTicketHandlers, ticketHandlers };
export { accountHandlers, serviceAccessHandlers };

/**
 * Every operation of the contract, answered from the in-memory mock state (see ../state.ts). The
 * contract guard goes first: it refuses what the BFF refuses before its routes (401, 403, 400).
 * Every answer's message speaks the request's Accept-Language, as the BFF's do.
 */
export const handlers = [
  contractGuard,
  ...[
    ...systemHandlers,
    ...authHandlers,
    ...passwordResetHandlers,
    ...twoFactorHandlers,
    ...chapaHandlers,
    ...catalogHandlers,
    ...couponHandlers,
    ...paymentAccountHandlers,
    ...orderHandlers,
    ...invoiceHandlers,
    ...serviceHandlers,
    ...inquiryHandlers,
    ...affiliateHandlers,
    ...notificationHandlers,
    ...accountHandlers,
    ...serviceAccessHandlers,
    ...ticketHandlers,
    ...adminHandlers,
    ...adminOrderHandlers,
    ...adminServiceHandlers,
    ...adminSettingsHandlers,
    ...adminTicketHandlers,
  ].map(speakingRequestLanguage),
];
