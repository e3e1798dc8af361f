import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { i18n } from '../../i18n';
import { DEMO_SESSION } from '../../mocks/fixtures';
import {
  ANSWERED_TICKET,
  CLOSED_TICKET,
  OPEN_TICKET,
  seedStoryTickets,
  ticketsFail,
  ticketsLoading,
} from './support-fixtures';
import { TicketPage } from './ticket-page';

/** A ticket's thread as its customer sees it: never the staff's internal notes. */
const text = (key: string) => (i18n.t as (key: string) => string)(key);
const at = (id: string) => ({ route: `/support/${id}`, routePath: '/support/:ticketId' });

const meta = {
  title: 'Support/Ticket',
  component: TicketPage,
  parameters: { ...at(ANSWERED_TICKET), store: { auth: DEMO_SESSION } },
  beforeEach: () => seedStoryTickets(),
  decorators: [(Story) => <div className="min-h-dvh bg-canvas">{Story()}</div>],
} satisfies Meta<typeof TicketPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const am = { locale: 'am' };

export const Loading: Story = {
  parameters: { msw: { handlers: ticketsLoading() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: text('support.thread.loading') })).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: ticketsFail() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(text('support.thread.loadFailed'));
  },
};

export const Answered: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Please try port 2222/)).toBeVisible();
    await expect(canvas.queryByText('Customer probably changed the SSH port.')).toBeNull();
    await expect(canvas.getByRole('button', { name: /screenshot\.png/ })).toBeVisible();
  },
};

export const Replying: Story = {
  play: async ({ canvas }) => {
    const box = await canvas.findByRole('textbox', { name: text('support.thread.reply') });
    await userEvent.type(box, 'Port 2222 works, thanks!');
    await userEvent.click(canvas.getByRole('button', { name: text('support.thread.send') }));
    await expect(await canvas.findByText('Port 2222 works, thanks!')).toBeVisible();
    await waitFor(() => expect(canvas.getByText(text('support.status.CUSTOMER_REPLY'))).toBeVisible());
  },
};

export const Open: Story = { parameters: at(OPEN_TICKET) };

export const Closed: Story = {
  parameters: at(CLOSED_TICKET),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text('support.thread.closed'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: text('support.thread.close') })).toBeNull();
  },
};

export const AnsweredPhone: Story = {
  ...Answered,
  globals: { viewport: { value: 'mobile360', isRotated: false } },
};
export const AmharicAnswered: Story = { ...Answered, globals: am };
