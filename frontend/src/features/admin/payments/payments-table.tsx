import { shortId } from '@shop/domain';
import { CreditCard, Eye } from 'lucide-react';
import type { AdminPayment } from '../../../api';
import { Badge, Button, DataTable, EmptyState, type DataTableColumn } from '../../../components/ui';
import { formatAddisDate, formatAddisDateTime, formatBirr } from '../shared';
import {
  customerOf,
  paymentMethodLabel,
  paymentStatusLabel,
  paymentStatusTone,
  periodText,
} from './payment-display';
import { verificationLabel, verificationTone } from './verification-display';

export type PaymentsTableProps = {
  payments: AdminPayment[];
  /** A search or filter is in effect: the empty text says so. */
  filtered: boolean;
  onView: (payment: AdminPayment) => void;
};

/** The date over its time (Addis Ababa), so the column stays narrow. */
function PaymentDate({ value }: { value: string }) {
  const date = formatAddisDate(value);
  const time = formatAddisDateTime(value).slice(date.length + 2);
  return (
    <time dateTime={value} className="block tabular-nums">
      <span className="block">{date}</span>
      {time && <span className="block text-xs text-ink-muted">{time}</span>}
    </time>
  );
}

/**
 * Eight columns share what the shell leaves of a 1280 px screen: cells are a little tighter than the
 * shared table's (the `!` wins over its px-4), so the actions stay in view.
 */
const TIGHT = 'px-2!';

function columns(onView: (payment: AdminPayment) => void): DataTableColumn<AdminPayment>[] {
  const list: DataTableColumn<AdminPayment>[] = [
    {
      key: 'payment',
      header: 'Payment',
      cell: (p) => (
        <div>
          <p className="font-mono text-xs font-semibold text-ink">{shortId(p.id)}</p>
          <p className="mt-0.5 text-xs text-ink-muted">{periodText(p.periodOf)}</p>
        </div>
      ),
    },
    {
      key: 'customer',
      header: 'Customer and payer',
      cell: (p) => {
        const customer = customerOf(p);
        return (
          // Whole and wrapped (an address has no spaces), never cut short nor widening the table.
          <div className="max-w-48 min-w-28 whitespace-normal [overflow-wrap:anywhere]">
            <p className="font-medium text-ink">{customer?.username ?? '—'}</p>
            {customer && <p className="text-xs text-ink-muted">{customer.email}</p>}
            <p className="text-xs text-ink-muted">Paid by {p.paidBy}</p>
          </div>
        );
      },
    },
    {
      key: 'amount',
      header: 'Amount',
      align: 'right',
      // The phone card's title shows the amount and the status.
      hideInCard: true,
      cell: (p) => <span className="font-semibold tabular-nums">{formatBirr(p.amount)}</span>,
    },
    { key: 'method', header: 'Method', cell: (p) => paymentMethodLabel(p.paymentMethod) },
    {
      key: 'reference',
      header: 'Reference',
      cell: (p) => (
        <span className="block max-w-28 font-mono text-xs break-all whitespace-normal">
          {p.paymentReference}
        </span>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      hideInCard: true,
      cell: (p) => (
        <div className="flex flex-col items-start gap-1">
          <Badge tone={paymentStatusTone(p.status)}>{paymentStatusLabel(p.status)}</Badge>
          {p.verification && (
            <Badge tone={verificationTone(p.verification.status)}>
              {verificationLabel(p.verification.status)}
            </Badge>
          )}
        </div>
      ),
    },
    {
      key: 'date',
      header: 'Date',
      cell: (p) => <PaymentDate value={p.createdAt} />,
    },
    {
      key: 'actions',
      header: <span className="sr-only">Actions</span>,
      align: 'right',
      hideInCard: true,
      cell: (p) => (
        <Button size="sm" variant="outline" onClick={() => onView(p)}>
          <Eye className="size-4" aria-hidden="true" />
          View
          <span className="sr-only"> payment {shortId(p.id)}</span>
        </Button>
      ),
    },
  ];
  return list.map((column) => ({ ...column, className: TIGHT }));
}

/** The payments as a table from 768 px, as cards below (console spec 2.7). */
export function PaymentsTable({ payments, filtered, onView }: PaymentsTableProps) {
  return (
    <DataTable
      columns={columns(onView)}
      rows={payments}
      rowKey={(p) => p.id}
      caption="Payments"
      cardTitle={(p) => (
        <span className="flex items-center justify-between gap-3">
          <span className="tabular-nums">{formatBirr(p.amount)}</span>
          <Badge tone={paymentStatusTone(p.status)}>{paymentStatusLabel(p.status)}</Badge>
        </span>
      )}
      cardActions={(p) => (
        <Button size="sm" variant="outline" onClick={() => onView(p)}>
          <Eye className="size-4" aria-hidden="true" />
          View
          <span className="sr-only"> payment {shortId(p.id)}</span>
        </Button>
      )}
      empty={
        <EmptyState
          icon={CreditCard}
          title={filtered ? 'No payments match' : 'No payments yet'}
          text={
            filtered
              ? 'No payment matches this search, status or method. Change or clear them to see more.'
              : 'Payments appear here once customers report them or an admin marks an order paid.'
          }
        />
      }
    />
  );
}
