import Boom from '@hapi/boom';
import type { Plugin, Request } from '@hapi/hapi';
import { localeFromAcceptLanguage, localizeServerMessage, type Locale } from '@shop/domain';

/** The language the request asks for (Accept-Language): 'am' or the default 'en'. */
export function requestLocale(request: Request): Locale {
  const header = request.headers['accept-language'] as string | undefined;
  return localeFromAcceptLanguage(header);
}

function hasMessage(value: unknown): value is { message: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}

/**
 * The server speaks the request's language: the `message` of every API answer, failure or
 * success, is domain's text in that language (English is the source), and API answers say
 * `Vary: Accept-Language` so no cache hands one language's answer to another. Runs after the
 * errors plugin has given failures their shape.
 */
export const languagePlugin: Plugin<void> = {
  name: 'app-language',
  dependencies: ['app-errors'],
  register(server) {
    server.ext(
      'onPreResponse',
      (request, h) => {
        if (!request.path.startsWith('/api/')) return h.continue;
        const locale = requestLocale(request);
        const response = request.response;
        if (Boom.isBoom(response)) {
          const payload = response.output.payload;
          payload.message = localizeServerMessage(payload.message, locale);
          response.output.headers.Vary = 'Accept-Language';
          return h.continue;
        }
        if (response && 'source' in response) {
          // The body is the handler's own object, not yet serialized: its message is set in place.
          if (locale !== 'en' && hasMessage(response.source)) {
            response.source.message = localizeServerMessage(response.source.message, locale);
          }
          response.vary('Accept-Language');
        }
        return h.continue;
      },
      { after: ['app-errors'] },
    );
  },
};
