/** Form rules of sign-up, sign-in and configuration (storefront spec section 5). */

/**
 * Ethiopian mobile numbers as people write them: +2519/+2517, 2519/2517, 09/07 or 9/7, then 8
 * digits, spaces or dashes between them allowed; stored as canonicalPhone makes them (phone.ts).
 * Must equal the contract's Phone pattern.
 */
export const PHONE_PATTERN = /^(\+?251[ -]?|0)?[79]([ -]?[0-9]){8}$/;
export const PHONE_MESSAGE =
  'Phone must be in format: +2519xxxxxxxx, +2517xxxxxxxx, 09xxxxxxxx, or 07xxxxxxxx';
export const PASSWORD_MISMATCH_MESSAGE = 'Passwords do not match. Please try again.';
export const SELECT_OS_MESSAGE = 'Please select an operating system before proceeding.';
export const INCOMPLETE_GAME_CONFIG_MESSAGE = 'Please complete all configuration options before proceeding.';

/** A pragmatic e-mail check: something@domain.tld, no spaces, no empty domain labels. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
export const EMAIL_MAX_LENGTH = 254;

/**
 * The phone field as the user types: every non-digit is dropped, except a plus typed before the first
 * digit, which is kept once at the front. '+251 91-234 5678' -> '+251912345678', '09a1+2' -> '0912'.
 */
export function normalizePhoneInput(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  const plus = raw.indexOf('+');
  const firstDigit = raw.search(/\d/);
  const leadingPlus = plus !== -1 && (firstDigit === -1 || plus < firstDigit);
  return leadingPlus ? `+${digits}` : digits;
}

/** The phone exactly as given matches PHONE_PATTERN (normalise first if it comes from the input). */
export function isValidPhone(phone: string): boolean {
  return PHONE_PATTERN.test(phone);
}

/**
 * How e-mail addresses are compared and stored: compatibility forms folded (NFKC: full-width letters
 * become ASCII), invisible format characters (zero-width space, soft hyphen) removed, trimmed and
 * lower-cased.
 */
export function normalizeEmail(email: string): string {
  return email
    .normalize('NFKC')
    .replace(/\p{Cf}/gu, '')
    .trim()
    .toLowerCase();
}

/** A normalised address is printable ASCII only (no look-alike letters of other scripts). */
export function isPlainEmail(normalized: string): boolean {
  return /^[\x21-\x7E]+$/.test(normalized);
}

export function isValidEmail(email: string): boolean {
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}

/** The sign-up confirmation check: the mismatch message, or null when both are equal. */
export function passwordMismatch(password: string, confirmation: string): string | null {
  return password === confirmation ? null : PASSWORD_MISMATCH_MESSAGE;
}

/** Usernames are unique regardless of case and surrounding spaces: this is the key they compare by. */
export function usernameKey(username: string): string {
  return username.trim().toLowerCase();
}
