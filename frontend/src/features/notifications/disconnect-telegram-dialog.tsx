import { Unlink } from 'lucide-react';
import { Alert, Button, Dialog, DialogClose, DialogContent, DialogIcon } from '../../components/ui';
import { useT } from '../../i18n';

export type DisconnectTelegramDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  /** The disconnect is on its way: the button spins. */
  busy: boolean;
  /** The server's words when the disconnect failed. */
  error?: string;
};

/** "Disconnect Telegram?": what stops, Cancel, and Disconnect. */
export function DisconnectTelegramDialog({
  open,
  onOpenChange,
  onConfirm,
  busy,
  error,
}: DisconnectTelegramDialogProps) {
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('notifications.telegram.disconnectTitle')}
        description={t('notifications.telegram.disconnectDescription')}
        icon={
          <DialogIcon tone="warning">
            <Unlink />
          </DialogIcon>
        }
        footer={
          <>
            <DialogClose asChild>
              <Button variant="outline">{t('common.actions.cancel')}</Button>
            </DialogClose>
            <Button variant="danger" onClick={onConfirm} loading={busy}>
              {t('notifications.telegram.disconnect')}
            </Button>
          </>
        }
      >
        {error && <Alert tone="danger">{error}</Alert>}
      </DialogContent>
    </Dialog>
  );
}
