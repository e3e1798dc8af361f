import { Skeleton } from '../../components/ui';
import { useT } from '../../i18n';

/** The title, two sections and the control panel while the details load. */
export function ServiceDetailsSkeleton() {
  const t = useT();
  return (
    <div role="status" aria-label={t('services.details.loading')}>
      <Skeleton className="h-4 w-28" />
      <Skeleton className="mt-3 h-8 w-64 max-w-full" />
      <div className="mt-8 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex flex-col gap-6">
          {[0, 1].map((card) => (
            <div key={card} className="rounded-card border border-line bg-surface p-6 shadow-card">
              <Skeleton className="h-5 w-44" />
              <div className="mt-5 grid gap-4 sm:grid-cols-2">
                {[0, 1, 2, 3].map((i) => (
                  <div key={i} className="space-y-2">
                    <Skeleton className="h-3 w-20" />
                    <Skeleton className="h-4 w-36" />
                  </div>
                ))}
              </div>
            </div>
          ))}
        </div>
        <div className="rounded-card border border-line bg-surface p-6 shadow-card">
          <Skeleton className="h-5 w-32" />
          <div className="mt-5 grid grid-cols-2 gap-2">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-10" />
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
