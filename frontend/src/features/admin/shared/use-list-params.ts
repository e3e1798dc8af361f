import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/** Rows per page of every console list (the contract allows up to 1000). */
export const ADMIN_PAGE_SIZE = 20;

/** The URL query keys a list owns besides its filters. */
const SEARCH_KEY = 'search';
const PAGE_KEY = 'page';

export type ListParams<Filter extends string> = {
  /** The search text in the URL ('' for none). */
  search: string;
  /** The page in the URL, from 1. */
  page: number;
  /** Each filter's value in the URL; undefined when the filter is off ("All"). */
  filters: Partial<Record<Filter, string>>;
  /** Replaces the search (no new history entry, typing is not navigation) and goes back to page 1. */
  setSearch: (text: string) => void;
  /** Sets or clears (undefined or '') one filter and goes back to page 1. */
  setFilter: (key: Filter, value: string | undefined) => void;
  setPage: (page: number) => void;
  /** The arguments every admin list endpoint takes: `{ search, page, limit }` (search left out when blank). */
  queryArgs: { search?: string; page: number; limit: number };
};

function readPage(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * A console list's search, filters and page, kept in the URL query so a reload, a shared link or the
 * Back button shows the same rows: `?search=abebe&status=PENDING&page=2`.
 *
 *   const list = useListParams(['status', 'paid'] as const);
 *   useAdminListOrdersQuery({ ...list.queryArgs, status: enumFilter(list.filters.status, ORDER_STATUSES) });
 */
export function useListParams<Filter extends string = never>(
  filterKeys: readonly Filter[] = [],
): ListParams<Filter> {
  const [params, setParams] = useSearchParams();
  const search = params.get(SEARCH_KEY) ?? '';
  const page = readPage(params.get(PAGE_KEY));
  const filterKey = filterKeys.join('\n');

  const filters = useMemo(() => {
    const values: Partial<Record<Filter, string>> = {};
    for (const key of filterKey ? (filterKey.split('\n') as Filter[]) : []) {
      const value = params.get(key);
      if (value) values[key] = value;
    }
    return values;
  }, [params, filterKey]);

  const update = useCallback(
    (changes: Record<string, string | undefined>, options: { resetPage: boolean; replace: boolean }) => {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          if (options.resetPage) next.delete(PAGE_KEY);
          return next;
        },
        { replace: options.replace },
      );
    },
    [setParams],
  );

  const setSearch = useCallback(
    (text: string) => update({ [SEARCH_KEY]: text.trim() }, { resetPage: true, replace: true }),
    [update],
  );
  const setFilter = useCallback(
    (key: Filter, value: string | undefined) => update({ [key]: value }, { resetPage: true, replace: false }),
    [update],
  );
  const setPage = useCallback(
    (next: number) =>
      update({ [PAGE_KEY]: next > 1 ? String(next) : undefined }, { resetPage: false, replace: false }),
    [update],
  );

  const queryArgs = useMemo(
    () => ({ ...(search ? { search } : {}), page, limit: ADMIN_PAGE_SIZE }),
    [search, page],
  );

  return { search, page, filters, setSearch, setFilter, setPage, queryArgs };
}

/**
 * A filter's URL value when it is one of the allowed values, else undefined, so a hand-edited URL
 * never sends the API a value the contract refuses: `enumFilter(filters.status, ['PENDING', ...])`.
 */
export function enumFilter<Value extends string>(
  value: string | undefined,
  allowed: readonly Value[],
): Value | undefined {
  return allowed.find((candidate) => candidate === value);
}

/** A true/false filter's URL value as a boolean ('true' / 'false'), else undefined. */
export function booleanFilter(value: string | undefined): boolean | undefined {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return undefined;
}
