/**
 * Password rules after NIST SP 800-63B (5.1.1.2): at least 8 characters (the contract's minLength),
 * no composition rules, and never a password found in a list of commonly used or breached ones.
 */
import { dictionary } from '@zxcvbn-ts/language-common';
import { SERVER_MESSAGES } from './messages';

let commonPasswords: ReadonlySet<string> | undefined;

/**
 * Whether the password (compared case-insensitively) is among the ~49,000 most used passwords of
 * the zxcvbn-ts common list (from public breach corpora). The set is built on first use.
 */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return commonPasswords.has(password.toLowerCase());
}

/** The 400 message for a password the shop refuses beyond the contract's length, else null. */
export function passwordRefusal(password: string): string | null {
  return isCommonPassword(password) ? SERVER_MESSAGES.passwordTooCommon : null;
}
