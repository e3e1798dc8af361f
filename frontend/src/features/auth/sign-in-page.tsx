import { LOGIN_FAILED } from '@shop/domain';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { getApiErrorMessage, useLoginMutation, type ApiError } from '../../api';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Alert, Button, TextField, TextLink } from '../../components/ui';
import { selectPendingConfiguration } from '../checkout';
import { loggedIn } from './auth-slice';
import { AuthCard } from './auth-card';
import { takeIntendedDestination } from './intended-destination';
import { PasswordField } from './password-field';
import { signInTarget } from './sign-in-destination';

/**
 * 401 (and any refusal of the credentials) reads 'Invalid email or password...'; a 429 shows the
 * server's rate-limit text, and an outage its own message rather than blaming the password.
 */
function loginFailureMessage(error: unknown): string {
  const status = (error as Partial<ApiError> | undefined)?.status;
  if (status === 429) return getApiErrorMessage(error);
  if (typeof status === 'string' || (typeof status === 'number' && status >= 500))
    return getApiErrorMessage(error);
  return LOGIN_FAILED;
}

/** /signin: e-mail and password; on success back to where the visitor was going. */
export function SignInPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const pending = useAppSelector(selectPendingConfiguration);
  const [login, { isLoading }] = useLoginMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    try {
      const { token, user } = await login({ loginRequest: { email: email.trim(), password } }).unwrap();
      dispatch(loggedIn({ token, user }));
      const target = signInTarget({
        intended: takeIntendedDestination(),
        hasPendingConfiguration: pending !== null,
        isAdmin: user.isAdmin,
      });
      navigate(target.to, { replace: true, state: target.state });
    } catch (failure) {
      setError(loginFailureMessage(failure));
    }
  };

  return (
    <AuthCard
      title="Log in to your account"
      subtitle="Manage your servers, orders and payments."
      footer={
        <>
          Don&apos;t have an account?{' '}
          <TextLink asChild>
            <Link to="/signup">Create one</Link>
          </TextLink>
        </>
      }
    >
      <form onSubmit={onSubmit} className="flex flex-col gap-5">
        {error && <Alert tone="danger">{error}</Alert>}
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          placeholder="you@example.com"
        />
        <div className="flex flex-col gap-2">
          <PasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            visible={showPassword}
            onVisibleChange={setShowPassword}
          />
          <button
            type="button"
            onClick={() => console.info('Forgot password requested for', email || '(no e-mail entered)')}
            className="focus-ring self-end rounded-sm text-sm font-medium text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline"
          >
            Forgot your password?
          </button>
        </div>
        <Button type="submit" size="lg" fullWidth loading={isLoading}>
          Sign in
        </Button>
      </form>
    </AuthCard>
  );
}
