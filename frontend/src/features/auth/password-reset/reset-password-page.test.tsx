import { PASSWORD_MISMATCH_MESSAGE, SERVER_MESSAGES } from '@shop/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import {
  DEMO_EMAIL,
  DEMO_SESSION,
  DEMO_USER,
  MOCK_EXPIRED_RESET_TOKEN,
  MOCK_RESET_TOKEN,
} from '../../../mocks/fixtures';
import { server } from '../../../mocks/node';
import { db } from '../../../mocks/state';
import { STORAGE_KEYS } from '../../../lib/storage';
import { renderWithProviders } from '../../../test/render-with-providers';
import { RESET_REDIRECT_DELAY_MS } from './reset-password-page';

const NEW_PASSWORD = 'violet-kettle-sunrise-42';

function openLink(token: string | null, options: { fakeTimers?: boolean; signedIn?: boolean } = {}) {
  const route = token === null ? '/reset-password' : `/reset-password?token=${encodeURIComponent(token)}`;
  return renderWithProviders(null, {
    route,
    fakeTimers: options.fakeTimers,
    preloadedState: options.signedIn ? { auth: DEMO_SESSION } : undefined,
  });
}

async function choose(
  user: ReturnType<typeof openLink>['user'],
  password = NEW_PASSWORD,
  confirmation = password,
) {
  await user.type(await screen.findByLabelText(/^New password/), password);
  await user.type(screen.getByLabelText(/^Confirm new password/), confirmation);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('Reset password', () => {
  it('asks for the new password twice, with show/hide, and offers a new link', async () => {
    const { user } = openLink(MOCK_RESET_TOKEN);
    expect(
      await screen.findByRole('heading', { name: 'Choose a new password', level: 1 }),
    ).toBeInTheDocument();
    const password = screen.getByLabelText(/^New password/);
    expect(password).toBeRequired();
    expect(password).toHaveAttribute('minLength', '8');
    expect(screen.getByLabelText(/^Confirm new password/)).toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText(/^Confirm new password/)).toHaveAttribute('type', 'text');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('announces a mismatch, focuses the confirmation and sends nothing', async () => {
    let requests = 0;
    server.use(http.post('/api/auth/password-reset/confirm', () => void (requests += 1)));
    const { user } = openLink(MOCK_RESET_TOKEN);
    await choose(user, NEW_PASSWORD, 'another-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(PASSWORD_MISMATCH_MESSAGE);
    expect(screen.getByLabelText(/^Confirm new password/)).toHaveFocus();
    expect(requests).toBe(0);
  });

  it('changes the password, shows the server message in green, then goes to sign-in after 2 seconds', async () => {
    const { user, router } = openLink(MOCK_RESET_TOKEN, { fakeTimers: true });
    await choose(user);
    expect(await screen.findByRole('status')).toHaveTextContent(SERVER_MESSAGES.passwordResetDone);
    expect(db.users.find((u) => u.id === DEMO_USER.id)?.password).toBe(NEW_PASSWORD);
    vi.advanceTimersByTime(RESET_REDIRECT_DELAY_MS - 100);
    expect(router.state.location.pathname).toBe('/reset-password');
    vi.advanceTimersByTime(100);
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
  });

  it('offers a way to sign in at once beside the success message', async () => {
    const { user, router } = openLink(MOCK_RESET_TOKEN);
    await choose(user);
    const done = await screen.findByRole('status');
    await user.click(within(done).getByRole('link', { name: 'Sign in now' }));
    expect(router.state.location.pathname).toBe('/signin');
  });

  it("ends this browser's session after the reset", async () => {
    localStorage.setItem(STORAGE_KEYS.token, DEMO_SESSION.token);
    const { user, store } = openLink(MOCK_RESET_TOKEN, { signedIn: true });
    expect(store.getState().auth.isLoggedIn).toBe(true);
    await choose(user);
    await screen.findByRole('status');
    expect(store.getState().auth.isLoggedIn).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it("shows the server's message for an expired link, with the way to a new one", async () => {
    const { user } = openLink(MOCK_EXPIRED_RESET_TOKEN);
    await choose(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(SERVER_MESSAGES.passwordResetTokenInvalid);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeInTheDocument();
  });

  it('refuses a used link the second time', async () => {
    const first = openLink(MOCK_RESET_TOKEN);
    await choose(first.user);
    await screen.findByRole('status');
    first.unmount();
    const { user } = openLink(MOCK_RESET_TOKEN);
    await choose(user, 'yet-another-passphrase');
    expect(await screen.findByRole('alert')).toHaveTextContent(SERVER_MESSAGES.passwordResetTokenInvalid);
  });

  it("shows the server's words for a common password", async () => {
    const { user } = openLink(MOCK_RESET_TOKEN);
    await choose(user, 'password123');
    expect(await screen.findByRole('alert')).toHaveTextContent(SERVER_MESSAGES.passwordTooCommon);
  });

  it('without a token says the link does not work and shows no form', async () => {
    openLink(null);
    expect(await screen.findByRole('alert')).toHaveTextContent(SERVER_MESSAGES.passwordResetTokenInvalid);
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeInTheDocument();
  });

  it('says its own words when the server is down', async () => {
    server.use(
      http.post('/api/auth/password-reset/confirm', () =>
        HttpResponse.json(
          { statusCode: 503, error: 'Service Unavailable', message: 'down' },
          { status: 503 },
        ),
      ),
    );
    const { user } = openLink(MOCK_RESET_TOKEN);
    await choose(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not change your password just now. Please try again in a moment.',
    );
  });

  it('lets the new password sign in', async () => {
    const { user, router } = openLink(MOCK_RESET_TOKEN);
    await choose(user);
    await screen.findByRole('status');
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'), { timeout: 4000 });
    await user.type(await screen.findByLabelText(/^Email/), DEMO_EMAIL);
    await user.type(screen.getByLabelText(/^Password/), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-services'));
  }, 15_000);

  it('speaks Amharic', async () => {
    await i18n.changeLanguage('am');
    openLink(MOCK_RESET_TOKEN);
    expect(await screen.findByRole('heading', { name: 'አዲስ የይለፍ ቃል ይምረጡ', level: 1 })).toBeInTheDocument();
    expect(screen.getByLabelText(/^አዲስ የይለፍ ቃል/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'አዲስ ሊንክ ይጠይቁ' })).toBeInTheDocument();
  });
});
