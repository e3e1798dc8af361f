import { useId } from 'react';
import { CheckCircle2, Clock, Percent, Wallet } from 'lucide-react';
import { Card, CardContent, CardHeader, Skeleton } from '../../../components/ui';
import { StatCard } from '../../../components/ui';
import { formatBirr, PercentBar } from '../shared';
import { paymentMethodLabel, percentText } from './payment-display';
import type { PaymentSummary } from './use-payment-summary';

const count = (n: number) => n.toLocaleString('en-US');

/** Total Revenue, Success Rate, Successful and Pending (console spec 2.7); placeholders while loading. */
export function PaymentSummaryCards({ summary }: { summary: PaymentSummary | undefined }) {
  return (
    <div className="grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 xl:grid-cols-4">
      <StatCard
        label="Total Revenue"
        value={summary && formatBirr(summary.revenue)}
        icon={Wallet}
        tone="brand"
        hint="Successful payments"
      />
      <StatCard
        label="Success Rate"
        value={summary && percentText(summary.successful, summary.total)}
        icon={Percent}
        tone="info"
        hint={summary && `Of ${count(summary.total)} payments`}
      />
      <StatCard
        label="Successful"
        value={summary && count(summary.successful)}
        icon={CheckCircle2}
        tone="success"
      />
      <StatCard label="Pending" value={summary && count(summary.pending)} icon={Clock} tone="warning" />
    </div>
  );
}

/** How many payments came by each method, and their share of all payments. */
export function MethodDistribution({ summary }: { summary: PaymentSummary | undefined }) {
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader title={<span id={headingId}>Payment Method Distribution</span>} />
      <CardContent>
        {summary ? (
          <ul className="grid gap-5 sm:grid-cols-2">
            {summary.byMethod.map(({ method, count: n }) => {
              const label = paymentMethodLabel(method);
              const share = percentText(n, summary.total);
              return (
                <li key={method}>
                  <div className="flex items-baseline justify-between gap-3 text-sm">
                    <span className="font-semibold text-ink">{label}</span>
                    <span className="text-ink-muted tabular-nums">
                      <span className="font-semibold text-ink">{count(n)}</span>{' '}
                      {n === 1 ? 'payment' : 'payments'} · {share}
                    </span>
                  </div>
                  <PercentBar
                    className="mt-2"
                    label={`${label} payments`}
                    percent={summary.total > 0 ? (n / summary.total) * 100 : 0}
                    tone={method === 'TELEBIRR' ? 'info' : 'brand'}
                  />
                </li>
              );
            })}
          </ul>
        ) : (
          <div className="grid gap-5 sm:grid-cols-2" aria-hidden="true">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
