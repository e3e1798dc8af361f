import { useState, type FormEvent } from 'react';
import { getApiErrorMessage, useTwoFactorEnableMutation, type TwoFactorSetup } from '../../../api';
import { Alert, Button, CodeField, CopyButton } from '../../../components/ui';
import { useT } from '../../../i18n';
import { QrCode } from './qr-code';

export type TwoFactorSetupPanelProps = {
  setup: TwoFactorSetup;
  onCancel: () => void;
  /** Turned on: the recovery codes, to show once. */
  onEnabled: (recoveryCodes: string[]) => void;
};

/** Turning on: the QR code and the secret for the authenticator app, then a code of it to confirm. */
export function TwoFactorSetupPanel({ setup, onCancel, onEnabled }: TwoFactorSetupPanelProps) {
  const t = useT();
  const [code, setCode] = useState('');
  const [enable, { isLoading, error, reset }] = useTwoFactorEnableMutation();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      const { recoveryCodes } = await enable({ twoFactorCodeRequest: { code } }).unwrap();
      onEnabled(recoveryCodes);
    } catch {
      setCode('');
    }
  };
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="two-factor-scan" className="flex flex-col gap-3">
        <h2 id="two-factor-scan" className="font-semibold text-ink">
          {t('auth.twoFactor.scanTitle')}
        </h2>
        <p className="text-sm text-ink-muted">{t('auth.twoFactor.scanText')}</p>
        <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
          <QrCode value={setup.otpauthUri} alt={t('auth.twoFactor.qrAlt')} />
          <div className="flex min-w-0 flex-col gap-2">
            <p className="text-sm font-medium text-ink">{t('auth.twoFactor.secretLabel')}</p>
            <code
              className="rounded-control bg-surface-muted px-3 py-2 font-mono text-sm break-all text-ink"
              data-testid="two-factor-secret"
            >
              {setup.secret}
            </code>
            <CopyButton
              value={setup.secret}
              srContext={t('auth.twoFactor.secretLabel')}
              size="sm"
              variant="outline"
            />
          </div>
        </div>
      </section>
      <form
        noValidate
        onSubmit={submit}
        aria-labelledby="two-factor-confirm"
        className="flex max-w-sm flex-col gap-3"
      >
        <h2 id="two-factor-confirm" className="font-semibold text-ink">
          {t('auth.twoFactor.confirmTitle')}
        </h2>
        {error && <Alert tone="danger">{getApiErrorMessage(error)}</Alert>}
        <CodeField
          label={t('auth.twoFactor.codeLabel')}
          value={code}
          onChange={(value) => {
            if (error) reset();
            setCode(value);
          }}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" loading={isLoading} disabled={code.length !== 6}>
            {t('auth.twoFactor.confirm')}
          </Button>
          <Button type="button" variant="ghost" onClick={onCancel}>
            {t('auth.twoFactor.cancel')}
          </Button>
        </div>
      </form>
    </div>
  );
}
