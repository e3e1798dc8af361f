import { emailProblem, enteredPasswordProblem, firstProblemField, type FieldProblem } from '@shop/domain';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { getApiErrorMessage, hasErrorCode, useLoginMutation, type ApiError } from '../../api';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { Alert, Button, TextField, TextLink } from '../../components/ui';
import { useT } from '../../i18n';
import { selectPendingConfiguration } from '../../store/checkout-slice';
import { loggedIn } from '../../store/auth-slice';
import { AuthCard } from './auth-card';
import { peekIntendedDestination, takeIntendedDestination } from '../../lib/intended-destination';
import { focusField, useFieldProblemMessage } from './field-problems';
import { PasswordField } from './password-field';
import { SignInCodeStep } from './sign-in-code-step';
import { signInReason, signInTarget } from './sign-in-destination';

/**
 * 401 (and any refusal of the credentials) reads 'Invalid email or password...' (null here: the
 * page's own text); a 429 shows the server's rate-limit text, and an outage its own message rather
 * than blaming the password.
 */
function loginFailureMessage(error: unknown): string | null {
  const status = (error as Partial<ApiError> | undefined)?.status;
  if (status === 429) return getApiErrorMessage(error);
  if (typeof status === 'string' || (typeof status === 'number' && status >= 500))
    return getApiErrorMessage(error);
  return null;
}

/** What the alert says: the credentials were refused, or the server's own message. */
type LoginFailure = { message: string | null };

/**
 * /signin: e-mail and password; on success back to where the visitor was going. An account with
 * two-factor sign-in on answers 401 marked two_factor_required after the password: the page then
 * asks for the authenticator's code and sends e-mail, password and code together.
 */
export function SignInPage() {
  const t = useT();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const pending = useAppSelector(selectPendingConfiguration);
  const [login, { isLoading }] = useLoginMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [error, setError] = useState<LoginFailure | null>(null);
  const [codeStep, setCodeStep] = useState(false);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [reason] = useState(() => signInReason(peekIntendedDestination()));
  const [problems, setProblems] = useState<Partial<Record<'email' | 'password', FieldProblem | null>>>({});
  const problemMessage = useFieldProblemMessage();

  const signIn = async (withCode?: string) => {
    setError(null);
    setCodeError(null);
    try {
      const loginRequest = { email: email.trim(), password, ...(withCode ? { code: withCode } : {}) };
      const { token, user } = await login({ loginRequest }).unwrap();
      dispatch(loggedIn({ token, user }));
      const target = signInTarget({
        intended: takeIntendedDestination(),
        hasPendingConfiguration: pending !== null,
        isAdmin: user.isAdmin,
      });
      navigate(target.to, { replace: true, state: target.state });
    } catch (failure) {
      if (hasErrorCode(failure, 'two_factor_required')) {
        setCode('');
        setCodeStep(true);
      } else if (withCode !== undefined) {
        // A wrong or used code (the server's words), or a throttled attempt.
        setCodeError(getApiErrorMessage(failure));
        setCode('');
      } else {
        setError({ message: loginFailureMessage(failure) });
      }
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = { email: emailProblem(email), password: enteredPasswordProblem(password) };
    setProblems(found);
    const first = firstProblemField(['email', 'password'], found);
    if (first) return focusField(event.currentTarget, first);
    void signIn();
  };

  if (codeStep) {
    return (
      <AuthCard title={t('auth.signIn.title')} subtitle={t('auth.signIn.subtitle')}>
        <SignInCodeStep
          code={code}
          onCodeChange={setCode}
          onSubmit={() => void signIn(code)}
          onBack={() => {
            setCodeStep(false);
            setCodeError(null);
          }}
          busy={isLoading}
          error={codeError}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('auth.signIn.title')}
      subtitle={t('auth.signIn.subtitle')}
      footer={
        <>
          {t('auth.signIn.noAccount')}{' '}
          <TextLink asChild>
            <Link to="/signup">{t('auth.signIn.createOne')}</Link>
          </TextLink>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        {reason && !error && <Alert tone="info">{t(`auth.signIn.reason.${reason}`)}</Alert>}
        {error && <Alert tone="danger">{error.message ?? t('auth.signIn.failed')}</Alert>}
        <TextField
          label={t('auth.fields.email')}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          placeholder={t('auth.fields.emailPlaceholder')}
          error={problemMessage(problems.email)}
        />
        <div className="flex flex-col gap-2">
          <PasswordField
            label={t('auth.fields.password')}
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={problemMessage(problems.password)}
            visible={showPassword}
            onVisibleChange={setShowPassword}
          />
          <Link
            to="/forgot-password"
            state={email.trim() ? { email: email.trim() } : undefined}
            className="focus-ring self-end rounded-sm text-sm font-medium text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline"
          >
            {t('auth.signIn.forgotPassword')}
          </Link>
        </div>
        <Button type="submit" size="lg" fullWidth loading={isLoading}>
          {t('auth.signIn.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
