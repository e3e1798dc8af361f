import { isValidPhone, normalizePhoneInput, passwordMismatch } from '@shop/domain';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { getApiErrorMessage, useRegisterMutation, type ApiError } from '../../api';
import { Alert, Button, TextField, TextLink } from '../../components/ui';
import { useT } from '../../i18n';
import { AuthCard } from './auth-card';
import { PasswordField } from './password-field';

/** After the success message, the customer is taken to sign-in. */
export const SIGNUP_REDIRECT_DELAY_MS = 2000;

type Fields = { username: string; phone: string; email: string; password: string; confirmPassword: string };
/** The fields that failed a check: each shows its rule's message. */
type FieldErrors = Partial<Record<'phone' | 'confirmPassword', true>>;

const EMPTY: Fields = { username: '', phone: '', email: '', password: '', confirmPassword: '' };

/**
 * The server explains a 409 (taken e-mail or username) and a 400 (which field); anything else is
 * generic (null: the page's own 'Failed to create account...').
 */
function signUpFailureMessage(error: unknown): string | null {
  const status = (error as Partial<ApiError> | undefined)?.status;
  return status === 409 || status === 400 ? getApiErrorMessage(error, '') || null : null;
}

/** The phone's format and the password's confirmation (domain's rules). */
function validate(fields: Fields): FieldErrors {
  const errors: FieldErrors = {};
  if (!isValidPhone(fields.phone)) errors.phone = true;
  if (passwordMismatch(fields.password, fields.confirmPassword)) errors.confirmPassword = true;
  return errors;
}

/** An error under its field, announced when it appears. */
const announced = (message: string | undefined) => message && <span role="alert">{message}</span>;

/** /signup: username, phone, e-mail, password twice; on success a green message, then /signin. */
export function SignUpPage() {
  const t = useT();
  const navigate = useNavigate();
  const [register, { isLoading }] = useRegisterMutation();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<{ message: string | null } | null>(null);
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
      setServerError({ message: signUpFailureMessage(failure) });
    }
  };

  const busy = isLoading || succeeded;

  return (
    <AuthCard
      title={t('auth.signUp.title')}
      subtitle={t('auth.signUp.subtitle')}
      footer={
        <>
          {t('auth.signUp.haveAccount')}{' '}
          <TextLink asChild>
            <Link to="/signin">{t('auth.signUp.signIn')}</Link>
          </TextLink>
        </>
      }
    >
      <form onSubmit={onSubmit} className="flex flex-col gap-5">
        {succeeded && <Alert tone="success">{t('auth.signUp.success')}</Alert>}
        {serverError && <Alert tone="danger">{serverError.message ?? t('auth.signUp.failed')}</Alert>}
        <TextField
          label={t('auth.signUp.username')}
          name="username"
          autoComplete="username"
          required
          minLength={3}
          maxLength={32}
          value={fields.username}
          onChange={set('username')}
          hint={t('auth.signUp.usernameHint')}
        />
        <TextField
          label={t('auth.signUp.phone')}
          type="tel"
          name="phone"
          autoComplete="tel"
          inputMode="tel"
          required
          value={fields.phone}
          onChange={set('phone')}
          placeholder={t('auth.signUp.phonePlaceholder')}
          error={announced(fieldErrors.phone && t('auth.signUp.phoneInvalid'))}
        />
        <TextField
          label={t('auth.fields.email')}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={fields.email}
          onChange={set('email')}
          placeholder={t('auth.fields.emailPlaceholder')}
        />
        <PasswordField
          label={t('auth.fields.password')}
          name="password"
          autoComplete="new-password"
          required
          minLength={8}
          value={fields.password}
          onChange={set('password')}
          hint={t('auth.signUp.passwordHint')}
          visible={showPasswords}
          onVisibleChange={setShowPasswords}
        />
        <PasswordField
          label={t('auth.signUp.confirmPassword')}
          name="confirmPassword"
          autoComplete="new-password"
          required
          value={fields.confirmPassword}
          onChange={set('confirmPassword')}
          error={announced(fieldErrors.confirmPassword && t('auth.signUp.passwordMismatch'))}
          visible={showPasswords}
        />
        <Button type="submit" size="lg" fullWidth loading={isLoading} disabled={busy}>
          {t('auth.signUp.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
