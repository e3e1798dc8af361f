/**
 * Two-factor recovery codes: made by the BFF (and the mocks), typed by people at sign-in. Without
 * otplib, so the app's sign-in page can check a typed code's shape: import
 * '@shop/domain/recovery-codes'.
 */

/** Recovery codes given when two-factor sign-in is turned on (or renewed): each works once. */
export const RECOVERY_CODE_COUNT = 10;
/** Letters and digits that cannot be mistaken for one another (no 0/o, 1/l/i). */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_CODE_CHARS = 10;

/** `count` letters of RECOVERY_ALPHABET from the platform's secure random source, without bias. */
function randomRecoveryChars(count: number): string {
  const limit = 256 - (256 % RECOVERY_ALPHABET.length);
  let chars = '';
  while (chars.length < count) {
    for (const byte of crypto.getRandomValues(new Uint8Array(count * 2))) {
      if (chars.length === count) break;
      if (byte < limit) chars += RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length];
    }
  }
  return chars;
}

/** New recovery codes (ten by default), `xxxxx-xxxxx`: about 49 random bits each. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const chars = randomRecoveryChars(RECOVERY_CODE_CHARS);
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/**
 * The stored form of a typed recovery code (lower-case, spaces and dashes removed), or null when
 * it cannot be one (an authenticator's six digits, for instance).
 */
export function recoveryCodeForm(typed: string): string | null {
  const plain = typed.replace(/[\s-]+/g, '').toLowerCase();
  return new RegExp(`^[${RECOVERY_ALPHABET}]{${RECOVERY_CODE_CHARS}}$`).test(plain) ? plain : null;
}
