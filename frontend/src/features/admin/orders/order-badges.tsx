import type { LucideIcon } from 'lucide-react';
import { Ban, CalendarX, CircleCheck, CircleX, Clock, LoaderCircle, PackageCheck } from 'lucide-react';
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

/** Paid or Unpaid (console spec 2.5). */
export function PaymentBadge({ paid }: { paid: boolean }) {
  return <Badge tone={paid ? 'success' : 'warning'}>{paid ? 'Paid' : 'Unpaid'}</Badge>;
}
