/** Payment reporting rules shared by the BFF and the mock handlers. */
import { SERVER_MESSAGES } from './messages';

/** The shop's brand: the payee name customers see when configuration names none. */
export const SHOP_BRAND = 'Abay Cloud';

/** The shop's accounts shown on the payment page when configuration names none. */
export const SHOP_PAYMENT_ACCOUNTS = {
  cbe: { accountNumber: '1000123456789', accountName: SHOP_BRAND },
  telebirr: { phoneNumber: '+251911234567', accountName: SHOP_BRAND },
} as const;

/** The longest transaction number the schema stores (the contract says the same). */
export const PAYMENT_REFERENCE_MAX_LENGTH = 64;

/**
 * The transaction number as stored and compared: compatibility forms folded (NFKC: full-width digits
 * become ASCII), every space and invisible format character (zero-width space, BOM, soft hyphen)
 * removed, upper-cased. Look-alikes of a used number are the same number.
 */
export function normalizePaymentReference(reference: string): string {
  return reference
    .normalize('NFKC')
    .replace(/[\s\p{Cf}]/gu, '')
    .toUpperCase();
}

/** Two references are the same transaction number when their normal forms are equal. */
export function paymentReferenceKey(reference: string): string {
  return normalizePaymentReference(reference);
}

/** The 400 message for a normalised reference that is empty or too long, else null. */
export function paymentReferenceRefusal(normalized: string): string | null {
  if (normalized === '') return SERVER_MESSAGES.paymentReferenceEmpty;
  if (normalized.length > PAYMENT_REFERENCE_MAX_LENGTH) return SERVER_MESSAGES.paymentReferenceTooLong;
  return null;
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
