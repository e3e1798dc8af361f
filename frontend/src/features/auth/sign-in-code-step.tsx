import { ArrowLeft } from 'lucide-react';
import type { FormEvent } from 'react';
import { Alert, Button } from '../../components/ui';
import { useT } from '../../i18n';
import { CodeField } from './code-field';

export type SignInCodeStepProps = {
  code: string;
  onCodeChange: (code: string) => void;
  onSubmit: () => void;
  onBack: () => void;
  busy: boolean;
  /** The server's refusal of the last code, shown above the field. */
  error: string | null;
};

/**
 * The sign-in's second step for an account with two-factor sign-in on: one 6-digit field (numeric
 * keyboard, the phone's one-time-code autofill, focused at once), submit, and back to the password.
 */
export function SignInCodeStep({ code, onCodeChange, onSubmit, onBack, busy, error }: SignInCodeStepProps) {
  const t = useT();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-5" aria-labelledby="sign-in-code-title">
      <div className="flex flex-col gap-1">
        <h2 id="sign-in-code-title" className="text-lg font-semibold text-ink">
          {t('auth.signInCode.title')}
        </h2>
        <p className="text-sm text-ink-muted">{t('auth.signInCode.subtitle')}</p>
      </div>
      {error && <Alert tone="danger">{error}</Alert>}
      <CodeField
        label={t('auth.signInCode.label')}
        value={code}
        onChange={onCodeChange}
        // The step exists to take this one field: focus it as it appears.
        autoFocus
        inputClassName="text-center font-mono text-lg tracking-[0.5em]"
      />
      <Button type="submit" size="lg" fullWidth loading={busy} disabled={code.length !== 6}>
        {t('auth.signInCode.submit')}
      </Button>
      <Button type="button" variant="ghost" onClick={onBack}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('auth.signInCode.back')}
      </Button>
    </form>
  );
}
