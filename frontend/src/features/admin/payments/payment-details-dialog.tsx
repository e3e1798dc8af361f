import { shortId } from '@shop/domain';
import type { AdminPayment } from '../../../api';
import { Ban, BadgeCheck } from 'lucide-react';
import { Alert, Badge, Button, DialogClose } from '../../../components/ui';
import { paymentTargetOf, type PaymentDecision } from './payment-decision';
import { AdminModal, DetailsSection, formatAddisDateTime, formatBirr, type DetailRow } from '../shared';
import {
  customerOf,
  paymentMethodLabel,
  paymentStatusLabel,
  paymentStatusTone,
  periodText,
} from './payment-display';
import { VerificationPanel, type ReportToConfirm } from './verification-panel';

export type PaymentDetailsDialogProps = {
  /** The payment shown; null closes the dialog. */
  payment: AdminPayment | null;
  onClose: () => void;
  /** Confirm or Reject the open report shown (its dialogs take over). */
  onDecide?: (decision: PaymentDecision) => void;
};

const mono = (text: string) => <span className="font-mono text-xs break-all">{text}</span>;

function paymentRows(payment: AdminPayment): DetailRow[] {
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
    ...(payment.rejection
      ? [
          {
            label: 'Rejected',
            value: `${formatAddisDateTime(payment.rejection.rejectedAt)}: ${payment.rejection.reason}`,
            wide: true,
          },
        ]
      : []),
    { label: 'Period', value: periodText(payment.periodOf) },
    { label: 'Date', value: formatAddisDateTime(payment.createdAt), wide: true },
    { label: 'Payment ID', value: mono(payment.id), wide: true },
  ];
}

function orderRows(payment: AdminPayment): DetailRow[] {
  const customer = customerOf(payment);
  return [
    { label: 'Order ID', value: mono(payment.order.id), wide: true },
    { label: 'Service', value: payment.order.serviceName ?? '—' },
    { label: 'Customer', value: customer?.username ?? '—' },
    { label: 'Email', value: customer?.email ?? '—', wide: true },
    { label: 'Phone', value: customer?.phone || '—' },
  ];
}

/** The pending CBE or telebirr report the admin may confirm in one click. */
export function reportOf(payment: AdminPayment): ReportToConfirm | null {
  const method = payment.paymentMethod;
  if (payment.status !== 'PENDING' || (method !== 'CBE' && method !== 'TELEBIRR')) return null;
  return {
    orderId: payment.order.id,
    paymentId: payment.id,
    paymentMethod: method,
    paymentReference: payment.paymentReference,
    paidBy: payment.paidBy,
  };
}

/** A report awaiting the admin: Confirm (prefilled with it) and Reject with a reason. */
function DecisionActions({ onDecide }: { onDecide: (decision: PaymentDecision) => void }) {
  return (
    <Alert tone="info" title="This payment awaits confirmation">
      <p>Confirm it with what the customer reported, or reject it with a reason the customer will read.</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" onClick={() => onDecide('confirm')}>
          <BadgeCheck className="size-4" aria-hidden="true" />
          Confirm Payment
        </Button>
        <Button size="sm" variant="danger" onClick={() => onDecide('reject')}>
          <Ban className="size-4" aria-hidden="true" />
          Reject Payment
        </Button>
      </div>
    </Alert>
  );
}

/**
 * A payment's details and the order it pays for, with its customer (console spec 2.7), and beside
 * the report its check against the bank's receipt.
 */
export function PaymentDetailsDialog({ payment, onClose, onDecide }: PaymentDetailsDialogProps) {
  return (
    <AdminModal
      openFocus="dialog"
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
          <DetailsSection title="Payment" rows={paymentRows(payment)} />
          {payment.verification && (
            <VerificationPanel verification={payment.verification} report={reportOf(payment)} />
          )}
          {onDecide && paymentTargetOf(payment) && <DecisionActions onDecide={onDecide} />}
          <DetailsSection title="Order" rows={orderRows(payment)} />
        </div>
      )}
    </AdminModal>
  );
}
