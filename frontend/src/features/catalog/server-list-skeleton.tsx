import { Skeleton } from '../../components/ui';
import { useT } from '../../i18n';

/** Placeholder rows while a line's plans load (rows on wide screens, card-like blocks on phones). */
export function ServerListSkeleton({ rows = 5 }: { rows?: number }) {
  const t = useT();
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        {t('catalog.serverList.loading')}
      </p>
      <div
        aria-hidden="true"
        className="divide-y divide-line overflow-hidden rounded-card border border-line bg-surface shadow-card"
      >
        <div className="hidden h-11 bg-surface-muted md:block" />
        {Array.from({ length: rows }, (_, i) => (
          <div key={i} className="flex items-center gap-6 px-4 py-4">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="hidden h-4 w-20 md:block" />
            <Skeleton className="hidden h-4 w-10 md:block" />
            <Skeleton className="hidden h-4 w-16 md:block" />
            <Skeleton className="hidden h-4 w-20 lg:block" />
            <Skeleton className="ml-auto h-4 w-28" />
            <Skeleton className="hidden h-8 w-24 md:block" />
          </div>
        ))}
      </div>
    </div>
  );
}
