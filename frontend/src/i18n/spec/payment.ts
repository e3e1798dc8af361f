import {
  INVALID_ORDER,
  NO_PAYMENT_DATA,
  PAYMENT_FAILED_DASHBOARD,
  PAYMENT_FAILED_NOTE,
  PAYMENT_FAILED_RETRY,
  PAYMENT_FAILED_TITLE,
  PAYMENT_NO_ORDER_ID,
  PAYMENT_SUCCESS_PROVISIONING,
  PAYMENT_SUCCESS_TEXT,
  PAYMENT_SUCCESS_TITLE,
} from '@shop/domain';
import { PAYMENT_REPORT_MESSAGES } from '../../features/payment/payment-report';

/**
 * Keys of the payment area whose English text is a specification text domain also holds, and the
 * payment report's field messages (the contract's and the feature's English texts).
 */
export const payment: Readonly<Record<string, string>> = {
  'payment.instructions.noOrderId': PAYMENT_NO_ORDER_ID,
  'payment.noPaymentData.title': NO_PAYMENT_DATA,
  'payment.invalidOrder.title': INVALID_ORDER,
  'payment.success.title': PAYMENT_SUCCESS_TITLE,
  'payment.success.text': PAYMENT_SUCCESS_TEXT,
  'payment.success.provisioning': PAYMENT_SUCCESS_PROVISIONING,
  'payment.failure.title': PAYMENT_FAILED_TITLE,
  'payment.failure.note': PAYMENT_FAILED_NOTE,
  'payment.failure.retry': PAYMENT_FAILED_RETRY,
  'payment.failure.dashboard': PAYMENT_FAILED_DASHBOARD,
  'payment.report.errors.paymentMethod': PAYMENT_REPORT_MESSAGES.paymentMethod,
  'payment.report.errors.paidBy': PAYMENT_REPORT_MESSAGES.paidBy,
  'payment.report.errors.paymentReference': PAYMENT_REPORT_MESSAGES.paymentReference,
  'payment.report.errors.accountSuffix': PAYMENT_REPORT_MESSAGES.accountSuffix,
};
