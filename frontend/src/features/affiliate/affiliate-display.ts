import {
  AFFILIATE_CODE_CHARSET_MESSAGE,
  AFFILIATE_CODE_LENGTH_MESSAGE,
  ORDER_STATUSES,
  serverMessageOf,
  validateAffiliateCode,
} from '@shop/domain';
import type { OrderStatus } from '../../api';
import { formatMoney, type Locale, type useT } from '../../i18n';

export type Translate = ReturnType<typeof useT>;

/** The three tabs of the affiliate screen (spec 4: dashboard, codes, stats). */
export type AffiliateTab = 'dashboard' | 'codes' | 'stats';

/**
 * Affiliate amounts: as the rest of the customer side writes money in the page's language
 * ('1,500.00 ETB', 'ብር 1,500.00'), to the santim.
 */
export function formatAffiliateMoney(etb: number | null | undefined, locale: Locale): string {
  return formatMoney(etb, locale);
}

const percents: Record<Locale, Intl.NumberFormat> = {
  en: new Intl.NumberFormat('en-ET', { maximumFractionDigits: 2 }),
  am: new Intl.NumberFormat('am-ET', { maximumFractionDigits: 2 }),
};

/** A code's discount or kickback percent, '12.5%' (two decimals at most, as they are set). */
export function formatPercent(value: number, locale: Locale): string {
  return `${percents[locale].format(Number.isFinite(value) ? value : 0)}%`;
}

/** The message a failed call shows (spec 8): the server's own message when it sent one, else the fallback. */
export function failureMessage(error: unknown, fallback: string): string {
  if (error && typeof error === 'object' && 'data' in error) {
    const message = serverMessageOf((error as { data: unknown }).data);
    if (message) return message;
  }
  return fallback;
}

/** The typed code's problem as a catalogue text (the spec's rule, in the visitor's language), or null. */
export function codeProblem(code: string, t: Translate): string | null {
  const problem = validateAffiliateCode(code);
  if (problem === AFFILIATE_CODE_LENGTH_MESSAGE) return t('affiliate.form.lengthError');
  if (problem === AFFILIATE_CODE_CHARSET_MESSAGE) return t('affiliate.form.charsetError');
  return problem;
}

/** Recent orders: ACTIVE is green, any other status red (spec 2.10). */
export function orderStatusTone(status: string): 'success' | 'danger' {
  return status === 'ACTIVE' ? 'success' : 'danger';
}

/** An order status in words; a value the contract does not know is shown as it comes. */
export function orderStatusText(status: string, t: Translate): string {
  return (ORDER_STATUSES as readonly string[]).includes(status)
    ? t(`affiliate.orderStatus.${status as OrderStatus}`)
    : status;
}
