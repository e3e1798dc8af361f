import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_SESSION } from '../../../mocks/fixtures';
import { server } from '../../../mocks/node';
import { renderWithProviders } from '../../../test/render-with-providers';
import { SETTINGS_SAVE_DELAY_MS, SETTINGS_SAVED, SETTINGS_SAVED_FOR_MS } from './settings-defaults';

function renderSettings() {
  return renderWithProviders(null, { route: '/admin/settings', preloadedState: { auth: ADMIN_SESSION } });
}

/**
 * From here on the clock moves only when the test moves it (the page has loaded on real timers).
 * Only the timeouts are fake: React's scheduler (setImmediate, MessageChannel) keeps running.
 */
function stopTheClock() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
}

/**
 * Save, on the stopped clock. Not user-event: Testing Library's async wrapper waits on a real
 * setTimeout, which a stopped clock never fires. react-hook-form submits after a few microtasks,
 * which the async act lets run.
 */
async function submit() {
  fireEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
  await act(async () => {});
}

const status = () => screen.getByRole('status');

describe('the settings screen', () => {
  afterEach(() => server.events.removeAllListeners());

  it('has the four tabs with the placeholder defaults and hint-only bounds', async () => {
    const { user } = renderSettings();
    const tabs = within(await screen.findByRole('tablist', { name: 'Settings sections' }));
    expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'General',
      'Notifications',
      'Security',
      'System',
    ]);
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('ETB');
    expect(
      within(screen.getByRole('combobox', { name: 'Time Zone' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Africa/Addis_Ababa', 'UTC', 'America/New_York']);
    await user.click(tabs.getByRole('tab', { name: 'Security' }));
    const timeout = screen.getByRole('spinbutton', { name: 'Session Timeout (minutes)' });
    expect(timeout).toHaveValue(30);
    expect(timeout).toHaveAccessibleDescription('Between 5 and 480 minutes.');
    await user.click(tabs.getByRole('tab', { name: 'System' }));
    expect(screen.getByRole('combobox', { name: 'Backup Frequency' })).toHaveValue('daily');
    expect(screen.getByRole('spinbutton', { name: 'Log Retention (days)' })).toHaveValue(30);
    expect(screen.getByRole('spinbutton', { name: 'API Rate Limit (requests per minute)' })).toHaveValue(100);
  });

  it("waits one second, says 'Settings saved!' for three, and sends nothing", async () => {
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => requests.push(`${request.method} ${request.url}`));
    renderSettings();
    await screen.findByRole('tablist');
    requests.length = 0;
    stopTheClock();

    await submit();
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(SETTINGS_SAVE_DELAY_MS - 1));
    expect(status()).not.toHaveTextContent(SETTINGS_SAVED);
    act(() => vi.advanceTimersByTime(1));
    expect(status()).toHaveTextContent(SETTINGS_SAVED);
    expect(screen.getByRole('button', { name: 'Save Settings' })).toBeEnabled();
    act(() => vi.advanceTimersByTime(SETTINGS_SAVED_FOR_MS - 1));
    expect(status()).toHaveTextContent(SETTINGS_SAVED);
    act(() => vi.advanceTimersByTime(1));
    expect(status()).toBeEmptyDOMElement();
    expect(requests).toEqual([]);
  });

  it('keeps no bound: an out-of-range value still saves', async () => {
    const { user } = renderSettings();
    await user.click(await screen.findByRole('tab', { name: 'System' }));
    const retention = screen.getByRole('spinbutton', { name: 'Log Retention (days)' });
    await user.clear(retention);
    await user.type(retention, '5000');
    stopTheClock();
    await submit();
    act(() => vi.advanceTimersByTime(SETTINGS_SAVE_DELAY_MS));
    expect(status()).toHaveTextContent(SETTINGS_SAVED);
  });

  it('keeps what was typed on one tab while another is shown', async () => {
    const { user } = renderSettings();
    const name = await screen.findByRole('textbox', { name: 'Site Name' });
    await user.clear(name);
    await user.type(name, 'Abay Hosting');
    await user.click(screen.getByRole('tab', { name: 'Notifications' }));
    expect(screen.getByRole('switch', { name: 'New orders' })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('tab', { name: 'General' }));
    expect(screen.getByRole('textbox', { name: 'Site Name' })).toHaveValue('Abay Hosting');
  });
});
