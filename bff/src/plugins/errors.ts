import Boom from '@hapi/boom';
import type { Plugin } from '@hapi/hapi';
import { ACCESS_DENIED_API, AUTH_FAILED, SERVER_MESSAGES } from '@shop/domain';
import { TWO_FACTOR_REQUIRED, TWO_FACTOR_SETUP_REQUIRED } from '@shop/domain/two-factor';

/** What a failure answers when its own message is empty. */
const FALLBACK_MESSAGES: Record<number, string> = {
  401: AUTH_FAILED,
  403: ACCESS_DENIED_API,
  404: 'Not Found',
};

const MARKERS: ReadonlySet<unknown> = new Set([
  TWO_FACTOR_REQUIRED,
  TWO_FACTOR_SETUP_REQUIRED,
  // issue 39: a password reset whose guest agent did not answer
  'guest_agent_unavailable',
]);

/** The error shape's optional `code`, when the failure carries one of the contract's markers. */
function markerOf(error: Boom.Boom): { code?: string } {
  const code = (error.data as { code?: unknown } | null | undefined)?.code;
  return MARKERS.has(code) ? { code: code as string } : {};
}

/** The error shape's optional `orderId`: the order a refusal is about (a renewal still unpaid). */
function orderIdOf(error: Boom.Boom): { orderId?: string } {
  const orderId = (error.data as { orderId?: unknown } | null | undefined)?.orderId;
  return typeof orderId === 'string' ? { orderId } : {};
}

const OWN_MESSAGES: ReadonlySet<string> = new Set(Object.values(SERVER_MESSAGES));

/**
 * The one place where failures get their shape: every Boom (and every other thrown error, which
 * hapi has already made a 500 Boom) answers exactly `{ statusCode, error, message }` (and the
 * contract's `code` marker and `orderId` when it carries them). 500s answer a generic message; their cause is
 * logged by the logging plugin (logging.ts). Headers such as WWW-Authenticate
 * and Retry-After are kept.
 */
export const errorsPlugin: Plugin<void> = {
  name: 'app-errors',
  register(server) {
    server.ext('onPreResponse', (request, h) => {
      const response = request.response;
      if (!response || !Boom.isBoom(response)) return h.continue;

      const { statusCode } = response.output;
      const error = response.output.payload.error || 'Error';
      if (statusCode === 500) {
        // The cause (message, stack) stays on the error: the logging plugin logs it as 'request error'.
        response.output.payload = { statusCode, error, message: SERVER_MESSAGES.internalError };
        return h.continue;
      }
      let message = response.output.payload.message || FALLBACK_MESSAGES[statusCode] || error;
      // @hapi/jwt names the check a refused token failed ('Invalid token signature', ...); say
      // only that it was refused, as the mocks do, and keep our own 401s.
      if (statusCode === 401 && !OWN_MESSAGES.has(message)) message = SERVER_MESSAGES.tokenRejected;
      response.output.payload = {
        statusCode,
        error,
        message,
        ...markerOf(response),
        ...orderIdOf(response),
      };
      return h.continue;
    });
  },
};
