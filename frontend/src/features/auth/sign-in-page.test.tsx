import { LOGIN_FAILED, SERVER_ERROR, SERVER_MESSAGES } from '@shop/domain';
import { twoFactorCodeAt } from '@shop/domain/two-factor';
import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { STORAGE_KEYS } from '../../lib/storage';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  ADMIN_USER,
  DEMO_EMAIL,
  DEMO_PASSWORD,
  DEMO_SESSION,
  FIXTURE_TOTP_SECRET,
  userIdFromToken,
  withTwoFactor,
} from '../../mocks/fixtures';
import { db, setMockSettings } from '../../mocks/state';
import { server } from '../../mocks/node';
import { pendingKvmConfiguration } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { rememberIntendedDestination } from '../../lib/intended-destination';

async function signIn(email = DEMO_EMAIL, password = DEMO_PASSWORD, preloadedState = {}) {
  const rendered = renderWithProviders(null, { route: '/signin', preloadedState });
  const { user } = rendered;
  await user.type(await screen.findByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return rendered;
}

describe('Sign in', () => {
  it('shows the form with labelled fields and a link to sign-up', async () => {
    renderWithProviders(null, { route: '/signin' });
    expect(
      await screen.findByRole('heading', { name: 'Log in to your account', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^Email/)).toBeRequired();
    expect(screen.getByLabelText(/^Password/)).toBeRequired();
    expect(screen.getByRole('link', { name: 'Create one' })).toHaveAttribute('href', '/signup');
  });

  it('shows and hides the password', async () => {
    const { user } = renderWithProviders(null, { route: '/signin' });
    const password = await screen.findByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it("'Forgot your password?' opens the reset page with the typed e-mail", async () => {
    const { user, router } = renderWithProviders(null, { route: '/signin' });
    await user.type(await screen.findByLabelText(/^Email/), ` ${DEMO_EMAIL} `);
    await user.click(screen.getByRole('link', { name: 'Forgot your password?' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
    expect(await screen.findByLabelText(/^Email/)).toHaveValue(DEMO_EMAIL);
  });

  it("'Forgot your password?' without an e-mail opens the reset page empty", async () => {
    const { user, router } = renderWithProviders(null, { route: '/signin' });
    await user.click(await screen.findByRole('link', { name: 'Forgot your password?' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
    expect(await screen.findByLabelText(/^Email/)).toHaveValue('');
  });

  it('refuses wrong credentials with the spec text', async () => {
    const { store } = await signIn(DEMO_EMAIL, 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(LOGIN_FAILED);
    expect(store.getState().auth.isLoggedIn).toBe(false);
  });

  it("shows the server's text for 429", async () => {
    const message = 'Too many sign-in attempts. Please wait 15 minutes and try again.';
    server.use(
      http.post('/api/auth/login', () =>
        HttpResponse.json({ statusCode: 429, error: 'Too Many Requests', message }, { status: 429 }),
      ),
    );
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it("shows the server's text when it is too busy to check the password (503), not the password's", async () => {
    setMockSettings({ passwordHashingBusy: true });
    try {
      const { store } = await signIn();
      expect(await screen.findByRole('alert')).toHaveTextContent(SERVER_MESSAGES.serverBusy);
      expect(store.getState().auth.isLoggedIn).toBe(false);
    } finally {
      setMockSettings({});
    }
  });

  it('does not blame the password when the server is down', async () => {
    server.use(http.post('/api/auth/login', () => new HttpResponse(null, { status: 500 })));
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(SERVER_ERROR);
  });

  it('disables the button and shows a spinner while sending', async () => {
    server.use(
      http.post('/api/auth/login', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    await signIn();
    const button = screen.getByRole('button', { name: 'Sign in' });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('signs in and goes to My Services by default', async () => {
    const { router, store } = await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-services'));
    expect(store.getState().auth).toMatchObject({ isLoggedIn: true, user: DEMO_SESSION.user });
    const token = localStorage.getItem(STORAGE_KEYS.token);
    expect(token).toBe(store.getState().auth.token);
    expect(userIdFromToken(token ?? '')).toBe(DEMO_SESSION.user.id);
  });

  it('goes to the configuration summary when a configuration is pending', async () => {
    const { router } = await signIn(DEMO_EMAIL, DEMO_PASSWORD, {
      checkout: { pending: pendingKvmConfiguration() },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/config-confirmation'));
  });

  it('goes to the remembered destination with its state, once', async () => {
    rememberIntendedDestination({
      path: '/payment-instruction',
      search: '?tab=cbe',
      state: { orderId: 'o-1' },
    });
    const { router, user } = await signIn(DEMO_EMAIL, DEMO_PASSWORD, {
      checkout: { pending: pendingKvmConfiguration() },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment-instruction'));
    expect(router.state.location.search).toBe('?tab=cbe');
    expect(router.state.location.state).toEqual({ orderId: 'o-1' });
    expect(sessionStorage.getItem(STORAGE_KEYS.intendedDestination)).toBeNull();

    // consumed: the next sign-in follows the other rules
    await user.click(screen.getAllByRole('button', { name: 'Logout' })[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await router.navigate('/signin');
    await user.type(await screen.findByLabelText(/^Email/), DEMO_EMAIL);
    await user.type(screen.getByLabelText(/^Password/), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-services'));
  });

  it('says why it was opened: to continue to checkout, with the configuration kept', async () => {
    rememberIntendedDestination({
      path: '/config-confirmation',
      search: '',
      state: pendingKvmConfiguration(),
    });
    renderWithProviders(null, { route: '/signin' });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Sign in to continue to checkout. Your configuration is saved.',
    );
  });

  it('says nothing of a reason when opened on its own', async () => {
    renderWithProviders(null, { route: '/signin' });
    expect(await screen.findByRole('heading', { name: 'Log in to your account' })).toBeVisible();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('takes a visitor sent away from a signed-in page back to it', async () => {
    const { router, user } = renderWithProviders(null, { route: '/my-orders' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Sign in to continue to the page you opened.',
    );
    await user.type(await screen.findByLabelText(/^Email/), DEMO_EMAIL);
    await user.type(screen.getByLabelText(/^Password/), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-orders'));
  });

  it('takes an admin to the console', async () => {
    const { router } = await signIn(ADMIN_EMAIL, ADMIN_PASSWORD);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });
});

describe('Sign in, in Amharic', () => {
  it('labels the form in Amharic and refuses wrong credentials in Amharic', async () => {
    await i18n.changeLanguage('am');
    const { user, store } = renderWithProviders(null, { route: '/signin' });
    expect(await screen.findByRole('heading', { name: 'ወደ መለያዎ ይግቡ', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'መለያ ይፍጠሩ' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('button', { name: 'የይለፍ ቃሉን ያሳዩ' })).toBeVisible();
    await user.type(screen.getByLabelText(/^ኢሜይል/), DEMO_EMAIL);
    await user.type(screen.getByLabelText(/^የይለፍ ቃል/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'ይግቡ' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'ኢሜይሉ ወይም የይለፍ ቃሉ ትክክል አይደለም። እባክዎ እንደገና ይሞክሩ።',
    );
    expect(store.getState().auth.isLoggedIn).toBe(false);
  });
});

describe('Sign in with two-factor sign-in on', () => {
  const adminWithTwoFactor = () => withTwoFactor(db.users.find((u) => u.id === ADMIN_USER.id)!);

  it('asks for the code after the password, refuses a wrong one, signs in with the current one', async () => {
    adminWithTwoFactor();
    const { store, router, user } = await signIn(ADMIN_EMAIL, ADMIN_PASSWORD);
    const field = await screen.findByLabelText(/^6-digit code/);
    expect(screen.getByRole('heading', { name: 'Enter your sign-in code' })).toBeInTheDocument();
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(store.getState().auth.isLoggedIn).toBe(false);

    const right = await twoFactorCodeAt(FIXTURE_TOTP_SECRET);
    await user.type(field, right === '000000' ? '111111' : '000000');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SERVER_MESSAGES.twoFactorCodeInvalid);
    expect(store.getState().auth.isLoggedIn).toBe(false);

    // Letters and spaces are dropped; six digits at most.
    await user.type(screen.getByLabelText(/^6-digit code/), `${right.slice(0, 3)} a${right.slice(3)}9`);
    expect(screen.getByLabelText(/^6-digit code/)).toHaveValue(right);
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(store.getState().auth.user?.twoFactorEnabled).toBe(true);
  });

  it('goes back to the password step', async () => {
    adminWithTwoFactor();
    const { user } = await signIn(ADMIN_EMAIL, ADMIN_PASSWORD);
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText(/^Password/)).toHaveValue(ADMIN_PASSWORD);
  });

  it('answers a wrong password as before, without asking for a code', async () => {
    adminWithTwoFactor();
    await signIn(ADMIN_EMAIL, 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(LOGIN_FAILED);
    expect(screen.queryByLabelText(/^6-digit code/)).not.toBeInTheDocument();
  });
  it('signs in with a recovery code instead ("Lost your phone?"); a used one is refused', async () => {
    const admin = adminWithTwoFactor();
    admin.recoveryCodes = [
      { code: 'abcde-fghjk', usedAt: null },
      { code: 'mnpqr-stuvw', usedAt: '2025-10-02T06:00:00.000Z' },
    ];
    const { store, user } = await signIn(ADMIN_EMAIL, ADMIN_PASSWORD);
    await user.click(await screen.findByRole('button', { name: 'Lost your phone? Use a recovery code' }));
    expect(screen.getByRole('heading', { name: 'Enter a recovery code' })).toBeInTheDocument();
    const field = screen.getByLabelText(/^Recovery code/);
    expect(field).toHaveFocus();
    const submit = screen.getByRole('button', { name: 'Verify and sign in' });
    await user.type(field, 'mnpqr-stuv');
    expect(submit).toBeDisabled();
    await user.type(field, 'w');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(SERVER_MESSAGES.twoFactorCodeInvalid);

    await user.type(screen.getByLabelText(/^Recovery code/), 'ABCDE FGHJK');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() => expect(store.getState().auth.isLoggedIn).toBe(true));
    expect(admin.recoveryCodes[0]!.usedAt).not.toBeNull();
  });

  it('says so past a few wrong codes (429 with the wait)', async () => {
    adminWithTwoFactor();
    const { user } = await signIn(ADMIN_EMAIL, ADMIN_PASSWORD);
    for (let i = 0; i < 6; i += 1) {
      await user.type(await screen.findByLabelText(/^6-digit code/), '00000' + String(i));
      await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
      await screen.findByRole('alert');
    }
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Too many wrong codes. Please try again in 1 minute.',
    );
  });
});

describe('Logout', () => {
  it('ends the session on the server: the token it held is refused afterwards', async () => {
    const { store, user, router } = await signIn();
    await waitFor(() => expect(store.getState().auth.isLoggedIn).toBe(true));
    const token = store.getState().auth.token!;
    await user.click(screen.getAllByRole('button', { name: 'Logout' })[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.getState().auth.isLoggedIn).toBe(false);
    const me = () => fetch('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } });
    await waitFor(async () => expect((await me()).status).toBe(401));
  });
});

describe('Sign in: what is checked before anything is sent', () => {
  it('names an empty e-mail and password inline in the page language, and sends nothing', async () => {
    const sent: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/auth/login')) sent.push(request.url);
    });
    await i18n.changeLanguage('am');
    const { user } = renderWithProviders(null, { route: '/signin' });
    await user.click(await screen.findByRole('button', { name: 'ይግቡ' }));
    expect(await screen.findAllByText('እባክዎ ይህን መስክ ይሙሉ።')).toHaveLength(2);
    expect(screen.getByLabelText(/^ኢሜይል/)).toHaveFocus();
    await i18n.changeLanguage('en');
    await user.type(screen.getByLabelText(/^Email/), 'meron@example');
    await user.type(screen.getByLabelText(/^Password/), 'x');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter an e-mail address such as name@example.com.')).toBeVisible();
    expect(sent).toEqual([]);
  });
});
