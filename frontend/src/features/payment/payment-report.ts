import { checkPaymentReference } from '@shop/domain';
import type { RecordPaymentRequest } from '../../api';
import type { PaymentMethod } from '../../lib/payment-data';

/** The payment report form as typed. */
export type PaymentReportValues = {
  paymentMethod: PaymentMethod | '';
  paidBy: string;
  paymentReference: string;
  /** CBE only: the last 4 digits of the account paid from (optional). */
  accountSuffix: string;
};

/**
 * The fields that failed their rule: `true` when the form words it (payment.report.errors.<field>),
 * or the server's own English message (domain's checkPaymentReference, the very text the BFF would
 * answer), which the form shows in the app's language (domain's localizeServerMessage).
 */
export type PaymentReportErrors = Partial<Record<keyof PaymentReportValues, true | string>>;

/** Each rule's English text (the catalogue's payment.report.errors are these; spec/payment.ts checks). */
export const PAYMENT_REPORT_MESSAGES = {
  paymentMethod: 'Please select a payment method',
  paidBy: 'Please enter the name of the person who paid',
  paymentReference: 'Please enter the transaction number',
  // The contract's own text for a suffix that is not 4 digits (openapi.yaml, RecordPaymentRequest).
  accountSuffix: 'Last 4 digits must be exactly 4 digits',
} as const;

export const ACCOUNT_SUFFIX_LENGTH = 4;

/** Digits only, at most 4: what the 'Last 4 digits' input keeps of what is typed or pasted. */
export function accountSuffixInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, ACCOUNT_SUFFIX_LENGTH);
}

/**
 * Payment method, paid by and transaction number are required; the transaction number follows the
 * server's rule for the chosen method (ASCII letters and digits, the method's format); the suffix
 * is optional but whole.
 */
export function validatePaymentReport(values: PaymentReportValues): PaymentReportErrors {
  const errors: PaymentReportErrors = {};
  if (!values.paymentMethod) errors.paymentMethod = true;
  if (!values.paidBy.trim()) errors.paidBy = true;
  if (!values.paymentReference.trim()) errors.paymentReference = true;
  else if (values.paymentMethod) {
    const { refusal } = checkPaymentReference(values.paymentMethod, values.paymentReference);
    if (refusal !== undefined) errors.paymentReference = refusal;
  }
  const suffix = values.accountSuffix.trim();
  if (values.paymentMethod === 'CBE' && suffix && !/^\d{4}$/.test(suffix)) errors.accountSuffix = true;
  return errors;
}

/** The request body: trimmed (the server upper-cases the number), and the suffix only for CBE and only when given. */
export function paymentReportRequest(
  values: PaymentReportValues & { paymentMethod: PaymentMethod },
): RecordPaymentRequest {
  const suffix = values.accountSuffix.trim();
  return {
    paymentMethod: values.paymentMethod,
    paidBy: values.paidBy.trim(),
    paymentReference: values.paymentReference.trim(),
    ...(values.paymentMethod === 'CBE' && suffix ? { accountSuffix: suffix } : {}),
  };
}
