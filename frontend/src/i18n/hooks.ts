import { useTranslation } from 'react-i18next';
import { isLocale, DEFAULT_LOCALE, type Locale } from './locales';

/** `const t = useT()`: the translate function, with typed keys (`t('layout.nav.servers')`). */
export function useT() {
  return useTranslation().t;
}

/** The language the app speaks now; components re-render when it changes. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLocale(language) ? language : DEFAULT_LOCALE;
}
