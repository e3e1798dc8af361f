/**
 * The shop's languages. English is the default and carries the specifications' exact texts;
 * Amharic is the second language of the customer side. The BFF and the mock handlers answer in the
 * language the request asks for (`Accept-Language`), the server's messages translated by
 * ./server-message-locale.ts: kept apart so that the language list, which the landing page needs,
 * does not bring the message catalogues into its first bundle.
 */

export const SUPPORTED_LOCALES = ['en', 'am'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/**
 * The cookie in which the app tells the server the browser's language, so that the BFF sends a
 * prerendered page in it (bff/src/plugins/static.ts; the app sets it, frontend/src/i18n/locales.ts).
 */
export const LOCALE_COOKIE = 'locale';

export function isLocale(value: unknown): value is Locale {
  return (SUPPORTED_LOCALES as readonly unknown[]).includes(value);
}

/**
 * The first supported language of an Accept-Language header, by quality then order
 * ('am-ET,am;q=0.9,en;q=0.8' -> 'am'); English when none is supported or the header is absent.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return {
        base: tag.trim().toLowerCase().split('-')[0],
        quality: Number.isFinite(quality) ? quality : 0,
        index,
      };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { base } of ranked) if (isLocale(base)) return base;
  return DEFAULT_LOCALE;
}
