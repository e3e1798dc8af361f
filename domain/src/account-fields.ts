/**
 * What the account forms (sign-up, sign-in, password reset) check before they send, with the
 * contract's limits (a test holds them equal to openapi.yaml's Username, Password and Email). The
 * forms say each problem inline in the page's language: the browser's own bubbles are off
 * (`noValidate` on every form), so a problem is named here, as a code the app words.
 */
import { EMAIL_MAX_LENGTH, isValidEmail } from './validation';

export const USERNAME_RULES = { min: 3, max: 32, pattern: /^[A-Za-z0-9_.-]+$/ } as const;
export const PASSWORD_LENGTH = { min: 8, max: 128 } as const;

/** Why a field cannot be sent as it is. */
export type FieldProblem = 'required' | 'email' | 'username' | 'passwordShort' | 'passwordLong';

/** A field left empty (spaces alone count as empty). */
export function requiredProblem(value: string): FieldProblem | null {
  return value.trim() === '' ? 'required' : null;
}

/** An e-mail address, checked as the server checks it once trimmed. */
export function emailProblem(value: string): FieldProblem | null {
  const trimmed = value.trim();
  if (trimmed === '') return 'required';
  return trimmed.length <= EMAIL_MAX_LENGTH && isValidEmail(trimmed) ? null : 'email';
}

/** A new account's username: 3 to 32 letters, digits, dots, hyphens or underscores. */
export function usernameProblem(value: string): FieldProblem | null {
  const trimmed = value.trim();
  if (trimmed === '') return 'required';
  const fits = trimmed.length >= USERNAME_RULES.min && trimmed.length <= USERNAME_RULES.max;
  return fits && USERNAME_RULES.pattern.test(trimmed) ? null : 'username';
}

/** A password being typed to sign in: anything but nothing (spaces are characters of it). */
export function enteredPasswordProblem(value: string): FieldProblem | null {
  return value === '' ? 'required' : null;
}

/** A password being chosen (sign-up, reset): at least 8 characters, at most 128. */
export function newPasswordProblem(value: string): FieldProblem | null {
  if (value === '') return 'required';
  if (value.length < PASSWORD_LENGTH.min) return 'passwordShort';
  return value.length > PASSWORD_LENGTH.max ? 'passwordLong' : null;
}

/** The first field, in the form's order, that has a problem (focus goes there), or null. */
export function firstProblemField<Field extends string>(
  order: readonly Field[],
  problems: Partial<Record<Field, string | null | undefined>>,
): Field | null {
  return order.find((field) => problems[field]) ?? null;
}
