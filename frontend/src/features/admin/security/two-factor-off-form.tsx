import { useState, type FormEvent } from 'react';
import { getApiErrorMessage, useTwoFactorDisableMutation } from '../../../api';
import { Alert, Button } from '../../../components/ui';
import { useT } from '../../../i18n';
import { CodeField } from '../../auth';

/** Turning off with a current code from the authenticator app. */
export function TwoFactorOffForm() {
  const t = useT();
  const [code, setCode] = useState('');
  const [disable, { isLoading, error, reset }] = useTwoFactorDisableMutation();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      await disable({ twoFactorCodeRequest: { code } }).unwrap();
    } catch {
      setCode('');
    }
  };
  return (
    <form onSubmit={submit} aria-labelledby="two-factor-off" className="flex max-w-sm flex-col gap-3">
      <h2 id="two-factor-off" className="font-semibold text-ink">
        {t('auth.twoFactor.turnOffTitle')}
      </h2>
      <p className="text-sm text-ink-muted">{t('auth.twoFactor.turnOffText')}</p>
      {error && <Alert tone="danger">{getApiErrorMessage(error)}</Alert>}
      <CodeField
        label={t('auth.twoFactor.codeLabel')}
        value={code}
        onChange={(value) => {
          if (error) reset();
          setCode(value);
        }}
      />
      <div>
        <Button type="submit" variant="danger" loading={isLoading} disabled={code.length !== 6}>
          {t('auth.twoFactor.turnOff')}
        </Button>
      </div>
    </form>
  );
}
