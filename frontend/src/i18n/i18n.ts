import i18next, { type i18n as I18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { initialEn } from './en/initial';
import { declareEthiopicFont, preloadEthiopicFont } from './font';
import { icuFormat } from './icu';
import { DEFAULT_LOCALE, isLocale, rememberLocale, SUPPORTED_LOCALES, type Locale } from './locales';

/**
 * i18next with ICU messages (icu.ts): typed keys (i18next.d.ts), plurals and values in the
 * ICU syntax translators know. English is the fallback: the texts of the first screen are in the
 * main bundle (en/initial.ts), every other area's arrive with its lazy page (page-texts.ts). Any
 * other language is fetched whole the first time it is chosen (a separate chunk per language).
 */
export const i18n: I18n = i18next.createInstance();

// Asked once per language and namespace (the one namespace is 'translation'): the catalogue itself.
const loadBundle = resourcesToBackend(async (language: string) =>
  language === 'am' ? (await import('./am')).am : initialEn,
);

let ready: Promise<unknown> | null = null;

/** Starts i18next once, in the given language (its bundle loaded before the promise settles). */
export function initI18n(locale: Locale = DEFAULT_LOCALE): Promise<unknown> {
  ready ??= i18n
    .use(icuFormat)
    .use(loadBundle)
    .use(initReactI18next)
    .init({
      lng: locale,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: [...SUPPORTED_LOCALES],
      // English's first texts are bundled: available at once, before any import resolves.
      partialBundledLanguages: true,
      resources: { en: { translation: { ...initialEn } } },
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
    });
  followOnDocument(locale);
  return ready;
}

/** The language the app speaks now. */
export function currentLocale(): Locale {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLocale(language) ? language : DEFAULT_LOCALE;
}

/** The document speaks the app's language: `lang` for screen readers, fonts and hyphenation. */
function followOnDocument(locale: string): void {
  if (typeof document === 'undefined') return;
  // Set only when it changes: even the same value makes the browser restyle the whole page.
  if (document.documentElement.lang !== locale) document.documentElement.lang = locale;
  declareEthiopicFont();
  if (locale === 'am') preloadEthiopicFont();
}
i18n.on('languageChanged', followOnDocument);

/**
 * Switches the app's language (its bundle loaded first) and remembers it on this browser, at once:
 * a visitor who moves on as soon as the page speaks it finds the next page in it too.
 */
export async function changeLocale(locale: Locale): Promise<void> {
  rememberLocale(locale);
  await initI18n(locale);
  await i18n.changeLanguage(locale);
}
