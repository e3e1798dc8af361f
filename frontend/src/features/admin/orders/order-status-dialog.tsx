import { ArrowRightLeft } from 'lucide-react';
import { useState } from 'react';
import type { AdminOrder, OrderStatus } from '../../../api';
import { DialogIcon, Select } from '../../../components/ui';
import { FormDialog, orderNumber } from '../shared';
import type { OrderFormDialogProps } from './order-dialog-props';
import { statusChangesOf } from './order-actions';
import { OrderStatusBadge } from './order-badges';
import { statusLabel } from './order-display';

/** What each change the server allows by hand means (domain's orderStatusChangeRefusal). */
const CHANGE_HINTS: Partial<Record<OrderStatus, string>> = {
  CANCELLED: 'The customer will not pay: the order is closed and can no longer be paid.',
  PENDING: 'Reopens the cancelled order, so it can be paid again.',
  COMPLETED: 'The order is fulfilled; nothing is left to do for it.',
};

function StatusForm({
  order,
  formId,
  onSubmit,
}: {
  order: AdminOrder;
  formId: string;
  onSubmit: (status: OrderStatus) => void;
}) {
  const choices = statusChangesOf(order);
  const [next, setNext] = useState<OrderStatus | ''>(choices[0] ?? '');
  return (
    <form
      id={formId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (next) onSubmit(next);
      }}
      className="flex flex-col gap-4"
    >
      <p className="flex items-center gap-2">
        <span className="text-ink-muted">Current status</span> <OrderStatusBadge status={order.status} />
      </p>
      <Select
        label="New status"
        options={choices.map((status) => ({ value: status, label: statusLabel(status) }))}
        value={next}
        onChange={(event) => setNext(event.target.value as OrderStatus)}
        hint={next ? CHANGE_HINTS[next] : undefined}
      />
    </form>
  );
}

export type OrderStatusDialogProps = OrderFormDialogProps<OrderStatus>;

/** Change an order's status, offering only the changes the server allows for it. */
export function OrderStatusDialog({ order, onSubmit, ...dialog }: OrderStatusDialogProps) {
  if (!order) return null;
  return (
    <FormDialog
      {...dialog}
      title="Change Order Status"
      description={`Order ${orderNumber(order.id)} · ${order.serviceName}`}
      icon={
        <DialogIcon>
          <ArrowRightLeft />
        </DialogIcon>
      }
      submitLabel="Update Status"
    >
      {(formId) => <StatusForm order={order} formId={formId} onSubmit={onSubmit} />}
    </FormDialog>
  );
}
