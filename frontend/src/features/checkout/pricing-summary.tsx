import { LONG_TERM_DISCOUNT_PERCENT, VAT_PERCENT } from '@shop/domain';
import { clsx } from 'clsx';
import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import type { CouponLookup } from '../../api';
import { Card, CardContent, CardHeader, Price, Skeleton } from '../../components/ui';
import { formatMoney, useLocale, useT } from '../../i18n';
import type { PricePreview } from './use-price-preview';

export type PricingSummaryProps = {
  preview: PricePreview;
  coupon: CouponLookup | null;
  days: number;
  /** The total saved with the configuration, shown when the catalog cannot be read. */
  savedTotal: number;
  /** Under the total: the page's actions. */
  children?: ReactNode;
};

type RowProps = { label: ReactNode; value: string; tone?: 'discount' | 'strong'; className?: string };

function Row({ label, value, tone, className }: RowProps) {
  return (
    <div className={clsx('flex items-baseline justify-between gap-4 py-1.5 text-sm', className)}>
      <dt className={clsx(tone === 'strong' ? 'font-medium text-ink' : 'text-ink-muted')}>{label}</dt>
      <dd
        className={clsx(
          'text-right whitespace-nowrap tabular-nums',
          tone === 'discount' ? 'font-medium text-success-700' : 'text-ink',
          tone === 'strong' && 'font-semibold',
        )}
      >
        {value}
      </dd>
    </div>
  );
}

/** Plan, extras, duration discount, subtotal, coupon, VAT and the VAT-inclusive total. */
export function PricingSummary({ preview, coupon, days, savedTotal, children }: PricingSummaryProps) {
  const t = useT();
  const locale = useLocale();
  const money = (etb: number) => formatMoney(etb, locale);
  const minus = (etb: number) => `−${money(etb)}`;
  return (
    <Card>
      <CardHeader
        title={t('checkout.pricing.title')}
        description={t('checkout.pricing.description', { days })}
      />
      <CardContent>
        {preview.status === 'loading' && (
          <div className="space-y-3" role="status" aria-label={t('checkout.pricing.loading')}>
            {[0, 1, 2, 3].map((i) => (
              <div key={i} className="flex justify-between">
                <Skeleton className="h-4 w-28" />
                <Skeleton className="h-4 w-20" />
              </div>
            ))}
          </div>
        )}
        {preview.status === 'ready' && (
          <dl>
            <Row
              label={t('checkout.pricing.planPrice', { days })}
              value={money(preview.breakdown.basePrice)}
            />
            {preview.breakdown.extrasPrice > 0 && (
              <Row label={t('checkout.pricing.extras')} value={money(preview.breakdown.extrasPrice)} />
            )}
            {preview.breakdown.durationDiscount > 0 && (
              <Row
                label={t('checkout.pricing.durationDiscount', { percent: LONG_TERM_DISCOUNT_PERCENT })}
                value={minus(preview.breakdown.durationDiscount)}
                tone="discount"
              />
            )}
            <Row
              label={t('checkout.pricing.subtotal')}
              value={money(preview.breakdown.subtotal)}
              tone="strong"
              className="mt-2 border-t border-line pt-3"
            />
            {coupon && (
              <Row
                label={t('checkout.pricing.coupon', { code: coupon.code, percent: coupon.discount })}
                value={minus(preview.breakdown.couponDiscount)}
                tone="discount"
              />
            )}
            <Row
              label={t('checkout.pricing.vat', { percent: VAT_PERCENT })}
              value={money(preview.breakdown.vat)}
            />
          </dl>
        )}
        {preview.status === 'unavailable' && (
          <p className="text-sm text-ink-muted">{t('checkout.pricing.unavailable')}</p>
        )}
        {preview.status !== 'loading' && (
          <div className="mt-3 flex items-end justify-between gap-4 border-t border-line pt-4">
            <div>
              <p className="text-sm font-semibold text-ink">{t('checkout.pricing.total')}</p>
              <p className="text-xs text-ink-subtle">{t('checkout.pricing.vatIncluded')}</p>
            </div>
            <Price
              size="lg"
              etb={preview.status === 'ready' ? preview.breakdown.total : savedTotal}
              className="text-brand-800"
            />
          </div>
        )}
        {children && <div className="mt-6 flex flex-col gap-3">{children}</div>}
        <p className="mt-4 flex items-center justify-center gap-1.5 text-xs text-ink-subtle">
          <ShieldCheck className="size-3.5" aria-hidden="true" />
          {t('checkout.pricing.confirmedByServer')}
        </p>
      </CardContent>
    </Card>
  );
}
