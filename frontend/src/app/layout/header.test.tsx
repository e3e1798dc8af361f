import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { configurationSaved } from '../../store/checkout-slice';
import { STORAGE_KEYS } from '../../lib/storage';
import { signedInAs } from '../../components/story-state';
import { Header } from './header';
import { renderLayout } from './test-render';

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('Header', () => {
  it('offers Sign In and Get Started to a visitor, and only the public items', () => {
    renderLayout(<Header />);
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/signup');
    expect(within(mainNav()).getByRole('link', { name: 'VPS Hosting' })).toHaveAttribute('href', '/servers');
    expect(within(mainNav()).getByRole('button', { name: 'Game Servers' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'My Services' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Abay Cloud home' })).toHaveAttribute('href', '/');
  });

  it('shows a signed-in customer their items, their username and Logout', () => {
    renderLayout(<Header />, { state: signedInAs({ username: 'abebe' }), route: '/my-orders' });
    const nav = mainNav();
    expect(within(nav).getByRole('link', { name: 'My Services' })).toHaveAttribute('href', '/my-services');
    expect(within(nav).getByRole('link', { name: 'My Orders' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Affiliate' })).toHaveAttribute('href', '/affiliate');
    expect(within(nav).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    expect(screen.getByText('abebe')).toBeInTheDocument();
    expect(screen.queryByText('abebe@example.com')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('takes a signed-in customer to Notifications from the bar, by keyboard too', async () => {
    const { router, user } = renderLayout(<Header />, { state: signedInAs({ username: 'abebe' }) });
    const link = screen.getByRole('link', { name: 'Notifications' });
    expect(link).toHaveAttribute('href', '/account/notifications');
    link.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/notifications'));
  });

  it('offers no Notifications to a visitor', () => {
    renderLayout(<Header />);
    expect(screen.queryByRole('link', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('shows the e-mail when the user has no username', () => {
    renderLayout(<Header />, { state: signedInAs({ username: '', email: 'selam@example.com' }) });
    expect(screen.getByText('selam@example.com')).toBeInTheDocument();
  });

  it('gives an admin a link to the console and an Admin badge', () => {
    renderLayout(<Header />, { state: signedInAs({ username: 'admin', isAdmin: true }) });
    expect(within(mainNav()).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    expect(screen.getByText('Admin', { selector: 'span' })).toBeInTheDocument();
  });

  it('logs out: clears the login and the pending configuration, then goes to the landing page', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'story-token');
    localStorage.setItem(STORAGE_KEYS.isLoggedIn, 'true');
    const { store, router, user } = renderLayout(<Header />, { state: signedInAs(), route: '/my-services' });
    store.dispatch(
      configurationSaved({
        type: 'game',
        id: 'g1',
        serviceName: 'Minecraft',
        duration: 30,
        specifications: {
          game: 'Minecraft',
          package: 'p',
          version: '1.21',
          versionId: 'v',
          slots: 10,
          memory: 2048,
          duration: 30,
        },
        pricing: { basePrice: 300, totalPrice: 345, currency: 'ETB', billingCycle: 'One-time' },
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(store.getState().auth).toEqual({ token: null, user: null, isLoggedIn: false });
    expect(store.getState().checkout.pending).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.isLoggedIn)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.pendingConfiguration)).toBeNull();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('opens the Coming Soon dialog from Game Servers instead of navigating; Go Home closes it and goes home', async () => {
    const { router, user } = renderLayout(<Header />, { route: '/servers' });
    await user.click(within(mainNav()).getByRole('button', { name: 'Game Servers' }));

    const dialog = await screen.findByRole('dialog', { name: 'Coming Soon!' });
    expect(dialog).toHaveTextContent('Our game server offers are being prepared. Check back soon!');
    expect(router.state.location.pathname).toBe('/servers');

    await user.click(within(dialog).getByRole('button', { name: 'Go Home' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/');
  });

  it('opens the phone menu with the same items, and Escape closes it', async () => {
    const { user } = renderLayout(<Header />, { state: signedInAs() });
    const burger = screen.getByRole('button', { name: 'Open menu' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');

    await user.click(burger);
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    expect(burger).toHaveAttribute('aria-controls', menu.id);
    for (const name of ['VPS Hosting', 'My Services', 'My Orders', 'Affiliate']) {
      expect(within(menu).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(menu).getByRole('button', { name: 'Game Servers' })).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Notifications' })).toHaveAttribute(
      'href',
      '/account/notifications',
    );

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
    expect(burger).toHaveFocus();
  });

  it('closes the phone menu when an item is chosen', async () => {
    const { router, user } = renderLayout(<Header />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(menu).getByRole('link', { name: 'VPS Hosting' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/servers');
  });

  it('opens Coming Soon from the phone menu after the menu has closed', async () => {
    const { user } = renderLayout(<Header />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(menu).getByRole('button', { name: 'Game Servers' }));
    expect(await screen.findByRole('dialog', { name: 'Coming Soon!' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });
});
