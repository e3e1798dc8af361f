import Boom from '@hapi/boom';
import type { Plugin, RouteOptionsSecureObject } from '@hapi/hapi';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** hapi's own route `security` option: HSTS, X-Frame-Options, nosniff, Referrer-Policy. */
export const ROUTE_SECURITY: RouteOptionsSecureObject = {
  hsts: { maxAge: 31536000, includeSubDomains: true },
  xframe: 'deny',
  xss: 'disabled',
  noOpen: true,
  noSniff: true,
  referrer: 'strict-origin-when-cross-origin',
};

/** The headers hapi's `security` option does not know, plus its own as a fallback. */
const EXTRA_HEADERS: Record<string, string> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  // Same values as ROUTE_SECURITY, for responses of routes that were not given it.
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/** EXTRA_HEADERS as [name, lower-case name, value], worked out once rather than per response. */
const EXTRA_HEADER_ENTRIES = Object.entries(EXTRA_HEADERS).map(
  ([name, value]) => [name, name.toLowerCase(), value] as const,
);

/**
 * Security headers on every response, errors included. Route `security` (set server-wide in
 * server.ts as `routes.security`) covers what hapi supports; this extension adds the rest without
 * overriding a header a route set itself.
 */
export const securityHeadersPlugin: Plugin<void> = {
  name: 'app-security-headers',
  register(server) {
    server.ext('onPreResponse', (request, h) => {
      const response = request.response;
      if (!response) return h.continue;
      if (Boom.isBoom(response)) {
        const headers = response.output.headers as Record<string, string | string[] | number>;
        for (const [name, , value] of EXTRA_HEADER_ENTRIES) headers[name] ??= value;
      } else {
        for (const [name, lower, value] of EXTRA_HEADER_ENTRIES) {
          if (response.headers[lower] === undefined) response.header(name, value);
        }
      }
      return h.continue;
    });
  },
};
