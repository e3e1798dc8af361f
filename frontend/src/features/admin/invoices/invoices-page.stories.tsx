import type { Meta, StoryObj } from '@storybook/react';
import { invoiceMonth } from '@shop/domain';
import { delay, http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import type { InvoiceMonth } from '../../../api';
import { ADMIN_SESSION, mockId } from '../../../mocks/fixtures';
import { AdminLayout } from '../admin-layout';
import { InvoicesPage } from './invoices-page';

const MONTH = invoiceMonth(new Date());
const YEAR = MONTH.slice(0, 4);

/** Two invoices and the credit note of the second: what is left is the first. */
const A_MONTH: InvoiceMonth = {
  month: MONTH,
  items: [
    {
      id: mockId('invoice', 'story-1'),
      number: `INV-${YEAR}-000001`,
      kind: 'INVOICE',
      orderId: mockId('order', 'story-1'),
      issuedAt: `${MONTH}-02T09:00:00.000Z`,
      buyerName: 'Selam Trading PLC',
      buyerTin: '0098765432',
      netPrice: 1500,
      vatPrice: 225,
      grossPrice: 1725,
    },
    {
      id: mockId('invoice', 'story-2'),
      number: `INV-${YEAR}-000002`,
      kind: 'INVOICE',
      orderId: mockId('order', 'story-2'),
      issuedAt: `${MONTH}-03T09:00:00.000Z`,
      buyerName: 'abebe_k',
      netPrice: 900,
      vatPrice: 135,
      grossPrice: 1035,
    },
    {
      id: mockId('invoice', 'story-3'),
      number: `INV-CN-${YEAR}-000001`,
      kind: 'CREDIT_NOTE',
      orderId: mockId('order', 'story-2'),
      issuedAt: `${MONTH}-04T09:00:00.000Z`,
      buyerName: 'abebe_k',
      netPrice: -900,
      vatPrice: -135,
      grossPrice: -1035,
    },
  ],
  totals: { count: 3, netPrice: 1500, vatPrice: 225, grossPrice: 1725 },
};

const answer = (body: () => Promise<Response> | Response) => ({
  msw: { handlers: [http.get('/api/admin/invoices', body)] },
});

const meta = {
  title: 'Admin/Invoices',
  component: InvoicesPage,
  parameters: { store: { auth: ADMIN_SESSION }, route: '/admin/invoices' },
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  render: () => (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route path="*" element={<InvoicesPage />} />
      </Route>
    </Routes>
  ),
} satisfies Meta<typeof InvoicesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  parameters: answer(() => HttpResponse.json(A_MONTH)),
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Invoices and credit notes' });
    await expect(within(table).getByText(`INV-CN-${YEAR}-000001`)).toBeVisible();
    await expect(within(table).getByText('TIN 0098765432')).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'VAT' })).toHaveTextContent('225.00 ETB');
    await expect(canvas.getByRole('group', { name: 'Gross' })).toHaveTextContent('1,725.00 ETB');
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  },
};

export const Phone: Story = {
  ...Populated,
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas }) => {
    const [title] = await canvas.findAllByText(`INV-CN-${YEAR}-000001`);
    await expect(title).toBeVisible();
  },
};

/** The mock backend's month: no order has been paid in it yet. */
export const EmptyMonth: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No invoices this month' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Documents' })).toHaveTextContent('0');
  },
};

export const NoMatch: Story = {
  parameters: {
    route: `/admin/invoices?kind=CREDIT_NOTE&search=nobody`,
    ...answer(() =>
      HttpResponse.json({
        month: MONTH,
        items: [],
        totals: { count: 0, netPrice: 0, vatPrice: 0, grossPrice: 0 },
      }),
    ),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No documents match' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Type' })).toHaveValue('CREDIT_NOTE');
  },
};

export const Loading: Story = {
  parameters: answer(async () => {
    await delay('infinite');
    return HttpResponse.json(A_MONTH);
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading invoices' })).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  parameters: answer(() =>
    HttpResponse.json({ statusCode: 503, error: 'Error', message: 'Database is down' }, { status: 503 }),
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Database is down')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const ExportRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/admin/invoices', () => HttpResponse.json(A_MONTH)),
        http.get('/api/admin/invoices/export', () =>
          HttpResponse.json(
            { statusCode: 503, error: 'Error', message: 'Database is down' },
            { status: 503 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Export CSV' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Database is down');
  },
};
