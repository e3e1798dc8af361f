import { BarChart3, RefreshCw } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import type { AffiliateCodeStats } from '../../api';
import { Button, EmptyState } from '../../components/ui';
import { useT } from '../../i18n';
import { SalesFigures } from './sales-figures';
import { RecentOrders } from './recent-orders';
import { StatsSkeleton } from './affiliate-skeleton';
import { useAffiliateMoney } from './use-affiliate-money';

export type StatsTabProps = {
  /** The selected code, or null: the 'No code selected' prompt. */
  code: string | null;
  stats: AffiliateCodeStats | undefined;
  loading: boolean;
  failed: boolean;
  retrying: boolean;
  onRetry: () => void;
  /** Move the focus to the heading (a link from another tab led here). */
  focusHeading?: boolean;
};

function StatsFigures({ stats }: { stats: AffiliateCodeStats }) {
  const t = useT();
  const money = useAffiliateMoney();
  return (
    <SalesFigures
      figures={stats}
      kickbackHint={
        <>
          <p>{t('affiliate.stats.payableLine', { amount: money(stats.payableKickback) })}</p>
          <p>{t('affiliate.stats.pendingLine', { amount: money(stats.pendingKickback) })}</p>
        </>
      }
    />
  );
}

/**
 * Detailed Stats (spec 2.10): 'No code selected' without a selection; else the code's totals and
 * its recent orders (status ACTIVE green, any other red).
 */
export function StatsTab({ code, stats, loading, failed, retrying, onRetry, focusHeading }: StatsTabProps) {
  const t = useT();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = code !== null && stats !== undefined && !loading;
  useEffect(() => {
    if (focusHeading && shown) heading.current?.focus();
  }, [focusHeading, shown]);

  if (code === null) {
    return (
      <EmptyState
        icon={BarChart3}
        title={t('affiliate.stats.noCodeTitle')}
        text={t('affiliate.stats.noCodeText')}
      />
    );
  }
  if (loading) return <StatsSkeleton />;
  if (!stats) {
    return (
      <EmptyState
        icon={BarChart3}
        title={t('affiliate.stats.unavailableTitle')}
        text={t('affiliate.stats.unavailableText', { code })}
        action={
          failed && (
            <Button variant="outline" onClick={onRetry} loading={retrying}>
              {!retrying && <RefreshCw className="size-4" aria-hidden="true" />}
              {t('affiliate.page.retry')}
            </Button>
          )
        }
      />
    );
  }
  return (
    <section aria-labelledby={headingId} className="grid gap-6">
      <h2
        id={headingId}
        ref={heading}
        tabIndex={-1}
        className="rounded-control text-lg font-semibold tracking-tight text-ink focus:outline-none"
      >
        {t('affiliate.stats.title', { code: stats.code })}
      </h2>
      <StatsFigures stats={stats} />
      <div>
        <h3 className="mb-3 text-base font-semibold text-ink">{t('affiliate.stats.recentTitle')}</h3>
        <RecentOrders code={stats.code} orders={stats.recentOrders} />
      </div>
    </section>
  );
}
