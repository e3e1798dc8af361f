import { DELETE_ORDER_HAS_SERVICE_WARNING } from '@shop/domain';
import { Trash2 } from 'lucide-react';
import type { AdminOrder } from '../../../api';
import { Alert, Button, DialogClose, DialogIcon } from '../../../components/ui';
import { AdminModal, formatBirr, shortId } from '../shared';

export type DeleteOrderDialogProps = {
  order: AdminOrder | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  submitting?: boolean;
};

/**
 * The delete confirmation (console spec 2.5). While the order has a service, Delete is disabled
 * with the spec's warning (spec 5): the list may have changed since the row was shown.
 */
export function DeleteOrderDialog({
  order,
  open,
  onOpenChange,
  onConfirm,
  submitting = false,
}: DeleteOrderDialogProps) {
  const hasService = order?.service != null;
  if (!order) return null;
  return (
    <AdminModal
      open={open}
      onOpenChange={onOpenChange}
      title="Delete Order"
      description={`Delete order ${shortId(order.id)} (${order.serviceName}, ${formatBirr(order.totalPrice)}) of ${order.user.username}? This cannot be undone.`}
      icon={
        <DialogIcon tone="danger">
          <Trash2 />
        </DialogIcon>
      }
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline" disabled={submitting}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant="danger" onClick={onConfirm} loading={submitting} disabled={hasService}>
            Delete Order
          </Button>
        </>
      }
    >
      {hasService && <Alert tone="warning">{DELETE_ORDER_HAS_SERVICE_WARNING}</Alert>}
    </AdminModal>
  );
}
