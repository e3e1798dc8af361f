import { joiResolver } from '@hookform/resolvers/joi';
import { operations } from '@shop/domain/generated/validation.gen';
import type { AsyncValidationOptions } from 'joi';
import type { AdminOrder, MarkPaidRequest, PaymentMethod } from '../../../api';

/** What the Mark as Paid form holds; it is the request body as it is (console spec 3). */
export type MarkPaidValues = MarkPaidRequest;

/** The select's choices (console spec 5: TeleBirr or CBE). */
export const PAYMENT_METHOD_OPTIONS: { value: PaymentMethod; label: string }[] = [
  { value: 'TELEBIRR', label: 'TeleBirr' },
  { value: 'CBE', label: 'CBE' },
];

/** Console spec 9: the default payment method. */
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'TELEBIRR';

/** The customer's report awaiting confirmation, if any (the newest PENDING payment). */
export function reportedPayment(order: AdminOrder) {
  return order.paymentHistory.find((p) => p.status === 'PENDING') ?? null;
}

/**
 * The form's first values: TeleBirr, no reference and the customer's username as payer (spec 5);
 * when the customer has reported a payment, its method and reference, for the admin to check
 * against the statement (the payer stays the spec's default).
 */
export function markPaidDefaults(order: AdminOrder): MarkPaidValues {
  const reported = reportedPayment(order);
  return {
    paymentMethod: reported?.paymentMethod ?? DEFAULT_PAYMENT_METHOD,
    paymentReference: reported?.paymentReference ?? '',
    paidBy: order.user.username,
  };
}

const LABELS: Record<keyof MarkPaidValues, string> = {
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
    'any.only': '{{#label}} must be TeleBirr or CBE',
    'string.empty': '{{#label}} is required',
    'string.min': '{{#label}} is required',
    'string.max': '{{#label}} must be at most {{#limit}} characters',
  },
};

const schema = (Object.keys(LABELS) as (keyof MarkPaidValues)[]).reduce(
  (labelled, key) => labelled.fork([key], (field) => field.label(LABELS[key])),
  operations.adminMarkOrderPaid.payload,
);

/** The contract's MarkPaidRequest schema (generated Joi): the form refuses what the server would. */
export const markPaidResolver = joiResolver(schema, JOI_OPTIONS);
