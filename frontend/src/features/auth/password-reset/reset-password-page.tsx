import { newPasswordProblem, passwordMismatch, requiredProblem, type FieldProblem } from '@shop/domain';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useConfirmPasswordResetMutation } from '../../../api';
import { useAppDispatch } from '../../../store/hooks';
import { Alert, Button, TextLink } from '../../../components/ui';
import { useT } from '../../../i18n';
import { loggedOut } from '../../../store/auth-slice';
import { AuthCard } from '../auth-card';
import { focusField, useFieldProblemMessage } from '../field-problems';
import { PasswordField } from '../password-field';
import { resetFailureMessage } from './reset-failure';

/** After the success message, the customer is taken to sign-in (as after sign-up). */
export const RESET_REDIRECT_DELAY_MS = 2000;

type Outcome = { done: string } | { failed: string | null };

/** An error under its field, announced when it appears. */
const announced = (message: string | false) => message && <span role="alert">{message}</span>;

/**
 * /reset-password?token=…: a new password twice (sign-up's rules); on success the server's
 * message in green, this browser's session (if any) ended, then sign-in. An unusable link shows
 * the server's message; without a token there is nothing to send, only the way to a new link.
 */
export function ResetPasswordPage() {
  const t = useT();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const [confirmReset, { isLoading }] = useConfirmPasswordResetMutation();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const [problems, setProblems] = useState<{
    password?: FieldProblem | null;
    confirmPassword?: FieldProblem | null;
  }>({});
  const problemMessage = useFieldProblemMessage();
  const [visible, setVisible] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const done = outcome !== null && 'done' in outcome;

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/signin'), RESET_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    const found = { password: newPasswordProblem(password), confirmPassword: requiredProblem(confirmation) };
    setProblems(found);
    if (found.password) return focusField(event.currentTarget, 'password');
    const differs = !found.confirmPassword && passwordMismatch(password, confirmation) !== null;
    setMismatch(differs);
    if (found.confirmPassword || differs) return focusField(event.currentTarget, 'confirmPassword');
    try {
      const { message } = await confirmReset({ passwordResetConfirmRequest: { token, password } }).unwrap();
      // Every session of the account has ended on the server: this browser's too.
      dispatch(loggedOut());
      setOutcome({ done: message });
    } catch (failure) {
      setOutcome({ failed: resetFailureMessage(failure) });
    }
  };

  const askAgain = (
    <TextLink asChild>
      <Link to="/forgot-password">{t('auth.resetPassword.askAgain')}</Link>
    </TextLink>
  );

  return (
    <AuthCard
      title={t('auth.resetPassword.title')}
      subtitle={t('auth.resetPassword.subtitle')}
      footer={
        <>
          {t('auth.resetPassword.needNewLink')} {askAgain}
        </>
      }
    >
      {token === '' ? (
        <Alert tone="danger">{t('auth.resetPassword.invalidLink')}</Alert>
      ) : (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
          {outcome && 'done' in outcome && (
            <Alert tone="success">
              {outcome.done}{' '}
              <TextLink asChild>
                <Link to="/signin">{t('auth.resetPassword.signInNow')}</Link>
              </TextLink>
            </Alert>
          )}
          {outcome && 'failed' in outcome && (
            <Alert tone="danger">{outcome.failed ?? t('auth.resetPassword.failed')}</Alert>
          )}
          <PasswordField
            label={t('auth.resetPassword.newPassword')}
            name="password"
            autoComplete="new-password"
            required
            minLength={8}
            maxLength={128}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            hint={t('auth.signUp.passwordHint')}
            error={problemMessage(problems.password)}
            visible={visible}
            onVisibleChange={setVisible}
          />
          <PasswordField
            label={t('auth.resetPassword.confirmPassword')}
            name="confirmPassword"
            autoComplete="new-password"
            required
            value={confirmation}
            onChange={(e) => setConfirmation(e.target.value)}
            error={
              problemMessage(problems.confirmPassword) ??
              announced(mismatch && t('auth.signUp.passwordMismatch'))
            }
            visible={visible}
          />
          <Button type="submit" size="lg" fullWidth loading={isLoading} disabled={isLoading || done}>
            {t('auth.resetPassword.submit')}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
