import { Skeleton } from '../../components/ui';
import { useT } from '../../i18n';

function CardsSkeleton({ count }: { count: number }) {
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-4">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="rounded-card border border-line bg-surface p-4 shadow-card sm:p-5">
          <div className="flex items-start justify-between">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="size-9 rounded-full" />
          </div>
          <Skeleton className="mt-2 h-7 w-28" />
        </div>
      ))}
    </div>
  );
}

/** The tabs, the four cards, the payout and a code row while the affiliate data loads. */
export function AffiliateSkeleton() {
  const t = useT();
  return (
    <div role="status" aria-label={t('affiliate.page.loading')} className="grid gap-6">
      <div className="flex gap-4 border-b border-line pb-3">
        <Skeleton className="h-6 w-24" />
        <Skeleton className="h-6 w-20" />
        <Skeleton className="h-6 w-28" />
      </div>
      <CardsSkeleton count={4} />
      <div className="rounded-card border border-line bg-surface p-5 shadow-card sm:p-6">
        <Skeleton className="h-5 w-20" />
        <div className="mt-4 grid gap-3 sm:grid-cols-2">
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
        <Skeleton className="mt-4 h-2 w-full rounded-full" />
      </div>
      <div className="rounded-card border border-line bg-surface p-4 shadow-card">
        <div className="flex items-center gap-4">
          <Skeleton className="h-5 w-28" />
          <Skeleton className="h-6 w-16 rounded-full" />
          <Skeleton className="ml-auto hidden h-4 w-40 sm:block" />
          <Skeleton className="h-8 w-28" />
        </div>
      </div>
    </div>
  );
}

/** The figures and a few order rows while a code's statistics load. */
export function StatsSkeleton() {
  const t = useT();
  return (
    <div role="status" aria-label={t('affiliate.stats.loading')} className="grid gap-6">
      <Skeleton className="h-6 w-48" />
      <CardsSkeleton count={4} />
      <div className="divide-y divide-line rounded-card border border-line bg-surface shadow-card">
        {[0, 1, 2].map((i) => (
          <div key={i} className="flex items-center gap-4 p-4">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="hidden h-4 w-24 sm:block" />
            <Skeleton className="ml-auto h-4 w-24" />
            <Skeleton className="h-6 w-20 rounded-full" />
          </div>
        ))}
      </div>
    </div>
  );
}
