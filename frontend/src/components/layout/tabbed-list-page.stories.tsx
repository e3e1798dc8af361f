import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn } from 'storybook/test';
import { ClipboardList } from 'lucide-react';
import { EmptyListTab, TabbedListPage } from './tabbed-list-page';
import { Alert, LoadErrorAlert, Skeleton } from '../ui';

const meta = {
  title: 'Layout/TabbedListPage',
  component: TabbedListPage,
  args: {
    title: 'My Orders',
    subtitle: 'Track your orders and their payment.',
    tabsLabel: 'Orders',
    isLoading: false,
    skeleton: <Skeleton className="h-40" />,
    tabs: [
      { value: 'pending', label: 'Pending', count: 2, content: <p>Two orders wait for payment.</p> },
      { value: 'concluded', label: 'Concluded', count: 5, content: <p>Five orders are done.</p> },
    ],
  },
} satisfies Meta<typeof TabbedListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'My Orders' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Pending (2)' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Two orders wait for payment.');
    await userEvent.click(canvas.getByRole('tab', { name: 'Concluded (5)' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Five orders are done.');
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('tablist')).toBeNull();
  },
};

const retry = fn();

export const Failed: Story = {
  args: {
    error: (
      <LoadErrorAlert retryLabel="Try again" onRetry={retry}>
        Your orders could not be loaded.
      </LoadErrorAlert>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('tablist')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(retry).toHaveBeenCalled();
  },
};

export const WithNotices: Story = {
  args: {
    title: 'My Services',
    subtitle: 'Your servers and their time left.',
    tabsLabel: 'Services',
    notices: <Alert tone="info">Your server is being set up.</Alert>,
    tabs: [
      { value: 'active', label: 'Active', count: 0, content: <p>No active services.</p> },
      { value: 'past', label: 'Past', count: 1, content: <p>One past service.</p> },
    ],
  },
};

export const EmptyTab: Story = {
  args: {
    tabs: [
      {
        value: 'pending',
        label: 'Pending',
        count: 0,
        content: (
          <EmptyListTab
            icon={ClipboardList}
            title="No pending orders"
            text="Orders waiting for payment show here."
            linkLabel="Browse servers"
            linkTo="/servers"
          />
        ),
      },
      { value: 'concluded', label: 'Concluded', count: 0, content: <p>Nothing yet.</p> },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No pending orders' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse servers' })).toHaveAttribute('href', '/servers');
  },
};
