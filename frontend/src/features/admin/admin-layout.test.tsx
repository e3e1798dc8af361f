import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_SESSION } from '../../mocks/fixtures';
import { STORAGE_KEYS } from '../../lib/storage';
import { renderWithProviders } from '../../test/render-with-providers';

function renderConsole(route = '/admin') {
  return renderWithProviders(null, { route, preloadedState: { auth: ADMIN_SESSION } });
}

describe('the admin shell', () => {
  it('names the section and greets the admin', async () => {
    renderConsole('/admin/payments');
    expect(await screen.findByTestId('admin-section')).toHaveTextContent('Payments');
    expect(screen.getByText(/Welcome,/)).toHaveTextContent('Welcome, admin');
  });

  it('shows the admin and marks the current entry', async () => {
    renderConsole('/admin/orders');
    const nav = await screen.findAllByRole('navigation', { name: 'Admin' });
    const sidebar = within(nav[0]!);
    expect(sidebar.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    expect(sidebar.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    expect(screen.getAllByText(ADMIN_EMAIL)[0]).toBeInTheDocument();
  });

  it('counts the payments queue (reports to confirm, late payments to refund) beside Orders, from the server, and opens it', async () => {
    const { user, router } = renderConsole('/admin');
    const nav = within((await screen.findAllByRole('navigation', { name: 'Admin' }))[0]!);
    // The fixtures hold one unpaid PENDING order with an open report.
    const count = await nav.findByRole('link', { name: '1 payment in the queue' });
    expect(count).toHaveTextContent('1');
    await user.click(count);
    await waitFor(() => expect(router.state.location.search).toBe('?status=PAYMENT_REPORTED'));
    expect(await screen.findByRole('combobox', { name: 'Status' })).toHaveValue('PAYMENT_REPORTED');
  });

  it('moves between sections', async () => {
    const { user, router } = renderConsole('/admin');
    const nav = within((await screen.findAllByRole('navigation', { name: 'Admin' }))[0]!);
    await user.click(nav.getByRole('link', { name: 'Users' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
    expect(await screen.findByRole('heading', { name: 'Users', level: 1 })).toBeInTheDocument();
    expect(screen.getByTestId('admin-section')).toHaveTextContent('Users');
    expect(nav.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('opens the navigation drawer on small screens', async () => {
    const { user } = renderConsole('/admin/users');
    await user.click(await screen.findByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('dialog', { name: 'Admin navigation' });
    await user.click(within(drawer).getByRole('link', { name: 'Settings' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByTestId('admin-section')).toHaveTextContent('Settings');
  });

  it('closes the drawer on Escape, keeps focus inside while open and gives it back to the menu button', async () => {
    const { user } = renderConsole('/admin/orders');
    const menu = await screen.findByRole('button', { name: 'Open navigation' });
    await user.click(menu);
    const drawer = await screen.findByRole('dialog', { name: 'Admin navigation' });
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    // Tab through more stops than the drawer has: focus never leaves it.
    const stops = within(drawer).getAllByRole('link').length + within(drawer).getAllByRole('button').length;
    for (let i = 0; i <= stops; i += 1) {
      await user.tab();
      expect(drawer).toContainElement(document.activeElement as HTMLElement);
    }
    expect(within(drawer).getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(menu).toHaveFocus();
  });

  it('signs out to the landing page', async () => {
    const { user, router, store } = renderConsole('/admin/services');
    await user.click((await screen.findAllByRole('button', { name: 'Sign out' }))[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // The landing page has rendered and its catalog calls have answered: a redirect to /signin set
    // off by the sign-out (the console's guard) would have happened by now.
    const featured = await screen.findByRole('region', { name: 'Featured server configurations' });
    await within(featured).findAllByRole('link', { name: 'Configure Server' });
    expect(router.state.location.pathname).toBe('/');
    expect(store.getState().auth.isLoggedIn).toBe(false);
    expect(sessionStorage.getItem(STORAGE_KEYS.intendedDestination)).toBeNull();
  });
});
