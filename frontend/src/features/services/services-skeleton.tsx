import { Skeleton } from '../../components/ui';
import { useT } from '../../i18n';

/** The tabs and a few rows while the services load. */
export function ServicesSkeleton() {
  const t = useT();
  return (
    <div role="status" aria-label={t('services.myServices.loading')}>
      <div className="flex gap-4 border-b border-line pb-3">
        <Skeleton className="h-6 w-36" />
        <Skeleton className="h-6 w-32" />
      </div>
      <div className="mt-6 divide-y divide-line rounded-card border border-line bg-surface shadow-card">
        {[0, 1, 2].map((i) => (
          <div key={i} className="flex items-center gap-4 p-4">
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-40" />
              <Skeleton className="h-3 w-24" />
            </div>
            <Skeleton className="hidden h-4 w-48 sm:block" />
            <Skeleton className="hidden h-4 w-20 sm:block" />
            <Skeleton className="h-6 w-24 rounded-full" />
            <Skeleton className="h-8 w-20" />
          </div>
        ))}
      </div>
    </div>
  );
}
