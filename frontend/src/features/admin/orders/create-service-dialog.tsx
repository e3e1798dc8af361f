import { RotateCcw, ServerCog } from 'lucide-react';
import type { AdminOrder } from '../../../api';
import { Alert, Button, DialogClose, DialogIcon } from '../../../components/ui';
import { AdminModal, shortId } from '../shared';
import { isServiceRetry } from './order-actions';
import { specsSummary, typeLabel } from './order-display';

export type CreateServiceDialogProps = {
  order: AdminOrder | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  submitting?: boolean;
};

/**
 * The create-service confirmation (console spec 2.5). On a FAILED order it says why the last try
 * failed and that confirming provisions the service again.
 */
export function CreateServiceDialog({
  order,
  open,
  onOpenChange,
  onConfirm,
  submitting = false,
}: CreateServiceDialogProps) {
  const retry = order ? isServiceRetry(order) : false;
  if (!order) return null;
  return (
    <AdminModal
      open={open}
      onOpenChange={onOpenChange}
      title={retry ? 'Retry Create Service' : 'Create Service'}
      description={
        retry
          ? `Provisioning of order ${shortId(order.id)} failed. Try to create its service again?`
          : `Create the service for order ${shortId(order.id)}? Provisioning starts at once and the customer is e-mailed when the server is ready.`
      }
      icon={
        <DialogIcon tone={retry ? 'warning' : 'brand'}>{retry ? <RotateCcw /> : <ServerCog />}</DialogIcon>
      }
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline" disabled={submitting}>
              Cancel
            </Button>
          </DialogClose>
          <Button onClick={onConfirm} loading={submitting}>
            {retry ? 'Retry Create Service' : 'Create Service'}
          </Button>
        </>
      }
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
    </AdminModal>
  );
}
