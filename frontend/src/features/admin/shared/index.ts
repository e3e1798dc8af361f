/**
 * Pieces every console screen shares (Dashboard, Users, Orders, Services, Payments, Discounts,
 * Settings). English only. Import them from '../shared'.
 *
 * Lists that ask the server (search, filters and page in the URL):
 *
 *   const list = useListParams(['status', 'paid'] as const);
 *   const { data, isLoading, isFetching, error, refetch } = useAdminListOrdersQuery({
 *     ...list.queryArgs,                                         // { search?, page, limit: ADMIN_PAGE_SIZE }
 *     status: enumFilter(list.filters.status, ORDER_STATUSES),   // never sends a value the contract refuses
 *     paid: booleanFilter(list.filters.paid),
 *   });
 *   <ListToolbar search={list.search} onSearch={list.setSearch} searchLabel="Search orders">
 *     <FilterSelect label="Status" value={list.filters.status}
 *       onChange={(v) => list.setFilter('status', v)} options={[{ value: 'PENDING', label: 'Pending' }]} />
 *   </ListToolbar>
 *   {error ? <LoadError title="Failed to Load Orders"
 *               message={adminErrorMessage(error, ADMIN_ORDERS_LOAD_FAILED)} onRetry={refetch} />
 *     : isLoading ? <TableSkeleton label="Loading orders" />
 *     : <DataTable ... rows={data.rows} />}
 *   <Pagination page={list.page} total={data?.total ?? 0} pageSize={ADMIN_PAGE_SIZE}
 *     onPageChange={list.setPage} noun="orders" />
 *
 * The admin list hooks answer `Paged<Row>` = `{ rows, total }` (api/index.ts reads X-Total-Count).
 * Searches go out once typing pauses (SEARCH_DEBOUNCE_MS) or on Enter; search and filters replace
 * the page with 1; a page change is a history entry (Back returns to it).
 *
 * Dialogs: AdminModal (title, description, footer, size) returns focus to whatever opened it;
 * ResultDialog shows `{ tone: 'success' | 'error', title, message }` with OK, and closes by setting
 * the result back to null.
 */

// URL-kept list state
export {
  ADMIN_PAGE_SIZE,
  booleanFilter,
  enumFilter,
  useListParams,
  type ListParams,
} from './use-list-params';
export { ListToolbar, type ListToolbarProps } from './list-toolbar';
export { SEARCH_DEBOUNCE_MS, SearchField, type SearchFieldProps } from './search-field';
export {
  FilterSelect,
  ListFilters,
  type FilterOption,
  type FilterSelectProps,
  type FilterSpec,
} from './filter-select';
export { pageCount, Pagination, type PaginationProps } from './pagination';
export { TableSkeleton, type TableSkeletonProps } from './table-skeleton';

// Failures and outcomes
export { adminErrorMessage } from './admin-error';
export { LoadError, type LoadErrorProps } from './load-error';
export { AdminModal, type AdminModalProps } from './admin-modal';
export { ConfirmDialog, FormDialog, type ConfirmDialogProps, type FormDialogProps } from './form-dialog';
export { ResultDialog, type ActionResult, type ResultDialogProps } from './result-dialog';

// Details dialogs
export { DetailsSection, type DetailRow, type DetailsSectionProps } from './details-section';

// Figures
export { PercentBar, type PercentBarProps } from './percent-bar';

// Formats: birr to the santim, Addis Ababa dates, order numbers
export {
  daysLeft,
  formatAddisDate,
  formatAddisDateTime,
  formatBirr,
  formatCount,
  percentOf,
  orderNumber,
  shortId,
} from './format';
