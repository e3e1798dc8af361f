/** Payment reporting rules shared by the BFF and the mock handlers. */
import type { ManualPaymentMethod } from './enums';
import { SERVER_MESSAGES, type ServerMessageKey } from './messages';

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
 * How each method's transaction numbers are written (shared/design/payments.md): CBE's are `FT`
 * and 10 letters or digits, telebirr's receipt numbers 10 letters or digits. The examples are the
 * ones the refusals show. A refusal is named by its message's key, not its text: reading
 * SERVER_MESSAGES here, at module level, would make every app importing the domain (the landing
 * page's language list) carry the whole message catalogue in its first bundle.
 */
export const PAYMENT_REFERENCE_FORMATS: Readonly<
  Record<ManualPaymentMethod, { pattern: RegExp; example: string; refusal: ServerMessageKey }>
> = {
  CBE: {
    pattern: /^FT[A-Z0-9]{10}$/,
    example: 'FT24237CLNMY',
    refusal: 'paymentReferenceCbeFormat',
  },
  TELEBIRR: {
    pattern: /^[A-Z0-9]{10}$/,
    example: 'CHQ0FJ403O',
    refusal: 'paymentReferenceTelebirrFormat',
  },
};

/** ASCII letters and digits, nothing else: no look-alike of another script, no space, no dot. */
const PLAIN_REFERENCE = /^[A-Za-z0-9]+$/;

/**
 * A transaction number as the banks write it, or why not (the 400's message). Surrounding
 * whitespace is dropped; what is left must be ASCII letters and digits only (a Cyrillic `Т`, an
 * Arabic-Indic digit, a space inside or a trailing dot is refused, never folded: an admin who
 * pastes the reported number must find the same characters on the statement), upper-cased, and
 * of the method's format. The stored number is unique across methods (the payments schema).
 */
export function checkPaymentReference(
  method: ManualPaymentMethod,
  raw: string,
): { reference: string; refusal?: undefined } | { refusal: string; reference?: undefined } {
  const trimmed = raw.trim();
  if (trimmed === '') return { refusal: SERVER_MESSAGES.paymentReferenceEmpty };
  if (!PLAIN_REFERENCE.test(trimmed)) return { refusal: SERVER_MESSAGES.paymentReferenceCharacters };
  const reference = trimmed.toUpperCase();
  const format = PAYMENT_REFERENCE_FORMATS[method];
  if (!format.pattern.test(reference)) return { refusal: SERVER_MESSAGES[format.refusal] };
  return { reference };
}

/**
 * A reported payment's payer and transaction number, as the customer's report and the admin's
 * Mark as Paid both check them (in this order): the payer's name trimmed and not empty, the
 * transaction number as checkPaymentReference stores it; or why not (the 400's message).
 */
export function checkPaymentReport(input: {
  paymentMethod: ManualPaymentMethod;
  paymentReference: string;
  paidBy: string;
}):
  | { paidBy: string; reference: string; refusal?: undefined }
  | { refusal: string; paidBy?: undefined; reference?: undefined } {
  const paidBy = input.paidBy.trim();
  if (paidBy === '') return { refusal: SERVER_MESSAGES.paidByEmpty };
  const { reference, refusal } = checkPaymentReference(input.paymentMethod, input.paymentReference);
  if (refusal !== undefined) return { refusal };
  return { paidBy, reference };
}

/**
 * Null when the customer may pay the order (report a transfer, start a Chapa checkout); otherwise
 * the 409 message: a paid order; a renewal of a service that has ended (terminated, or refunded:
 * its renewals are cancelled with it, issue 34); one that is no longer PENDING (cancelled...).
 */
export function paymentReportRefusal(
  order: { paid: boolean; status: string },
  renewedService?: { terminated: boolean } | null,
): string | null {
  if (order.paid) return SERVER_MESSAGES.orderAlreadyPaid;
  if (renewedService?.terminated) return SERVER_MESSAGES.orderServiceEnded;
  if (order.status !== 'PENDING') return SERVER_MESSAGES.orderNotPayable;
  return null;
}

/** The CBE account suffix kept with a report: only for CBE, and only when given. */
export function reportedAccountSuffix(method: string, suffix: string | null | undefined): string | null {
  return method === 'CBE' && suffix ? suffix : null;
}
