import { AFFILIATE_STATS_LOAD_FAILED } from '@shop/domain';
import type { ReactNode } from 'react';
import { Button, DataTable, DialogClose, Spinner, type DataTableColumn } from '../../../components/ui';
import {
  useAdminGetDiscountCodeStatsQuery,
  type DiscountCode,
  type DiscountStats,
  type DiscountStatsOrder,
} from '../../../api';
import { adminErrorMessage, AdminModal, formatAddisDateTime, formatBirr, orderNumber } from '../shared';
import { formatPercent } from './discount-format';
import { ErrorBox } from './error-box';

export const NO_STATS_ORDERS = 'No orders yet for this discount code';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-ink-subtle">{label}</dt>
      <dd className="mt-0.5 font-semibold break-words text-ink">{children}</dd>
    </div>
  );
}

/** A total: label and amount side by side on a phone, stacked in a card from 640 px. */
function Figure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-3 rounded-card border border-line bg-surface-muted/60 px-3 py-2 sm:block sm:p-3">
      <dt className="text-xs font-medium text-ink-subtle">{label}</dt>
      <dd className="text-base font-bold tracking-tight whitespace-nowrap text-ink tabular-nums sm:mt-1 sm:text-lg">
        {value}
      </dd>
    </div>
  );
}

const RECENT_ORDER_COLUMNS: DataTableColumn<DiscountStatsOrder>[] = [
  {
    key: 'id',
    header: 'Order',
    hideInCard: true,
    cell: (order) => <span className="font-mono text-xs font-semibold">{orderNumber(order.id)}</span>,
  },
  { key: 'base', header: 'Base Price', align: 'right', cell: (order) => formatBirr(order.basePrice) },
  { key: 'final', header: 'Final Price', align: 'right', cell: (order) => formatBirr(order.totalPrice) },
  {
    key: 'kickback',
    header: 'Kickback',
    align: 'right',
    cell: (order) => formatBirr(order.kickback),
  },
  { key: 'date', header: 'Date', cell: (order) => formatAddisDateTime(order.createdAt) },
];

function StatsContent({ stats }: { stats: DiscountStats }) {
  const { discountCode, stats: totals, recentOrders } = stats;
  return (
    <div className="grid gap-5">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-4">
        <Fact label="Code">
          <span className="font-mono tracking-wide">{discountCode.code}</span>
        </Fact>
        <Fact label="Discount">{formatPercent(discountCode.discount)}</Fact>
        <Fact label="Kickback">{formatPercent(discountCode.affiliateKickback)}</Fact>
        <Fact label="Given To">{discountCode.givenTo}</Fact>
      </dl>
      <dl className="grid gap-2 sm:grid-cols-3 sm:gap-3">
        <Figure label="Total Orders" value={totals.totalOrders} />
        <Figure label="Total Revenue" value={formatBirr(totals.totalRevenue)} />
        <Figure label="Total Kickback" value={formatBirr(totals.totalKickback)} />
      </dl>
      <section aria-labelledby="discount-recent-orders">
        <h3 id="discount-recent-orders" className="mb-2 text-sm font-semibold text-ink">
          Recent Orders
        </h3>
        <DataTable
          caption={`Recent orders with ${discountCode.code}`}
          columns={RECENT_ORDER_COLUMNS}
          rows={recentOrders}
          rowKey={(order) => order.id}
          cardTitle={(order) => <span className="font-mono text-sm">{orderNumber(order.id)}</span>}
          empty={
            <p className="rounded-card border border-dashed border-line px-4 py-8 text-center text-sm text-ink-muted">
              {NO_STATS_ORDERS}
            </p>
          }
        />
      </section>
    </div>
  );
}

/** Affiliate Statistics of one code (spec 2.9), read when it opens; a failure shows in the Error box. */
export function DiscountStatsDialog({ code, onClose }: { code: DiscountCode; onClose: () => void }) {
  const { data, error, isLoading, isFetching, refetch } = useAdminGetDiscountCodeStatsQuery({ id: code.id });
  return (
    <AdminModal
      open
      onOpenChange={(open) => !open && onClose()}
      title="Affiliate Statistics"
      description={`How ${code.code} has been used, and what its affiliate earned.`}
      size="xl"
      footer={
        <DialogClose asChild>
          <Button variant="outline">Close</Button>
        </DialogClose>
      }
    >
      {error ? (
        <ErrorBox
          message={adminErrorMessage(error, AFFILIATE_STATS_LOAD_FAILED)}
          onRetry={refetch}
          retrying={isFetching}
        />
      ) : isLoading || !data ? (
        <div role="status" aria-label="Loading affiliate statistics" className="flex justify-center py-10">
          <Spinner size="lg" className="text-brand-600" />
        </div>
      ) : (
        <StatsContent stats={data} />
      )}
    </AdminModal>
  );
}
