/**
 * Money, dates and ids as the mails write them, the way the app's screens do
 * (frontend/src/i18n/format.ts): English '1,725.00 ETB'; Amharic 'ብር 1,725.00' with Arabic
 * digits; Gregorian dates in Addis Ababa, Amharic with the Ethiopian date beside them.
 */
import { formatPrice, orderNumber, santimToEtb } from '@shop/domain';
import type { Locale } from '@shop/domain';

export const SHOP_TIME_ZONE = 'Africa/Addis_Ababa';

const amharicMoney = new Intl.NumberFormat('am-ET', {
  style: 'currency',
  currency: 'ETB',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

const MONEY: Record<Locale, (etb: number) => string> = {
  en: (etb) => formatPrice(etb),
  am: (etb) => amharicMoney.format(etb),
};

export function formatSantim(santim: number, locale: Locale): string {
  return MONEY[locale](santimToEtb(santim));
}

const gregorian: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: SHOP_TIME_ZONE,
  }),
  am: new Intl.DateTimeFormat('am-ET', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: SHOP_TIME_ZONE,
  }),
};
const ethiopian = new Intl.DateTimeFormat('am-ET-u-ca-ethiopic', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: SHOP_TIME_ZONE,
});

const DAY: Record<Locale, (date: Date) => string> = {
  en: (date) => gregorian.en.format(date),
  am: (date) => `${gregorian.am.format(date)} (${ethiopian.format(date)})`,
};

/** '23 November 2026'; in Amharic '23 ኖቬምበር 2026 (14 ኅዳር 2019)'. The day is Addis Ababa's. */
export function formatDay(date: Date, locale: Locale): string {
  return DAY[locale](date);
}

/** The order reference customers see: the id's first 8 characters, upper case ('1B9D6BCD'). */
export function orderRef(orderId: string): string {
  return orderNumber(orderId);
}
