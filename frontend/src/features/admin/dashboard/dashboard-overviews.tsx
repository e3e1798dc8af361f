import type { DashboardStats } from '../../../api';
import { Card, CardContent, CardHeader, Skeleton } from '../../../components/ui';
import { formatCount, PercentBar, percentOf } from '../shared';

/** A figure; its value undefined while the statistics load (it shimmers, in the same space). */
type Figure = { label: string; value: number | undefined; dot: string };

function OverviewCard({
  title,
  figures,
  percent,
  barLabel,
  barTone,
  caption,
}: {
  title: string;
  figures: [Figure, Figure];
  percent: number;
  barLabel: string;
  barTone: 'success' | 'brand';
  caption: string | undefined;
}) {
  return (
    <Card role="region" aria-label={title}>
      <CardHeader title={title} />
      <CardContent>
        <dl className="grid grid-cols-2 gap-4">
          {figures.map((figure) => (
            <div key={figure.label} className="rounded-control bg-surface-muted px-4 py-3">
              <dt className="flex items-center gap-2 text-sm text-ink-muted">
                <span aria-hidden="true" className={`size-2 rounded-full ${figure.dot}`} />
                {figure.label}
              </dt>
              <dd className="mt-1 text-2xl font-bold text-ink tabular-nums">
                {figure.value === undefined ? <Skeleton className="h-8 w-16" /> : formatCount(figure.value)}
              </dd>
            </div>
          ))}
        </dl>
        <div className="mt-5">
          <div className="mb-2 flex items-baseline justify-between text-sm">
            <span className="text-ink-muted">{barLabel}</span>
            {caption === undefined ? (
              <Skeleton className="h-5 w-20" />
            ) : (
              <span className="font-semibold text-ink tabular-nums">{caption}</span>
            )}
          </div>
          <PercentBar percent={percent} label={barLabel} tone={barTone} />
        </div>
      </CardContent>
    </Card>
  );
}

/**
 * Orders Overview (paid, pending, percent paid) and Services Overview (active, expired, percent
 * active). Without stats the figures shimmer in their places, so nothing below moves when they come.
 */
export function DashboardOverviews({ stats }: { stats: DashboardStats | undefined }) {
  const paidPercent = stats ? percentOf(stats.orders.paid, stats.orders.total) : 0;
  const activePercent = stats ? percentOf(stats.services.active, stats.services.total) : 0;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <OverviewCard
        title="Orders Overview"
        figures={[
          { label: 'Paid Orders', value: stats?.orders.paid, dot: 'bg-success-600' },
          { label: 'Pending Orders', value: stats?.orders.pending, dot: 'bg-warning-500' },
        ]}
        percent={paidPercent}
        barLabel="Paid orders"
        barTone="success"
        caption={stats && `${paidPercent}% paid`}
      />
      <OverviewCard
        title="Services Overview"
        figures={[
          { label: 'Active Services', value: stats?.services.active, dot: 'bg-brand-600' },
          { label: 'Expired Services', value: stats?.services.expired, dot: 'bg-danger-600' },
        ]}
        percent={activePercent}
        barLabel="Active services"
        barTone="brand"
        caption={stats && `${activePercent}% active`}
      />
    </div>
  );
}
