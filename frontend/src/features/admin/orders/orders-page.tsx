import { ADMIN_ORDERS_LOAD_FAILED, ORDERS_LOAD_FAILED_TITLE } from '@shop/domain';
import { PackageSearch, RotateCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useAdminListOrdersQuery } from '../../../api';
import { Alert, Button, EmptyState, PageHeader, Spinner } from '../../../components/ui';
import {
  ADMIN_PAGE_SIZE,
  adminErrorMessage,
  pageCount,
  Pagination,
  ResultDialog,
  TableSkeleton,
  useListParams,
} from '../shared';
import { CreateServiceDialog } from './create-service-dialog';
import { DeleteOrderDialog } from './delete-order-dialog';
import { EmailDetailsDialog } from './email-details-dialog';
import { MarkPaidDialog } from './mark-paid-dialog';
import { OrderDetailsDialog } from './order-details-dialog';
import { ORDER_FILTER_KEYS, orderListArgs, PAYMENT_REPORTED_FILTER } from './order-filters';
import { OrderStatusDialog } from './order-status-dialog';
import { RejectPaymentDialog } from './reject-payment-dialog';
import { OrdersTable } from './orders-table';
import { OrdersToolbar } from './orders-toolbar';
import { useOrderActions } from './use-order-actions';

function countText(total: number): string {
  return `${total.toLocaleString('en-US')} ${total === 1 ? 'order' : 'orders'}`;
}

/**
 * The console's orders (spec 2.5): search and the status, payment and type filters, asked of the
 * server and kept in the URL; a page of orders with the total from X-Total-Count; the row actions
 * and their modals; the result dialog after every write.
 */
export function OrdersPage() {
  const list = useListParams(ORDER_FILTER_KEYS);
  const { data, error, isLoading, isFetching, refetch } = useAdminListOrdersQuery(orderListArgs(list));
  const rows = data?.rows ?? [];
  const actions = useOrderActions(rows);
  // The load failure's dialog (spec 8: 'Failed to Load Orders') shows once per failed request.
  const [seenError, setSeenError] = useState<unknown>(null);
  // Spec 8: the server's message, else 'Failed to fetch orders'.
  const loadFailure = error ? adminErrorMessage(error, ADMIN_ORDERS_LOAD_FAILED) : '';
  // A page past the end (its last orders deleted, or an old link): go to the last page there is.
  const lastPage = data ? pageCount(data.total, ADMIN_PAGE_SIZE) : 1;
  const pastTheEnd = Boolean(data && data.rows.length === 0 && data.total > 0 && list.page > lastPage);
  const { setPage } = list;
  useEffect(() => {
    if (pastTheEnd) setPage(lastPage);
  }, [pastTheEnd, lastPage, setPage]);
  const filtered = Boolean(list.search || list.filters.status || list.filters.paid || list.filters.type);
  // The queue of reported payments, emptied: the admin's work is done.
  const queueDone =
    list.filters.status === PAYMENT_REPORTED_FILTER &&
    !list.search &&
    !list.filters.paid &&
    !list.filters.type;

  const modal = (action: typeof actions.action) => ({
    order: actions.order,
    open: actions.action === action,
    onOpenChange: (open: boolean) => !open && actions.close(),
    submitting: actions.submitting,
  });

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Orders"
        subtitle="Confirm payments, create services and answer customers about their orders."
      />

      <OrdersToolbar list={list} />

      <div className="flex min-h-8 items-center gap-3">
        <p className="text-sm font-medium text-ink-muted" aria-live="polite">
          {isLoading ? 'Loading orders…' : error ? 'No orders loaded' : countText(data?.total ?? 0)}
        </p>
        {isFetching && !isLoading && !error && <Spinner size="sm" label="Updating orders" />}
        {error && (
          <Button size="sm" variant="outline" onClick={() => void refetch()} loading={isFetching}>
            {!isFetching && <RotateCw className="size-4" aria-hidden="true" />}
            Retry
          </Button>
        )}
      </div>

      {error ? (
        <Alert tone="danger" title={ORDERS_LOAD_FAILED_TITLE}>
          {loadFailure}
        </Alert>
      ) : isLoading || pastTheEnd ? (
        <TableSkeleton label="Loading orders" columns={8} />
      ) : rows.length === 0 ? (
        <EmptyState
          icon={PackageSearch}
          title={queueDone ? 'Nothing in the payments queue' : filtered ? 'No orders match' : 'No orders yet'}
          text={
            queueDone
              ? 'Every reported payment has been confirmed or rejected, and every payment made after cancellation refunded. New ones appear here.'
              : filtered
                ? 'No order matches this search and these filters. Change or clear them.'
                : 'Orders appear here as soon as customers place them.'
          }
        />
      ) : (
        <div className="flex min-w-0 flex-col gap-4" aria-busy={isFetching || undefined}>
          <OrdersTable orders={rows} onAction={actions.open} />
          <Pagination
            page={list.page}
            total={data?.total ?? 0}
            pageSize={ADMIN_PAGE_SIZE}
            onPageChange={list.setPage}
            noun="orders"
          />
        </div>
      )}

      {/* Refund Late Payment opens the details, whose "Paid after cancellation" section refunds it. */}
      <OrderDetailsDialog
        {...modal('details')}
        open={actions.action === 'details' || actions.action === 'refund'}
        onAction={actions.open}
      />
      <MarkPaidDialog {...modal('markPaid')} onSubmit={(values) => void actions.markPaid(values)} />
      <RejectPaymentDialog
        {...modal('rejectPayment')}
        onSubmit={(values) => void actions.rejectPayment(values)}
      />
      <CreateServiceDialog {...modal('createService')} onConfirm={() => void actions.createService()} />
      <OrderStatusDialog {...modal('status')} onSubmit={(status) => void actions.changeStatus(status)} />
      <EmailDetailsDialog {...modal('email')} onSubmit={(body) => void actions.emailDetails(body)} />
      <DeleteOrderDialog {...modal('delete')} onConfirm={() => void actions.deleteOrder()} />

      <ResultDialog
        result={
          actions.result ??
          (error && error !== seenError
            ? { tone: 'error', title: ORDERS_LOAD_FAILED_TITLE, message: loadFailure }
            : null)
        }
        onClose={() => (actions.result ? actions.clearResult() : setSeenError(error))}
      />
    </div>
  );
}
