import type { Meta, StoryObj } from '@storybook/react';
import { delay, http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import { ADMIN_SESSION } from '../../../mocks/fixtures';
import { seedConsoleTickets } from './admin-ticket-fixtures';
import { TicketsPage } from './tickets-page';

/** The console's Tickets list: loading, failing, empty, populated, filtered, on a phone. */
const meta = {
  title: 'Admin/Tickets',
  component: TicketsPage,
  parameters: { store: { auth: ADMIN_SESSION }, route: '/admin/tickets' },
} satisfies Meta<typeof TicketsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { msw: { handlers: [http.get('/api/admin/tickets', () => delay('infinite'))] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading tickets' })).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/admin/tickets', () =>
          HttpResponse.json(
            { statusCode: 500, error: 'Internal Server Error', message: 'x' },
            { status: 500 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to fetch tickets');
  },
};

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No tickets match.')).toBeVisible();
  },
};

export const Populated: Story = {
  beforeEach: () => seedConsoleTickets(),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Server does not boot')).toBeVisible();
    await expect(canvas.getByText('Question about my invoice')).toBeVisible();
  },
};

export const WaitingForUs: Story = {
  beforeEach: () => seedConsoleTickets(),
  parameters: { route: '/admin/tickets?waiting=true' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Server does not boot')).toBeVisible();
    await expect(canvas.queryByText('Question about my invoice')).toBeNull();
  },
};

export const Phone: Story = { ...Populated, globals: { viewport: { value: 'mobile360', isRotated: false } } };
