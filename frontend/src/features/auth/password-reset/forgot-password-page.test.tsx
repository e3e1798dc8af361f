import { SERVER_MESSAGES, SERVER_MESSAGES_AM } from '@shop/domain';
import { PASSWORD_RESET_RATE_LIMIT } from '@shop/domain/rate-limits';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { DEMO_EMAIL, DEMO_USER } from '../../../mocks/fixtures';
import { server } from '../../../mocks/node';
import { db } from '../../../mocks/state';
import { renderWithProviders } from '../../../test/render-with-providers';

async function ask(email: string, routeState?: unknown) {
  const rendered = renderWithProviders(null, { route: '/forgot-password', routeState });
  const field = await screen.findByLabelText(/^Email/);
  if (email) await rendered.user.type(field, email);
  await rendered.user.click(screen.getByRole('button', { name: 'Send reset link' }));
  return rendered;
}

const linksOfDemo = () => db.passwordResets.filter((r) => r.userId === DEMO_USER.id).length;

describe('Forgot password', () => {
  it('has a labelled, required e-mail field and a way back to sign-in', async () => {
    renderWithProviders(null, { route: '/forgot-password' });
    expect(await screen.findByRole('heading', { name: 'Reset your password', level: 1 })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toBeRequired();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/signin');
  });

  it('starts with the e-mail the sign-in page handed over', async () => {
    renderWithProviders(null, { route: '/forgot-password', routeState: { email: DEMO_EMAIL } });
    expect(await screen.findByLabelText(/^Email/)).toHaveValue(DEMO_EMAIL);
  });

  it("shows the server's answer in green and a new link exists for the account", async () => {
    const before = linksOfDemo();
    await ask(DEMO_EMAIL);
    expect(await screen.findByRole('status')).toHaveTextContent(SERVER_MESSAGES.passwordResetRequested);
    expect(linksOfDemo()).toBe(before + 1);
  });

  it('gives the very same answer for an e-mail without an account', async () => {
    await ask('nobody@example.com');
    expect(await screen.findByRole('status')).toHaveTextContent(SERVER_MESSAGES.passwordResetRequested);
  });

  it("shows the server's words when there were too many requests", async () => {
    const { user } = await ask('probe@example.com');
    await screen.findByRole('status');
    for (let i = 1; i < PASSWORD_RESET_RATE_LIMIT.addressRequests; i += 1) {
      await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    }
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SERVER_MESSAGES.passwordResetRateLimited);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says its own words when the server is down', async () => {
    server.use(
      http.post('/api/auth/password-reset', () =>
        HttpResponse.json(
          { statusCode: 500, error: 'Internal Server Error', message: 'db down' },
          { status: 500 },
        ),
      ),
    );
    await ask(DEMO_EMAIL);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not send the link just now. Please try again in a moment.',
    );
  });

  it('speaks Amharic', async () => {
    await i18n.changeLanguage('am');
    const { user } = renderWithProviders(null, { route: '/forgot-password' });
    expect(await screen.findByRole('heading', { name: 'የይለፍ ቃልዎን ይቀይሩ', level: 1 })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^ኢሜይል/), DEMO_EMAIL);
    await user.click(screen.getByRole('button', { name: 'የመቀየሪያ ሊንክ ይላኩ' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(SERVER_MESSAGES_AM.passwordResetRequested),
    );
  });
});
