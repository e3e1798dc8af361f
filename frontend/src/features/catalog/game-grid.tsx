import type { ReactNode } from 'react';
import { Skeleton } from '../../components/ui';
import { useT } from '../../i18n';

const GRID = 'grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

/** The games page's grid: one column on phones up to four on wide screens. */
export function GameGrid({ children, label }: { children: ReactNode; label: string }) {
  return (
    <ul className={GRID} aria-label={label}>
      {children}
    </ul>
  );
}

/** Placeholder cards while the games load. */
export function GameGridSkeleton({ count = 8 }: { count?: number }) {
  const t = useT();
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        {t('catalog.gamesPage.loading')}
      </p>
      <div className={GRID} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <div key={i} className="overflow-hidden rounded-card border border-line bg-surface shadow-card">
            <Skeleton className="aspect-video w-full rounded-none" />
            <div className="space-y-3 p-5">
              <div className="flex justify-between gap-3">
                <Skeleton className="h-5 w-32" />
                <Skeleton className="h-5 w-14 rounded-full" />
              </div>
              <Skeleton className="h-4 w-24" />
              <Skeleton className="mt-4 h-5 w-40" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
