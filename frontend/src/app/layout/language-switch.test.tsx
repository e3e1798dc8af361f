import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storage';
import { DEMO_SESSION, DEMO_USER } from '../../mocks/fixtures';
import { server } from '../../mocks/node';
import { db } from '../../mocks/state';
import { Header } from './header';
import { renderLayout } from './test-render';

describe('LanguageSwitch', () => {
  it('switches the header to Amharic, sets the document language and remembers the choice', async () => {
    const { user } = renderLayout(<Header />);
    const switcher = screen.getByRole('group', { name: 'Language' });
    const english = within(switcher).getByRole('button', { name: 'English' });
    const amharic = within(switcher).getByRole('button', { name: 'አማርኛ' });
    expect(english).toHaveAttribute('aria-pressed', 'true');
    expect(amharic).toHaveAttribute('aria-pressed', 'false');
    expect(amharic).toHaveAttribute('lang', 'am');

    await user.click(amharic);

    expect(await screen.findByRole('link', { name: 'ይግቡ' })).toHaveAttribute('href', '/signin');
    expect(screen.getByRole('link', { name: 'ይጀምሩ' })).toHaveAttribute('href', '/signup');
    const nav = screen.getByRole('navigation', { name: 'ዋና ማውጫ' });
    expect(within(nav).getByRole('link', { name: 'VPS ሆስቲንግ' })).toHaveAttribute('href', '/servers');
    expect(within(nav).getByRole('button', { name: 'የጌም ሰርቨሮች' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Abay Cloud መነሻ ገጽ' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'ምናሌውን ይክፈቱ' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();

    expect(document.documentElement.lang).toBe('am');
    const group = screen.getByRole('group', { name: 'ቋንቋ' });
    expect(within(group).getByRole('button', { name: 'አማርኛ' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(group).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'false');
    expect(localStorage.getItem(STORAGE_KEYS.locale)).toBe('am');
    expect(localStorage.getItem('storefront.locale')).toBe('am');
  });

  it('switches a signed-in customer’s header, then back to English', async () => {
    // A session the mock API accepts: the switch also saves the choice on the account.
    const { user } = renderLayout(<Header />, { state: { auth: DEMO_SESSION } });
    await user.click(screen.getByRole('button', { name: 'አማርኛ' }));

    const nav = await screen.findByRole('navigation', { name: 'ዋና ማውጫ' });
    for (const name of ['አገልግሎቶቼ', 'ትዕዛዞቼ', 'አጋርነት']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'ይውጡ' })).toBeInTheDocument();
    expect(screen.getByText('abebe')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'My Orders' }),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(STORAGE_KEYS.locale)).toBe('en');
  });

  it('offers the switch in the phone menu too, in the language chosen', async () => {
    const { user } = renderLayout(<Header />);
    await user.click(screen.getByRole('button', { name: 'አማርኛ' }));
    await user.click(await screen.findByRole('button', { name: 'ምናሌውን ይክፈቱ' }));
    const menu = await screen.findByRole('dialog', { name: 'ምናሌ' });
    expect(within(menu).getByRole('button', { name: 'አማርኛ' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(menu).getByRole('link', { name: 'ይግቡ' })).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'ምናሌውን ይዝጉ' })).toBeInTheDocument();

    // Game Servers opens Coming Soon, in Amharic too.
    await user.click(within(menu).getByRole('button', { name: 'የጌም ሰርቨሮች' }));
    const dialog = await screen.findByRole('dialog', { name: 'በቅርቡ ይመጣል!' });
    expect(within(dialog).getByRole('button', { name: 'ወደ መነሻ ገጽ' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'ይዝጉ' })).toBeInTheDocument();
  });

  it("keeps a signed-in customer's choice on the account too", async () => {
    const { user } = renderLayout(<Header />, { state: { auth: DEMO_SESSION } });
    await user.click(screen.getByRole('button', { name: 'አማርኛ' }));
    await waitFor(() => expect(db.users.find((u) => u.id === DEMO_USER.id)?.locale).toBe('am'));
  });

  it('asks nothing of the server for a visitor who is not signed in', async () => {
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) =>
      calls.push(`${request.method} ${new URL(request.url).pathname}`),
    );
    const { user } = renderLayout(<Header />);
    await user.click(screen.getByRole('button', { name: 'አማርኛ' }));
    await screen.findByRole('link', { name: 'ይግቡ' });
    server.events.removeAllListeners();
    expect(calls.filter((call) => call.startsWith('PATCH'))).toEqual([]);
  });
});
