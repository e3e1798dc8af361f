import { SERVER_MESSAGES } from '@shop/domain';
import { twoFactorCodeAt } from '@shop/domain/two-factor';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_SESSION, ADMIN_USER, FIXTURE_TOTP_SECRET, withTwoFactor } from '../../../mocks/fixtures';
import { db, setMockSettings } from '../../../mocks/state';
import { renderWithProviders } from '../../../test/render-with-providers';

function renderConsole(route = '/admin/security') {
  return renderWithProviders(null, { route, preloadedState: { auth: ADMIN_SESSION } });
}
const admin = () => db.users.find((u) => u.id === ADMIN_USER.id)!;
const nextCode = (secret: string) => twoFactorCodeAt(secret, Date.now() / 1000 + 30);

describe('the Security screen', () => {
  it('turns two-factor sign-in on: QR code and secret, a wrong code refused, the right one accepted', async () => {
    const { user } = renderConsole();
    expect(await screen.findByRole('heading', { name: 'Two-factor sign-in', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Off')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Turn on' }));

    expect(await screen.findByRole('img', { name: /QR code for adding Abay Cloud/ })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml/),
    );
    const secret = screen.getByTestId('two-factor-secret').textContent!;
    expect(secret).toBe(admin().totpPendingSecret);
    const field = screen.getByLabelText(/^6-digit code/);
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');

    const right = await twoFactorCodeAt(secret);
    await user.type(field, right === '000000' ? '111111' : '000000');
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SERVER_MESSAGES.twoFactorCodeInvalid);

    await user.type(screen.getByLabelText(/^6-digit code/), right);
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));
    expect(await screen.findByText('On')).toBeInTheDocument();
    expect(admin().totpEnabledAt).toBeTruthy();

    // The recovery codes, shown once: the ten the server keeps, with copy and download.
    const shown = within(await screen.findByTestId('recovery-codes')).getAllByRole('listitem');
    expect(shown.map((li) => li.textContent)).toEqual(admin().recoveryCodes!.map((c) => c.code));
    expect(shown).toHaveLength(10);
    expect(screen.getByRole('button', { name: /Copy codes/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(screen.queryByTestId('recovery-codes')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Turn off' })).toBeInTheDocument();
  });

  it('turns it off with the password and a current code; a wrong password is refused', async () => {
    withTwoFactor(admin());
    const { user } = renderConsole();
    const form = within(await screen.findByRole('form', { name: 'Turn off two-factor sign-in' }));
    await user.type(form.getByLabelText(/^Password/), 'not-the-password');
    await user.type(form.getByLabelText(/^Code or recovery code/), await nextCode(FIXTURE_TOTP_SECRET));
    await user.click(form.getByRole('button', { name: 'Turn off' }));
    expect(await form.findByRole('alert')).toHaveTextContent(SERVER_MESSAGES.twoFactorPasswordInvalid);
    expect(admin().totpEnabledAt).toBeTruthy();

    await user.clear(form.getByLabelText(/^Password/));
    await user.type(form.getByLabelText(/^Password/), ADMIN_USER.password);
    await user.type(form.getByLabelText(/^Code or recovery code/), await nextCode(FIXTURE_TOTP_SECRET));
    await user.click(form.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Off')).toBeInTheDocument();
    expect(admin().totpEnabledAt).toBeNull();
  });

  it('makes new recovery codes with the password and a code, and shows them once', async () => {
    withTwoFactor(admin());
    const { user } = renderConsole();
    const form = within(await screen.findByRole('form', { name: 'New recovery codes' }));
    await user.type(form.getByLabelText(/^Password/), ADMIN_USER.password);
    await user.type(form.getByLabelText(/^Code or recovery code/), await nextCode(FIXTURE_TOTP_SECRET));
    await user.click(form.getByRole('button', { name: 'Make new codes' }));
    const shown = within(await screen.findByTestId('recovery-codes')).getAllByRole('listitem');
    expect(shown.map((li) => li.textContent)).toEqual(admin().recoveryCodes!.map((c) => c.code));
  });

  it('signs out everywhere: the server ends every session, then the sign-in page', async () => {
    const { user, router, store } = renderConsole();
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(store.getState().auth.isLoggedIn).toBe(false);
    expect(admin().fixtureSessionsEnded).toBe(true);
  });

  it('explains that it cannot be turned off when the shop requires it', async () => {
    withTwoFactor(admin());
    setMockSettings({ adminRequire2fa: true });
    renderConsole();
    expect(await screen.findByText(/so it cannot be turned off here/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn off' })).not.toBeInTheDocument();
  });

  it('takes the console’s place while the shop requires it and it is off, then lets the admin in', async () => {
    setMockSettings({ adminRequire2fa: true });
    const { user, store } = renderConsole('/admin/users');
    expect(await screen.findByText(/This shop requires two-factor sign-in for admins/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Users', level: 1 })).not.toBeInTheDocument();
    expect(screen.getByTestId('admin-section')).toHaveTextContent('Security');

    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    await screen.findByTestId('two-factor-secret');
    await user.type(
      screen.getByLabelText(/^6-digit code/),
      await twoFactorCodeAt(admin().totpPendingSecret!),
    );
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));
    expect(await screen.findByRole('heading', { name: 'Users', level: 1 })).toBeInTheDocument();
    // The session stayed (a marked 403 does not sign out).
    await waitFor(() => expect(store.getState().auth.isLoggedIn).toBe(true));
  });
});
