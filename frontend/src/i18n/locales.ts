import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, SUPPORTED_LOCALES, type Locale } from '@shop/domain';
import { readString, STORAGE_KEYS, writeString } from '../lib/storage';

export { DEFAULT_LOCALE, isLocale, SUPPORTED_LOCALES, type Locale };

/** Each language's name in itself, as the language switch shows it. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', am: 'አማርኛ' };

/**
 * The language of a first visit: Amharic when the browser lists it before English (any 'am' tag
 * such as 'am-ET'), otherwise English.
 */
export function localeFromBrowser(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return DEFAULT_LOCALE;
}

/** The language chosen on this browser before, else the browser's own preference. */
export function initialLocale(): Locale {
  const stored = readString(STORAGE_KEYS.locale);
  if (isLocale(stored)) return stored;
  const languages = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return localeFromBrowser(languages.filter(Boolean));
}

export function rememberLocale(locale: Locale): void {
  writeString(STORAGE_KEYS.locale, locale);
  setLocaleCookie(locale);
}

/** Sets the language cookie (a year, the whole site); the app sets it whenever it starts too. */
export function setLocaleCookie(locale: Locale): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
