import { clsx } from 'clsx';
import { formatMoney, useLocale, useT } from '../../i18n';

const sizes = {
  sm: { amount: 'text-sm font-semibold', unit: 'text-xs' },
  md: { amount: 'text-base font-semibold', unit: 'text-sm' },
  lg: { amount: 'text-2xl font-bold tracking-tight', unit: 'text-sm' },
  xl: { amount: 'text-3xl font-bold tracking-tight sm:text-4xl', unit: 'text-base' },
} as const;

export type PriceProps = {
  /** An amount in ETB (not santim); null or undefined shows 'N/A'. */
  etb: number | null | undefined;
  /** Appends '/month' ('/በወር') in a quieter style. */
  perMonth?: boolean;
  size?: keyof typeof sizes;
  className?: string;
};

/**
 * '1,500.00 ETB' (in Amharic 'ብር 1,500.00') via formatMoney in the current language, optionally
 * followed by '/month'. The formatted amount is one text node, so `getByText('1,500.00 ETB')` finds it.
 */
export function Price({ etb, perMonth = false, size = 'md', className }: PriceProps) {
  const t = useT();
  const locale = useLocale();
  return (
    <span className={clsx('inline-flex flex-wrap items-baseline text-ink tabular-nums', className)}>
      <span className={clsx('whitespace-nowrap', sizes[size].amount)}>{formatMoney(etb, locale)}</span>
      {perMonth && (
        <span className={clsx('ml-0.5 font-medium text-ink-subtle', sizes[size].unit)}>
          {t('common.price.perMonth')}
        </span>
      )}
    </span>
  );
}
