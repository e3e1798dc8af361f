import { formatPrice } from '@shop/domain';
import type { Locale } from './locales';

/**
 * Money and dates as each language writes them, through Intl. English keeps the specification's
 * form ('1,500.00 ETB'); Amharic writes birr as Intl's am-ET does ('ብር 1,500.00'), with Arabic
 * digits. Dates are Gregorian, in Addis Ababa; Amharic adds the Ethiopian calendar beside them.
 */

const MISSING = 'N/A';

/**
 * A formatter made on its first use: making one loads the locale's (or calendar's) data, several
 * milliseconds each on a phone, which the app's start should not spend on formats its first
 * screen may never show (an English visitor never sees the Amharic ones).
 */
function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const amharicMoney = onFirstUse(
  () =>
    new Intl.NumberFormat('am-ET', {
      style: 'currency',
      currency: 'ETB',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);

export function formatMoney(etb: number | null | undefined, locale: Locale): string {
  if (locale === 'en') return formatPrice(etb);
  if (typeof etb !== 'number' || !Number.isFinite(etb)) return MISSING;
  return amharicMoney().format(Math.round(etb * 100) / 100 || 0);
}

const TIME_ZONE = 'Africa/Addis_Ababa';

const DATE_OPTIONS: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: TIME_ZONE,
};
const gregorian: Record<Locale, () => Intl.DateTimeFormat> = {
  en: onFirstUse(() => new Intl.DateTimeFormat('en-GB', DATE_OPTIONS)),
  am: onFirstUse(() => new Intl.DateTimeFormat('am-ET', DATE_OPTIONS)),
};

const ethiopian = onFirstUse(
  () =>
    new Intl.DateTimeFormat('am-ET-u-ca-ethiopic', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: TIME_ZONE,
    }),
);

/** The Gregorian date in Addis Ababa: '12 Mar 2026'; in Amharic 'ማርች 12 2026'. */
export function formatDate(value: string | Date, locale: Locale): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  return gregorian[locale]().format(date);
}

/** The same day in the Ethiopian calendar ('3 መጋቢት 2018'), shown beside the Gregorian in Amharic. */
export function formatEthiopianDate(value: string | Date): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  return ethiopian().format(date);
}

/** The date as a customer reads it: Gregorian, and in Amharic the Ethiopian date beside it. */
export function formatDisplayDate(value: string | Date, locale: Locale): string {
  const gregorianDate = formatDate(value, locale);
  if (locale === 'en' || gregorianDate === '—') return gregorianDate;
  return `${gregorianDate} (${formatEthiopianDate(value)})`;
}
