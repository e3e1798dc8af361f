import { useState, type FormEvent } from 'react';
import { recoveryCodeForm } from '@shop/domain/recovery-codes';
import { getApiErrorMessage } from '../../../api';
import { Alert, Button, TextField } from '../../../components/ui';
import { useT } from '../../../i18n';

/** Whether a typed second factor can be sent: six digits, or a recovery code's shape. */
export function isSecondFactorShape(code: string): boolean {
  return /^\d{6}$/.test(code.replace(/\s+/g, '')) || recoveryCodeForm(code) !== null;
}

export type PasswordCodeFormProps = {
  id: string;
  title: string;
  text: string;
  submitLabel: string;
  variant?: 'primary' | 'danger';
  /** Sends the password and the code; throws (an API error) when refused. */
  onSubmit: (input: { code: string; password: string }) => Promise<unknown>;
  isLoading: boolean;
  error: unknown;
  reset: () => void;
};

/** Password and a current code (or a recovery code): turning two-factor sign-in off, renewing recovery codes. */
export function PasswordCodeForm({
  id,
  title,
  text,
  submitLabel,
  variant = 'primary',
  onSubmit,
  isLoading,
  error,
  reset,
}: PasswordCodeFormProps) {
  const t = useT();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      await onSubmit({ code: code.trim(), password });
    } catch {
      setCode('');
    }
  };
  const edit = (set: (value: string) => void) => (value: string) => {
    if (error) reset();
    set(value);
  };
  return (
    <form noValidate onSubmit={submit} aria-labelledby={id} className="flex max-w-sm flex-col gap-3">
      <h2 id={id} className="font-semibold text-ink">
        {title}
      </h2>
      <p className="text-sm text-ink-muted">{text}</p>
      {error !== undefined && error !== null && <Alert tone="danger">{getApiErrorMessage(error)}</Alert>}
      <TextField
        label={t('auth.twoFactor.passwordLabel')}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => edit(setPassword)(e.target.value)}
      />
      <TextField
        label={t('auth.twoFactor.codeOrRecoveryLabel')}
        name="code"
        autoComplete="one-time-code"
        maxLength={16}
        required
        value={code}
        onChange={(e) => edit(setCode)(e.target.value)}
        inputClassName="font-mono"
      />
      <div>
        <Button
          type="submit"
          variant={variant}
          loading={isLoading}
          disabled={password === '' || !isSecondFactorShape(code)}
        >
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
