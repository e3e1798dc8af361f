/** Texts of the auth screens (English: the specifications' exact texts). */
export const auth = {
  card: {
    home: 'Abay Cloud home',
  },
  fields: {
    email: 'Email',
    emailPlaceholder: 'you@example.com',
    password: 'Password',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
  },
  signIn: {
    title: 'Log in to your account',
    subtitle: 'Manage your servers, orders and payments.',
    noAccount: "Don't have an account?",
    createOne: 'Create one',
    forgotPassword: 'Forgot your password?',
    submit: 'Sign in',
    failed: 'Invalid email or password. Please try again.',
  },
  signUp: {
    title: 'Create your account',
    subtitle: 'Order KVM and game servers, paid in ETB.',
    haveAccount: 'Already have an account?',
    signIn: 'Sign in',
    username: 'Username',
    usernameHint: '3 to 32 letters, digits, dots, hyphens or underscores',
    phone: 'Phone',
    phonePlaceholder: '+2519xxxxxxxx or 09xxxxxxxx',
    passwordHint: 'At least 8 characters',
    confirmPassword: 'Confirm password',
    submit: 'Create account',
    success: 'Account created successfully! Please sign in to continue.',
    failed: 'Failed to create account. Please try again.',
    phoneInvalid: 'Phone must be in format: +2519xxxxxxxx, +2517xxxxxxxx, 09xxxxxxxx, or 07xxxxxxxx',
    passwordMismatch: 'Passwords do not match. Please try again.',
  },
} as const;
