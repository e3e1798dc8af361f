import { describe, expect, it } from 'vitest';
import { EMPTY_INQUIRY, INQUIRY_MAX_LENGTH, inquiryErrorKey, inquiryResolver } from './inquiry-rules';

const filled = { name: 'Abebe', email: 'abebe@example.et', subject: 'Hello', message: 'A question' };

/** What react-hook-form gets from the resolver for these values. */
async function resolve(values: typeof filled) {
  return inquiryResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
}

describe('the contact form rules (the contract, trimmed)', () => {
  it("take each field's longest length from the contract", () => {
    expect(INQUIRY_MAX_LENGTH).toEqual({ name: 100, email: 254, subject: 200, message: 5000 });
  });

  it('require all four fields, naming each', async () => {
    const { errors } = await resolve(EMPTY_INQUIRY);
    expect(Object.keys(errors).sort()).toEqual(['email', 'message', 'name', 'subject']);
    expect(errors.name?.type).toBe('string.empty');
  });

  it('count a field of spaces as empty', async () => {
    const { errors } = await resolve({ ...filled, subject: '   ', message: '\n \n' });
    expect(errors.subject?.type).toBe('string.empty');
    expect(errors.message?.type).toBe('string.empty');
    expect(errors.name).toBeUndefined();
  });

  it('refuse a malformed e-mail and a message over the limit', async () => {
    const { errors } = await resolve({ ...filled, email: 'abebe@', message: 'x'.repeat(5001) });
    expect(errors.email?.type).toBe('string.email');
    expect(errors.message?.type).toBe('string.max');
  });

  it('hand over the trimmed values', async () => {
    const { values } = await resolve({
      name: ' Abebe ',
      email: ' abebe@example.et ',
      subject: 'Hi ',
      message: ' Text\n',
    });
    expect(values).toEqual({ name: 'Abebe', email: 'abebe@example.et', subject: 'Hi', message: 'Text' });
  });
});

describe('inquiryErrorKey', () => {
  it.each([
    ['name', 'string.empty', 'nameRequired'],
    ['name', 'any.required', 'nameRequired'],
    ['email', 'string.empty', 'emailRequired'],
    ['email', 'string.email', 'emailInvalid'],
    ['subject', 'string.empty', 'subjectRequired'],
    ['message', 'string.empty', 'messageRequired'],
    ['message', 'string.max', 'tooLong'],
  ] as const)('%s broke %s: %s', (field, type, key) => {
    expect(inquiryErrorKey(field, type)).toBe(key);
  });
});
