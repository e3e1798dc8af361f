import type { Meta, StoryObj } from '@storybook/react';
import { delay, http } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ADMIN_SESSION } from '../../../mocks/fixtures';
import { seedConsoleTickets, WAITING_TICKET } from './admin-ticket-fixtures';
import { TicketDetailPage } from './ticket-detail-page';

/** One ticket in the console: the thread with its internal notes apart, answering, a note, a canned reply. */
const meta = {
  title: 'Admin/Ticket',
  component: TicketDetailPage,
  parameters: {
    store: { auth: ADMIN_SESSION },
    route: `/admin/tickets/${WAITING_TICKET}`,
    routePath: '/admin/tickets/:ticketId',
  },
  beforeEach: () => seedConsoleTickets(),
} satisfies Meta<typeof TicketDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { msw: { handlers: [http.get('/api/admin/tickets/:id', () => delay('infinite'))] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading the ticket' })).toBeInTheDocument();
  },
};

export const WithInternalNote: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Checked the hypervisor: the disk is fine.')).toBeVisible();
    await expect(canvas.getAllByText(/Internal note/).length).toBeGreaterThan(0);
  },
};

export const CannedAnswer: Story = {
  play: async ({ canvas }) => {
    await userEvent.selectOptions(await canvas.findByLabelText('Canned reply'), 'Resolved');
    await expect(canvas.getByLabelText('Answer')).toHaveValue(
      'We believe this is now resolved. If anything is still wrong, just reply to this ticket.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send answer' }));
    await waitFor(() => expect(canvas.getByLabelText('Status')).toHaveValue('ANSWERED'));
  },
};

export const AssignedToMe: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Assign to me' }));
    await expect(await canvas.findByText('Assignee: you')).toBeVisible();
  },
};

export const Phone: Story = {
  ...WithInternalNote,
  globals: { viewport: { value: 'mobile360', isRotated: false } },
};
