import type { Meta, StoryObj } from '@storybook/react';
import { CODE_STATS_LOAD_FAILED } from '@shop/domain';
import { delay, http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { answerAffiliate, codeStats, SELAM_SESSION, statsFail } from './affiliate-fixtures';
import { AffiliatePage } from './affiliate-page';

const meta = {
  title: 'Affiliate/Detailed Stats',
  component: AffiliatePage,
  parameters: {
    route: '/affiliate?tab=stats&code=SELAM10',
    store: { auth: SELAM_SESSION },
    msw: { handlers: answerAffiliate() },
  },
  decorators: [(Story) => <div className="min-h-dvh bg-canvas">{Story()}</div>],
} satisfies Meta<typeof AffiliatePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'mobile360', isRotated: false } };

export const Populated: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Statistics of SELAM10' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Expired Services' })).toHaveTextContent('2');
    await expect(canvas.getByRole('group', { name: 'Total Kickback' })).toHaveTextContent(
      '3,120.40 ETB payable',
    );
    const table = canvas.getByRole('table', { name: 'Recent orders with SELAM10' });
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
    await expect(within(table).getByText('Provisioning')).toBeVisible();
  },
};

export const EmptyRecentOrders: Story = {
  parameters: {
    msw: {
      handlers: answerAffiliate({
        stats: codeStats({
          totalOrders: 0,
          activeServices: 0,
          expiredServices: 0,
          totalRevenue: 0,
          totalKickback: 0,
          payableKickback: 0,
          pendingKickback: 0,
          recentOrders: [],
        }),
      }),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No orders with this code yet.' })).toBeVisible();
  },
};

export const NoCodeSelected: Story = {
  parameters: { route: '/affiliate?tab=stats' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No code selected' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/affiliate/stats/:code', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
        ...answerAffiliate(),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading code statistics' })).toBeInTheDocument();
  },
};

export const StatsError: Story = {
  parameters: { msw: { handlers: [...statsFail(), ...answerAffiliate()] } },
  play: async ({ canvas }) => {
    const banner = await canvas.findByRole('alert');
    await expect(banner).toHaveTextContent(CODE_STATS_LOAD_FAILED);
    await expect(canvas.getByRole('heading', { name: 'Statistics unavailable' })).toBeVisible();
  },
};

export const FromTheMockBackend: Story = {
  parameters: { msw: { handlers: [] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Statistics of SELAM10' })).toBeVisible();
  },
};

export const Phone: Story = {
  ...Populated,
  globals: phone,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: 'Recent orders with SELAM10' })).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

export const Amharic: Story = {
  globals: { locale: 'am' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'የSELAM10 ስታቲስቲክስ' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'በSELAM10 የተደረጉ የቅርብ ጊዜ ትዕዛዞች' })).toBeVisible();
  },
};

export const AmharicPhone: Story = {
  globals: { locale: 'am', ...phone },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: 'በSELAM10 የተደረጉ የቅርብ ጊዜ ትዕዛዞች' })).toBeVisible();
  },
};
