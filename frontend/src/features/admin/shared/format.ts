import { formatPrice } from '@shop/domain';
import { formatDate } from '../../../i18n';

export { daysLeft, orderNumber, shortId } from '@shop/domain';

/**
 * Console money as the customer side writes it, to the santim: '12,500.40 ETB', so an admin
 * matches a bank statement or a receipt to the exact amount. Missing or NaN gives 'N/A'.
 */
export function formatBirr(etb: number | null | undefined): string {
  return formatPrice(etb);
}

/** The calendar date in Africa/Addis_Ababa: '12 Mar 2026'. An invalid date gives '—'. */
export function formatAddisDate(value: string | Date): string {
  return formatDate(value, 'en');
}

const addisTime = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Africa/Addis_Ababa',
});

/** Date and 24-hour time in Africa/Addis_Ababa: '12 Mar 2026, 14:05'. An invalid date gives '—'. */
export function formatAddisDateTime(value: string | Date): string {
  const date = formatAddisDate(value);
  if (date === '—') return date;
  return `${date}, ${addisTime.format(new Date(value))}`;
}

const counts = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A count with thousands grouping: 1204 gives '1,204'. */
export function formatCount(n: number): string {
  return counts.format(n);
}

/** A whole percentage of part in total, 0 when there is no total: 3 of 8 gives 38. */
export function percentOf(part: number, total: number): number {
  if (!Number.isFinite(part) || !Number.isFinite(total) || total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((part / total) * 100)));
}
