import { PAYMENT_METHODS, PAYMENT_STATUSES, PAYMENTS_LOAD_FAILED } from '@shop/domain';
import { useState } from 'react';
import { useAdminListPaymentsQuery, type AdminPayment } from '../../../api';
import { Alert, Button, PageHeader } from '../../../components/ui';
import {
  ADMIN_PAGE_SIZE,
  adminErrorMessage,
  enumFilter,
  FilterSelect,
  ListToolbar,
  LoadError,
  Pagination,
  TableSkeleton,
  useListParams,
} from '../shared';
import { PaymentDecisionDialogs, type PaymentDecision } from './payment-decision';
import { PaymentDetailsDialog } from './payment-details-dialog';
import { paymentMethodLabel, paymentStatusLabel } from './payment-display';
import { MethodDistribution, PaymentSummaryCards } from './payment-summary';
import { PaymentsTable } from './payments-table';
import { usePaymentSummary } from './use-payment-summary';

const STATUS_OPTIONS = PAYMENT_STATUSES.map((s) => ({ value: s, label: paymentStatusLabel(s) }));
const METHOD_OPTIONS = PAYMENT_METHODS.map((m) => ({ value: m, label: paymentMethodLabel(m) }));

/**
 * The console's Payments screen (spec 2.7): the summary over every payment, then the payments
 * searched, filtered and paged by the server with the query in the URL, each with its details.
 */
export function PaymentsPage() {
  const list = useListParams(['status', 'method'] as const);
  const status = enumFilter(list.filters.status, PAYMENT_STATUSES);
  const method = enumFilter(list.filters.method, PAYMENT_METHODS);
  const payments = useAdminListPaymentsQuery({
    ...list.queryArgs,
    ...(status ? { status } : {}),
    ...(method ? { method } : {}),
  });
  const summary = usePaymentSummary();
  const [viewing, setViewing] = useState<AdminPayment | null>(null);
  const [deciding, setDeciding] = useState<{ decision: PaymentDecision; payment: AdminPayment } | null>(null);

  const page = payments.currentData ?? payments.data;
  const filtered = Boolean(list.search || status || method);
  const retryAll = () => {
    void payments.refetch();
    summary.refetch();
  };

  return (
    <div className="space-y-6">
      <PageHeader title="Payments" subtitle="Every payment reported or confirmed, and how they add up." />

      {summary.error && !payments.error ? (
        <Alert
          tone="danger"
          title="The summary could not be loaded"
          actions={
            <Button size="sm" variant="outline" onClick={summary.refetch} loading={summary.isFetching}>
              Retry
            </Button>
          }
        >
          {adminErrorMessage(summary.error, PAYMENTS_LOAD_FAILED)}
        </Alert>
      ) : (
        !summary.error && (
          <>
            <PaymentSummaryCards summary={summary.summary} />
            <MethodDistribution summary={summary.summary} />
          </>
        )
      )}

      <ListToolbar
        search={list.search}
        onSearch={list.setSearch}
        searchLabel="Search payments"
        searchPlaceholder="Id, reference, payer or customer"
      >
        {/* Side by side on phones too: two short selects share the line. */}
        <div className="grid grid-cols-2 gap-3 sm:flex">
          <FilterSelect
            label="Status"
            value={status}
            onChange={(value) => list.setFilter('status', value)}
            options={STATUS_OPTIONS}
            className="sm:w-40"
          />
          <FilterSelect
            label="Method"
            value={method}
            onChange={(value) => list.setFilter('method', value)}
            options={METHOD_OPTIONS}
            className="sm:w-40"
          />
        </div>
      </ListToolbar>

      {payments.error ? (
        <LoadError
          title="Error Loading Payments"
          message={adminErrorMessage(payments.error, PAYMENTS_LOAD_FAILED)}
          onRetry={retryAll}
          retrying={payments.isFetching}
        />
      ) : !page ? (
        <TableSkeleton label="Loading payments" columns={7} />
      ) : (
        <>
          <div
            aria-busy={payments.isFetching || undefined}
            className={payments.isFetching ? 'opacity-60' : undefined}
          >
            <PaymentsTable payments={page.rows} filtered={filtered} onView={setViewing} />
          </div>
          <Pagination
            page={list.page}
            total={page.total}
            pageSize={ADMIN_PAGE_SIZE}
            onPageChange={list.setPage}
            noun="payments"
          />
        </>
      )}

      <PaymentDetailsDialog
        payment={viewing}
        onClose={() => setViewing(null)}
        onDecide={(decision) => {
          if (viewing) setDeciding({ decision, payment: viewing });
          setViewing(null);
        }}
      />
      <PaymentDecisionDialogs
        decision={deciding?.decision ?? null}
        payment={deciding?.payment ?? null}
        onClose={() => setDeciding(null)}
      />
    </div>
  );
}
