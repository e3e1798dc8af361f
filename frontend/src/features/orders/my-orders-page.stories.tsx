import type { Meta, StoryObj } from '@storybook/react';
import { ORDERS_LOAD_FAILED } from '@shop/domain';
import { delay, http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { DEMO_SESSION, mockId } from '../../mocks/fixtures';
import { MyOrdersPage } from './my-orders-page';
import { manyPendingOrders, ordersAnswer, ordersInEveryStatus } from './order-fixtures';

const meta = {
  title: 'Orders/My Orders',
  component: MyOrdersPage,
  parameters: { route: '/my-orders', store: { auth: DEMO_SESSION } },
  decorators: [(Story) => <div className="min-h-dvh bg-canvas">{Story()}</div>],
} satisfies Meta<typeof MyOrdersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const answerOrders = (body: (info: { request: Request }) => Promise<Response> | Response) => ({
  msw: { handlers: [http.get('/api/orders', body)] },
});

export const Loading: Story = {
  parameters: answerOrders(async () => {
    await delay('infinite');
    return HttpResponse.json([]);
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading orders' })).toBeInTheDocument();
  },
};

export const PendingTab: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: /Pending Orders \(\d+\)/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getAllByRole('link', { name: /Complete Payment/ })).toHaveLength(1);
  },
};

export const ConcludedTab: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: /Concluded Orders/ }));
    const table = await canvas.findByRole('table', { name: 'Concluded orders' });
    await expect(within(table).getByText('Expired')).toBeVisible();
  },
};

export const EveryStatusLabel: Story = {
  parameters: answerOrders(ordersAnswer(ordersInEveryStatus())),
  play: async ({ canvas, userEvent }) => {
    const pending = await canvas.findByRole('table', { name: 'Pending orders' });
    for (const label of ['Pending Payment', 'Awaiting Confirmation', 'Processing', 'Provisioning']) {
      await expect(within(pending).getByText(label)).toBeVisible();
    }
    await userEvent.click(canvas.getByRole('tab', { name: /Concluded Orders/ }));
    const concluded = await canvas.findByRole('table', { name: 'Concluded orders' });
    for (const label of ['Active', 'Completed', 'Failed', 'Cancelled', 'Expired']) {
      await expect(within(concluded).getByText(label)).toBeVisible();
    }
  },
};

export const Empty: Story = {
  parameters: answerOrders(() => HttpResponse.json([])),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No pending orders' })).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: answerOrders(() =>
    HttpResponse.json({ statusCode: 500, error: 'Internal Server Error', message: 'x' }, { status: 500 }),
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(ORDERS_LOAD_FAILED);
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: 'Pending orders' })).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

export const MobileEveryStatus: Story = {
  ...EveryStatusLabel,
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Awaiting Confirmation')).toBeVisible();
  },
};

export const Amharic: Story = {
  globals: { locale: 'am' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'ትዕዛዞቼ' })).toBeVisible();
    const pending = await canvas.findByRole('table', { name: 'በመጠባበቅ ላይ ያሉ ትዕዛዞች' });
    await expect(within(pending).getByText('ክፍያ በመጠባበቅ ላይ')).toBeVisible();
    await expect(within(pending).getByText('ብር 1,725.00')).toBeVisible();
    await expect(within(pending).getByRole('link', { name: /ክፍያ ያጠናቅቁ/ })).toBeVisible();
  },
};

export const AmharicMobile: Story = {
  globals: { locale: 'am', viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas }) => {
    const pending = await canvas.findByRole('list', { name: 'በመጠባበቅ ላይ ያሉ ትዕዛዞች' });
    await expect(within(pending).getByText('ማረጋገጫ በመጠባበቅ ላይ')).toBeVisible();
    await expect(within(pending).getByText('ብር 1,725.00')).toBeVisible();
    await expect(within(pending).getAllByText(/^የታዘዘበት ቀን፦ .+ \(.+\)$/)[0]).toBeVisible();
  },
};

export const AmharicEmpty: Story = {
  ...Empty,
  globals: { locale: 'am' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'በመጠባበቅ ላይ ያለ ትዕዛዝ የለም' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'ሰርቨሮችን ይመልከቱ' })).toBeVisible();
  },
};

/** An order made by Extend: a renewal of a service the customer has, paid like any other. */
export const RenewalOrder: Story = {
  parameters: answerOrders(
    ordersAnswer([
      { ...ordersInEveryStatus()[0]!, renewalOfServiceId: mockId('service', 'demo-starter-active') },
    ]),
  ),
  play: async ({ canvas }) => {
    const pending = await canvas.findByRole('table', { name: 'Pending orders' });
    await expect(within(pending).getByText('Renewal')).toBeVisible();
    await expect(within(pending).getByRole('link', { name: /Complete Payment/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/payment-instruction\?order=/),
    );
  },
};

const isPage2 = (request: Request) => new URL(request.url).searchParams.get('page') === '2';
const MANY = manyPendingOrders(45);

/** 45 pending orders: the tab counts 45, shows 20 and offers 'Load more'. */
export const LoadMore: Story = {
  parameters: answerOrders(ordersAnswer(MANY)),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('tab', { name: 'Pending Orders (45)' })).toBeVisible();
    await expect(canvas.getByText('Showing 20 of 45')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(await canvas.findByText('Showing 40 of 45')).toBeVisible();
    await expect(canvas.getByText('Server 40')).toBeVisible();
  },
};

/** The next page on its way: the button busy. */
export const LoadingMore: Story = {
  parameters: answerOrders(async (info) => {
    if (isPage2(info.request)) await delay('infinite');
    return ordersAnswer(MANY)(info);
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Load more' }));
    await expect(canvas.getByRole('button', { name: 'Load more' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The next page failed: said below the orders already shown, with Retry. */
export const LoadMoreError: Story = {
  parameters: answerOrders((info) =>
    isPage2(info.request)
      ? HttpResponse.json({ statusCode: 500, error: 'Internal Server Error', message: 'x' }, { status: 500 })
      : ordersAnswer(MANY)(info),
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Load more' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Failed to load more orders. Please try again.',
    );
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const LoadMoreAmharicMobile: Story = {
  ...LoadMore,
  globals: { locale: 'am', viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('ከ45 ውስጥ 20 እየታዩ ነው')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'ተጨማሪ ጫን' })).toBeVisible();
  },
};

/** Every status, the cancelled order paid: an order an admin refunded. */
const withRefundedOrder = () =>
  ordersInEveryStatus().map((o) => (o.status === 'CANCELLED' ? { ...o, paid: true } : o));

export const RefundedOrderDocuments: Story = {
  parameters: answerOrders(ordersAnswer(withRefundedOrder())),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: /Concluded Orders/ }));
    const concluded = await canvas.findByRole('table', { name: 'Concluded orders' });
    const row = within(concluded).getByText('Cancelled').closest('tr')!;
    await expect(within(row).getByRole('button', { name: /Download invoice/ })).toBeVisible();
    await expect(within(row).getByRole('button', { name: /Download credit note/ })).toBeVisible();
  },
};

export const InvoiceDownloadRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/orders/:id/invoice', () =>
          HttpResponse.json(
            { statusCode: 409, error: 'Conflict', message: 'The invoice is issued when the order is paid.' },
            { status: 409 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    const buttons = await canvas.findAllByRole('button', { name: /Download invoice/ });
    await userEvent.click(buttons[0]!);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The invoice is issued when the order is paid.',
    );
  },
};

export const InvoiceDetailsInvalidTin: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText(/^TIN/), '12345');
    await userEvent.click(canvas.getByRole('button', { name: 'Save invoice details' }));
    await expect(await canvas.findByText('A TIN is 10 digits.')).toBeVisible();
  },
};

export const InvoiceDetailsSaved: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText(/^Company name/), 'Selam Trading PLC');
    await userEvent.type(canvas.getByLabelText(/^TIN/), '0012345678');
    await userEvent.click(canvas.getByRole('button', { name: 'Save invoice details' }));
    await expect(await canvas.findByText('Saved. Your next invoices will show these details.')).toBeVisible();
  },
};
