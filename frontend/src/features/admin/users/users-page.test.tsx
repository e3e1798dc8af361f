import { USERS_LOAD_FAILED } from '@shop/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ADMIN_SESSION } from '../../../mocks/fixtures';
import { server } from '../../../mocks/node';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ADMIN_PAGE_SIZE } from '../shared';
import { adminUser, adminUsers, BUSY_CUSTOMER, usersEndpoint } from './user-fixtures';

function renderUsers(route = '/admin/users') {
  return renderWithProviders(null, { route, preloadedState: { auth: ADMIN_SESSION } });
}

const table = () => screen.findByRole('table', { name: 'Users' });
const rowOf = (username: string) => screen.getByText(username, { exact: true }).closest('tr')!;

describe('the users screen', () => {
  it('lists each user with contact, joined date, orders, spending in birr and role', async () => {
    server.use(
      ...usersEndpoint([adminUser(0, { createdAt: '2025-09-01T22:30:00Z' }), BUSY_CUSTOMER, adminUser(3)]),
    );
    renderUsers();
    await table();
    const busy = within(rowOf('tigist'));
    expect(busy.getByText('tigist@example.com')).toBeInTheDocument();
    expect(busy.getByText('+251911000111')).toBeInTheDocument();
    expect(busy.getByText('12')).toBeInTheDocument();
    expect(busy.getByText('48,250.00 ETB')).toBeInTheDocument();
    expect(busy.getByText('User')).toBeInTheDocument();
    expect(busy.getByText(`ID: ${BUSY_CUSTOMER.id.slice(0, 8)}`)).toBeInTheDocument();
    expect(within(rowOf('abebe0')).getByText('Admin')).toBeInTheDocument();
    expect(within(rowOf('hana3')).getByText('No phone')).toBeInTheDocument();
    // Joined at 22:30 UTC on 1 September, which is already the 2nd in Addis Ababa
    expect(within(rowOf('abebe0')).getByText('2 Sept 2025')).toBeInTheDocument();
  });

  it('sends the search to the server, keeps it in the URL and starts again at page 1', async () => {
    const seen: URLSearchParams[] = [];
    server.use(...usersEndpoint(adminUsers(45), seen));
    const { user, router } = renderUsers('/admin/users?page=2');
    await table();
    expect(seen.at(-1)?.get('page')).toBe('2');
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'selam');
    await waitFor(() => expect(router.state.location.search).toBe('?search=selam'));
    await waitFor(() => expect(seen.at(-1)?.get('search')).toBe('selam'));
    expect(seen.at(-1)?.get('page')).toBe('1');
    expect(seen.at(-1)?.get('limit')).toBe(String(ADMIN_PAGE_SIZE));
    await waitFor(() => expect(screen.queryByText('abebe0')).not.toBeInTheDocument());
    expect(screen.getByText('selam1')).toBeInTheDocument();
    expect(screen.getByText('Showing 1–5 of 5 users')).toBeInTheDocument();
  });

  it('pages through the users with the total from X-Total-Count', async () => {
    const seen: URLSearchParams[] = [];
    server.use(...usersEndpoint(adminUsers(45), seen));
    const { user, router } = renderUsers();
    expect(await screen.findByText('Showing 1–20 of 45 users')).toBeInTheDocument();
    expect(within(await table()).getAllByRole('row')).toHaveLength(ADMIN_PAGE_SIZE + 1);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(await screen.findByText('Showing 21–40 of 45 users')).toBeInTheDocument();
    expect(seen.at(-1)?.get('page')).toBe('2');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 41–45 of 45 users')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('filters by role, orders and sign-up date, kept in the URL and asked of the server', async () => {
    const seen: URLSearchParams[] = [];
    server.use(...usersEndpoint(adminUsers(3), seen));
    const { user, router } = renderUsers();
    await table();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Customers');
    await waitFor(() => expect(router.state.location.search).toBe('?role=customer'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Orders' }), 'Without orders');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Joined' }), 'Last 30 days');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?role=customer&hasOrders=false&joined=30d'),
    );
    await waitFor(() =>
      expect(Object.fromEntries(seen.at(-1)!)).toMatchObject({
        role: 'customer',
        hasOrders: 'false',
        joined: '30d',
      }),
    );
  });

  it('says no user matches the filters when none does', async () => {
    server.use(...usersEndpoint([]));
    renderUsers('/admin/users?role=admin&joined=7d');
    expect(await screen.findByText('No user matches these filters.')).toBeVisible();
  });

  it('sends no filter a hand-edited URL holds that the server would refuse', async () => {
    const seen: URLSearchParams[] = [];
    server.use(...usersEndpoint(adminUsers(3), seen));
    renderUsers('/admin/users?role=boss&joined=2d&hasOrders=maybe');
    await table();
    expect([...seen.at(-1)!.keys()].filter((key) => ['role', 'joined', 'hasOrders'].includes(key))).toEqual(
      [],
    );
  });

  it('shows the details of a user: contact, role, order summary and at most 5 recent orders', async () => {
    server.use(...usersEndpoint([adminUser(0), BUSY_CUSTOMER]));
    const { user } = renderUsers();
    await table();
    await user.click(screen.getByRole('button', { name: 'View details of tigist' }));
    const dialog = await screen.findByRole('dialog', { name: 'tigist' });
    const contact = within(dialog).getByRole('region', { name: 'Contact' });
    expect(contact).toHaveTextContent('tigist@example.com');
    expect(contact).toHaveTextContent('+251911000111');
    expect(contact).toHaveTextContent('User');
    const summary = within(dialog).getByRole('region', { name: 'Order Summary' });
    expect(summary).toHaveTextContent('Total Orders12');
    expect(summary).toHaveTextContent('Paid10');
    expect(summary).toHaveTextContent('Pending2');
    expect(summary).toHaveTextContent('Total Spent48,250.00 ETB');
    const recent = within(within(dialog).getByRole('region', { name: 'Recent Orders' })).getAllByRole(
      'listitem',
    );
    expect(recent).toHaveLength(5);
    expect(recent[0]).toHaveTextContent('KVM Server M');
    expect(recent[0]).toHaveTextContent('KVM · 20 Mar 2026');
    expect(recent[0]).toHaveTextContent('2,500.00 ETB');
    expect(recent[0]).toHaveTextContent('Paid');
    expect(recent[2]).toHaveTextContent('Pending');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'View details of tigist' })).toHaveFocus();
  });

  it('says so when a user has no orders', async () => {
    server.use(...usersEndpoint([adminUser(8)]));
    const { user } = renderUsers();
    await table();
    await user.click(screen.getByRole('button', { name: 'View details of solomon8' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('No orders yet.');
  });

  it('says when nobody matches the search', async () => {
    server.use(...usersEndpoint(adminUsers(3)));
    renderUsers('/admin/users?search=nobody');
    expect(await screen.findByRole('heading', { name: 'No users found' })).toBeInTheDocument();
    expect(screen.getByText('No user matches "nobody".')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveValue('nobody');
  });

  it("says 'Error Loading Users' with the fallback text, and Retry loads again", async () => {
    let calls = 0;
    server.use(
      http.get('/api/admin/users', () => {
        calls += 1;
        return calls === 1
          ? new HttpResponse(null, { status: 500 })
          : HttpResponse.json([adminUser(1)], { headers: { 'X-Total-Count': '1' } });
      }),
    );
    const { user } = renderUsers();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error Loading Users');
    expect(alert).toHaveTextContent(USERS_LOAD_FAILED);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('selam1')).toBeInTheDocument();
  });

  it('lists the mock backend’s users', async () => {
    renderUsers();
    expect(await screen.findByText('admin@abay.cloud')).toBeInTheDocument();
  });
});
