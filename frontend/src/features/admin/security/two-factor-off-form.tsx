import { useTwoFactorDisableMutation } from '../../../api';
import { useT } from '../../../i18n';
import { PasswordCodeForm } from './password-code-form';

/** Turning off with the password and a current code from the authenticator app (or a recovery code). */
export function TwoFactorOffForm() {
  const t = useT();
  const [disable, { isLoading, error, reset }] = useTwoFactorDisableMutation();
  return (
    <PasswordCodeForm
      id="two-factor-off"
      title={t('auth.twoFactor.turnOffTitle')}
      text={t('auth.twoFactor.turnOffText')}
      submitLabel={t('auth.twoFactor.turnOff')}
      variant="danger"
      onSubmit={(input) => disable({ twoFactorPasswordRequest: input }).unwrap()}
      isLoading={isLoading}
      error={error}
      reset={reset}
    />
  );
}
