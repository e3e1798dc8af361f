import type { OrderTab } from '@shop/domain';
import { shallowEqual } from 'react-redux';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { api, type ListMyOrdersApiArg, type Order } from '../../api';
import { useAppDispatch, useAppSelector } from '../../store/hooks';

/** How many orders a tab shows at first and adds on each 'Load more'. */
export const ORDERS_PAGE_SIZE = 20;

export interface OrderPages {
  /** The loaded pages' orders, newest first. */
  orders: Order[];
  /** How many orders the tab has over all pages (the first page's X-Total-Count). */
  total: number;
  /** The first page has not arrived yet. */
  isLoading: boolean;
  /** The first page could not be read. */
  isError: boolean;
  /** A page after the first is on its way. */
  isLoadingMore: boolean;
  /** The last page asked for could not be read. */
  loadMoreFailed: boolean;
  /** More orders than the loaded ones exist. */
  hasMore: boolean;
  loadMore: () => void;
  /** Reads again every page that failed. */
  retry: () => void;
}

function pageArgs(group: OrderTab, count: number): ListMyOrdersApiArg[] {
  return Array.from({ length: count }, (_, i) => ({ group, page: i + 1, limit: ORDERS_PAGE_SIZE }));
}

/**
 * One My Orders tab, a page at a time: each page is its own cached query (so a change to the
 * orders reads every loaded page again), and 'Load more' adds the next page.
 */
export function useOrderPages(group: OrderTab): OrderPages {
  const dispatch = useAppDispatch();
  const [pageCount, setPageCount] = useState(1);
  const args = useMemo(() => pageArgs(group, pageCount), [group, pageCount]);
  const selectors = useMemo(() => args.map((arg) => api.endpoints.listMyOrders.select(arg)), [args]);

  useEffect(() => {
    const subscriptions = args.map((arg) => dispatch(api.endpoints.listMyOrders.initiate(arg)));
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [dispatch, args]);

  const pages = useAppSelector((state) => selectors.map((select) => select(state)), shallowEqual);

  const orders = useMemo(() => {
    const seen = new Set<string>();
    // An order that moved to a later page while pages were loading is shown once.
    return pages.flatMap((page) => (page.data?.rows ?? []).filter((o) => !seen.has(o.id) && seen.add(o.id)));
  }, [pages]);

  const retry = useCallback(() => {
    args.forEach((arg, i) => {
      if (pages[i]?.isError)
        void dispatch(api.endpoints.listMyOrders.initiate(arg, { subscribe: false, forceRefetch: true }));
    });
  }, [args, pages, dispatch]);

  const first = pages[0];
  const last = pages[pages.length - 1];
  const total = first?.data?.total ?? 0;
  const lastPending = !last?.data && !last?.isError;
  return {
    orders,
    total,
    isLoading: !first?.data && !first?.isError,
    isError: Boolean(first?.isError && !first.data),
    isLoadingMore: pageCount > 1 && lastPending,
    loadMoreFailed: pageCount > 1 && Boolean(last?.isError),
    hasMore: last?.data?.rows.length === ORDERS_PAGE_SIZE && !last.isError && orders.length < total,
    loadMore: () => setPageCount((count) => count + 1),
    retry,
  };
}
