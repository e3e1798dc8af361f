import { BellRing } from 'lucide-react';
import { useAdminPreviewRemindersQuery } from '../../../api';
import { Alert, DialogIcon, Spinner } from '../../../components/ui';
import { adminErrorMessage, ConfirmDialog } from '../shared';

export type SendAllRemindersDialogProps = {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * "Send All Reminders" asks first (issue 27), with the number of customers who would get a
 * reminder now, as the server counts them (services reminded today are left out: at most one
 * reminder per service per day). Nothing is sent until the admin confirms.
 */
export function SendAllRemindersDialog({ open, onCancel, onConfirm }: SendAllRemindersDialogProps) {
  const preview = useAdminPreviewRemindersQuery(undefined, { skip: !open, refetchOnMountOrArgChange: true });
  const counts = preview.isFetching ? undefined : preview.data;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => !next && onCancel()}
      title="Send All Reminders"
      description="Every customer whose service expires within 7 days or has expired gets an e-mail, unless that service was reminded today."
      icon={
        <DialogIcon>
          <BellRing />
        </DialogIcon>
      }
      confirmLabel="Send Reminders"
      confirmDisabled={!counts || counts.services === 0}
      onConfirm={onConfirm}
    >
      {preview.error ? (
        <Alert tone="danger">{adminErrorMessage(preview.error, 'Could not count the reminders due')}</Alert>
      ) : !counts ? (
        <p className="flex items-center gap-2 text-sm text-ink-muted">
          <Spinner /> Counting the customers due a reminder…
        </p>
      ) : counts.services === 0 ? (
        <p className="text-sm text-ink">No customer is due a reminder now.</p>
      ) : (
        <p className="text-sm text-ink">
          <strong>{plural(counts.customers, 'customer', 'customers')}</strong> will get a reminder (
          {plural(counts.services, 'service', 'services')}).
        </p>
      )}
    </ConfirmDialog>
  );
}
