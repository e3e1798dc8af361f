import { ListFilters, ListToolbar, type FilterSpec, type ListParams } from '../shared';
import { PAYMENT_OPTIONS, STATUS_OPTIONS, TYPE_OPTIONS, type OrderFilterKey } from './order-filters';

const FILTERS: readonly FilterSpec<OrderFilterKey>[] = [
  { key: 'status', label: 'Status', options: STATUS_OPTIONS, className: 'sm:w-48' },
  { key: 'paid', label: 'Payment', options: PAYMENT_OPTIONS, className: 'sm:w-36' },
  { key: 'type', label: 'Type', options: TYPE_OPTIONS, className: 'sm:w-32' },
];

/** The search box and the status, payment and type filters (console spec 2.5), all in the URL. */
export function OrdersToolbar({ list }: { list: ListParams<OrderFilterKey> }) {
  return (
    <ListToolbar
      search={list.search}
      onSearch={list.setSearch}
      searchLabel="Search orders"
      searchPlaceholder="ID, service, customer or e-mail"
    >
      <ListFilters list={list} filters={FILTERS} />
    </ListToolbar>
  );
}
