import { ShoppingBag } from 'lucide-react';
import { useMemo } from 'react';
import type { AffiliateRecentOrder } from '../../api';
import { Badge, DataTable, EmptyState, type DataTableColumn } from '../../components/ui';
import { formatDisplayDate, useLocale, useT, type Locale } from '../../i18n';
import { orderStatusText, orderStatusTone, type Translate } from './affiliate-display';
import { useAffiliateMoney } from './use-affiliate-money';

function StatusBadge({ status }: { status: string }) {
  const t = useT();
  return (
    <Badge tone={orderStatusTone(status)} dot>
      {orderStatusText(status, t)}
    </Badge>
  );
}

/** The sale's kickback, with the day it leaves the holding period while it is still pending. */
function Kickback({ order, money }: { order: AffiliateRecentOrder; money: (etb: number) => string }) {
  const t = useT();
  const locale = useLocale();
  const pending = order.kickback > 0 && new Date(order.payableFrom).getTime() > Date.now();
  return (
    <span className="block">
      <span className="block font-semibold tabular-nums">{money(order.kickback)}</span>
      {pending && (
        <span className="mt-0.5 block text-xs font-normal text-ink-subtle">
          {t('affiliate.stats.pendingUntil', { date: formatDisplayDate(order.payableFrom, locale) })}
        </span>
      )}
    </span>
  );
}

function columns(
  t: Translate,
  locale: Locale,
  money: (etb: number) => string,
): DataTableColumn<AffiliateRecentOrder>[] {
  return [
    {
      key: 'service',
      header: t('affiliate.stats.service'),
      hideInCard: true,
      cell: (o) => <span className="font-semibold whitespace-normal">{o.serviceName}</span>,
    },
    { key: 'customer', header: t('affiliate.stats.customer'), cell: (o) => o.customer },
    {
      key: 'price',
      header: t('affiliate.stats.price'),
      align: 'right',
      cell: (o) => <span className="tabular-nums">{money(o.totalPrice)}</span>,
    },
    {
      key: 'kickback',
      header: t('affiliate.stats.kickback'),
      align: 'right',
      cell: (o) => <Kickback order={o} money={money} />,
    },
    { key: 'status', header: t('affiliate.stats.status'), cell: (o) => <StatusBadge status={o.status} /> },
    { key: 'date', header: t('affiliate.stats.date'), cell: (o) => formatDisplayDate(o.createdAt, locale) },
  ];
}

/** The code's recent qualified sales: a table from 768 px up, cards on phones; a note when there are none. */
export function RecentOrders({ code, orders }: { code: string; orders: AffiliateRecentOrder[] }) {
  const t = useT();
  const locale = useLocale();
  const money = useAffiliateMoney();
  const tableColumns = useMemo(() => columns(t, locale, money), [t, locale, money]);
  return (
    <DataTable
      columns={tableColumns}
      rows={orders}
      rowKey={(o) => o.id}
      caption={t('affiliate.stats.recentCaption', { code })}
      cardTitle={(o) => o.serviceName}
      empty={
        <EmptyState
          as="h3"
          icon={ShoppingBag}
          title={t('affiliate.stats.noOrders')}
          text={t('affiliate.stats.noOrdersText')}
        />
      }
    />
  );
}
