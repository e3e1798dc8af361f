import { joiResolver } from '@hookform/resolvers/joi';
import { operations } from '@shop/domain/generated/validation.gen';
import type { AsyncValidationOptions, ObjectSchema } from 'joi';
import type { Resolver } from 'react-hook-form';
import type { DiscountCode, DiscountCodeCreateRequest, DiscountCodeUpdateRequest } from '../../../api';
import { addisLocalToIso, isoToAddisLocal } from './discount-rules';

/** What the create and edit forms hold: the inputs' strings, as typed. */
export type DiscountFormValues = {
  code: string;
  discount: string;
  affiliateKickback: string;
  givenTo: string;
  /** datetime-local, Addis Ababa time; '' for no expiration. */
  expiresAt: string;
};

export const EMPTY_DISCOUNT_FORM: DiscountFormValues = {
  code: '',
  discount: '',
  affiliateKickback: '',
  givenTo: '',
  expiresAt: '',
};

/** The edit form starts from the code as it is. */
export function discountFormValuesOf(code: DiscountCode): DiscountFormValues {
  return {
    code: code.code,
    discount: String(code.discount),
    affiliateKickback: String(code.affiliateKickback ?? 0),
    givenTo: code.givenTo,
    expiresAt: isoToAddisLocal(code.expiresAt),
  };
}

/** The code as it is sent and stored: upper case (spec 5). */
export function normalizeDiscountCode(code: string): string {
  return code.trim().toUpperCase();
}

/** A required number: blank stays missing (so the contract says it is required). */
function numberOrMissing(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  return Number(text);
}

/** The kickback is treated as 0 when it is not numeric (spec 5). */
function kickbackOf(text: string): number {
  const value = Number.parseFloat(text);
  return Number.isFinite(value) ? value : 0;
}

/** The fields both bodies share; an empty expiry is sent as null (no expiration). */
function sharedFields(values: DiscountFormValues) {
  return {
    discount: numberOrMissing(values.discount),
    affiliateKickback: kickbackOf(values.affiliateKickback),
    givenTo: values.givenTo.trim(),
    expiresAt:
      values.expiresAt.trim() === '' ? null : (addisLocalToIso(values.expiresAt) ?? values.expiresAt),
  };
}

/** POST /admin/discount-codes: every field, the code upper-cased. */
export function toCreateBody(values: DiscountFormValues): DiscountCodeCreateRequest {
  return { code: normalizeDiscountCode(values.code), ...sharedFields(values) } as DiscountCodeCreateRequest;
}

/** PUT /admin/discount-codes/{id}: the code itself is never sent (spec 5). */
export function toUpdateBody(values: DiscountFormValues): DiscountCodeUpdateRequest {
  return sharedFields(values) as DiscountCodeUpdateRequest;
}

const LABELS: Record<keyof DiscountFormValues, string> = {
  code: 'Code',
  discount: 'Discount Percentage',
  affiliateKickback: 'Affiliate Kickback Percentage',
  givenTo: 'Given To',
  expiresAt: 'Expiration Date',
};

/** The contract's messages, in the console's words (the rules themselves stay the contract's). */
const JOI_OPTIONS: AsyncValidationOptions = {
  abortEarly: false,
  errors: { wrap: { label: false } },
  messages: {
    'any.required': '{{#label}} is required',
    'string.empty': '{{#label}} is required',
    'string.min': '{{#label}} is required',
    'string.max': '{{#label}} must be at most {{#limit}} characters',
    'string.pattern.base': '{{#label}} can only contain letters, numbers, hyphens and underscores',
    'string.isoDate': '{{#label}} must be a valid date and time',
    'number.base': '{{#label}} must be a number',
    'number.min': '{{#label}} must be between 0 and 100',
    'number.max': '{{#label}} must be between 0 and 100',
    'number.precision': '{{#label}} can have at most 2 decimals',
  },
};

/**
 * A resolver that turns the form's strings into the request body, then validates that body with
 * the contract's generated Joi schema: the form refuses exactly what the server would, and on
 * success handleSubmit receives the body ready to send.
 */
function bodyResolver<Body>(
  schema: ObjectSchema,
  toBody: (values: DiscountFormValues) => Body,
): Resolver<DiscountFormValues, unknown, Body> {
  const validate = joiResolver(schema, JOI_OPTIONS);
  return (async (values, context, options) =>
    validate(toBody(values) as DiscountFormValues, context, options)) as Resolver<
    DiscountFormValues,
    unknown,
    Body
  >;
}

/** The contract's body schema with the form's labels on its keys (its rules stay as they are). */
function withLabels(schema: ObjectSchema, keys: readonly (keyof DiscountFormValues)[]): ObjectSchema {
  return keys.reduce((labelled, key) => labelled.fork([key], (field) => field.label(LABELS[key])), schema);
}

const createPayload = operations.adminCreateDiscountCode.payload;
const updatePayload = operations.adminUpdateDiscountCode.payload;

export const createDiscountResolver = bodyResolver(
  withLabels(createPayload, ['code', 'discount', 'affiliateKickback', 'givenTo', 'expiresAt']),
  toCreateBody,
);

/**
 * The edit form always sends every field, and the spec keeps discount and givenTo required there
 * too (the contract's update body alone would accept a partial change, as the toggle sends).
 */
export const updateDiscountResolver = bodyResolver(
  withLabels(updatePayload, ['discount', 'affiliateKickback', 'givenTo', 'expiresAt']).fork(
    ['discount', 'givenTo'],
    (field) => field.required(),
  ),
  toUpdateBody,
);
