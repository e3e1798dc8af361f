import { ORDER_TYPES } from '@shop/domain';
import type { AdminListOrdersApiArg, OrderStatus } from '../../../api';
import { booleanFilter, enumFilter, type FilterOption, type ListParams } from '../shared';
import { statusLabel, typeLabel } from './order-display';

/** The URL query keys of the orders list's filters (besides search and page). */
export const ORDER_FILTER_KEYS = ['status', 'paid', 'type'] as const;
export type OrderFilterKey = (typeof ORDER_FILTER_KEYS)[number];

/** Console spec 2.5: the status filter offers ALL, PENDING, PROVISIONING, ACTIVE and FAILED. */
export const FILTER_STATUSES: readonly OrderStatus[] = ['PENDING', 'PROVISIONING', 'ACTIVE', 'FAILED'];

export const STATUS_OPTIONS: FilterOption[] = FILTER_STATUSES.map((s) => ({
  value: s,
  label: statusLabel(s),
}));

/** Payment: ALL, PAID, UNPAID, kept in the URL as paid=true / paid=false (the API's own query). */
export const PAYMENT_OPTIONS: FilterOption[] = [
  { value: 'true', label: 'Paid' },
  { value: 'false', label: 'Unpaid' },
];

export const TYPE_OPTIONS: FilterOption[] = ORDER_TYPES.map((t) => ({ value: t, label: typeLabel(t) }));

/**
 * GET /admin/orders's arguments from the URL: search, page and limit, and each filter only when it
 * holds a value the contract takes (a hand-edited URL never sends one it refuses).
 */
export function orderListArgs(
  list: Pick<ListParams<OrderFilterKey>, 'queryArgs' | 'filters'>,
): AdminListOrdersApiArg {
  const args: AdminListOrdersApiArg = { ...list.queryArgs };
  const status = enumFilter(list.filters.status, FILTER_STATUSES);
  const paid = booleanFilter(list.filters.paid);
  const type = enumFilter(list.filters.type, ORDER_TYPES);
  if (status) args.status = status;
  if (paid !== undefined) args.paid = paid;
  if (type) args.type = type;
  return args;
}
