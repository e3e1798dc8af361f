import { ArrowLeft } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { recoveryCodeForm } from '@shop/domain/recovery-codes';
import { Alert, Button, CodeField, TextField } from '../../components/ui';
import { useT } from '../../i18n';

export type SignInCodeStepProps = {
  code: string;
  onCodeChange: (code: string) => void;
  onSubmit: () => void;
  onBack: () => void;
  busy: boolean;
  /** The server's refusal of the last code, shown above the field. */
  error: string | null;
  /** Start with the recovery code's field (stories). */
  initialRecovery?: boolean;
};

/**
 * The sign-in's second step for an account with two-factor sign-in on: one 6-digit field (numeric
 * keyboard, the phone's one-time-code autofill, focused at once), submit, and back to the password.
 * "Lost your phone?" switches to a recovery code's field (`xxxxx-xxxxx`, used once).
 */
export function SignInCodeStep({
  code,
  onCodeChange,
  onSubmit,
  onBack,
  busy,
  error,
  initialRecovery = false,
}: SignInCodeStepProps) {
  const t = useT();
  const [recovery, setRecovery] = useState(initialRecovery);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  const switchMode = () => {
    onCodeChange('');
    setRecovery(!recovery);
  };
  const ready = recovery ? recoveryCodeForm(code) !== null : code.length === 6;
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-labelledby="sign-in-code-title">
      <div className="flex flex-col gap-1">
        <h2 id="sign-in-code-title" className="text-lg font-semibold text-ink">
          {recovery ? t('auth.signInCode.recoveryTitle') : t('auth.signInCode.title')}
        </h2>
        <p className="text-sm text-ink-muted">
          {recovery ? t('auth.signInCode.recoverySubtitle') : t('auth.signInCode.subtitle')}
        </p>
      </div>
      {error && <Alert tone="danger">{error}</Alert>}
      {recovery ? (
        <TextField
          label={t('auth.signInCode.recoveryLabel')}
          name="recovery-code"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={16}
          autoFocus
          required
          value={code}
          onChange={(e) => onCodeChange(e.target.value)}
          inputClassName="text-center font-mono text-lg"
        />
      ) : (
        <CodeField
          label={t('auth.signInCode.label')}
          value={code}
          onChange={onCodeChange}
          // The step exists to take this one field: focus it as it appears.
          autoFocus
          inputClassName="text-center font-mono text-lg tracking-[0.5em]"
        />
      )}
      <Button type="submit" size="lg" fullWidth loading={busy} disabled={!ready}>
        {t('auth.signInCode.submit')}
      </Button>
      <Button type="button" variant="ghost" size="sm" onClick={switchMode}>
        {recovery ? t('auth.signInCode.useAuthenticator') : t('auth.signInCode.useRecovery')}
      </Button>
      <Button type="button" variant="ghost" onClick={onBack}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('auth.signInCode.back')}
      </Button>
    </form>
  );
}
