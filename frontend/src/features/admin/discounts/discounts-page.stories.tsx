import type { Meta, StoryObj } from '@storybook/react';
import { AFFILIATE_STATS_LOAD_FAILED, DISCOUNT_CODES_LOAD_FAILED, SERVER_MESSAGES } from '@shop/domain';
import { delay, http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { expect, screen, waitFor, within } from 'storybook/test';
import { ADMIN_SESSION } from '../../../mocks/fixtures';
import { AdminLayout } from '../admin-layout';
import {
  discountCodesInEveryState,
  discountStatsFixture,
  emptyDiscountStatsFixture,
} from './discount-fixtures';
import { DiscountsPage } from './discounts-page';

/** The list answered by the story: these rows, and their count in X-Total-Count. */
const listOf = (rows: () => ReturnType<typeof discountCodesInEveryState>, total?: number) =>
  http.get('/api/admin/discount-codes', () => {
    const all = rows();
    return HttpResponse.json(all, { headers: { 'X-Total-Count': String(total ?? all.length) } });
  });

const statsOf = (answer: () => Response) => http.get('/api/admin/discount-codes/:id/affiliate-stats', answer);

const serverFailure = (status = 500) =>
  HttpResponse.json({ statusCode: status, error: 'Internal Server Error' }, { status });

const meta = {
  title: 'Admin/Discounts',
  component: DiscountsPage,
  parameters: {
    store: { auth: ADMIN_SESSION },
    route: '/admin/discounts',
    msw: { handlers: [listOf(discountCodesInEveryState)] },
  },
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  // In the console's shell, as an admin sees it.
  render: () => (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route path="*" element={<DiscountsPage />} />
      </Route>
    </Routes>
  ),
} satisfies Meta<typeof DiscountsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'mobile360', isRotated: false } };

/** The dialog once it is on screen (its entry animation done, so visibility checks hold). */
async function openedDialog(name: string) {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

export const Populated: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Discount codes' });
    const row = (code: string) => within(table).getByText(code).closest('tr')!;
    await expect(within(row('SELAM10')).getByText('Active')).toBeVisible();
    await expect(within(row('MESKEL2017')).getByText('Expired')).toBeVisible();
    await expect(within(row('TIMKET')).getByRole('button', { name: 'Activate TIMKET' })).toBeVisible();
    await expect(within(row('GENNA2026')).getByText('12.5%')).toBeVisible();
  },
};

/** Many codes: the server's total (X-Total-Count) pages them. */
export const ManyPages: Story = {
  parameters: { msw: { handlers: [listOf(discountCodesInEveryState, 87)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Showing 1–20 of 87 discount codes')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Next/ })).toBeEnabled();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/admin/discount-codes', async () => {
          await delay('infinite');
          return HttpResponse.json([]);
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading discount codes' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [listOf(() => [])] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No discount codes yet' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Create Discount Code' })).toHaveLength(2);
  },
};

export const NoSearchMatch: Story = {
  parameters: { route: '/admin/discounts?search=zzz', msw: { handlers: [listOf(() => [])] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No discount codes match "zzz"' })).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [http.get('/api/admin/discount-codes', () => serverFailure())] } },
  play: async ({ canvas }) => {
    const box = await canvas.findByRole('alert');
    await expect(within(box).getByText('Error')).toBeVisible();
    await expect(box).toHaveTextContent(DISCOUNT_CODES_LOAD_FAILED);
    await expect(within(box).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const ToggleFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        listOf(discountCodesInEveryState),
        http.put('/api/admin/discount-codes/:id', () => serverFailure()),
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Deactivate SELAM10' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to update discount code');
  },
};

/** The real mock API: the codes the shop seeds, and Create/Edit/Toggle change them. */
export const MockApi: Story = {
  parameters: { msw: { handlers: [] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: 'Discount codes' })).toBeVisible();
    await expect(canvas.getByText('SELAM10')).toBeVisible();
  },
};

export const CreateModal: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Create Discount Code' }));
    const dialog = await openedDialog('Create Discount Code');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Code' }), 'meskel2018');
    await expect(within(dialog).getByRole('textbox', { name: 'Code' })).toHaveValue('MESKEL2018');
    await expect(within(dialog).getByText('Percentage of revenue paid to affiliate (0-100%)')).toBeVisible();
  },
};

export const CreateModalValidationErrors: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Create Discount Code' }));
    const dialog = await openedDialog('Create Discount Code');
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: 'Discount Percentage' }), '150');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await expect(await within(dialog).findByText('Code is required')).toBeVisible();
    await expect(within(dialog).getByText('Discount Percentage must be between 0 and 100')).toBeVisible();
    await expect(within(dialog).getByText('Given To is required')).toBeVisible();
  },
};

/** The mock API refuses a code that exists (SELAM10 is seeded): the server's message in the Error box. */
export const CreateModalDuplicate: Story = {
  parameters: { msw: { handlers: [] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Create Discount Code' }));
    const dialog = await openedDialog('Create Discount Code');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Code' }), 'selam10');
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: 'Discount Percentage' }), '5');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Given To' }), 'Selam');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    const box = await within(dialog).findByRole('alert');
    await expect(box).toHaveTextContent(SERVER_MESSAGES.discountCodeExists);
  },
};

export const EditModal: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit GENNA2026' }));
    const dialog = await openedDialog('Edit Discount Code');
    const code = within(dialog).getByRole('textbox', { name: 'Code' });
    await expect(code).toHaveValue('GENNA2026');
    await expect(code).toHaveAttribute('readonly');
    await expect(within(dialog).getByText('Code cannot be changed after creation')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Update' })).toBeVisible();
  },
};

export const StatsModal: Story = {
  parameters: {
    msw: {
      handlers: [listOf(discountCodesInEveryState), statsOf(() => HttpResponse.json(discountStatsFixture()))],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'View affiliate stats for SELAM10' }));
    const dialog = await openedDialog('Affiliate Statistics');
    const orders = await within(dialog).findByRole('table', { name: 'Recent orders with SELAM10' });
    await expect(orders).toBeVisible();
    await expect(within(orders).getByText('115.00 ETB')).toBeVisible();
  },
};

export const StatsModalNoOrders: Story = {
  parameters: {
    msw: {
      handlers: [
        listOf(discountCodesInEveryState),
        statsOf(() => HttpResponse.json(emptyDiscountStatsFixture())),
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'View affiliate stats for TIMKET' }));
    const dialog = await openedDialog('Affiliate Statistics');
    await expect(await within(dialog).findByText('No orders yet for this discount code')).toBeVisible();
  },
};

export const StatsModalError: Story = {
  parameters: { msw: { handlers: [listOf(discountCodesInEveryState), statsOf(() => serverFailure())] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'View affiliate stats for SELAM10' }));
    const dialog = await openedDialog('Affiliate Statistics');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(AFFILIATE_STATS_LOAD_FAILED);
  },
};

export const Phone: Story = {
  globals: phone,
  play: async ({ canvas }) => {
    const cards = await canvas.findByRole('list', { name: 'Discount codes' });
    const selam = within(cards).getByRole('article', { name: 'SELAM10' });
    await expect(within(selam).getByRole('button', { name: 'Deactivate SELAM10' })).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('table')).not.toBeInTheDocument());
  },
};

export const PhoneCreateModal: Story = {
  globals: phone,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Create Discount Code' }));
    await expect(await openedDialog('Create Discount Code')).toBeInTheDocument();
  },
};

export const PhoneStatsModal: Story = {
  globals: phone,
  parameters: StatsModal.parameters,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'View affiliate stats for SELAM10' }));
    const dialog = await openedDialog('Affiliate Statistics');
    // The total kickback and the one order's kickback are the same amount.
    const kickbacks = await within(dialog).findAllByText('115.00 ETB');
    for (const kickback of kickbacks) await expect(kickback).toBeVisible();
  },
};
