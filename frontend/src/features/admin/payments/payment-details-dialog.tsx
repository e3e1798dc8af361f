import { shortId } from '@shop/domain';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import type { Payment } from '../../../api';
import { Badge, Button, DialogClose } from '../../../components/ui';
import { AdminModal, formatAddisDateTime, formatBirr } from '../shared';
import {
  customerOf,
  paymentMethodLabel,
  paymentStatusLabel,
  paymentStatusTone,
  periodText,
} from './payment-display';

export type PaymentDetailsDialogProps = {
  /** The payment shown; null closes the dialog. */
  payment: Payment | null;
  onClose: () => void;
};

/** `wide` rows (long ids, e-mails) take the whole line on phones. */
type Row = { label: string; value: ReactNode; wide?: boolean };

function Section({ title, rows }: { title: string; rows: Row[] }) {
  return (
    <section aria-label={title} className="rounded-control border border-line p-4">
      <h3 className="text-sm font-semibold text-ink">{title}</h3>
      <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-2.5">
        {rows.map((row) => (
          <div key={row.label} className={clsx('min-w-0', row.wide && 'col-span-2 sm:col-span-1')}>
            <dt className="text-xs font-medium text-ink-subtle">{row.label}</dt>
            <dd className="mt-0.5 font-medium break-words text-ink">{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const mono = (text: string) => <span className="font-mono text-xs break-all">{text}</span>;

function paymentRows(payment: Payment): Row[] {
  return [
    { label: 'Amount', value: formatBirr(payment.amount) },
    { label: 'Currency', value: payment.currency },
    { label: 'Method', value: paymentMethodLabel(payment.paymentMethod) },
    {
      label: 'Status',
      value: <Badge tone={paymentStatusTone(payment.status)}>{paymentStatusLabel(payment.status)}</Badge>,
    },
    { label: 'Reference', value: mono(payment.paymentReference), wide: true },
    { label: 'Paid by', value: payment.paidBy },
    ...(payment.accountSuffix ? [{ label: 'Account ending', value: mono(payment.accountSuffix) }] : []),
    { label: 'Period', value: periodText(payment.periodOf) },
    { label: 'Date', value: formatAddisDateTime(payment.createdAt), wide: true },
    { label: 'Payment ID', value: mono(payment.id), wide: true },
  ];
}

function orderRows(payment: Payment): Row[] {
  const customer = customerOf(payment);
  return [
    { label: 'Order ID', value: mono(payment.order.id), wide: true },
    { label: 'Service', value: payment.order.serviceName ?? '—' },
    { label: 'Customer', value: customer?.username ?? '—' },
    { label: 'Email', value: customer?.email ?? '—', wide: true },
    { label: 'Phone', value: customer?.phone || '—' },
  ];
}

/** A payment's details and the order it pays for, with its customer (console spec 2.7). */
export function PaymentDetailsDialog({ payment, onClose }: PaymentDetailsDialogProps) {
  return (
    <AdminModal
      open={payment !== null}
      onOpenChange={(open) => !open && onClose()}
      size="xl"
      title={payment ? `Payment ${shortId(payment.id)}` : 'Payment details'}
      description={
        payment ? `${formatBirr(payment.amount)} by ${paymentMethodLabel(payment.paymentMethod)}` : undefined
      }
      footer={
        <DialogClose asChild>
          <Button variant="outline">Close</Button>
        </DialogClose>
      }
    >
      {payment && (
        <div className="grid gap-4">
          <Section title="Payment" rows={paymentRows(payment)} />
          <Section title="Order" rows={orderRows(payment)} />
        </div>
      )}
    </AdminModal>
  );
}
