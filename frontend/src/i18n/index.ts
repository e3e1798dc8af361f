/**
 * The app's languages: the i18next instance, the hooks components use (`useT`), the formats of
 * money and dates per language, and the languages themselves.
 */
export { changeLocale, currentLocale, i18n, initI18n } from './i18n';
export { formatDate, formatDisplayDate, formatEthiopianDate, formatMoney } from './format';
export {
  DEFAULT_LOCALE,
  initialLocale,
  isLocale,
  LOCALE_NAMES,
  localeFromBrowser,
  SUPPORTED_LOCALES,
  type Locale,
} from './locales';
export { useLocale, useT } from './hooks';
export { loadPageTexts, withPageTexts, type PageTextArea } from './page-texts';
