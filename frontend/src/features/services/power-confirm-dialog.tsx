import { Power, RotateCw, Square, type LucideIcon } from 'lucide-react';
import { useState, type ReactElement } from 'react';
import { Button, Dialog, DialogClose, DialogContent, DialogIcon, DialogTrigger } from '../../components/ui';
import { useT } from '../../i18n';
import type { PowerAction } from './use-service-actions';

/** The power actions that ask first: all but Start, which cannot lose anything. */
export type ConfirmedPowerAction = Exclude<PowerAction, 'start'>;

export const asksFirst = (action: PowerAction): action is ConfirmedPowerAction => action !== 'start';

const ICONS: Record<ConfirmedPowerAction, LucideIcon> = { stop: Square, shutdown: Power, restart: RotateCw };

export type PowerConfirmDialogProps = {
  action: ConfirmedPowerAction;
  serviceName: string;
  /** Called once the customer confirms (the dialog has closed). */
  onConfirm: () => void;
  /** The control panel's button for the action: it opens the dialog, and focus returns to it. */
  children: ReactElement;
};

/**
 * Stop, Shutdown and Restart ask first, saying what happens (Stop cuts the power like pulling the
 * plug; Shutdown asks the operating system; Restart drops connections for a moment). Focus opens on
 * Cancel; Escape, the X and Cancel close it and focus returns to the button (a Radix trigger).
 */
export function PowerConfirmDialog({ action, serviceName, onConfirm, children }: PowerConfirmDialogProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const Icon = ICONS[action];
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{children}</DialogTrigger>
      <DialogContent
        size="sm"
        title={t(`services.control.confirm.${action}.title`, { name: serviceName })}
        description={t(`services.control.confirm.${action}.text`)}
        icon={
          <DialogIcon tone={action === 'restart' ? 'warning' : 'danger'}>
            <Icon />
          </DialogIcon>
        }
        footer={
          <>
            <DialogClose asChild>
              <Button variant="outline">{t('common.actions.cancel')}</Button>
            </DialogClose>
            <Button
              variant={action === 'restart' ? 'primary' : 'danger'}
              onClick={() => {
                setOpen(false);
                onConfirm();
              }}
            >
              {t(`services.control.confirm.${action}.action`)}
            </Button>
          </>
        }
      />
    </Dialog>
  );
}
