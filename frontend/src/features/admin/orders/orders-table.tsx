import type { AdminOrder } from '../../../api';
import { Badge, DataTable, type DataTableColumn } from '../../../components/ui';
import { formatAddisDate, formatAddisDateTime, formatBirr, shortId } from '../shared';
import type { OrderAction } from './order-actions';
import { OrderStatusBadge, PaymentBadge } from './order-badges';
import { specsSummary, typeLabel } from './order-display';
import { OrderRowActions } from './order-row-actions';

function ServiceCell({ order }: { order: AdminOrder }) {
  const specs = specsSummary(order.specifications);
  return (
    <div className="max-w-64 min-w-40 whitespace-normal">
      <p className="font-medium text-ink">{order.serviceName}</p>
      {specs && <p className="text-xs text-ink-muted">{specs}</p>}
    </div>
  );
}

function CustomerCell({ order }: { order: AdminOrder }) {
  return (
    <div className="max-w-56">
      <p className="truncate font-medium text-ink">{order.user.username}</p>
      <p className="truncate text-xs text-ink-muted">{order.user.email}</p>
    </div>
  );
}

/** The status with its icon; a FAILED order says why under it. */
function StatusCell({ order }: { order: AdminOrder }) {
  return (
    <div className="flex max-w-56 flex-col items-start gap-1">
      <OrderStatusBadge status={order.status} />
      {order.status === 'FAILED' && order.failureReason && (
        <p className="line-clamp-2 text-xs whitespace-normal text-danger-700" title={order.failureReason}>
          {order.failureReason}
        </p>
      )}
    </div>
  );
}

function IdCell({ order }: { order: AdminOrder }) {
  return (
    <span className="font-mono text-xs text-ink" title={order.id}>
      {shortId(order.id)}
    </span>
  );
}

function columns(onAction: OrderRowActionsHandler): DataTableColumn<AdminOrder>[] {
  return [
    { key: 'id', header: 'Order ID', cell: (o) => <IdCell order={o} /> },
    { key: 'type', header: 'Type', cell: (o) => <Badge tone="brand">{typeLabel(o.type)}</Badge> },
    { key: 'customer', header: 'Customer', cell: (o) => <CustomerCell order={o} /> },
    { key: 'service', header: 'Service', cell: (o) => <ServiceCell order={o} /> },
    {
      key: 'amount',
      header: 'Amount',
      align: 'right',
      cell: (o) => <span className="font-semibold tabular-nums">{formatBirr(o.totalPrice)}</span>,
    },
    { key: 'payment', header: 'Payment', cell: (o) => <PaymentBadge paid={o.paid} /> },
    { key: 'status', header: 'Status', cell: (o) => <StatusCell order={o} /> },
    {
      key: 'created',
      header: 'Created',
      cell: (o) => <span className="text-ink-muted tabular-nums">{formatAddisDateTime(o.createdAt)}</span>,
    },
    {
      key: 'actions',
      header: <span className="sr-only">Actions</span>,
      align: 'right',
      cell: (o) => <OrderRowActions order={o} onAction={onAction} />,
    },
  ];
}

type OrderRowActionsHandler = (action: OrderAction, order: AdminOrder) => void;

/** A phone's card: what the row says, stacked, with the actions as labelled buttons. */
function OrderCard({ order, onAction }: { order: AdminOrder; onAction: OrderRowActionsHandler }) {
  return (
    <article
      aria-label={`Order ${shortId(order.id)}`}
      className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4 shadow-card"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <ServiceCell order={order} />
          <p className="mt-1 text-xs text-ink-muted">
            <IdCell order={order} /> · {typeLabel(order.type)} · {formatAddisDate(order.createdAt)}
          </p>
        </div>
        <p className="shrink-0 font-semibold tabular-nums">{formatBirr(order.totalPrice)}</p>
      </div>
      <CustomerCell order={order} />
      <div className="flex flex-wrap items-start gap-2">
        <PaymentBadge paid={order.paid} />
        <StatusCell order={order} />
      </div>
      <OrderRowActions order={order} onAction={onAction} variant="buttons" />
    </article>
  );
}

export type OrdersTableProps = {
  orders: AdminOrder[];
  onAction: OrderRowActionsHandler;
};

/** The orders with the spec's columns (2.5); cards on phones. */
export function OrdersTable({ orders, onAction }: OrdersTableProps) {
  return (
    <DataTable
      caption="Orders"
      columns={columns(onAction)}
      rows={orders}
      rowKey={(o) => o.id}
      renderCard={(o) => <OrderCard order={o} onAction={onAction} />}
    />
  );
}
