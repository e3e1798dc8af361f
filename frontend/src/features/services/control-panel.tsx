import {
  CalendarPlus,
  HardDriveDownload,
  Play,
  Power,
  RotateCw,
  Square,
  type LucideIcon,
} from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { Order, ServiceDetails } from '../../api';
import { Alert, Button, Card, CardContent, CardHeader, TextLink } from '../../components/ui';
import { useT } from '../../i18n';
import { paymentInstructionPath } from '../../lib/payment-data';
import { CurrentStatusBadge } from './service-badges';
import { actionBlock, currentStatusText, isGameService, type ActionBlock } from './service-display';
import { ExtendDialog } from './extend-dialog';
import { asksFirst, PowerConfirmDialog } from './power-confirm-dialog';
import { ReinstallDialog } from './reinstall-dialog';
import {
  POWER_ACTIONS,
  type ActionFailure,
  type PowerAction,
  type ServiceActions,
} from './use-service-actions';

const POWER_ICONS: Record<PowerAction, LucideIcon> = {
  start: Play,
  stop: Square,
  restart: RotateCw,
  shutdown: Power,
};

/** The notice that says why the controls wait while the machine is in transition (their description). */
const TRANSITION_NOTICE_ID = 'power-transition-notice';

/** Start is pointless on a running server and Stop on a stopped one (storefront spec 4). */
function powerDisabledByState(action: PowerAction, currentStatus: string): boolean {
  if (action === 'start') return currentStatus === 'running';
  if (action === 'stop') return currentStatus === 'stopped';
  return false;
}

function BlockedNotice({ block, currentStatus }: { block: ActionBlock; currentStatus: string }) {
  const t = useT();
  if (block === 'transition') {
    return (
      <Alert tone="info">
        <span id={TRANSITION_NOTICE_ID}>
          {t('services.control.blocked.transition', { state: currentStatusText(currentStatus, t) })}
        </span>
      </Alert>
    );
  }
  if (block === 'inactive') {
    return (
      <Alert tone="danger">
        {t('services.control.blocked.inactive')}{' '}
        <TextLink asChild>
          <Link to="/contact">{t('services.control.contactSupport')}</Link>
        </TextLink>
      </Alert>
    );
  }
  if (block === 'failed') {
    return (
      <Alert tone="danger">
        {t('services.control.blocked.failed')}{' '}
        <TextLink asChild>
          <Link to="/contact">{t('services.control.contactSupport')}</Link>
        </TextLink>
      </Alert>
    );
  }
  return (
    <Alert tone={block === 'expired' ? 'warning' : 'info'}>
      {block === 'expired'
        ? t('services.control.blocked.expired')
        : t('services.control.blocked.provisioning')}
    </Alert>
  );
}

/** 'Failed to start service. Please try again.', with the server's reason beneath when it gave one. */
export function useFailureText() {
  const t = useT();
  return (failure: ActionFailure) => ({
    title: t('services.control.actionFailed', { action: failure.action }),
    detail: failure.serverMessage,
  });
}

/**
 * 'Control Panel': start, stop, restart and shutdown (all but start ask first); reinstall (KVM
 * only) and extend, each in a dialog. Every control waits while one action runs, and the customer acts only on an ACTIVE service:
 * otherwise the panel says why (expired: extend it; suspended: contact support; being set up).
 */
export function ControlPanel({ details, actions }: { details: ServiceDetails; actions: ServiceActions }) {
  const t = useT();
  const navigate = useNavigate();
  const failureText = useFailureText();
  const [dialog, setDialog] = useState<'reinstall' | 'extend' | null>(null);
  const block = actionBlock(details);
  const busy = actions.pending !== null;
  const game = isGameService(details);
  // An expired service can still be extended: that is how it comes back. A power action under way
  // does not stop an extension either.
  const canExtend = block === null || block === 'expired' || block === 'transition';
  const describedBy = block === 'transition' ? TRANSITION_NOTICE_ID : undefined;
  const panelFailure =
    actions.failure && actions.failure.action !== 'extend' ? failureText(actions.failure) : null;
  const extendFailure = actions.failure?.action === 'extend' ? failureText(actions.failure) : null;

  const pay = (order: Order) => {
    setDialog(null);
    navigate(paymentInstructionPath(order.id));
  };

  return (
    <Card role="region" aria-label={t('services.control.title')}>
      <CardHeader
        title={t('services.control.title')}
        actions={
          <span aria-live="polite">
            <CurrentStatusBadge currentStatus={details.currentStatus} />
          </span>
        }
      />
      <CardContent className="flex flex-col gap-5">
        {block && <BlockedNotice block={block} currentStatus={details.currentStatus} />}
        {panelFailure && (
          <Alert tone="danger" title={panelFailure.title} onDismiss={actions.dismissFailure}>
            {panelFailure.detail}
          </Alert>
        )}
        {block !== 'provisioning' && block !== 'failed' && (
          <>
            <section aria-labelledby="power-heading">
              <h3 id="power-heading" className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
                {t('services.control.power')}
              </h3>
              <div className="mt-2 grid grid-cols-2 gap-2">
                {POWER_ACTIONS.map((action) => {
                  const Icon = POWER_ICONS[action];
                  const run = () => void actions.power(action);
                  const button = (
                    <Button
                      key={action}
                      variant={action === 'start' ? 'primary' : 'outline'}
                      loading={actions.pending === action}
                      disabled={
                        block !== null ||
                        (busy && actions.pending !== action) ||
                        powerDisabledByState(action, details.currentStatus)
                      }
                      aria-describedby={describedBy}
                      // Start runs at once; the others open their confirmation (the dialog's trigger).
                      onClick={asksFirst(action) ? undefined : run}
                    >
                      {actions.pending !== action && <Icon className="size-4" aria-hidden="true" />}
                      {t(`services.control.${action}`)}
                    </Button>
                  );
                  return asksFirst(action) ? (
                    <PowerConfirmDialog
                      key={action}
                      action={action}
                      serviceName={details.serviceName}
                      onConfirm={run}
                    >
                      {button}
                    </PowerConfirmDialog>
                  ) : (
                    button
                  );
                })}
              </div>
            </section>
            <div className="flex flex-col divide-y divide-line border-t border-line">
              {!game && (
                <ActionRow
                  icon={HardDriveDownload}
                  hint={t('services.control.reinstallHint')}
                  button={
                    <ReinstallDialog
                      serviceId={details.id}
                      open={dialog === 'reinstall'}
                      onOpenChange={(open) => setDialog(open ? 'reinstall' : null)}
                      hostname={details.hostname ?? null}
                      builtWith={details.sshKeys ?? []}
                      onConfirm={(os, access) => {
                        setDialog(null);
                        void actions.reinstall(os, access);
                      }}
                    >
                      <Button
                        variant="outline"
                        size="sm"
                        loading={actions.pending === 'reinstall'}
                        disabled={block !== null || busy}
                        aria-describedby={describedBy}
                      >
                        {t('services.control.reinstall')}
                      </Button>
                    </ReinstallDialog>
                  }
                />
              )}
              <ActionRow
                icon={CalendarPlus}
                hint={t('services.control.extendHint')}
                button={
                  <Button
                    variant={block === 'expired' ? 'primary' : 'outline'}
                    size="sm"
                    loading={actions.pending === 'extend'}
                    disabled={!canExtend || busy}
                    onClick={() => setDialog('extend')}
                  >
                    {t('services.control.extend')}
                  </Button>
                }
              />
            </div>
          </>
        )}
      </CardContent>
      <ExtendDialog
        serviceId={details.id}
        serviceName={details.serviceName}
        open={dialog === 'extend'}
        onOpenChange={(open) => {
          if (!open && actions.failure?.action === 'extend') actions.dismissFailure();
          setDialog(open ? 'extend' : null);
        }}
        pending={actions.pending === 'extend'}
        failure={extendFailure && [extendFailure.title, extendFailure.detail].filter(Boolean).join(' ')}
        openOrderId={actions.failure?.action === 'extend' ? (actions.failure.openOrderId ?? null) : null}
        onConfirm={actions.extend}
        onPay={pay}
      />
    </Card>
  );
}

function ActionRow({ icon: Icon, hint, button }: { icon: LucideIcon; hint: string; button: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3 py-3">
      <p className="flex min-w-0 items-center gap-2.5 text-sm text-ink-muted">
        <Icon className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
        {hint}
      </p>
      {button}
    </div>
  );
}
