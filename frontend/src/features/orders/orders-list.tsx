import { canCompletePayment, shortId } from '@shop/domain';
import { CreditCard } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Order } from '../../api';
import { Button, DataTable, Price, type DataTableColumn } from '../../components/ui';
import { formatOrderDate, orderKeySpecs, orderTypeLabel } from './order-display';
import { OrderStatusBadge } from './order-status-badge';

function CompletePayment({ order, fullWidth }: { order: Order; fullWidth?: boolean }) {
  if (!canCompletePayment(order)) return null;
  return (
    <Button asChild size="sm" fullWidth={fullWidth}>
      <Link to={`/payment-confirm/${encodeURIComponent(order.id)}`}>
        <CreditCard className="size-4" aria-hidden="true" />
        Complete Payment
        <span className="sr-only"> for order {shortId(order.id)}</span>
      </Link>
    </Button>
  );
}

const total = (order: Order) => order.pricing?.totalPrice ?? order.totalPrice;

const COLUMNS: DataTableColumn<Order>[] = [
  {
    key: 'order',
    header: 'Order',
    cell: (o) => <span className="font-mono text-xs font-semibold text-ink-muted">#{shortId(o.id)}</span>,
  },
  {
    key: 'service',
    header: 'Service',
    cell: (o) => (
      <div className="max-w-sm min-w-48 whitespace-normal">
        <p className="font-semibold text-ink">{o.serviceName}</p>
        <p className="mt-0.5 text-xs text-ink-subtle">
          {orderTypeLabel(o.type)} · {orderKeySpecs(o)}
        </p>
      </div>
    ),
  },
  { key: 'total', header: 'Total', align: 'right', cell: (o) => <Price etb={total(o)} size="sm" /> },
  { key: 'created', header: 'Created', cell: (o) => formatOrderDate(o.createdAt) },
  { key: 'status', header: 'Status', cell: (o) => <OrderStatusBadge order={o} /> },
  {
    key: 'action',
    header: <span className="sr-only">Action</span>,
    align: 'right',
    cell: (o) => <CompletePayment order={o} />,
  },
];

function OrderCard({ order }: { order: Order }) {
  return (
    <article className="rounded-card border border-line bg-surface p-4 shadow-card">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="font-semibold text-ink">{order.serviceName}</h2>
          <p className="mt-0.5 font-mono text-xs text-ink-subtle">#{shortId(order.id)}</p>
        </div>
        <OrderStatusBadge order={order} />
      </div>
      <p className="mt-3 text-sm text-ink-muted">
        {orderTypeLabel(order.type)} · {orderKeySpecs(order)}
      </p>
      <div className="mt-3 flex items-end justify-between gap-3 border-t border-line pt-3">
        <p className="text-xs text-ink-subtle">Created {formatOrderDate(order.createdAt)}</p>
        <Price etb={total(order)} />
      </div>
      {canCompletePayment(order) && (
        <div className="mt-4">
          <CompletePayment order={order} fullWidth />
        </div>
      )}
    </article>
  );
}

/** Orders as a table from 768 px up, as cards on phones. */
export function OrdersList({
  orders,
  caption,
  empty,
}: {
  orders: Order[];
  caption: string;
  empty: ReactNode;
}) {
  return (
    <DataTable
      columns={COLUMNS}
      rows={orders}
      rowKey={(o) => o.id}
      caption={caption}
      renderCard={(o) => <OrderCard order={o} />}
      empty={empty}
    />
  );
}
