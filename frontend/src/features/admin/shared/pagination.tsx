import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/ui';

export type PaginationProps = {
  /** The page shown, from 1. */
  page: number;
  /** How many rows match over all pages (Paged.total, the X-Total-Count header). */
  total: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** What the rows are, for the range text and the nav's name: 'users' gives 'Showing 1–20 of 134 users'. */
  noun?: string;
  className?: string;
};

/** How many pages `total` rows fill (at least 1). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * 'Showing 21–40 of 134 users' with Previous and Next. Renders nothing when there are no rows; the
 * buttons are disabled at the ends. A page past the end (rows deleted meanwhile) offers Previous.
 */
export function Pagination({ page, total, pageSize, onPageChange, noun, className }: PaginationProps) {
  if (total <= 0) return null;
  const pages = pageCount(total, pageSize);
  const first = Math.min((page - 1) * pageSize + 1, total);
  const last = Math.min(page * pageSize, total);
  const suffix = noun ? ` ${noun}` : '';
  const range =
    page > pages
      ? `Nothing on page ${page}: ${total}${suffix} in all`
      : `Showing ${first}–${last} of ${total}${suffix}`;
  return (
    <nav
      aria-label={noun ? `Pages of ${noun}` : 'Pages'}
      className={clsx('flex flex-wrap items-center justify-between gap-3 text-sm text-ink-muted', className)}
    >
      <p aria-live="polite" className="tabular-nums">
        {range}
      </p>
      <div className="flex items-center gap-2">
        <span className="hidden tabular-nums sm:inline">
          Page {Math.min(page, pages)} of {pages}
        </span>
        <Button
          variant="outline"
          size="sm"
          onClick={() => onPageChange(Math.min(page - 1, pages))}
          disabled={page <= 1}
        >
          <ChevronLeft className="size-4" aria-hidden="true" />
          Previous
        </Button>
        <Button variant="outline" size="sm" onClick={() => onPageChange(page + 1)} disabled={page >= pages}>
          Next
          <ChevronRight className="size-4" aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
