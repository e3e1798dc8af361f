import { ORDER_STATUSES, ORDER_TYPES, PAYMENT_QUEUE_LABEL } from '@shop/domain';
import type { AdminListOrdersApiArg, OrderStatus } from '../../../api';
import { booleanFilter, enumFilter, type FilterOption, type ListParams } from '../shared';
import { statusLabel, typeLabel } from './order-display';

/** The URL query keys of the orders list's filters (besides search and page). */
export const ORDER_FILTER_KEYS = ['status', 'paid', 'type'] as const;
export type OrderFilterKey = (typeof ORDER_FILTER_KEYS)[number];

/**
 * Every status an order can reach (console spec 2.5 named PENDING, PROVISIONING, ACTIVE and
 * FAILED; orders also reach COMPLETED, CANCELLED and EXPIRED, and an admin looks for them too).
 */
export const FILTER_STATUSES: readonly OrderStatus[] = ORDER_STATUSES;

/**
 * The payments queue (domain's isInPaymentQueue: the "Payment reported" orders and those whose
 * money arrived after cancellation, "Paid after cancellation: refund due") is a status of its own
 * in the console: status=PAYMENT_REPORTED in the URL (kept for links made before the refunds
 * joined it), asked of the server as paymentQueue=true.
 */
export const PAYMENT_REPORTED_FILTER = 'PAYMENT_REPORTED';

/** The console's link to the payments queue (the sidebar's count opens it). */
export const PAYMENT_QUEUE_PATH = `/admin/orders?status=${PAYMENT_REPORTED_FILTER}`;

export const STATUS_OPTIONS: FilterOption[] = [
  { value: PAYMENT_REPORTED_FILTER, label: PAYMENT_QUEUE_LABEL },
  ...FILTER_STATUSES.map((s) => ({ value: s, label: statusLabel(s) })),
];

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
  if (list.filters.status === PAYMENT_REPORTED_FILTER) args.paymentQueue = true;
  if (paid !== undefined) args.paid = paid;
  if (type) args.type = type;
  return args;
}
