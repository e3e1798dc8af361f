import { clsx } from 'clsx';
import { Skeleton } from '../../components/ui';
import { useT } from '../../i18n';

/** One placeholder in the shape of a ServerCard: title and badge, price, four specs, the button. */
function ServerCardSkeleton() {
  return (
    <div className="rounded-card border border-line bg-surface p-4 shadow-card">
      <div className="flex items-start justify-between gap-3">
        <Skeleton className="my-0.5 h-5 w-32" />
        <Skeleton className="h-6 w-14" />
      </div>
      <Skeleton className="mt-1 h-8 w-40" />
      <div className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 rounded-control bg-surface-muted p-3">
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i}>
            <Skeleton className="h-4 w-14" />
            <Skeleton className="mt-0.5 h-5 w-16" />
          </div>
        ))}
      </div>
      <Skeleton className="mt-4 h-11 w-full" />
    </div>
  );
}

function CardsSkeleton({ rows, className }: { rows: number; className?: string }) {
  return (
    <div aria-hidden="true" className={clsx('grid gap-3 sm:grid-cols-2 lg:grid-cols-3', className)}>
      {Array.from({ length: rows }, (_, i) => (
        <ServerCardSkeleton key={i} />
      ))}
    </div>
  );
}

function TableSkeleton({ rows, className }: { rows: number; className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={clsx(
        'divide-y divide-line overflow-hidden rounded-card border border-line bg-surface shadow-card',
        className,
      )}
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
  );
}

/**
 * Placeholder while a line's plans load, in the layout the list will have (rows on wide screens,
 * cards on phones) and about its height, so that nothing below it (the footer) moves when the
 * plans arrive. 'by-width' has both, the stylesheet showing the one for the screen's width (at
 * SERVER_TABLE_QUERY's 1100 px): the same markup on the server (a prerendered page) and in the
 * browser, whatever the width.
 */
export function ServerListSkeleton({
  rows = 5,
  layout = 'table',
}: {
  rows?: number;
  layout?: 'table' | 'cards' | 'by-width';
}) {
  const t = useT();
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        {t('catalog.serverList.loading')}
      </p>
      {layout === 'cards' && <CardsSkeleton rows={rows} />}
      {layout === 'table' && <TableSkeleton rows={rows} />}
      {layout === 'by-width' && (
        <>
          <CardsSkeleton rows={rows} className="min-[1100px]:hidden" />
          <TableSkeleton rows={rows} className="max-[1100px]:hidden" />
        </>
      )}
    </div>
  );
}
