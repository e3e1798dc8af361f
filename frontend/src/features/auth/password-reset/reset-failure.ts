import { getApiErrorMessage, type ApiError } from '../../../api';

/**
 * The server's own message for a refusal it explains (400: the link or the password; 429: too
 * many attempts); null for an outage or a lost connection, where the page says its own words.
 */
export function resetFailureMessage(error: unknown): string | null {
  const status = (error as Partial<ApiError> | undefined)?.status;
  return status === 400 || status === 429 ? getApiErrorMessage(error, '') || null : null;
}
