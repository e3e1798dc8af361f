import { KeyRound, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { getApiErrorMessage, hasErrorCode, useResetServicePasswordMutation } from '../../api';
import {
  Alert,
  Button,
  CopyButton,
  Dialog,
  DialogClose,
  DialogContent,
  DialogIcon,
} from '../../components/ui';
import { useT } from '../../i18n';

/**
 * Reset the root password (issue 39): asked first; through the guest agent without a restart. When
 * the agent does not answer the dialog offers the other way, which restarts the server and which
 * the customer must accept. The new password is shown once, here, and never again in this state.
 */
export function ResetPassword({ serviceId, disabled }: { serviceId: string; disabled?: boolean }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState<string | null>(null);
  const [reset, { isLoading, error, reset: clear }] = useResetServicePasswordMutation();
  const agentDown = error !== undefined && hasErrorCode(error, 'guest_agent_unavailable');

  const run = (cloudInit: boolean) => {
    void reset({
      id: serviceId,
      resetPasswordRequest: cloudInit ? { method: 'cloud-init', reboot: true } : {},
    })
      .unwrap()
      .then((answer) => {
        setPassword(answer.password);
        setOpen(false);
        clear();
      })
      .catch(() => undefined);
  };

  return (
    <div className="grid gap-3">
      {password && (
        <Alert tone="success" title={t('access.reset.shownOnce')} onDismiss={() => setPassword(null)}>
          <span className="flex flex-wrap items-center gap-2">
            <code className="font-mono text-sm font-semibold break-all" data-testid="new-root-password">
              {password}
            </code>
            <CopyButton value={password} srContext={t('access.reset.password')} iconOnly />
          </span>
        </Alert>
      )}
      <div>
        <Button variant="outline" size="sm" disabled={disabled} onClick={() => setOpen(true)}>
          <RotateCcw className="size-4" aria-hidden="true" />
          {t('access.reset.button')}
        </Button>
      </div>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (!next) clear();
          setOpen(next);
        }}
      >
        <DialogContent
          title={agentDown ? t('access.reset.agentDownTitle') : t('access.reset.title')}
          description={agentDown ? t('access.reset.agentDownDescription') : t('access.reset.description')}
          icon={
            <DialogIcon tone="warning">
              <KeyRound />
            </DialogIcon>
          }
          footer={
            <>
              <DialogClose asChild>
                <Button variant="outline">{t('common.actions.cancel')}</Button>
              </DialogClose>
              {agentDown ? (
                <Button variant="danger" loading={isLoading} onClick={() => run(true)}>
                  {t('access.reset.restartAndSet')}
                </Button>
              ) : (
                <Button variant="danger" loading={isLoading} onClick={() => run(false)}>
                  {t('access.reset.confirm')}
                </Button>
              )}
            </>
          }
        >
          {error && !agentDown && <Alert tone="danger">{getApiErrorMessage(error)}</Alert>}
        </DialogContent>
      </Dialog>
    </div>
  );
}
