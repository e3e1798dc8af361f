import type { Meta, StoryObj } from '@storybook/react';
import { USERS_LOAD_FAILED } from '@shop/domain';
import { delay, http, HttpResponse } from 'msw';
import { expect, screen, within } from 'storybook/test';
import { ADMIN_SESSION } from '../../../mocks/fixtures';
import { adminUsers, BUSY_CUSTOMER, usersEndpoint } from './user-fixtures';
import { UsersPage } from './users-page';

const meta = {
  title: 'Admin/Users',
  component: UsersPage,
  parameters: { route: '/admin/users', store: { auth: ADMIN_SESSION } },
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  decorators: [(Story) => <div className="min-h-dvh bg-canvas p-4 sm:p-8">{Story()}</div>],
} satisfies Meta<typeof UsersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 45 users, the fifth of them busy (12 orders). */
const PEOPLE = adminUsers(45).map((user, n) => (n === 5 ? BUSY_CUSTOMER : user));
const answerUsers = (users = PEOPLE) => ({ msw: { handlers: usersEndpoint(users) } });

export const Populated: Story = {
  parameters: answerUsers(),
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Users' });
    await expect(within(table).getAllByRole('row')).toHaveLength(21);
    await expect(canvas.getByText('Showing 1–20 of 45 users')).toBeVisible();
  },
};

/** The shared mock backend's users (its fixtures). */
export const FromMockBackend: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('admin@abay.cloud')).toBeVisible();
  },
};

export const Searched: Story = {
  parameters: { ...answerUsers(), route: '/admin/users?search=selam' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Showing 1–5 of 5 users')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search users' })).toHaveValue('selam');
  },
};

export const SecondPage: Story = {
  parameters: { ...answerUsers(), route: '/admin/users?page=3' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Showing 41–45 of 45 users')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/admin/users', async () => {
          await delay('infinite');
          return HttpResponse.json([]);
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading users' })).toBeInTheDocument();
  },
};

export const NoMatch: Story = {
  parameters: { ...answerUsers(), route: '/admin/users?search=zzz' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No users found' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: answerUsers([]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nobody has signed up yet.')).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: {
    msw: { handlers: [http.get('/api/admin/users', () => new HttpResponse(null, { status: 500 }))] },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Error Loading Users');
    await expect(alert).toHaveTextContent(USERS_LOAD_FAILED);
  },
};

export const DetailsOpen: Story = {
  parameters: answerUsers(),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'View details of tigist' }));
    const dialog = await screen.findByRole('dialog', { name: 'tigist' });
    await expect(
      within(within(dialog).getByRole('region', { name: 'Recent Orders' })).getAllByRole('listitem'),
    ).toHaveLength(5);
  },
};

export const DetailsWithoutOrders: Story = {
  parameters: answerUsers(),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'View details of solomon8' }));
    await expect(await screen.findByRole('dialog', { name: 'solomon8' })).toHaveTextContent('No orders yet.');
  },
};

export const Phone: Story = {
  parameters: answerUsers(),
  globals: { viewport: { value: 'mobile360', isRotated: false } },
};

export const PhoneDetailsOpen: Story = {
  ...DetailsOpen,
  globals: { viewport: { value: 'mobile360', isRotated: false } },
};
