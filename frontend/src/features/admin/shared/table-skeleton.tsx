import { Skeleton } from '../../../components/ui';

export type TableSkeletonProps = {
  /** The status's accessible name: 'Loading users'. */
  label: string;
  rows?: number;
  columns?: number;
};

/** A list still loading: a table-shaped shimmer, announced once as a status. */
export function TableSkeleton({ label, rows = 6, columns = 5 }: TableSkeletonProps) {
  return (
    <div
      role="status"
      aria-label={label}
      className="overflow-hidden rounded-card border border-line bg-surface shadow-card"
    >
      <div className="flex gap-4 border-b border-line bg-surface-muted px-4 py-3">
        {Array.from({ length: columns }, (_, i) => (
          <Skeleton key={i} className="h-3 flex-1" />
        ))}
      </div>
      <div className="divide-y divide-line">
        {Array.from({ length: rows }, (_, row) => (
          <div key={row} className="flex gap-4 px-4 py-4">
            {Array.from({ length: columns }, (_, i) => (
              <Skeleton key={i} className="h-4 flex-1" />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
