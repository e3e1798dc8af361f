import { Fragment } from 'react';
import { clsx } from 'clsx';
import type { AdminOrder } from '../../../api';
import { Badge, DataTable, type DataTableColumn } from '../../../components/ui';
import { formatAddisDate, formatBirr, orderNumber } from '../shared';
import type { OrderAction } from './order-actions';
import { OrderStateBadge, PaymentBadge } from './order-badges';
import { verificationLabel, verificationTone } from '../payments/verification-display';
import { formatAddisTime, specParts, typeLabel } from './order-display';
import { OrderRowActions } from './order-row-actions';

/** The service's name over its specifications; `wide` on a card, where it need not leave room. */
function ServiceCell({ order, wide = false }: { order: AdminOrder; wide?: boolean }) {
  const specs = specParts(order.specifications);
  return (
    <div className={wide ? 'min-w-0' : 'max-w-36 min-w-24 whitespace-normal'}>
      <p className="font-medium text-ink">
        {order.serviceName}
        {order.renewalOfServiceId && (
          <Badge tone="info" className="ml-1.5 align-middle">
            Renewal
          </Badge>
        )}
      </p>
      {specs.length > 0 && (
        <p className="text-xs text-ink-muted">
          {/* Each figure stays whole when the line wraps ('8.0 GB RAM', never '8.0 GB' / 'RAM'). */}
          {specs.map((part, i) => (
            <Fragment key={part}>
              <span className="whitespace-nowrap">
                {part}
                {i < specs.length - 1 ? ' ·' : ''}
              </span>{' '}
            </Fragment>
          ))}
        </p>
      )}
    </div>
  );
}

/**
 * Username over e-mail, whole: in the table they wrap (anywhere, an address has no spaces) rather
 * than being cut short, so an admin reads the customer they are about to contact.
 */
function CustomerCell({ order, narrow = false }: { order: AdminOrder; narrow?: boolean }) {
  return (
    <div className={narrow ? 'max-w-36 min-w-24 whitespace-normal [overflow-wrap:anywhere]' : 'min-w-0'}>
      <p className="font-medium text-ink">{order.user.username}</p>
      <p className="text-xs text-ink-muted">{order.user.email}</p>
    </div>
  );
}

/** The status with its icon; a FAILED order says why under it. */
function StatusCell({ order }: { order: AdminOrder }) {
  return (
    <div className="flex max-w-28 flex-col items-start gap-1">
      <OrderStateBadge order={order} wrap />
      {order.status === 'FAILED' && order.failureReason && (
        <p
          className="line-clamp-2 max-w-32 text-xs whitespace-normal text-danger-700"
          title={order.failureReason}
        >
          {order.failureReason}
        </p>
      )}
    </div>
  );
}

/** The day, and the time under it, in Addis Ababa. */
function CreatedCell({ order }: { order: AdminOrder }) {
  return (
    <time dateTime={order.createdAt} className="flex flex-col text-xs text-ink-muted tabular-nums">
      <span className="font-medium text-ink">{formatAddisDate(order.createdAt)}</span>
      <span>{formatAddisTime(order.createdAt)}</span>
    </time>
  );
}

function IdCell({ order }: { order: AdminOrder }) {
  return (
    <span className="font-mono text-xs text-ink" title={order.id}>
      {orderNumber(order.id)}
    </span>
  );
}

/**
 * Nine columns share what the shell leaves of a 1280 px screen: cells are a little tighter than the
 * shared table's (the `!` wins over its px-4), and the actions stay in view at the right edge.
 */
const TIGHT = 'px-2!';

function columns(onAction: OrderRowActionsHandler): DataTableColumn<AdminOrder>[] {
  const list: DataTableColumn<AdminOrder>[] = [
    { key: 'id', header: 'ID', cell: (o) => <IdCell order={o} /> },
    { key: 'type', header: 'Type', cell: (o) => typeLabel(o.type) },
    { key: 'customer', header: 'Customer', cell: (o) => <CustomerCell order={o} narrow /> },
    { key: 'service', header: 'Service', cell: (o) => <ServiceCell order={o} /> },
    {
      key: 'amount',
      header: 'Amount',
      align: 'right',
      cell: (o) => <span className="font-semibold tabular-nums">{formatBirr(o.totalPrice)}</span>,
    },
    {
      key: 'payment',
      header: 'Payment',
      cell: (o) => (
        <div className="flex flex-col items-start gap-1">
          <PaymentBadge paid={o.paid} />
          {o.verification && !o.paid && (
            <Badge tone={verificationTone(o.verification.status)}>
              {verificationLabel(o.verification.status)}
            </Badge>
          )}
        </div>
      ),
    },
    { key: 'status', header: 'Status', cell: (o) => <StatusCell order={o} /> },
    {
      key: 'created',
      header: 'Created',
      cell: (o) => <CreatedCell order={o} />,
    },
    {
      key: 'actions',
      header: <span className="sr-only">Actions</span>,
      align: 'right',
      // Always in view: the table scrolls sideways under it when the screen is narrow.
      className:
        'sticky right-0 bg-surface [thead_&]:bg-surface-muted shadow-[-10px_0_10px_-10px_rgb(0_0_0/0.18)]',
      cell: (o) => <OrderRowActions order={o} onAction={onAction} />,
    },
  ];
  return list.map((column) => ({ ...column, className: clsx(TIGHT, column.className) }));
}

type OrderRowActionsHandler = (action: OrderAction, order: AdminOrder) => void;

/** A phone's card: what the row says, stacked, with the actions as labelled buttons. */
function OrderCard({ order, onAction }: { order: AdminOrder; onAction: OrderRowActionsHandler }) {
  return (
    <article
      aria-label={`Order ${orderNumber(order.id)}`}
      className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4 shadow-card"
    >
      <div>
        <div className="flex items-start justify-between gap-3">
          <ServiceCell order={order} wide />
          <p className="shrink-0 font-semibold tabular-nums">{formatBirr(order.totalPrice)}</p>
        </div>
        <p className="mt-1 text-xs text-ink-muted">
          <IdCell order={order} /> · {typeLabel(order.type)} · {formatAddisDate(order.createdAt)},{' '}
          {formatAddisTime(order.createdAt)}
        </p>
      </div>
      <CustomerCell order={order} />
      <div className="flex flex-wrap items-start gap-2">
        <PaymentBadge paid={order.paid} />
        {order.verification && !order.paid && (
          <Badge tone={verificationTone(order.verification.status)}>
            {verificationLabel(order.verification.status)}
          </Badge>
        )}
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
