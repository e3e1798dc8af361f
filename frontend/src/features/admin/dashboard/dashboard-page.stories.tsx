import type { Meta, StoryObj } from '@storybook/react';
import { DASHBOARD_LOAD_FAILED } from '@shop/domain';
import { delay, http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { ADMIN_SESSION } from '../../../mocks/fixtures';
import { DashboardPage } from './dashboard-page';
import { EMPTY_STATS, SHOP_STATS } from './dashboard-fixtures';

const meta = {
  title: 'Admin/Dashboard',
  component: DashboardPage,
  parameters: { route: '/admin', store: { auth: ADMIN_SESSION } },
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  decorators: [(Story) => <div className="min-h-dvh bg-canvas p-4 sm:p-8">{Story()}</div>],
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const answerStats = (resolver: () => Promise<Response> | Response) => ({
  msw: { handlers: [http.get('/api/admin/stats', resolver)] },
});

export const Populated: Story = {
  parameters: answerStats(() => HttpResponse.json(SHOP_STATS)),
  play: async ({ canvas }) => {
    // The overviews are there while loading too (they shimmer): their caption says the figures came.
    await canvas.findByText('62% paid');
    const orders = canvas.getByRole('region', { name: 'Orders Overview' });
    await expect(within(orders).getByRole('meter', { name: 'Paid orders' })).toHaveAttribute(
      'aria-valuenow',
      '62',
    );
    await expect(canvas.getByRole('group', { name: 'Total Revenue' })).toHaveTextContent('1,250,430.50 ETB');
    const renewals = canvas.getByRole('group', { name: 'Renewals This Month' });
    await expect(renewals).toHaveTextContent('14');
    await expect(renewals).toHaveTextContent('24,150.00 ETB in open renewal orders');
  },
};

/** The shared mock backend's own figures (its fixtures). */
export const FromMockBackend: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^\d+% active$/)).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Services Overview' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: answerStats(async () => {
    await delay('infinite');
    return HttpResponse.json(SHOP_STATS);
  }),
  play: async ({ canvas }) => {
    const loading = canvas.getByRole('status', { name: 'Loading dashboard' });
    await expect(loading).toBeInTheDocument();
    // The overviews hold their places, so nothing below moves when the figures come.
    await expect(within(loading).getByRole('region', { name: 'Orders Overview' })).toBeVisible();
  },
};

export const NewShop: Story = {
  parameters: answerStats(() => HttpResponse.json(EMPTY_STATS)),
  play: async ({ canvas }) => {
    await canvas.findByText('0% active');
    await expect(canvas.getByRole('meter', { name: 'Active services' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
  },
};

export const LoadError: Story = {
  parameters: answerStats(() => new HttpResponse(null, { status: 500 })),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Error Loading Dashboard');
    await expect(alert).toHaveTextContent(DASHBOARD_LOAD_FAILED);
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const Phone: Story = {
  parameters: answerStats(() => HttpResponse.json(SHOP_STATS)),
  globals: { viewport: { value: 'mobile360', isRotated: false } },
};
