import { INVOICE_KINDS, invoiceMonth, INVOICE_MONTH_PATTERN, type InvoiceKind } from '@shop/domain';
import { FileMinus, FileText, Landmark, Receipt } from 'lucide-react';
import { useAdminListInvoicesQuery } from '../../../api';
import { DocumentDownloadButton } from '../../../components/document-download-button';
import { PageHeader, StatCard, TextField } from '../../../components/ui';
import {
  adminErrorMessage,
  enumFilter,
  FilterSelect,
  ListToolbar,
  LoadError,
  TableSkeleton,
  useListParams,
} from '../shared';
import { InvoicesTable, money } from './invoices-table';

const KIND_OPTIONS = INVOICE_KINDS.map((k: InvoiceKind) => ({
  value: k,
  label: k === 'INVOICE' ? 'Invoices' : 'Credit notes',
}));

const LOAD_FAILED = 'Failed to load the invoices. Please try again.';

/**
 * The console's Invoices screen (issue 26): a month's invoices and credit notes for the VAT return,
 * its totals net of the credit notes, filtered by type and searched by the server, and the month's
 * CSV export, whose columns sum to the same totals.
 */
export function InvoicesPage() {
  const list = useListParams(['month', 'kind'] as const);
  const month =
    list.filters.month && INVOICE_MONTH_PATTERN.test(list.filters.month)
      ? list.filters.month
      : invoiceMonth(new Date());
  const kind = enumFilter(list.filters.kind, INVOICE_KINDS);
  const invoices = useAdminListInvoicesQuery({
    month,
    ...(kind ? { kind } : {}),
    ...(list.search ? { search: list.search } : {}),
  });
  const data = invoices.currentData ?? invoices.data;
  const totals = data?.totals;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Invoices"
        subtitle="A month's invoices and credit notes, with the figures for the VAT return."
      />

      <div className="flex flex-wrap items-end gap-3">
        <TextField
          type="month"
          label="Month"
          value={month}
          className="w-48"
          onChange={(event) => {
            if (INVOICE_MONTH_PATTERN.test(event.target.value)) list.setFilter('month', event.target.value);
          }}
        />
        <DocumentDownloadButton
          path={`/admin/invoices/export?month=${month}`}
          fileName={`invoices-${month}.csv`}
          size="md"
        >
          Export CSV
        </DocumentDownloadButton>
      </div>

      <div className="grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 xl:grid-cols-4">
        <StatCard label="Documents" value={totals && String(totals.count)} icon={FileText} tone="info" />
        <StatCard
          label="Net"
          value={totals && money(totals.netPrice)}
          icon={Receipt}
          tone="brand"
          hint="Before VAT"
        />
        <StatCard
          label="VAT"
          value={totals && money(totals.vatPrice)}
          icon={Landmark}
          tone="warning"
          hint="15%"
        />
        <StatCard
          label="Gross"
          value={totals && money(totals.grossPrice)}
          icon={FileMinus}
          tone="success"
          hint="Invoices less credit notes"
        />
      </div>

      <ListToolbar
        search={list.search}
        onSearch={list.setSearch}
        searchLabel="Search invoices"
        searchPlaceholder="Number, buyer, TIN or order"
      >
        <FilterSelect
          label="Type"
          value={kind}
          onChange={(value) => list.setFilter('kind', value)}
          options={KIND_OPTIONS}
          className="sm:w-44"
        />
      </ListToolbar>

      {invoices.error ? (
        <LoadError
          title="Error Loading Invoices"
          message={adminErrorMessage(invoices.error, LOAD_FAILED)}
          onRetry={() => void invoices.refetch()}
          retrying={invoices.isFetching}
        />
      ) : !data ? (
        <TableSkeleton label="Loading invoices" columns={7} />
      ) : (
        <div
          aria-busy={invoices.isFetching || undefined}
          className={invoices.isFetching ? 'opacity-60' : undefined}
        >
          <InvoicesTable invoices={data.items} filtered={Boolean(list.search || kind)} />
        </div>
      )}
    </div>
  );
}
