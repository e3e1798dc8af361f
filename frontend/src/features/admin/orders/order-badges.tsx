import { isPaymentReported, isRefundDue, PAYMENT_REPORTED_LABEL, REFUND_DUE_LABEL } from '@shop/domain';
import type { LucideIcon } from 'lucide-react';
import {
  Ban,
  CalendarX,
  CircleCheck,
  CircleX,
  Clock,
  HandCoins,
  Inbox,
  LoaderCircle,
  PackageCheck,
  Undo2,
} from 'lucide-react';
import type { AdminOrder } from '../../../api';
import { Badge } from '../../../components/ui';
import { statusLabel, statusTone } from './order-display';

const STATUS_ICONS: Record<AdminOrder['status'], LucideIcon> = {
  PENDING: Clock,
  PROVISIONING: LoaderCircle,
  ACTIVE: CircleCheck,
  FAILED: CircleX,
  COMPLETED: PackageCheck,
  CANCELLED: Ban,
  EXPIRED: CalendarX,
  REFUNDED: Undo2,
};

/** The order's status with its icon (console spec 2.5). */
export function OrderStatusBadge({ status }: { status: AdminOrder['status'] }) {
  const Icon = STATUS_ICONS[status] ?? Clock;
  return (
    <Badge tone={statusTone(status)}>
      <Icon className="size-3.5" aria-hidden="true" />
      {statusLabel(status)}
    </Badge>
  );
}

/**
 * The order's status as the console shows it: "Payment reported" for an unpaid PENDING order whose
 * customer reported a payment no one has confirmed or rejected yet (domain's isPaymentReported),
 * "Paid after cancellation: refund due" for a cancelled order whose money arrived anyway and is
 * owed back (domain's isRefundDue), otherwise its status.
 */
export function OrderStateBadge({
  order,
  wrap = false,
}: {
  order: Pick<AdminOrder, 'status' | 'paid' | 'paymentReported' | 'refundDue'>;
  /** In a narrow column: a long state ("Paid after cancellation: refund due") wraps. */
  wrap?: boolean;
}) {
  const wrapping = wrap ? 'whitespace-normal!' : undefined;
  if (isRefundDue(order))
    return (
      <Badge tone="danger" className={wrapping}>
        <HandCoins className="size-3.5 shrink-0" aria-hidden="true" />
        {REFUND_DUE_LABEL}
      </Badge>
    );
  if (!isPaymentReported(order)) return <OrderStatusBadge status={order.status} />;
  return (
    <Badge tone="info" className={wrapping}>
      <Inbox className="size-3.5 shrink-0" aria-hidden="true" />
      {PAYMENT_REPORTED_LABEL}
    </Badge>
  );
}

/** Paid or Unpaid (console spec 2.5). */
export function PaymentBadge({ paid }: { paid: boolean }) {
  return <Badge tone={paid ? 'success' : 'warning'}>{paid ? 'Paid' : 'Unpaid'}</Badge>;
}
