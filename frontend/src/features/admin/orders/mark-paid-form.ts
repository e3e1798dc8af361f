import { joiResolver } from '@hookform/resolvers/joi';
import { operations } from '@shop/domain/generated/validation.gen';
import type { AsyncValidationOptions } from 'joi';
import type { AdminOrder, MarkPaidRequest } from '../../../api';

/** The methods an admin confirms by hand (an online payment is verified with Chapa instead). */
type PaymentMethod = MarkPaidRequest['paymentMethod'];

/**
 * What the Mark as Paid form holds; it is the request body as it is (console spec 3). With a
 * report, `paymentId` names it: the server refuses (409) if it was rejected meanwhile.
 */
export type MarkPaidValues = MarkPaidRequest;

/** The select's choices (console spec 5: telebirr or CBE). */
export const PAYMENT_METHOD_OPTIONS: { value: PaymentMethod; label: string }[] = [
  { value: 'TELEBIRR', label: 'telebirr' },
  { value: 'CBE', label: 'CBE' },
];

/** Console spec 9: the default payment method. */
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'TELEBIRR';

/**
 * What Confirm (Mark as Paid) and Reject are about: an order, or a report seen from the Payments
 * screen (its order's id, service, customer, the amount due and the report).
 */
export type PaymentTarget = Pick<AdminOrder, 'id' | 'serviceName' | 'totalPrice' | 'user' | 'paymentHistory'>;

/** The customer's report awaiting confirmation, if any (the newest PENDING payment). */
export function reportedPayment(order: Pick<AdminOrder, 'paymentHistory'>) {
  return order.paymentHistory.find((p) => p.status === 'PENDING') ?? null;
}

/**
 * The form's first values. With a report (the queue's Confirm): exactly what the customer
 * reported, method, reference and payer, for the admin to check against the statement (and edit
 * if the statement says otherwise), and the report's id. Without one: telebirr, no reference and
 * the customer's username as payer (spec 5).
 */
export function markPaidDefaults(order: PaymentTarget): MarkPaidValues {
  const reported = reportedPayment(order);
  const reportedMethod = reported?.paymentMethod;
  // A report is always a transfer (telebirr or CBE); an online payment is never confirmed by hand.
  if (reported && (reportedMethod === 'TELEBIRR' || reportedMethod === 'CBE')) {
    return {
      paymentMethod: reportedMethod,
      paymentReference: reported.paymentReference,
      paidBy: reported.paidBy,
      paymentId: reported.id,
    };
  }
  return { paymentMethod: DEFAULT_PAYMENT_METHOD, paymentReference: '', paidBy: order.user.username };
}

type FieldName = Exclude<keyof MarkPaidValues, 'paymentId'>;

const LABELS: Record<FieldName, string> = {
  paymentMethod: 'Payment method',
  paymentReference: 'Payment reference',
  paidBy: 'Paid by',
};

/** The contract's messages in the console's words (the rules themselves stay the contract's). */
const JOI_OPTIONS: AsyncValidationOptions = {
  abortEarly: false,
  errors: { wrap: { label: false } },
  messages: {
    'any.required': '{{#label}} is required',
    'any.only': '{{#label}} must be telebirr or CBE',
    'string.empty': '{{#label}} is required',
    'string.min': '{{#label}} is required',
    'string.max': '{{#label}} must be at most {{#limit}} characters',
  },
};

const schema = (Object.keys(LABELS) as FieldName[]).reduce(
  (labelled, key) => labelled.fork([key], (field) => field.label(LABELS[key])),
  operations.adminMarkOrderPaid.payload,
);

/** The contract's MarkPaidRequest schema (generated Joi): the form refuses what the server would. */
export const markPaidResolver = joiResolver(schema, JOI_OPTIONS);
