import { SHOP_PAYMENT_ACCOUNTS } from '@shop/domain';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_SESSION } from '../../../mocks/fixtures';
import { server } from '../../../mocks/node';
import { db } from '../../../mocks/state';
import { renderWithProviders } from '../../../test/render-with-providers';
import { SETTINGS_SAVED } from './settings-form';

function renderSettings() {
  return renderWithProviders(null, { route: '/admin/settings', preloadedState: { auth: ADMIN_SESSION } });
}

describe('the settings screen', () => {
  afterEach(() => server.events.removeAllListeners());

  it("shows each value's source and the configuration read-only, with no fake fields", async () => {
    renderSettings();
    const account = await screen.findByRole('textbox', { name: 'CBE Account Number' });
    expect(account).toHaveValue('');
    expect(account).toHaveAttribute('placeholder', SHOP_PAYMENT_ACCOUNTS.cbe.accountNumber);
    expect(
      screen.getByText(
        `From the environment: ${SHOP_PAYMENT_ACCOUNTS.cbe.accountNumber}. Type a value to replace it.`,
      ),
    ).toBeVisible();
    expect(screen.getByText('RECEIPT_VERIFICATION')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Site Name' })).toBeNull();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('stores the values through the server and says so; customers then see the new account', async () => {
    const { user } = renderSettings();
    await user.type(await screen.findByRole('textbox', { name: 'CBE Account Number' }), '1000999988887');
    await user.type(screen.getByRole('textbox', { name: 'Support Telegram' }), '@ConsoleDesk');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Settings saved!'));
    expect(db.shopSettings).toEqual(
      expect.arrayContaining([
        { key: 'cbeAccount', value: '1000999988887' },
        { key: 'supportTelegram', value: 'ConsoleDesk' },
      ]),
    );
    expect(screen.getByRole('textbox', { name: 'Support Telegram' })).toHaveValue('ConsoleDesk');
    const accounts = (await (await fetch('/api/payment-accounts')).json()) as {
      cbe: { accountNumber: string };
    };
    expect(accounts.cbe.accountNumber).toBe('1000999988887');
  });

  it("refuses a bad telebirr number inline, in the contract's words, without asking the server", async () => {
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => requests.push(request.method));
    const { user } = renderSettings();
    await user.type(await screen.findByRole('textbox', { name: 'telebirr Number' }), '0811000000');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(
      await screen.findByText(
        'Phone must be in format: +2519xxxxxxxx, +2517xxxxxxxx, 09xxxxxxxx, or 07xxxxxxxx',
      ),
    ).toBeVisible();
    expect(requests).not.toContain('PUT');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it("shows the server's refusal and not a success", async () => {
    server.use(
      http.put('/api/admin/settings', () =>
        HttpResponse.json(
          { statusCode: 400, error: 'Bad Request', message: 'CBE account number must be 8 to 20 digits' },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderSettings();
    await user.type(await screen.findByRole('textbox', { name: 'CBE Account Name' }), 'Console Shop PLC');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('CBE account number must be 8 to 20 digits')).toBeVisible();
    expect(screen.getByRole('status')).not.toHaveTextContent(SETTINGS_SAVED);
  });
});
