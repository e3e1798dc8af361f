import {
  emailProblem,
  firstProblemField,
  isValidPhone,
  newPasswordProblem,
  normalizePhoneInput,
  passwordMismatch,
  requiredProblem,
  usernameProblem,
  type FieldProblem,
} from '@shop/domain';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Trans } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { getApiErrorMessage, useRegisterMutation, type ApiError } from '../../api';
import { Alert, Button, TextField, TextLink } from '../../components/ui';
import { useT } from '../../i18n';
import { AuthCard } from './auth-card';
import { focusField, useFieldProblemMessage } from './field-problems';
import { PasswordField } from './password-field';

/** After the success message, the customer is taken to sign-in. */
export const SIGNUP_REDIRECT_DELAY_MS = 2000;

type Fields = { username: string; phone: string; email: string; password: string; confirmPassword: string };
/** The fields that failed a check: each shows its rule's message. */
type FieldErrors = Partial<Record<keyof Fields, FieldProblem | 'phone' | 'mismatch'>>;
const FIELD_ORDER: readonly (keyof Fields)[] = ['username', 'phone', 'email', 'password', 'confirmPassword'];

const EMPTY: Fields = { username: '', phone: '', email: '', password: '', confirmPassword: '' };

/**
 * The server explains a 409 (taken e-mail or username) and a 400 (which field); anything else is
 * generic (null: the page's own 'Failed to create account...').
 */
function signUpFailureMessage(error: unknown): string | null {
  const status = (error as Partial<ApiError> | undefined)?.status;
  return status === 409 || status === 400 ? getApiErrorMessage(error, '') || null : null;
}

/** Every field's problem by domain's rules: empty, the username's form, the phone's, the e-mail's, the password's length, the confirmation. */
function validate(fields: Fields): FieldErrors {
  const confirmation = requiredProblem(fields.confirmPassword) ? 'required' : null;
  return {
    username: usernameProblem(fields.username) ?? undefined,
    phone: requiredProblem(fields.phone) ?? (isValidPhone(fields.phone) ? undefined : 'phone'),
    email: emailProblem(fields.email) ?? undefined,
    password: newPasswordProblem(fields.password) ?? undefined,
    confirmPassword:
      confirmation ?? (passwordMismatch(fields.password, fields.confirmPassword) ? 'mismatch' : undefined),
  };
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
  const problemMessage = useFieldProblemMessage();
  /** A field's inline message: its own rule's text, or the shared one of its problem. */
  const errorOf = (name: keyof Fields) => {
    const error = fieldErrors[name];
    if (error === 'phone') return announced(t('auth.signUp.phoneInvalid'));
    if (error === 'mismatch') return announced(t('auth.signUp.passwordMismatch'));
    return problemMessage(error);
  };

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
    const firstInvalid = firstProblemField(FIELD_ORDER, errors);
    if (firstInvalid) return focusField(event.currentTarget, firstInvalid);
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
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
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
          error={errorOf('username')}
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
          error={errorOf('phone')}
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
          error={errorOf('email')}
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
          error={errorOf('password')}
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
          error={errorOf('confirmPassword')}
          visible={showPasswords}
        />
        <Button type="submit" size="lg" fullWidth loading={isLoading} disabled={busy}>
          {t('auth.signUp.submit')}
        </Button>
        <p className="text-center text-sm text-ink-muted">
          <Trans
            i18nKey="auth.signUp.agreement"
            components={{
              terms: <DocumentLink to="/tos" />,
              privacy: <DocumentLink to="/privacy" />,
            }}
          />
        </p>
      </form>
    </AuthCard>
  );
}

/** A link of the agreement line; Trans gives it the words between its tags as children. */
function DocumentLink({ to, children }: { to: string; children?: ReactNode }) {
  return (
    <TextLink asChild>
      <Link to={to}>{children}</Link>
    </TextLink>
  );
}
