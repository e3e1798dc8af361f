import { ShieldCheck, ShieldOff } from 'lucide-react';
import {
  getApiErrorMessage,
  useGetMeQuery,
  useTwoFactorSetupMutation,
  type TwoFactorSetup,
} from '../../../api';
import { Alert, Badge, Button, Card, CardContent, PageHeader, SkeletonText } from '../../../components/ui';
import { useT } from '../../../i18n';
import { useState } from 'react';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { RenewRecoveryCodesForm } from './renew-recovery-codes-form';
import { SessionsCard } from './sessions-card';
import { TwoFactorOffForm } from './two-factor-off-form';
import { TwoFactorSetupPanel } from './two-factor-setup';

export type SecurityPageProps = {
  /**
   * Shown in place of the console because the shop requires two-factor sign-in of admins
   * (ADMIN_REQUIRE_2FA) and it is off: the page says why.
   */
  gate?: boolean;
};

/**
 * /admin/security: the admin's two-factor sign-in. Off: what it is and Turn on, which shows the QR
 * code and secret for an authenticator app and asks for a code to confirm, then shows the ten
 * recovery codes once. On: new recovery codes, and turn off (password and a current code), unless
 * the shop requires it. Below: Sign out everywhere.
 */
export function SecurityPage({ gate = false }: SecurityPageProps) {
  const t = useT();
  const me = useGetMeQuery();
  const [startSetup, setupState] = useTwoFactorSetupMutation();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const user = me.data;
  const on = user?.twoFactorEnabled === true;
  const required = user?.twoFactorRequired === true;

  const turnOn = async () => {
    try {
      setSetup(await startSetup().unwrap());
    } catch {
      // shown from setupState.error
    }
  };

  let body;
  if (me.isLoading) {
    body = (
      <div role="status" aria-label={t('auth.twoFactor.loading')}>
        <SkeletonText lines={3} />
      </div>
    );
  } else if (!user) {
    body = (
      <Alert
        tone="danger"
        title={t('auth.twoFactor.loadFailed')}
        actions={
          <Button size="sm" variant="outline" onClick={() => void me.refetch()}>
            {t('auth.twoFactor.retry')}
          </Button>
        }
      >
        {getApiErrorMessage(me.error)}
      </Alert>
    );
  } else if (recoveryCodes) {
    body = <RecoveryCodesPanel codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />;
  } else if (on) {
    body = (
      <div className="flex flex-col gap-6">
        <p className="text-sm text-ink-muted">{t('auth.twoFactor.onText')}</p>
        <RenewRecoveryCodesForm onRenewed={setRecoveryCodes} />
        {required ? <Alert tone="info">{t('auth.twoFactor.requiredOn')}</Alert> : <TwoFactorOffForm />}
      </div>
    );
  } else if (setup) {
    body = (
      <TwoFactorSetupPanel
        setup={setup}
        onCancel={() => setSetup(null)}
        onEnabled={(codes) => {
          setSetup(null);
          setRecoveryCodes(codes);
        }}
      />
    );
  } else {
    body = (
      <div className="flex flex-col items-start gap-4">
        <p className="text-sm text-ink-muted">{t('auth.twoFactor.offText')}</p>
        {setupState.error && <Alert tone="danger">{getApiErrorMessage(setupState.error)}</Alert>}
        <Button onClick={() => void turnOn()} loading={setupState.isLoading}>
          <ShieldCheck className="size-4" aria-hidden="true" />
          {t('auth.twoFactor.turnOn')}
        </Button>
      </div>
    );
  }

  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <PageHeader title={t('auth.twoFactor.title')} subtitle={t('auth.twoFactor.subtitle')} />
      {(gate || (required && !on)) && user && !on && (
        <Alert tone="warning">{t('auth.twoFactor.requiredNotice')}</Alert>
      )}
      <Card>
        <CardContent className="flex flex-col gap-5">
          {user && (
            <div className="flex items-center gap-3">
              {on ? (
                <ShieldCheck className="size-6 text-success-700" aria-hidden="true" />
              ) : (
                <ShieldOff className="size-6 text-ink-subtle" aria-hidden="true" />
              )}
              <Badge tone={on ? 'success' : 'neutral'} dot>
                {on ? t('auth.twoFactor.statusOn') : t('auth.twoFactor.statusOff')}
              </Badge>
            </div>
          )}
          {body}
        </CardContent>
      </Card>
      {user && <SessionsCard />}
    </div>
  );
}
