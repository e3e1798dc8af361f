/** Payment reporting rules shared by the BFF and the mock handlers. */
import { SERVER_MESSAGES } from './messages';

/** The shop's brand: the payee name customers see when configuration names none. */
export const SHOP_BRAND = 'Abay Cloud';

/** The shop's accounts shown on the payment page when configuration names none. */
export const SHOP_PAYMENT_ACCOUNTS = {
  cbe: { accountNumber: '1000123456789', accountName: SHOP_BRAND },
  telebirr: { phoneNumber: '+251911234567', accountName: SHOP_BRAND },
} as const;

/** The reference as stored: surrounding whitespace removed. */
export function normalizePaymentReference(reference: string): string {
  return reference.trim();
}

/**
 * Two references are the same transaction number when they match ignoring case (the database's
 * unique key compares them so); this is the key to compare by.
 */
export function paymentReferenceKey(reference: string): string {
  return normalizePaymentReference(reference).toUpperCase();
}

/**
 * Null when the customer may report a payment for the order; otherwise the 409 message: a paid
 * order, or one that is no longer PENDING (cancelled, expired...).
 */
export function paymentReportRefusal(order: { paid: boolean; status: string }): string | null {
  if (order.paid) return SERVER_MESSAGES.orderAlreadyPaid;
  if (order.status !== 'PENDING') return SERVER_MESSAGES.orderNotPayable;
  return null;
}

/** The CBE account suffix kept with a report: only for CBE, and only when given. */
export function reportedAccountSuffix(method: string, suffix: string | null | undefined): string | null {
  return method === 'CBE' && suffix ? suffix : null;
}
