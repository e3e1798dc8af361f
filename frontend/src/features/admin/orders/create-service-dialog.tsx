import { RotateCcw, ServerCog } from 'lucide-react';
import { Alert, DialogIcon } from '../../../components/ui';
import { ConfirmDialog, orderNumber } from '../shared';
import { isServiceRetry } from './order-actions';
import type { OrderConfirmDialogProps } from './order-dialog-props';
import { specsSummary, typeLabel } from './order-display';

export type CreateServiceDialogProps = OrderConfirmDialogProps;

/**
 * The create-service confirmation (console spec 2.5). On a FAILED order it says why the last try
 * failed and that confirming provisions the service again.
 */
export function CreateServiceDialog({ order, ...dialog }: CreateServiceDialogProps) {
  const retry = order ? isServiceRetry(order) : false;
  if (!order) return null;
  return (
    <ConfirmDialog
      {...dialog}
      title={retry ? 'Retry Create Service' : 'Create Service'}
      description={
        retry
          ? `Provisioning of order ${orderNumber(order.id)} failed. Try to create its service again?`
          : `Create the service for order ${orderNumber(order.id)}? Provisioning starts at once and the customer is e-mailed when the server is ready.`
      }
      icon={
        <DialogIcon tone={retry ? 'warning' : 'brand'}>{retry ? <RotateCcw /> : <ServerCog />}</DialogIcon>
      }
      confirmLabel={retry ? 'Retry Create Service' : 'Create Service'}
    >
      <div className="flex flex-col gap-4">
        {retry && (
          <Alert tone="danger" title="Last attempt failed">
            {order.failureReason || 'No reason was recorded.'}
          </Alert>
        )}
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
          <dt className="text-ink-muted">Service</dt>
          <dd className="font-medium">
            {order.serviceName} <span className="text-ink-muted">({typeLabel(order.type)})</span>
          </dd>
          {specsSummary(order.specifications) && (
            <>
              <dt className="text-ink-muted">Specifications</dt>
              <dd className="font-medium">{specsSummary(order.specifications)}</dd>
            </>
          )}
          <dt className="text-ink-muted">Customer</dt>
          <dd className="font-medium break-all">
            {order.user.username} · {order.user.email}
          </dd>
        </dl>
      </div>
    </ConfirmDialog>
  );
}
