import { clsx } from 'clsx';

/**
 * A shimmering placeholder block; size it with className (e.g. `h-4 w-32`). Hidden from assistive tech.
 * A block-level span, so it may stand in for text inside a paragraph or heading.
 */
export function Skeleton({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={clsx('block animate-pulse rounded-control bg-surface-muted', className)}
    />
  );
}

/** A few lines of placeholder text; the last one is shorter, like a real paragraph. */
export function SkeletonText({ lines = 3, className }: { lines?: number; className?: string }) {
  return (
    <div aria-hidden="true" className={clsx('space-y-2', className)}>
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} className={clsx('h-3.5', i === lines - 1 && lines > 1 ? 'w-2/3' : 'w-full')} />
      ))}
    </div>
  );
}
