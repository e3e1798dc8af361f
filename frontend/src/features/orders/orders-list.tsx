import { canCompletePayment, orderNumber } from '@shop/domain';
import { clsx } from 'clsx';
import { CreditCard } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Order } from '../../api';
import { Badge, Button, DataTable, type DataTableColumn } from '../../components/ui';
import { formatMoney, useLocale, useT, type Locale } from '../../i18n';
import { paymentInstructionPath } from '../../lib/payment-data';
import { formatOrderDate, orderKeySpecs, orderTypeLabel, type Translate } from './order-display';
import { OrderDocuments } from './order-documents';
import { OrderStatusBadge } from './order-status-badge';

function CompletePayment({ order, fullWidth }: { order: Order; fullWidth?: boolean }) {
  const t = useT();
  if (!canCompletePayment(order)) return null;
  return (
    <Button asChild size="sm" fullWidth={fullWidth}>
      <Link to={paymentInstructionPath(order.id)}>
        <CreditCard className="size-4" aria-hidden="true" />
        {t('orders.list.completePayment')}
        <span className="sr-only"> {t('orders.list.forOrder', { id: orderNumber(order.id) })}</span>
      </Link>
    </Button>
  );
}

/** Extend's orders renew a service the customer already has: said so beside the name. */
function RenewalTag({ order }: { order: Order }) {
  const t = useT();
  if (!order.renewalOfServiceId) return null;
  return (
    <Badge tone="info" className="ml-1 align-middle">
      {t('orders.list.renewal')}
    </Badge>
  );
}

const total = (order: Order) => order.pricing?.totalPrice ?? order.totalPrice;

/** The order's total as the language writes money ('1,725.00 ETB', 'ብር 1,725.00'), as one text node. */
function Total({ order, small = false }: { order: Order; small?: boolean }) {
  const locale = useLocale();
  return (
    <span className="inline-flex flex-wrap items-baseline text-ink tabular-nums">
      <span className={clsx('font-semibold whitespace-nowrap', small ? 'text-sm' : 'text-base')}>
        {formatMoney(total(order), locale)}
      </span>
    </span>
  );
}

function columns(t: Translate, locale: Locale): DataTableColumn<Order>[] {
  return [
    {
      key: 'order',
      header: t('orders.list.order'),
      cell: (o) => (
        <Link
          to={`/orders/${encodeURIComponent(o.id)}`}
          className="font-mono text-xs font-semibold text-ink-muted underline-offset-2 hover:underline"
        >
          {orderNumber(o.id)}
        </Link>
      ),
    },
    {
      key: 'service',
      header: t('orders.list.service'),
      cell: (o) => (
        <div className="max-w-sm min-w-48 whitespace-normal">
          <p className="font-semibold text-ink">
            {o.serviceName} <RenewalTag order={o} />
          </p>
          <p className="mt-0.5 text-xs text-ink-subtle">
            {orderTypeLabel(o.type, t)} · {orderKeySpecs(o, t)}
          </p>
        </div>
      ),
    },
    { key: 'total', header: t('orders.list.total'), align: 'right', cell: (o) => <Total order={o} small /> },
    { key: 'created', header: t('orders.list.created'), cell: (o) => formatOrderDate(o.createdAt, locale) },
    { key: 'status', header: t('orders.list.status'), cell: (o) => <OrderStatusBadge order={o} /> },
    {
      key: 'action',
      header: <span className="sr-only">{t('orders.list.action')}</span>,
      align: 'right',
      cell: (o) => (
        <>
          <CompletePayment order={o} />
          <OrderDocuments order={o} />
        </>
      ),
    },
  ];
}

function OrderCard({ order }: { order: Order }) {
  const t = useT();
  const locale = useLocale();
  return (
    <article className="rounded-card border border-line bg-surface p-4 shadow-card">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="font-semibold text-ink">
            {order.serviceName} <RenewalTag order={order} />
          </h2>
          <Link
            to={`/orders/${encodeURIComponent(order.id)}`}
            className="mt-0.5 block font-mono text-xs text-ink-subtle underline-offset-2 hover:underline"
          >
            {orderNumber(order.id)}
          </Link>
        </div>
        <OrderStatusBadge order={order} />
      </div>
      <p className="mt-3 text-sm text-ink-muted">
        {orderTypeLabel(order.type, t)} · {orderKeySpecs(order, t)}
      </p>
      <div className="mt-3 flex items-end justify-between gap-3 border-t border-line pt-3">
        <p className="text-xs text-ink-subtle">
          {t('orders.list.createdOn', { date: formatOrderDate(order.createdAt, locale) })}
        </p>
        <Total order={order} />
      </div>
      {canCompletePayment(order) && (
        <div className="mt-4">
          <CompletePayment order={order} fullWidth />
        </div>
      )}
      {order.paid && (
        <div className="mt-4 flex justify-end">
          <OrderDocuments order={order} />
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
  const t = useT();
  const locale = useLocale();
  const tableColumns = useMemo(() => columns(t, locale), [t, locale]);
  return (
    <DataTable
      columns={tableColumns}
      rows={orders}
      rowKey={(o) => o.id}
      caption={caption}
      renderCard={(o) => <OrderCard order={o} />}
      empty={empty}
    />
  );
}
