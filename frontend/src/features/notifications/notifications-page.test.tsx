import { act, configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { NotificationSettings } from '../../api';
import { DEMO_SESSION } from '../../mocks/fixtures';
import { server } from '../../mocks/node';
import { renderWithProviders } from '../../test/render-with-providers';
import {
  answerNotifications,
  CUSTOMER_PHONE,
  linkedSettings,
  noSmsSettings,
  noTelegramSettings,
  notificationSettings,
  saveFails,
  settingsFail,
  TELEGRAM_URL,
} from './notifications-fixtures';
import { TELEGRAM_POLL_MS } from './use-telegram-link';

// The first render loads the lazy page and its texts: more than a find's default second on a busy machine.
configure({ asyncUtilTimeout: 5000 });

/** The page at /account/notifications, signed in, its calls answered from `settings`. */
function renderPage(
  settings: NotificationSettings = notificationSettings(),
  options: { linkAfterReads?: number; fakeTimers?: boolean } = {},
) {
  const backend = answerNotifications(settings, options);
  server.use(...backend.handlers);
  const page = renderWithProviders(null, {
    route: '/account/notifications',
    preloadedState: { auth: DEMO_SESSION },
    fakeTimers: options.fakeTimers,
  });
  return { ...page, calls: backend.calls };
}

const row = (name: string) => within(screen.getByRole('group', { name }));
const telegramCard = async () => within(await screen.findByRole('region', { name: 'Telegram' }));

describe('the Notifications page', () => {
  it('Connect Telegram shows the one-time link, which opens in a new tab', async () => {
    const { user, calls } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Connect Telegram' }));
    const open = await screen.findByRole('link', { name: 'Open Telegram' });
    expect(open).toHaveAttribute('href', TELEGRAM_URL);
    expect(open).toHaveAttribute('target', '_blank');
    expect(open.getAttribute('rel')).toContain('noopener');
    expect(screen.getByText('This link works for 15 minutes.')).toBeVisible();
    expect(calls.links).toBe(1);
  });

  it('asks again every few seconds until the chat is linked, then shows it and stops asking', async () => {
    const { user, calls } = renderPage(notificationSettings(), { linkAfterReads: 2, fakeTimers: true });
    await user.click(await screen.findByRole('button', { name: 'Connect Telegram' }));
    await screen.findByRole('link', { name: 'Open Telegram' });
    const readsBefore = calls.reads;

    await act(() => vi.advanceTimersByTimeAsync(TELEGRAM_POLL_MS));
    expect(calls.reads).toBe(readsBefore + 1);
    expect(screen.getByRole('link', { name: 'Open Telegram' })).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(TELEGRAM_POLL_MS));

    const card = await telegramCard();
    expect(await card.findByText('Connected')).toBeVisible();
    expect(card.getByText('Connected on 20 Nov 2026')).toBeVisible();
    expect(card.queryByRole('link', { name: 'Open Telegram' })).not.toBeInTheDocument();
    const readsWhenLinked = calls.reads;
    await act(() => vi.advanceTimersByTimeAsync(TELEGRAM_POLL_MS * 4));
    expect(calls.reads).toBe(readsWhenLinked);
    vi.useRealTimers();
  });

  it('Disconnect asks first; Cancel keeps the chat, confirming unlinks it', async () => {
    const { user, calls } = renderPage(linkedSettings());
    const card = await telegramCard();
    await user.click(await card.findByRole('button', { name: 'Disconnect' }));
    let dialog = await screen.findByRole('dialog', { name: 'Disconnect Telegram?' });
    expect(calls.unlinks).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.unlinks).toBe(0);

    await user.click(card.getByRole('button', { name: 'Disconnect' }));
    dialog = await screen.findByRole('dialog', { name: 'Disconnect Telegram?' });
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(await card.findByRole('button', { name: 'Connect Telegram' })).toBeVisible();
    expect(calls.unlinks).toBe(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('saves what was ticked, and says so', async () => {
    const { user, calls } = renderPage(linkedSettings());
    await screen.findByRole('group', { name: 'Payments' });
    await user.click(row('Payments').getByRole('checkbox', { name: 'E-mail' }));
    await user.click(row('Servers').getByRole('checkbox', { name: 'Telegram' }));
    await user.click(row('Renewals').getByRole('checkbox', { name: 'SMS' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Your choices are saved.')).toBeVisible();
    expect(calls.saved).toEqual([
      {
        payments: { email: false, telegram: true },
        servers: { email: true, telegram: false },
        renewals: { email: true, telegram: true, sms: true },
      },
    ]);
  });

  it('offers SMS for renewals only, and names the phone it goes to', async () => {
    renderPage(linkedSettings());
    await screen.findByRole('group', { name: 'Renewals' });
    expect(row('Payments').queryByRole('checkbox', { name: 'SMS' })).not.toBeInTheDocument();
    expect(row('Servers').queryByRole('checkbox', { name: 'SMS' })).not.toBeInTheDocument();
    const sms = row('Renewals').getByRole('checkbox', { name: 'SMS' });
    expect(sms).toBeEnabled();
    expect(sms).toHaveAccessibleDescription(`SMS go to ${CUSTOMER_PHONE}.`);
  });

  it('disables SMS with its reason when the shop sends none', async () => {
    renderPage(noSmsSettings());
    await screen.findByRole('group', { name: 'Renewals' });
    const sms = row('Renewals').getByRole('checkbox', { name: 'SMS' });
    expect(sms).toBeDisabled();
    expect(sms).toHaveAccessibleDescription('This shop does not send SMS.');
  });

  it('disables Telegram with its reason until a chat is linked, keeping the stored choice', async () => {
    const { user, calls } = renderPage(notificationSettings());
    await screen.findByRole('group', { name: 'Payments' });
    for (const name of ['Payments', 'Servers', 'Renewals']) {
      const telegram = row(name).getByRole('checkbox', { name: 'Telegram' });
      expect(telegram).toBeDisabled();
      expect(telegram).not.toBeChecked();
      expect(telegram).toHaveAccessibleDescription('Connect Telegram above to choose it.');
    }
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Your choices are saved.');
    expect(calls.saved[0]!.payments).toEqual({ email: true, telegram: true });
  });

  it('says Telegram is not offered when the shop has no bot, and offers no Telegram box', async () => {
    renderPage(noTelegramSettings());
    const card = await telegramCard();
    expect(await card.findByText('This shop does not offer Telegram notifications.')).toBeVisible();
    expect(card.queryByRole('button', { name: 'Connect Telegram' })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Payments' })).toBeVisible();
    expect(screen.queryByRole('checkbox', { name: 'Telegram' })).not.toBeInTheDocument();
  });

  it('says when nothing chosen can reach the customer that those messages come by e-mail', async () => {
    const { user } = renderPage(notificationSettings());
    await screen.findByRole('group', { name: 'Payments' });
    expect(screen.getByText('When nothing you chose can reach you, we e-mail you.')).toBeVisible();
    await user.click(row('Payments').getByRole('checkbox', { name: 'E-mail' }));
    expect(row('Payments').getByText(/so these come by e-mail/)).toBeVisible();
    expect(row('Servers').queryByText(/so these come by e-mail/)).not.toBeInTheDocument();
  });

  it('shows the server’s message when saving fails', async () => {
    const { user } = renderPage(linkedSettings());
    server.use(...saveFails('SMS is offered for renewals only.'));
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('SMS is offered for renewals only.');
  });

  it('offers Try again when the settings fail to load', async () => {
    const { user } = renderPage(linkedSettings());
    server.use(...settingsFail());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your notification settings could not be loaded.');
    server.resetHandlers();
    server.use(...answerNotifications(linkedSettings()).handlers);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: 'Payments' })).toBeVisible();
  });
});
