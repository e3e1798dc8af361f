/**
 * Two-factor sign-in with time-based one-time codes (TOTP, RFC 6238: SHA-1, 6 digits, 30-second
 * steps, what every authenticator app uses), one rule for the BFF and the mock handlers.
 * Not exported from the package's index (it pulls in otplib): import '@shop/domain/two-factor'.
 */
import { generate, generateSecret, generateURI, verify } from 'otplib';
import type { components } from './generated/api-types.gen';

/** The issuer an authenticator app shows next to the account's e-mail. */
export const TWO_FACTOR_ISSUER = 'Abay Cloud';
export const TWO_FACTOR_PERIOD_SECONDS = 30;
/** Codes of the step before and after the current one are accepted too (clock drift). */
export const TWO_FACTOR_WINDOW_STEPS = 1;
export const TWO_FACTOR_CODE_LENGTH = 6;

export type ErrorCode = NonNullable<components['schemas']['Error']['code']>;
/** The `code` of the 401 that asks the sign-in page for the authenticator's code. */
export const TWO_FACTOR_REQUIRED: ErrorCode = 'two_factor_required';
/** The `code` of the 403 an admin without two-factor sign-in gets under ADMIN_REQUIRE_2FA. */
export const TWO_FACTOR_SETUP_REQUIRED: ErrorCode = 'two_factor_setup_required';

/** A new random secret (20 bytes, base32), as authenticator apps expect. */
export function newTwoFactorSecret(): string {
  return generateSecret();
}

/** The otpauth:// address of the QR code: issuer 'Abay Cloud', labelled with the account's e-mail. */
export function twoFactorUri(email: string, secret: string): string {
  return generateURI({ issuer: TWO_FACTOR_ISSUER, label: email, secret });
}

/** The time step (30-second period since the epoch) of a moment. */
export function timeStepAt(epochSeconds: number): number {
  return Math.floor(epochSeconds / TWO_FACTOR_PERIOD_SECONDS);
}

/** The code an authenticator app shows at a moment (now by default); for tests and the mocks' fixtures. */
export function twoFactorCodeAt(secret: string, epochSeconds = Date.now() / 1000): Promise<string> {
  return generate({ secret, epoch: Math.floor(epochSeconds) });
}

/**
 * The time step a typed code belongs to when it is accepted, else null: six digits (spaces
 * ignored), matching the secret within one step either way, and of a later step than the last
 * accepted code (`lastStep`), so a code cannot be used twice.
 */
export async function acceptedCodeStep(
  secret: string,
  typed: string,
  lastStep: number | null,
  epochSeconds = Date.now() / 1000,
): Promise<number | null> {
  const token = typed.replace(/\s+/g, '');
  if (!new RegExp(`^\\d{${TWO_FACTOR_CODE_LENGTH}}$`).test(token)) return null;
  const result = await verify({
    secret,
    token,
    epoch: Math.floor(epochSeconds),
    epochTolerance: TWO_FACTOR_WINDOW_STEPS * TWO_FACTOR_PERIOD_SECONDS,
  });
  if (!result.valid || !('timeStep' in result)) return null;
  if (lastStep !== null && result.timeStep <= lastStep) return null;
  return result.timeStep;
}

export { newRecoveryCodes, RECOVERY_CODE_COUNT, recoveryCodeForm } from './recovery-codes';
