import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { SearchField } from './search-field';

export type ListToolbarProps = {
  /** The search in effect (from useListParams). */
  search: string;
  onSearch: (text: string) => void;
  /** The search box's accessible name, e.g. 'Search users'. */
  searchLabel: string;
  searchPlaceholder?: string;
  /** Filter controls (FilterSelect) or buttons, laid out after the search box. */
  children?: ReactNode;
  className?: string;
};

/**
 * The bar above a console list: a search box and the list's filters, side by side from 640 px and
 * stacked on phones. Wire it to useListParams so both live in the URL.
 */
export function ListToolbar({
  search,
  onSearch,
  searchLabel,
  searchPlaceholder,
  children,
  className,
}: ListToolbarProps) {
  return (
    <div
      role="search"
      aria-label={searchLabel}
      className={clsx(
        'flex flex-col gap-3 rounded-card border border-line bg-surface p-4 shadow-card sm:flex-row sm:flex-wrap sm:items-end',
        className,
      )}
    >
      <SearchField
        value={search}
        onSearch={onSearch}
        label={searchLabel}
        placeholder={searchPlaceholder}
        className="min-w-0 sm:min-w-64 sm:flex-1"
      />
      {children}
    </div>
  );
}
