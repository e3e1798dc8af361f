import { useTwoFactorRecoveryCodesMutation } from '../../../api';
import { useT } from '../../../i18n';
import { PasswordCodeForm } from './password-code-form';

export type RenewRecoveryCodesFormProps = {
  onRenewed: (codes: string[]) => void;
};

/** New recovery codes for the password and a current code; the old ones stop working. */
export function RenewRecoveryCodesForm({ onRenewed }: RenewRecoveryCodesFormProps) {
  const t = useT();
  const [renew, { isLoading, error, reset }] = useTwoFactorRecoveryCodesMutation();
  return (
    <PasswordCodeForm
      id="recovery-codes-renew"
      title={t('auth.twoFactor.renewTitle')}
      text={t('auth.twoFactor.renewText')}
      submitLabel={t('auth.twoFactor.renew')}
      onSubmit={async (input) => {
        const { recoveryCodes } = await renew({ twoFactorPasswordRequest: input }).unwrap();
        onRenewed(recoveryCodes);
      }}
      isLoading={isLoading}
      error={error}
      reset={reset}
    />
  );
}
