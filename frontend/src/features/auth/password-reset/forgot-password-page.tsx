import { emailProblem, type FieldProblem } from '@shop/domain';
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useRequestPasswordResetMutation } from '../../../api';
import { Alert, Button, TextField, TextLink } from '../../../components/ui';
import { useT } from '../../../i18n';
import { AuthCard } from '../auth-card';
import { focusField, useFieldProblemMessage } from '../field-problems';
import { resetFailureMessage } from './reset-failure';

/** The e-mail the sign-in page hands over (router state), if one was typed there. */
function handedOverEmail(state: unknown): string {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email : '';
}

type Outcome = { sent: string } | { failed: string | null };

/**
 * /forgot-password: the account's e-mail; the server answers the same whether or not it has an
 * account, and that answer is shown in green. A refusal (429) shows the server's words.
 */
export function ForgotPasswordPage() {
  const t = useT();
  const location = useLocation();
  const [requestReset, { isLoading }] = useRequestPasswordResetMutation();
  const [email, setEmail] = useState(() => handedOverEmail(location.state));
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [problem, setProblem] = useState<FieldProblem | null>(null);
  const problemMessage = useFieldProblemMessage();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    const found = emailProblem(email);
    setProblem(found);
    if (found) return focusField(event.currentTarget, 'email');
    try {
      const { message } = await requestReset({ passwordResetRequest: { email: email.trim() } }).unwrap();
      setOutcome({ sent: message });
    } catch (failure) {
      setOutcome({ failed: resetFailureMessage(failure) });
    }
  };

  return (
    <AuthCard
      title={t('auth.forgotPassword.title')}
      subtitle={t('auth.forgotPassword.subtitle')}
      footer={
        <>
          {t('auth.forgotPassword.remembered')}{' '}
          <TextLink asChild>
            <Link to="/signin">{t('auth.forgotPassword.signIn')}</Link>
          </TextLink>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        {outcome && 'sent' in outcome && <Alert tone="success">{outcome.sent}</Alert>}
        {outcome && 'failed' in outcome && (
          <Alert tone="danger">{outcome.failed ?? t('auth.forgotPassword.failed')}</Alert>
        )}
        <TextField
          label={t('auth.fields.email')}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          maxLength={254}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          placeholder={t('auth.fields.emailPlaceholder')}
          error={problemMessage(problem)}
        />
        <Button type="submit" size="lg" fullWidth loading={isLoading}>
          {t('auth.forgotPassword.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
