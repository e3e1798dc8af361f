/**
 * Password reset by e-mail: a link carries a random single-use token that works for a short
 * while. The BFF stores only the token's SHA-256; the mocks follow the same rules.
 */

/** How long a reset link works, from the request that mailed it. */
export const PASSWORD_RESET_TOKEN_TTL_SECONDS = 30 * 60;

/** Random bytes in a token (base64url in the link: 43 characters). */
export const PASSWORD_RESET_TOKEN_BYTES = 32;

/** The app's page a reset link opens. */
export const PASSWORD_RESET_PATH = '/reset-password';

/** `<appUrl>/reset-password?token=<token>`. */
export function passwordResetUrl(appUrl: string, token: string): string {
  return `${appUrl.replace(/\/+$/, '')}${PASSWORD_RESET_PATH}?token=${encodeURIComponent(token)}`;
}

/** When a token issued at `issuedAtMs` stops working. */
export function passwordResetExpiresAt(issuedAtMs: number): Date {
  return new Date(issuedAtMs + PASSWORD_RESET_TOKEN_TTL_SECONDS * 1000);
}

/**
 * The first second whose sessions stay valid after a reset at `atMs`: a session token's `iat`
 * (whole seconds) before it is refused. Tokens issued in the reset's own second still work, so a
 * sign-in right after a reset is never refused; a token from before the reset in that same second
 * is the price (it would need a sign-in racing the reset within one second).
 */
export function sessionsValidFromSeconds(atMs: number): number {
  return Math.floor(atMs / 1000);
}

/** Whether a session token issued at `iatSeconds` is still valid for an account reset at `validFromSeconds`. */
export function isSessionStillValid(iatSeconds: number, validFromSeconds: number | null): boolean {
  return validFromSeconds === null || iatSeconds >= validFromSeconds;
}
