import { joiResolver } from '@hookform/resolvers/joi';
import { checkRejectionReason, REJECTION_REASON_MAX_LENGTH } from '@shop/domain';
import { operations } from '@shop/domain/generated/validation.gen';
import type { AsyncValidationOptions } from 'joi';
import type { Resolver } from 'react-hook-form';
import type { RejectPaymentRequest } from '../../../api';

/** What the Reject Payment form holds: the request body as it is. */
export type RejectPaymentValues = RejectPaymentRequest;

export const REJECT_PAYMENT_DEFAULTS: RejectPaymentValues = { reason: '' };

/** The same words as the server's 400 for a blank reason (domain's checkRejectionReason). */
const BLANK_REASON = checkRejectionReason('').refusal!;

const JOI_OPTIONS: AsyncValidationOptions = {
  abortEarly: false,
  errors: { wrap: { label: false } },
  messages: {
    'any.required': BLANK_REASON,
    'string.empty': BLANK_REASON,
    'string.min': BLANK_REASON,
    'string.max': `The reason must be at most ${REJECTION_REASON_MAX_LENGTH} characters`,
  },
};

const contractResolver = joiResolver(operations.adminRejectPayment.payload, JOI_OPTIONS);

/**
 * The contract's RejectPaymentRequest (generated Joi), and what the server adds: a reason of only
 * spaces is blank too. The form refuses what the server would, in the same words.
 */
export const rejectPaymentResolver: Resolver<RejectPaymentValues> = async (values, context, options) => {
  const result = await contractResolver(values, context, options);
  if (Object.keys(result.errors).length > 0) return result;
  const { refusal } = checkRejectionReason(values.reason);
  if (refusal === undefined) return result;
  return { values: {}, errors: { reason: { type: 'blank', message: refusal } } };
};
