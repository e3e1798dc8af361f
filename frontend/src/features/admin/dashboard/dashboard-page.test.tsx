import { DASHBOARD_LOAD_FAILED } from '@shop/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ADMIN_SESSION } from '../../../mocks/fixtures';
import { server } from '../../../mocks/node';
import { renderWithProviders } from '../../../test/render-with-providers';
import { EMPTY_STATS, SHOP_STATS } from './dashboard-fixtures';

function renderDashboard() {
  return renderWithProviders(null, { route: '/admin', preloadedState: { auth: ADMIN_SESSION } });
}

const figure = (name: string) => screen.getByRole('group', { name });

/** Until the statistics are in, the figures and overviews are one 'Loading dashboard' status. */
async function loaded() {
  await screen.findByRole('region', { name: 'Quick Actions' });
  await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading dashboard' })).toBeNull());
}

describe('the dashboard', () => {
  it('shows the four figures, birr to the santim', async () => {
    server.use(http.get('/api/admin/stats', () => HttpResponse.json(SHOP_STATS)));
    renderDashboard();
    await loaded();
    // Each card holds its label and its figure, nothing else.
    expect(figure('Total Users')).toHaveTextContent(/^Total Users1,204$/);
    expect(figure('Total Orders')).toHaveTextContent(/^Total Orders250$/);
    expect(figure('Active Services')).toHaveTextContent(/^Active Services120$/);
    expect(figure('Total Revenue')).toHaveTextContent(/^Total Revenue1,250,430.50 ETB$/);
  });

  it('shows the overviews with their counts and bars', async () => {
    server.use(http.get('/api/admin/stats', () => HttpResponse.json(SHOP_STATS)));
    renderDashboard();
    await loaded();
    const orders = screen.getByRole('region', { name: 'Orders Overview' });
    expect(within(orders).getByText('Paid Orders').nextSibling).toHaveTextContent('155');
    expect(within(orders).getByText('Pending Orders').nextSibling).toHaveTextContent('95');
    expect(within(orders).getByRole('meter', { name: 'Paid orders' })).toHaveAttribute('aria-valuenow', '62');
    const services = screen.getByRole('region', { name: 'Services Overview' });
    expect(within(services).getByText('Expired Services').nextSibling).toHaveTextContent('30');
    expect(within(services).getByRole('meter', { name: 'Active services' })).toHaveAttribute(
      'aria-valuenow',
      '80',
    );
  });

  it('shows empty bars for a shop with no orders or services yet', async () => {
    server.use(http.get('/api/admin/stats', () => HttpResponse.json(EMPTY_STATS)));
    renderDashboard();
    await loaded();
    expect(screen.getByText('0% paid')).toBeVisible();
    expect(screen.getByRole('meter', { name: 'Paid orders' })).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByRole('meter', { name: 'Active services' })).toHaveAttribute('aria-valuenow', '0');
  });

  it('holds the overviews in place while loading, so Quick Actions never moves when the figures come', async () => {
    server.use(http.get('/api/admin/stats', () => new Promise<never>(() => {})));
    renderDashboard();
    const loading = await screen.findByRole('status', { name: 'Loading dashboard' });
    expect(within(loading).getByRole('region', { name: 'Orders Overview' })).toBeInTheDocument();
    expect(within(loading).getByRole('region', { name: 'Services Overview' })).toBeInTheDocument();
    expect(screen.queryByText(/% paid$/)).toBeNull();
  });

  it('links to the five sections from Quick Actions', async () => {
    const { user, router } = renderDashboard();
    const actions = await screen.findByRole('region', { name: 'Quick Actions' });
    const links = within(actions).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/admin/users',
      '/admin/orders',
      '/admin/services',
      '/admin/payments',
      '/admin/discounts',
    ]);
    await user.click(within(actions).getByRole('link', { name: /Manage Users/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
  });

  it("says 'Error Loading Dashboard' with the fallback text, and Retry loads again", async () => {
    let calls = 0;
    server.use(
      http.get('/api/admin/stats', () => {
        calls += 1;
        return calls === 1 ? new HttpResponse(null, { status: 500 }) : HttpResponse.json(SHOP_STATS);
      }),
    );
    const { user } = renderDashboard();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Error Loading Dashboard' })).toBeInTheDocument();
    expect(alert).toHaveTextContent(DASHBOARD_LOAD_FAILED);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Orders Overview' })).toBeInTheDocument();
    await loaded();
    expect(figure('Total Users')).toHaveTextContent('1,204');
    expect(calls).toBe(2);
  });

  it("shows the server's message when it gives one", async () => {
    server.use(
      http.get('/api/admin/stats', () =>
        HttpResponse.json(
          { statusCode: 503, error: 'Service Unavailable', message: 'The database is restarting' },
          { status: 503 },
        ),
      ),
    );
    renderDashboard();
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is restarting');
  });
});
