import { DELETE_ORDER_HAS_SERVICE_WARNING } from '@shop/domain';
import { Trash2 } from 'lucide-react';
import { Alert, DialogIcon } from '../../../components/ui';
import { ConfirmDialog, formatBirr, orderNumber } from '../shared';
import type { OrderConfirmDialogProps } from './order-dialog-props';

export type DeleteOrderDialogProps = OrderConfirmDialogProps;

/**
 * The delete confirmation (console spec 2.5). While the order has a service, Delete is disabled
 * with the spec's warning (spec 5): the list may have changed since the row was shown.
 */
export function DeleteOrderDialog({ order, ...dialog }: DeleteOrderDialogProps) {
  const hasService = order?.service != null;
  if (!order) return null;
  return (
    <ConfirmDialog
      {...dialog}
      title="Delete Order"
      description={`Delete order ${orderNumber(order.id)} (${order.serviceName}, ${formatBirr(order.totalPrice)}) of ${order.user.username}? This cannot be undone.`}
      icon={
        <DialogIcon tone="danger">
          <Trash2 />
        </DialogIcon>
      }
      confirmLabel="Delete Order"
      danger
      confirmDisabled={hasService}
    >
      {hasService && <Alert tone="warning">{DELETE_ORDER_HAS_SERVICE_WARNING}</Alert>}
    </ConfirmDialog>
  );
}
