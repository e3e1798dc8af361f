import { serverMessageOf } from '@shop/domain';

/**
 * What a console screen shows for a failed call (spec 8): the server's message when it sent one,
 * else the screen's own fallback ('Failed to fetch users'). The app-wide ApiError message would
 * give the generic storefront text instead of the screen's fallback.
 */
export function adminErrorMessage(error: unknown, fallback: string): string {
  if (error && typeof error === 'object' && 'data' in error) {
    const message = serverMessageOf((error as { data: unknown }).data);
    if (message) return message;
  }
  return fallback;
}
