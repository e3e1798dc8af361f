import { Trash2 } from 'lucide-react';
import { Alert, Button, Dialog, DialogClose, DialogContent, DialogIcon } from '../../components/ui';
import { useT } from '../../i18n';

export type DeleteSshKeyDialogProps = {
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  busy: boolean;
  error?: string;
};

/** "Delete the key …?": what it means for servers, Cancel, and Delete. */
export function DeleteSshKeyDialog({
  name,
  open,
  onOpenChange,
  onConfirm,
  busy,
  error,
}: DeleteSshKeyDialogProps) {
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('access.sshKeys.deleteTitle', { name })}
        description={t('access.sshKeys.deleteDescription')}
        icon={
          <DialogIcon tone="warning">
            <Trash2 />
          </DialogIcon>
        }
        footer={
          <>
            <DialogClose asChild>
              <Button variant="outline">{t('common.actions.cancel')}</Button>
            </DialogClose>
            <Button variant="danger" onClick={onConfirm} loading={busy}>
              {t('access.sshKeys.delete')}
            </Button>
          </>
        }
      >
        {error && <Alert tone="danger">{error}</Alert>}
      </DialogContent>
    </Dialog>
  );
}
