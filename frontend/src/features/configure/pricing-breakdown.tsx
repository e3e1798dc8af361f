import { BILLING_PERIOD_DAYS, VAT_PERCENT } from '@shop/domain';
import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';
import { formatMoney, useLocale, useT } from '../../i18n';
import type { Translate } from '../../lib/game-labels';

/** How the lines count: 'Prices per 30 days, × 10 for 300 days'. */
export function periodsCaption(days: number, t: Translate): string {
  const periods = days / BILLING_PERIOD_DAYS;
  return periods === 1
    ? t('configure.breakdown.perPeriod')
    : t('configure.breakdown.perPeriods', { periods, days });
}

export type BreakdownLine = {
  /** Stable key and the label's text ('Plan price', 'Extra IPv4'). */
  label: string;
  /** Quieter, after the label: how the amount is made ('2 × 600.00 ETB × 3'). */
  detail?: ReactNode;
  /** ETB. A discount is passed positive and shown as a deduction. */
  amount: number;
  discount?: boolean;
};

export type PricingBreakdownProps = {
  /** The lines above the subtotal (plan, extras, discount), amounts from domain's breakdown. */
  lines: BreakdownLine[];
  subtotal: number;
  vat: number;
  /** Under the title: how the lines are counted ('300 days = 10 periods of 30 days'). */
  caption?: ReactNode;
};

function Row({
  label,
  detail,
  amount,
  discount,
  strong,
  className,
}: BreakdownLine & { strong?: boolean; className?: string }) {
  const locale = useLocale();
  return (
    <div className={clsx('flex items-start justify-between gap-4', className)}>
      <dt className={clsx('min-w-0', strong ? 'font-semibold text-ink' : 'text-ink-muted')}>
        {label}
        {detail && <span className="block text-xs text-ink-subtle">{detail}</span>}
      </dt>
      <dd
        className={clsx(
          'shrink-0 text-right whitespace-nowrap tabular-nums',
          discount ? 'font-medium text-success-700' : strong ? 'font-semibold text-ink' : 'text-ink',
        )}
      >
        {formatMoney(discount ? -amount : amount, locale)}
      </dd>
    </div>
  );
}

/**
 * The itemised price in the order the checkout uses: lines, subtotal, VAT 15% (the total follows in
 * TotalPrice). Every amount is formatted with formatMoney in the language now spoken (domain's
 * formatPrice in English).
 */
export function PricingBreakdown({ lines, subtotal, vat, caption }: PricingBreakdownProps) {
  const t = useT();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId} className="text-sm font-semibold text-ink">
        {t('configure.breakdown.title')}
      </h3>
      {caption && <p className="mt-0.5 text-xs text-ink-subtle">{caption}</p>}
      <dl className="mt-3 flex flex-col gap-2 text-sm">
        {lines.map((line) => (
          <Row key={line.label} {...line} />
        ))}
        <Row
          label={t('configure.breakdown.subtotal')}
          amount={subtotal}
          strong
          className="border-t border-line pt-2"
        />
        <Row label={t('configure.breakdown.vat', { percent: VAT_PERCENT })} amount={vat} />
      </dl>
    </section>
  );
}

/** The VAT-inclusive total, large, with what it pays for. */
export function TotalPrice({ total, note }: { total: number; note?: ReactNode }) {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="rounded-control bg-brand-50 px-4 py-3 ring-1 ring-brand-100 ring-inset">
      <dl className="flex items-baseline justify-between gap-4">
        <dt className="text-base font-semibold text-ink">{t('configure.breakdown.total')}</dt>
        <dd
          data-testid="config-total"
          className="text-2xl font-bold tracking-tight whitespace-nowrap text-brand-800 tabular-nums"
        >
          {formatMoney(total, locale)}
        </dd>
      </dl>
      {note && <p className="mt-0.5 text-xs text-ink-muted">{note}</p>}
    </div>
  );
}
