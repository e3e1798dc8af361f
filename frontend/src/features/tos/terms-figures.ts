import {
  AFFILIATE_CODE_MAX_LENGTH,
  AFFILIATE_CODE_MIN_LENGTH,
  AFFILIATE_HOLDING_DAYS,
  AFFILIATE_KICKBACK_CAP_SANTIM,
  AFFILIATE_MINIMUM_PAYOUT_SANTIM,
  AUTOMATIC_REMINDER_DAYS,
  KICKBACK_INELIGIBLE_FROM_PLAN,
  santimToEtb,
  SHOP_BRAND,
  VAT_PERCENT,
} from '@shop/domain';
import { useMemo } from 'react';
import { formatMoney, useLocale, type Locale } from '../../i18n';

/** The date the terms' text last changed; update it with any change to the tos catalogue. */
export const TERMS_LAST_UPDATED = '2026-11-22';

/**
 * The values the terms' texts take, each read from the domain constant the BFF and the mock
 * backend apply, in the reader's language: money through the app's formatter, lists as the
 * language writes them ('7, 3 and 1'; '7፣ 3 እና 1').
 */
export function termsValues(locale: Locale) {
  return {
    brand: SHOP_BRAND,
    vatPercent: VAT_PERCENT,
    reminderDays: new Intl.ListFormat(locale, { type: 'conjunction' }).format(
      AUTOMATIC_REMINDER_DAYS.map(String),
    ),
    cap: formatMoney(santimToEtb(AFFILIATE_KICKBACK_CAP_SANTIM), locale),
    minimumPayout: formatMoney(santimToEtb(AFFILIATE_MINIMUM_PAYOUT_SANTIM), locale),
    holdingDays: AFFILIATE_HOLDING_DAYS,
    minLength: AFFILIATE_CODE_MIN_LENGTH,
    maxLength: AFFILIATE_CODE_MAX_LENGTH,
  };
}

export type TermsValues = ReturnType<typeof termsValues>;

export function useTermsValues(): TermsValues {
  const locale = useLocale();
  return useMemo(() => termsValues(locale), [locale]);
}

/** The first plan of each KVM line that earns no commission, in the order the terms list them. */
export const INELIGIBLE_FROM_PLANS: readonly string[] = Object.values(KICKBACK_INELIGIBLE_FROM_PLAN);
