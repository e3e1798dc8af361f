import { joiResolver } from '@hookform/resolvers/joi';
import { INQUIRY_FIELDS, type InquiryField, type InquiryInput } from '@shop/domain/contact';
import { operations } from '@shop/domain/generated/validation.gen';
import type { ObjectSchema, StringSchema } from 'joi';

export type InquiryValues = InquiryInput;

export const EMPTY_INQUIRY: InquiryValues = { name: '', email: '', subject: '', message: '' };

/**
 * The contract's InquiryRequest with every field trimmed first, so a field of spaces is empty
 * (as the server refuses it) and the values sent are the trimmed ones.
 */
const schema = (operations.createInquiry.payload as ObjectSchema).fork([...INQUIRY_FIELDS], (field) =>
  (field as StringSchema).trim(),
);

/** react-hook-form's resolver: the contract's rules, every field checked at once. */
export const inquiryResolver = joiResolver(schema, { abortEarly: false });

/** Each field's longest length, read from the contract (the browser's Joi cannot `describe`). */
export const INQUIRY_MAX_LENGTH = Object.fromEntries(
  INQUIRY_FIELDS.map((field) => {
    const limit: unknown = schema.extract(field).$_getRule('max')?.args?.limit;
    return [field, typeof limit === 'number' ? limit : Infinity];
  }),
) as Readonly<Record<InquiryField, number>>;

/** Which message a field shows for the Joi rule it broke (contact.form.errors.<key>). */
export type InquiryErrorKey =
  'nameRequired' | 'emailRequired' | 'emailInvalid' | 'subjectRequired' | 'messageRequired' | 'tooLong';

export function inquiryErrorKey(field: InquiryField, joiType: string | undefined): InquiryErrorKey {
  if (joiType === 'string.max') return 'tooLong';
  if (field === 'email' && joiType === 'string.email') return 'emailInvalid';
  return `${field}Required`;
}
