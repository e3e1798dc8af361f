import {
  PHONE_MESSAGE,
  SIGNUP_FAILED,
  SIGNUP_SUCCESS,
  isValidPhone,
  normalizePhoneInput,
  passwordMismatch,
} from '@shop/domain';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { getApiErrorMessage, useRegisterMutation, type ApiError } from '../../api';
import { Alert, Button, TextField, TextLink } from '../../components/ui';
import { AuthCard } from './auth-card';
import { PasswordField } from './password-field';

/** After the success message, the customer is taken to sign-in. */
export const SIGNUP_REDIRECT_DELAY_MS = 2000;

type Fields = { username: string; phone: string; email: string; password: string; confirmPassword: string };
type FieldErrors = Partial<Record<'phone' | 'confirmPassword', string>>;

const EMPTY: Fields = { username: '', phone: '', email: '', password: '', confirmPassword: '' };

/** The server explains a 409 (taken e-mail or username) and a 400 (which field); anything else is generic. */
function signUpFailureMessage(error: unknown): string {
  const status = (error as Partial<ApiError> | undefined)?.status;
  return status === 409 || status === 400 ? getApiErrorMessage(error, SIGNUP_FAILED) : SIGNUP_FAILED;
}

function validate(fields: Fields): FieldErrors {
  const errors: FieldErrors = {};
  if (!isValidPhone(fields.phone)) errors.phone = PHONE_MESSAGE;
  const mismatch = passwordMismatch(fields.password, fields.confirmPassword);
  if (mismatch) errors.confirmPassword = mismatch;
  return errors;
}

/** An error under its field, announced when it appears. */
const announced = (message: string | undefined) => message && <span role="alert">{message}</span>;

/** /signup: username, phone, e-mail, password twice; on success a green message, then /signin. */
export function SignUpPage() {
  const navigate = useNavigate();
  const [register, { isLoading }] = useRegisterMutation();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [succeeded, setSucceeded] = useState(false);
  const [showPasswords, setShowPasswords] = useState(false);

  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(() => navigate('/signin'), SIGNUP_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [succeeded, navigate]);

  const set = (name: keyof Fields) => (event: { target: { value: string } }) => {
    const value = name === 'phone' ? normalizePhoneInput(event.target.value) : event.target.value;
    setFields((current) => ({ ...current, [name]: value }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setServerError(null);
    const errors = validate(fields);
    setFieldErrors(errors);
    const firstInvalid = (['phone', 'confirmPassword'] as const).find((name) => errors[name]);
    if (firstInvalid) {
      // Take keyboard and screen-reader users to the field to fix.
      (event.currentTarget.elements.namedItem(firstInvalid) as HTMLInputElement | null)?.focus();
      return;
    }
    try {
      const { username, phone, email, password } = fields;
      await register({
        registerRequest: { username: username.trim(), phone, email: email.trim(), password },
      }).unwrap();
      setSucceeded(true);
    } catch (failure) {
      setServerError(signUpFailureMessage(failure));
    }
  };

  const busy = isLoading || succeeded;

  return (
    <AuthCard
      title="Create your account"
      subtitle="Order KVM and game servers, paid in ETB."
      footer={
        <>
          Already have an account?{' '}
          <TextLink asChild>
            <Link to="/signin">Sign in</Link>
          </TextLink>
        </>
      }
    >
      <form onSubmit={onSubmit} className="flex flex-col gap-5">
        {succeeded && <Alert tone="success">{SIGNUP_SUCCESS}</Alert>}
        {serverError && <Alert tone="danger">{serverError}</Alert>}
        <TextField
          label="Username"
          name="username"
          autoComplete="username"
          required
          minLength={3}
          maxLength={32}
          value={fields.username}
          onChange={set('username')}
          hint="3 to 32 letters, digits, dots, hyphens or underscores"
        />
        <TextField
          label="Phone"
          type="tel"
          name="phone"
          autoComplete="tel"
          inputMode="tel"
          required
          value={fields.phone}
          onChange={set('phone')}
          placeholder="+2519xxxxxxxx or 09xxxxxxxx"
          error={announced(fieldErrors.phone)}
        />
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={fields.email}
          onChange={set('email')}
          placeholder="you@example.com"
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="new-password"
          required
          minLength={8}
          value={fields.password}
          onChange={set('password')}
          hint="At least 8 characters"
          visible={showPasswords}
          onVisibleChange={setShowPasswords}
        />
        <PasswordField
          label="Confirm password"
          name="confirmPassword"
          autoComplete="new-password"
          required
          value={fields.confirmPassword}
          onChange={set('confirmPassword')}
          error={announced(fieldErrors.confirmPassword)}
          visible={showPasswords}
        />
        <Button type="submit" size="lg" fullWidth loading={isLoading} disabled={busy}>
          Create account
        </Button>
      </form>
    </AuthCard>
  );
}
