import { Gamepad2 } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../i18n';
import { Button } from '../ui/button';
import { Dialog, DialogContent, DialogIcon } from '../ui/dialog';

export type ComingSoonDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Shown instead of the game-server pages during the current period (storefront spec, section 1). */
export function ComingSoonDialog({ open, onOpenChange }: ComingSoonDialogProps) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="sm"
        icon={
          <DialogIcon>
            <Gamepad2 />
          </DialogIcon>
        }
        title={t('layout.comingSoon.title')}
        description={t('layout.comingSoon.description')}
        footer={
          <Button
            onClick={() => {
              onOpenChange(false);
              navigate('/');
            }}
          >
            {t('layout.comingSoon.goHome')}
          </Button>
        }
      />
    </Dialog>
  );
}
