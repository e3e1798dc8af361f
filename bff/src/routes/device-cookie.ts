import type { Request, ResponseObject } from '@hapi/hapi';
import { DEVICE_COOKIE, deviceCookieName, newDeviceCookie } from '../services/device-cookies.ts';

/**
 * Sets a new device cookie of the account on the answer (services/device-cookies.ts): HttpOnly,
 * SameSite=Lax, sent with sign-ins only, for a year; Secure when the request came over https or
 * the shop's address (APP_URL) is https. Set by a sign-in and by a confirmed password reset: both
 * prove the browser is the owner's.
 */
export function withDeviceCookie(request: Request, response: ResponseObject, userId: string): ResponseObject {
  const { config } = request.server.app;
  return response.state(deviceCookieName(userId), newDeviceCookie(config.deviceCookieSecret, userId), {
    ttl: DEVICE_COOKIE.ttlSeconds * 1000,
    path: DEVICE_COOKIE.path,
    isHttpOnly: true,
    isSameSite: 'Lax',
    isSecure: request.server.info.protocol === 'https' || config.appUrl.startsWith('https:'),
    encoding: 'none',
  });
}
