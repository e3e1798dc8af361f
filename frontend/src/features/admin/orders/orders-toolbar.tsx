import { FilterSelect, ListToolbar, type ListParams } from '../shared';
import { PAYMENT_OPTIONS, STATUS_OPTIONS, TYPE_OPTIONS, type OrderFilterKey } from './order-filters';

/** The search box and the status, payment and type filters (console spec 2.5), all in the URL. */
export function OrdersToolbar({ list }: { list: ListParams<OrderFilterKey> }) {
  return (
    <ListToolbar
      search={list.search}
      onSearch={list.setSearch}
      searchLabel="Search orders"
      searchPlaceholder="ID, service, customer or e-mail"
    >
      {/* Two to a line on phones; in the toolbar's row from 640 px. */}
      <div className="grid grid-cols-2 gap-3 sm:contents">
        <FilterSelect
          label="Status"
          value={list.filters.status}
          onChange={(value) => list.setFilter('status', value)}
          options={STATUS_OPTIONS}
          className="sm:w-40"
        />
        <FilterSelect
          label="Payment"
          value={list.filters.paid}
          onChange={(value) => list.setFilter('paid', value)}
          options={PAYMENT_OPTIONS}
          className="sm:w-36"
        />
        <FilterSelect
          label="Type"
          value={list.filters.type}
          onChange={(value) => list.setFilter('type', value)}
          options={TYPE_OPTIONS}
          className="sm:w-32"
        />
      </div>
    </ListToolbar>
  );
}
