import type { Meta, StoryObj } from '@storybook/react';
import { PAYMENTS_LOAD_FAILED, shortId } from '@shop/domain';
import { delay, http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { expect, screen, waitFor, within } from 'storybook/test';
import { ADMIN_SESSION } from '../../../mocks/fixtures';
import { AdminLayout } from '../admin-layout';
import { ADMIN_PAYMENT_IDS } from './admin-payment-fixtures';
import { PaymentsPage } from './payments-page';

const failure = (status: number, message?: string) =>
  HttpResponse.json({ statusCode: status, error: 'Error', ...(message ? { message } : {}) }, { status });

/** The table's request (not the summary's one-row counts). */
const isTableRequest = (request: Request) => new URL(request.url).searchParams.get('limit') !== '1';

const meta = {
  title: 'Admin/Payments',
  component: PaymentsPage,
  parameters: { store: { auth: ADMIN_SESSION }, route: '/admin/payments' },
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  render: () => (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route path="*" element={<PaymentsPage />} />
      </Route>
    </Routes>
  ),
} satisfies Meta<typeof PaymentsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'mobile360', isRotated: false } };

/** The mock backend's payments: 8 successful, 1 pending, 1 failed; 5 by telebirr and 5 by CBE. */
export const Populated: Story = {
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('group', { name: 'Success Rate' })).toHaveTextContent('80.0%'),
    );
    await expect(await canvas.findByRole('table', { name: 'Payments' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: phone,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: 'Payments' })).toBeVisible();
  },
};

export const Filtered: Story = {
  parameters: { route: '/admin/payments?status=PENDING&method=TELEBIRR' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(shortId(ADMIN_PAYMENT_IDS.reported))).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Method' })).toHaveValue('TELEBIRR');
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/admin/stats', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
        http.get('/api/admin/payments', async () => {
          await delay('infinite');
          return HttpResponse.json([]);
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading payments' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/admin/payments', () => HttpResponse.json([], { headers: { 'X-Total-Count': '0' } })),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No payments yet' })).toBeVisible();
  },
};

export const NoMatch: Story = {
  parameters: { route: '/admin/payments?search=nothing-like-this' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No payments match' })).toBeVisible();
  },
};

export const LoadFailure: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/admin/payments', ({ request }) =>
          isTableRequest(request) ? failure(500) : undefined,
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(PAYMENTS_LOAD_FAILED);
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const SummaryFailure: Story = {
  parameters: {
    msw: { handlers: [http.get('/api/admin/stats', () => failure(503, 'Statistics are unavailable'))] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Statistics are unavailable');
  },
};

export const DetailsOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    const id = shortId(ADMIN_PAYMENT_IDS.selamPro);
    await userEvent.click(await canvas.findByRole('button', { name: `View payment ${id}` }));
    const dialog = await screen.findByRole('dialog', { name: `Payment ${id}` });
    // The dialog fades in: wait for the frame that shows it.
    await waitFor(() => expect(within(dialog).getByRole('region', { name: 'Order' })).toBeVisible());
  },
};

export const DetailsOpenPhone: Story = { ...DetailsOpen, globals: phone };

/** A pending report's details offer its two answers; Confirm opens the form prefilled with it. */
export const DetailsPendingReport: Story = {
  play: async ({ canvas, userEvent }) => {
    const id = shortId(ADMIN_PAYMENT_IDS.reported);
    await userEvent.click(await canvas.findByRole('button', { name: `View payment ${id}` }));
    const details = await screen.findByRole('dialog', { name: `Payment ${id}` });
    await waitFor(() => expect(details).toBeVisible());
    await expect(within(details).getByRole('button', { name: 'Reject Payment' })).toBeVisible();
    await userEvent.click(within(details).getByRole('button', { name: 'Confirm Payment' }));
    const form = await screen.findByRole('dialog', { name: 'Confirm Reported Payment' });
    await waitFor(() => expect(form).toBeVisible());
    await expect(within(form).getByText('The customer reported this payment')).toBeVisible();
  },
};
