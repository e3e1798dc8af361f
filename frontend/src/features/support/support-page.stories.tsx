import type { Meta, StoryObj } from '@storybook/react';
import { expect } from 'storybook/test';
import { i18n } from '../../i18n';
import { DEMO_SESSION } from '../../mocks/fixtures';
import { seedStoryTickets, ticketsFail, ticketsLoading } from './support-fixtures';
import { SupportPage } from './support-page';

/** The customer's Support list in every state, in English and Amharic, at 1280 px and 360 px. */
const text = (key: string) => (i18n.t as (key: string) => string)(key);

const meta = {
  title: 'Support/Tickets',
  component: SupportPage,
  parameters: { route: '/support', store: { auth: DEMO_SESSION } },
  decorators: [(Story) => <div className="min-h-dvh bg-canvas">{Story()}</div>],
} satisfies Meta<typeof SupportPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'mobile360', isRotated: false } };
const am = { locale: 'am' };

export const Loading: Story = {
  parameters: { msw: { handlers: ticketsLoading() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: text('support.list.loading') })).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: ticketsFail() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(text('support.list.loadFailed'));
  },
};

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text('support.list.empty'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: text('support.list.newTicket') })).toBeVisible();
  },
};

export const Populated: Story = {
  beforeEach: () => seedStoryTickets(),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Cannot reach my server over SSH')).toBeVisible();
    await expect(canvas.getByText(text('support.status.ANSWERED'))).toBeVisible();
    await expect(canvas.getByText(text('support.status.CLOSED'))).toBeVisible();
  },
};

export const PopulatedPhone: Story = { ...Populated, globals: { viewport: phone.viewport } };
export const AmharicPopulated: Story = { ...Populated, globals: am };
export const AmharicEmpty: Story = { ...Empty, globals: am };
