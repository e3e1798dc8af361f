import { Skeleton } from '../../components/ui';
import { useT } from '../../i18n';

/** The tabs and a few rows while the orders load. */
export function OrdersSkeleton() {
  const t = useT();
  return (
    <div role="status" aria-label={t('orders.page.loading')}>
      <div className="flex gap-4 border-b border-line pb-3">
        <Skeleton className="h-6 w-36" />
        <Skeleton className="h-6 w-40" />
      </div>
      <div className="mt-6 divide-y divide-line rounded-card border border-line bg-surface shadow-card">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="flex items-center gap-4 p-4">
            <Skeleton className="h-4 w-16" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-40" />
              <Skeleton className="h-3 w-64 max-w-full" />
            </div>
            <Skeleton className="hidden h-4 w-24 sm:block" />
            <Skeleton className="h-6 w-28 rounded-full" />
          </div>
        ))}
      </div>
    </div>
  );
}
