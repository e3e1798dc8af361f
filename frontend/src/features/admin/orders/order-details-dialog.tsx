import { useState, type ReactNode } from 'react';
import { isPaymentReported, isRefunded, REFUND_DUE_LABEL } from '@shop/domain';
import { Ban, BadgeCheck } from 'lucide-react';
import type { AdminOrder } from '../../../api';
import { DocumentDownloadButton } from '../../../components/document-download-button';
import { Alert, Button, DialogClose } from '../../../components/ui';
import { AdminModal, formatAddisDateTime, formatBirr, orderNumber } from '../shared';
import { reportedPayment } from './mark-paid-form';
import type { OrderAction } from './order-actions';
import { OrderStateBadge, PaymentBadge } from './order-badges';
import { specRows, typeLabel } from './order-display';
import { PaymentHistory } from './payment-history';
import { reportOf } from '../payments/payment-details-dialog';
import { VerificationPanel } from '../payments/verification-panel';
import { RefundOrderForm } from './refund-order-form';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="flex flex-col gap-3">
      <h3 className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{title}</h3>
      {children}
    </section>
  );
}

/** A label and its value; `wide` takes the whole line (a full id). */
type Field = { label: string; value: ReactNode; wide?: boolean };

function Fields({ rows }: { rows: Field[] }) {
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-3">
      {rows.map((row) => (
        <div key={row.label} className={row.wide ? 'col-span-2 min-w-0' : 'min-w-0'}>
          <dt className="text-xs font-medium text-ink-subtle">{row.label}</dt>
          <dd className="mt-0.5 font-medium break-words text-ink">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function orderFields(order: AdminOrder) {
  const rows: Field[] = [
    { label: 'Order ID', value: <span className="font-mono text-xs">{order.id}</span>, wide: true },
    { label: 'Type', value: typeLabel(order.type) },
    { label: 'Service', value: order.serviceName },
    { label: 'Amount', value: formatBirr(order.totalPrice) },
    { label: 'Payment', value: <PaymentBadge paid={order.paid} /> },
    { label: 'Status', value: <OrderStateBadge order={order} /> },
    { label: 'Created', value: formatAddisDateTime(order.createdAt) },
  ];
  if (order.duration) rows.push({ label: 'Duration', value: `${order.duration} days` });
  if (order.discount)
    rows.push({ label: 'Discount code', value: `${order.discount.code} (${order.discount.discount}%)` });
  if (order.service) {
    rows.push({
      label: 'Service record',
      wide: true,
      value: (
        <span>
          <span className="font-mono text-xs">{order.service.serviceId || order.service.id}</span>{' '}
          <span className="text-ink-muted">({order.service.status.toLowerCase()})</span>
        </span>
      ),
    });
  }
  return rows;
}

/** The unpaid order's pending CBE or telebirr report, which the admin may confirm in one click. */
function pendingReport(order: AdminOrder) {
  if (order.paid || order.status !== 'PENDING') return null;
  const pending = order.paymentHistory.find((p) => p.status === 'PENDING');
  return pending ? reportOf(pending) : null;
}

export type OrderDetailsDialogProps = {
  order: AdminOrder | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Opens another of the order's actions (the reported payment's Confirm and Reject). */
  onAction?: (action: OrderAction, order: AdminOrder) => void;
};

/**
 * The "Payment reported" order's report and its two answers: Confirm (prefilled with the report)
 * and Reject with a reason.
 */
function ReportedPaymentSection({
  order,
  onAction,
}: {
  order: AdminOrder;
  onAction: (action: OrderAction, order: AdminOrder) => void;
}) {
  const reported = reportedPayment(order);
  if (!reported || !isPaymentReported(order)) return null;
  return (
    <Alert tone="info" title="Payment reported: confirm or reject it">
      <p>
        {reported.paymentMethod} reference <span className="font-mono">{reported.paymentReference}</span>,
        paid by {reported.paidBy}
        {reported.accountSuffix ? `, account ending ${reported.accountSuffix}` : ''}; amount due{' '}
        <span className="tabular-nums">{formatBirr(order.totalPrice)}</span>.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" onClick={() => onAction('markPaid', order)}>
          <BadgeCheck className="size-4" aria-hidden="true" />
          Confirm Payment
        </Button>
        <Button size="sm" variant="danger" onClick={() => onAction('rejectPayment', order)}>
          <Ban className="size-4" aria-hidden="true" />
          Reject Payment
        </Button>
      </div>
    </Alert>
  );
}

/** The order's fields, its customer, its specifications and its payment history (console spec 2.5). */
/**
 * Money that arrived after the order was cancelled ("Paid after cancellation: refund due") and its
 * refund; stays after the refund, to show its outcome, until the dialog shows another order.
 */
function LatePaymentSection({ order }: { order: AdminOrder }) {
  const [dueWhenOpened] = useState(order.refundDue !== null);
  if (!dueWhenOpened) return null;
  return (
    <Section title="Paid after cancellation">
      {order.refundDue !== null && (
        <Alert tone="warning" title={REFUND_DUE_LABEL}>
          {formatBirr(order.refundDue)} arrived after this order was cancelled. Send it back to the customer.
        </Alert>
      )}
      <RefundOrderForm order={order} />
    </Section>
  );
}

export function OrderDetailsDialog({ order, open, onOpenChange, onAction }: OrderDetailsDialogProps) {
  // The order's duration is listed with its fields; the specifications do not repeat it.
  const specs = order
    ? specRows(order.specifications).filter((row) => !(row.key === 'duration' && order.duration))
    : [];
  if (!order) return null;
  return (
    <AdminModal
      openFocus="dialog"
      open={open}
      onOpenChange={onOpenChange}
      size="xl"
      title="Order Details"
      description={`Order ${orderNumber(order.id)} · ${order.serviceName}`}
      footer={
        <DialogClose asChild>
          <Button variant="outline">Close</Button>
        </DialogClose>
      }
    >
      <div className="flex flex-col gap-6">
        {order.status === 'FAILED' && (
          <Alert tone="danger" title="Provisioning failed">
            {order.failureReason || 'No reason was recorded.'}
          </Alert>
        )}
        {/* A reported payment's check sits above its Confirm; any other check further down. */}
        {order.verification && isPaymentReported(order) && (
          <VerificationPanel verification={order.verification} report={pendingReport(order)} />
        )}
        {onAction && <ReportedPaymentSection order={order} onAction={onAction} />}
        <Section title="Order">
          <Fields rows={orderFields(order)} />
        </Section>
        <Section title="Customer">
          <Fields
            rows={[
              { label: 'Username', value: order.user.username },
              { label: 'Phone', value: order.user.phone || '—' },
              { label: 'E-mail', value: order.user.email, wide: true },
            ]}
          />
        </Section>
        <Section title="Specifications">
          {specs.length > 0 ? (
            <Fields rows={specs} />
          ) : (
            <p className="text-ink-muted">No specifications recorded.</p>
          )}
        </Section>
        {order.verification && !isPaymentReported(order) && (
          <VerificationPanel verification={order.verification} report={pendingReport(order)} />
        )}
        {!order.paid && <LatePaymentSection key={order.id} order={order} />}
        <Section title="Payment History">
          <PaymentHistory payments={order.paymentHistory} />
        </Section>
        {order.paid && (
          <Section title="Invoice">
            <div className="flex flex-wrap gap-2">
              <DocumentDownloadButton path={`/admin/orders/${order.id}/invoice`} fileName="invoice.pdf">
                Download invoice
              </DocumentDownloadButton>
              {isRefunded(order) && (
                <DocumentDownloadButton
                  path={`/admin/orders/${order.id}/credit-note`}
                  fileName="credit-note.pdf"
                >
                  Download credit note
                </DocumentDownloadButton>
              )}
            </div>
            <RefundOrderForm key={order.id} order={order} />
          </Section>
        )}
      </div>
    </AdminModal>
  );
}
