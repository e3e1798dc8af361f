import { formatPrice, orderNumber } from '@shop/domain';
import { FileText } from 'lucide-react';
import type { InvoiceSummary } from '../../../api';
import { Badge, DataTable, EmptyState, type DataTableColumn } from '../../../components/ui';
import { formatAddisDate } from '../shared';

/** '1,725.00 ETB', a credit note's '-1,725.00 ETB': the VAT return's figures to the santim. */
export const money = (etb: number) => formatPrice(etb);

const COLUMNS: DataTableColumn<InvoiceSummary>[] = [
  {
    key: 'number',
    header: 'Number',
    cell: (i) => (
      <div>
        <p className="font-mono text-xs font-semibold text-ink">{i.number}</p>
        <p className="mt-0.5 text-xs text-ink-muted">Order {orderNumber(i.orderId)}</p>
      </div>
    ),
  },
  {
    key: 'type',
    header: 'Type',
    cell: (i) =>
      i.kind === 'CREDIT_NOTE' ? (
        <Badge tone="warning">Credit note</Badge>
      ) : (
        <Badge tone="info">Invoice</Badge>
      ),
  },
  { key: 'date', header: 'Date', cell: (i) => formatAddisDate(i.issuedAt) },
  {
    key: 'buyer',
    header: 'Buyer',
    cell: (i) => (
      // Whole and wrapped (a long company name), never cut short nor widening the table.
      <div className="max-w-48 min-w-28 whitespace-normal [overflow-wrap:anywhere]">
        <p className="font-medium text-ink">{i.buyerName}</p>
        <p className="text-xs text-ink-muted">{i.buyerTin ? `TIN ${i.buyerTin}` : 'No TIN'}</p>
      </div>
    ),
  },
  {
    key: 'net',
    header: 'Net',
    align: 'right',
    cell: (i) => <span className="tabular-nums">{money(i.netPrice)}</span>,
  },
  {
    key: 'vat',
    header: 'VAT',
    align: 'right',
    cell: (i) => <span className="tabular-nums">{money(i.vatPrice)}</span>,
  },
  {
    key: 'gross',
    header: 'Gross',
    align: 'right',
    cell: (i) => <span className="font-semibold tabular-nums">{money(i.grossPrice)}</span>,
  },
];

/** The month's documents as a table from 768 px up, as cards on phones. */
export function InvoicesTable({ invoices, filtered }: { invoices: InvoiceSummary[]; filtered: boolean }) {
  return (
    <DataTable
      columns={COLUMNS}
      rows={invoices}
      rowKey={(i) => i.id}
      caption="Invoices and credit notes"
      cardTitle={(i) => (
        <span className="flex items-center justify-between gap-3">
          <span className="font-mono text-xs">{i.number}</span>
          <span className="tabular-nums">{money(i.grossPrice)}</span>
        </span>
      )}
      empty={
        <EmptyState
          icon={FileText}
          title={filtered ? 'No documents match' : 'No invoices this month'}
          text={
            filtered
              ? 'No invoice or credit note of this month matches the search or type. Change or clear them to see more.'
              : 'An invoice is issued when an order is paid, a credit note when one is refunded.'
          }
        />
      }
    />
  );
}
