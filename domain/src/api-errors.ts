/**
 * The API errors' texts and the fallback a failed call shows by status (storefront spec section 8),
 * verbatim. Their own module: the app's API client needs them in its first bundle, and the rest of
 * the message catalogue (./messages.ts, which re-exports these) can then stay with the pages.
 */

export const AUTH_FAILED = 'Authentication failed. Please sign in again.';
export const ACCESS_DENIED_API = 'Access denied. You do not have permission to perform this action.';
export const NOT_FOUND = 'Resource not found.';
export const SERVER_ERROR = 'Server error. Please try again later.';
export const UNEXPECTED_ERROR = 'An unexpected error occurred. Please try again.';
export const NO_TOKEN = 'No authentication token available';

/** 'HTTP error! status: {code}' */
export function httpErrorMessage(status: number): string {
  return `HTTP error! status: ${status}`;
}

/** Which fallback text a failed call shows when the server gave no message. */
export type FallbackKind = 'authFailed' | 'accessDenied' | 'notFound' | 'serverError' | 'unexpected';

export const FALLBACK_MESSAGES: Readonly<Record<FallbackKind, string>> = {
  authFailed: AUTH_FAILED,
  accessDenied: ACCESS_DENIED_API,
  notFound: NOT_FOUND,
  serverError: SERVER_ERROR,
  unexpected: UNEXPECTED_ERROR,
};

/** The fallback by status: 401, 403, 404, 5xx, otherwise. */
export function fallbackKindForStatus(status: number): FallbackKind {
  if (status === 401) return 'authFailed';
  if (status === 403) return 'accessDenied';
  if (status === 404) return 'notFound';
  if (status >= 500 && status <= 599) return 'serverError';
  return 'unexpected';
}

/** The fallback text by status: 401, 403, 404, 5xx, otherwise. */
export function fallbackMessageForStatus(status: number): string {
  return FALLBACK_MESSAGES[fallbackKindForStatus(status)];
}

/** A 401 or 403 on an authenticated call signs the visitor out. */
export function isAuthFailureStatus(status: number): boolean {
  return status === 401 || status === 403;
}

/** The server's non-blank `message` field of a failed call's body, or null. */
export function serverMessageOf(body: unknown): string | null {
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return null;
}

/** The message of a failed call: the server's non-blank `message` field, else the fallback for the status. */
export function apiErrorMessage(status: number, body: unknown): string {
  return serverMessageOf(body) ?? fallbackMessageForStatus(status);
}
