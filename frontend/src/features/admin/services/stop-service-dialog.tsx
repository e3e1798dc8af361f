import { shortId } from '@shop/domain';
import { Square } from 'lucide-react';
import type { AdminService } from '../../../api';
import { DialogIcon } from '../../../components/ui';
import { ConfirmDialog } from '../shared';

export type StopServiceDialogProps = {
  /** The service about to be stopped; null when the dialog is closed. */
  service: AdminService | null;
  onCancel: () => void;
  onConfirm: (service: AdminService) => void;
};

/**
 * Stop asks first (issue 27): it suspends a customer's server on its provider, so the dialog names
 * the service and its customer before anything happens.
 */
export function StopServiceDialog({ service, onCancel, onConfirm }: StopServiceDialogProps) {
  if (!service) return null;
  const customer = service.order.user;
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onCancel()}
      title="Stop Service"
      description={`Stop ${service.serviceName} (#${shortId(service.id)}) of ${customer.username} (${customer.email})? The customer's server is suspended until you start it again.`}
      icon={
        <DialogIcon tone="danger">
          <Square />
        </DialogIcon>
      }
      confirmLabel="Stop Service"
      danger
      onConfirm={() => onConfirm(service)}
    />
  );
}
