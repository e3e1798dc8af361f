import { useCallback } from 'react';
import { useLocale } from '../../i18n';
import { formatAffiliateMoney } from './affiliate-display';

/** `money(1500)` gives '1,500.00 ETB' (or 'ብር 1,500.00' in Amharic), following the app's language. */
export function useAffiliateMoney(): (etb: number | null | undefined) => string {
  const locale = useLocale();
  return useCallback((etb) => formatAffiliateMoney(etb, locale), [locale]);
}
