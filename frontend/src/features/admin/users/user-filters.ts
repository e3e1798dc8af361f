import { JOINED_WINDOWS, USER_ROLE_FILTERS } from '@shop/domain';
import type { AdminListUsersApiArg } from '../../../api';
import { booleanFilter, enumFilter, type FilterOption, type FilterSpec, type ListParams } from '../shared';

/** The URL query keys of the Users list's filters (besides search and page). */
export const USER_FILTER_KEYS = ['role', 'hasOrders', 'joined'] as const;
export type UserFilterKey = (typeof USER_FILTER_KEYS)[number];

export const ROLE_OPTIONS: FilterOption[] = [
  { value: 'admin', label: 'Admins' },
  { value: 'customer', label: 'Customers' },
];

export const ORDERS_OPTIONS: FilterOption[] = [
  { value: 'true', label: 'With orders' },
  { value: 'false', label: 'Without orders' },
];

const JOINED_LABELS: Record<(typeof JOINED_WINDOWS)[number], string> = {
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  '365d': 'Last year',
};
export const JOINED_OPTIONS: FilterOption[] = JOINED_WINDOWS.map((w) => ({
  value: w,
  label: JOINED_LABELS[w],
}));

/** The toolbar's filters, in their order. */
export const USER_FILTERS: readonly FilterSpec<UserFilterKey>[] = [
  { key: 'role', label: 'Role', options: ROLE_OPTIONS, className: 'sm:w-36' },
  { key: 'hasOrders', label: 'Orders', options: ORDERS_OPTIONS, className: 'sm:w-40' },
  { key: 'joined', label: 'Joined', options: JOINED_OPTIONS, className: 'sm:w-36' },
];

/** GET /admin/users's arguments from the URL: each filter only when it holds a value the contract takes. */
export function userListArgs(
  list: Pick<ListParams<UserFilterKey>, 'queryArgs' | 'filters'>,
): AdminListUsersApiArg {
  const args: AdminListUsersApiArg = { ...list.queryArgs };
  const role = enumFilter(list.filters.role, USER_ROLE_FILTERS);
  const hasOrders = booleanFilter(list.filters.hasOrders);
  const joined = enumFilter(list.filters.joined, JOINED_WINDOWS);
  if (role) args.role = role;
  if (hasOrders !== undefined) args.hasOrders = hasOrders;
  if (joined) args.joined = joined;
  return args;
}
