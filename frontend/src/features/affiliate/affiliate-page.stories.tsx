import type { Meta, StoryObj } from '@storybook/react';
import { AFFILIATE_LOAD_FAILED } from '@shop/domain';
import type { HttpHandler } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { DEMO_SESSION } from '../../mocks/fixtures';
import {
  affiliateLoading,
  answerAffiliate,
  dashboardFails,
  dashboardWithCode,
  dashboardWithoutCode,
  SELAM_SESSION,
} from './affiliate-fixtures';
import { AffiliatePage } from './affiliate-page';

/** The page's reads answered by the story; anything else goes to the shared mock backend. */
const answer = (handlers: HttpHandler[]) => ({ msw: { handlers } });

const meta = {
  title: 'Affiliate/Dashboard',
  component: AffiliatePage,
  parameters: { route: '/affiliate', store: { auth: SELAM_SESSION }, ...answer(answerAffiliate()) },
  decorators: [(Story) => <div className="min-h-dvh bg-canvas">{Story()}</div>],
} satisfies Meta<typeof AffiliatePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'mobile360', isRotated: false } };

export const WithCode: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: 'Dashboard' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('group', { name: 'Total Orders' })).toHaveTextContent('12');
    await expect(canvas.getByRole('group', { name: 'Total Kickback' })).toHaveTextContent('4,865.05 ETB');
    const payout = within(canvas.getByRole('region', { name: 'Payout' }));
    await expect(payout.getByText(/reaches 1,000 ETB/)).toBeVisible();
    await expect(payout.getByRole('link', { name: 'Read the Affiliate terms' })).toHaveAttribute(
      'href',
      '/tos?tab=affiliate',
    );
    const table = canvas.getByRole('table', { name: 'Your affiliate codes and their results' });
    await expect(within(table).getByRole('link', { name: 'View Details of SELAM10' })).toBeVisible();
  },
};

export const BelowMinimumPayout: Story = {
  parameters: answer(
    answerAffiliate({ dashboard: dashboardWithCode({ payableKickback: 420.5, pendingKickback: 172.5 }) }),
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('579.50 ETB more to reach the minimum payout.')).toBeVisible();
  },
};

export const NoCode: Story = {
  parameters: { store: { auth: DEMO_SESSION }, ...answer([]) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No affiliate code found.' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Create an affiliate code' })).toBeVisible();
  },
};

export const NoCodeCreateLink: Story = {
  ...NoCode,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('link', { name: 'Create an affiliate code' }));
    await expect(canvas.getByRole('tab', { name: 'My Codes' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Affiliate code' })).toHaveFocus());
  },
};

export const ViewDetails: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('link', { name: 'View Details of SELAM10' }));
    const heading = await canvas.findByRole('heading', { name: 'Statistics of SELAM10' });
    await waitFor(() => expect(heading).toHaveFocus());
  },
};

export const Loading: Story = {
  parameters: answer(affiliateLoading()),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading affiliate data' })).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: answer(dashboardFails()),
  play: async ({ canvas }) => {
    const banner = await canvas.findByRole('alert');
    await expect(banner).toHaveTextContent(AFFILIATE_LOAD_FAILED);
    await expect(within(banner).getByRole('button', { name: 'Dismiss' })).toBeVisible();
    // The banner may show a moment before the page's own error state has rendered.
    await expect(await canvas.findByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const LoadErrorDismissed: Story = {
  ...LoadError,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(within(await canvas.findByRole('alert')).getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(await canvas.findByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: phone,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('list', { name: 'Your affiliate codes and their results' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'View Details of SELAM10' })).toBeVisible();
  },
};

export const PhoneNoCode: Story = {
  ...NoCode,
  globals: phone,
  parameters: {
    store: { auth: DEMO_SESSION },
    ...answer(answerAffiliate({ dashboard: dashboardWithoutCode(), codes: [] })),
  },
};

export const PhoneLoading: Story = { ...Loading, globals: phone };

export const Amharic: Story = {
  globals: { locale: 'am' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'የአጋርነት አስተዳደር' })).toBeVisible();
    await expect(await canvas.findByRole('group', { name: 'ጠቅላላ ኮሚሽን' })).toHaveTextContent('ብር 4,865.05');
  },
};

export const AmharicPhone: Story = { ...Amharic, globals: { locale: 'am', ...phone } };
