import type { Meta, StoryObj } from '@storybook/react';
import { orderProgress, SERVER_MESSAGES } from '@shop/domain';
import type { OrderProgressInput } from '@shop/domain';
import { delay, http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import type { MyOrder } from '../../api';
import { DEMO_SESSION, mockId } from '../../mocks/fixtures';
import { OrderStatusPage } from './order-status-page';

const ORDER_ID = mockId('order', 'status-story');
const SERVICE_ID = mockId('service', 'status-story');

/** An order of the demo customer in the state `input` describes, with the domain's progress. */
function myOrder(
  input: Partial<OrderProgressInput> = {},
  automation = { provisioning: true, transferCheck: false },
  paymentRejection: MyOrder['paymentRejection'] = null,
  onlinePayment: MyOrder['onlinePayment'] = null,
): MyOrder {
  const state: OrderProgressInput = {
    status: 'PENDING',
    paid: false,
    paymentReported: false,
    renewal: false,
    service: null,
    ...input,
  };
  const money = {
    basePrice: 1500,
    extrasPrice: 0,
    durationDiscount: 0,
    subtotal: 1500,
    couponDiscount: 0,
    vat: 225,
    totalPrice: 1725,
  };
  return {
    id: ORDER_ID,
    type: 'KVM',
    serviceName: 'small',
    status: state.status as MyOrder['status'],
    paid: state.paid,
    paymentReported: state.paymentReported,
    specifications: { cores: 2, memory: 2048, disk: 40960 } as MyOrder['specifications'],
    duration: 30,
    pricing: { ...money, currency: 'ETB', billingCycle: 'One-time' },
    discount: null,
    basePrice: 1500,
    totalPrice: 1725,
    serviceId: state.service ? SERVICE_ID : null,
    renewalOfServiceId: state.renewal ? SERVICE_ID : null,
    createdAt: '2026-11-27T10:00:00.000Z',
    updatedAt: '2026-11-27T10:05:00.000Z',
    progress: orderProgress({ ...state, paymentRejected: paymentRejection !== null }),
    paymentRejection,
    onlinePayment,
    service: state.service
      ? { id: SERVICE_ID, status: 'ACTIVE', currentStatus: state.service.currentStatus }
      : null,
    automation,
  };
}

const answering = (order: MyOrder) => ({
  msw: { handlers: [http.get('/api/orders/:id', () => HttpResponse.json(order))] },
});

const meta = {
  title: 'Orders/Order status',
  component: OrderStatusPage,
  parameters: {
    route: `/orders/${ORDER_ID}`,
    routePath: '/orders/:orderId',
    store: { auth: DEMO_SESSION },
    ...answering(myOrder()),
  },
  decorators: [(Story) => <div className="min-h-dvh bg-canvas">{Story()}</div>],
} satisfies Meta<typeof OrderStatusPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { msw: { handlers: [http.get('/api/orders/:id', () => delay('infinite'))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading your order' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/orders/:id', () =>
          HttpResponse.json(
            { statusCode: 500, error: 'Internal Server Error', message: 'boom' },
            { status: 500 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to load the order. Please try again.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

export const NotFound: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/orders/:id', () =>
          HttpResponse.json(
            { statusCode: 404, error: 'Not Found', message: SERVER_MESSAGES.orderNotFound },
            { status: 404 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Order not found' })).toBeVisible();
  },
};

export const PaymentDue: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Waiting for your payment')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Complete Payment' })).toBeVisible();
    await expect(canvas.getByText('This page updates by itself.')).toBeVisible();
  },
};

export const PaymentReported: Story = {
  parameters: answering(myOrder({ paymentReported: true })),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('We are checking your payment. This takes up to 24 hours.'),
    ).toBeVisible();
  },
};

export const PaymentReportedCheckedAutomatically: Story = {
  parameters: answering(myOrder({ paymentReported: true }, { provisioning: true, transferCheck: true })),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/usually takes a few minutes/)).toBeVisible();
  },
};

/**
 * The shop checks transfers by itself, but this receipt did not match, was not found or could not
 * be read: a person checks the transfer within 24 hours, never "a few minutes" (issue 34).
 */
export const PaymentUnderReview: Story = {
  parameters: answering(
    myOrder(
      { paymentReported: true, transferCheck: 'NOT_FOUND' },
      { provisioning: true, transferCheck: true },
    ),
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('A person will check your transfer')).toBeVisible();
    await expect(canvas.getByText(/checks it by hand within 24 hours/)).toBeVisible();
    await expect(canvas.queryByText(/few minutes/)).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Contact Support' })).toBeVisible();
  },
};

export const PaymentUnderReviewAmharic: Story = {
  ...PaymentUnderReview,
  globals: { locale: 'am' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('ማስተላለፍዎን ከቡድናችን አንድ ሰው ያረጋግጣል')).toBeVisible();
    await expect(canvas.getByText(/በ24 ሰዓት ውስጥ/)).toBeVisible();
  },
};

const REJECTION = {
  reason: 'The transaction number is not on our CBE statement.',
  rejectedAt: '2026-11-27T11:00:00.000Z',
};

/** An admin rejected the report: the reason, and the way to report again. */
export const PaymentRejected: Story = {
  parameters: answering(myOrder({}, undefined, REJECTION)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('We could not confirm your payment')).toBeVisible();
    await expect(canvas.getByText(`Reason: ${REJECTION.reason}`)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Report payment again' })).toHaveAttribute(
      'href',
      expect.stringContaining(ORDER_ID),
    );
    await expect(canvas.queryByRole('link', { name: 'Complete Payment' })).toBeNull();
  },
};

export const PaymentRejectedAmharic: Story = {
  ...PaymentRejected,
  globals: { locale: 'am' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('ክፍያዎን ማረጋገጥ አልቻልንም')).toBeVisible();
    await expect(canvas.getByText(`ምክንያት፦ ${REJECTION.reason}`)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'ክፍያውን እንደገና ያሳውቁ' })).toBeVisible();
  },
};

export const PaymentChecked: Story = {
  parameters: answering(myOrder({ paymentReported: true, paymentCheck: 'VERIFIED' })),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Payment checked')).toBeVisible();
  },
};

export const PaidWaitingForTheShop: Story = {
  parameters: answering(myOrder({ paid: true }, { provisioning: false, transferCheck: false })),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Your payment is confirmed. We set up your server within 24 hours.'),
    ).toBeVisible();
  },
};

export const SettingUp: Story = {
  parameters: answering(
    myOrder({ paid: true, status: 'PROVISIONING', service: { currentStatus: 'provisioning' } }),
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Setting up your server')).toBeVisible();
  },
};

export const Ready: Story = {
  parameters: answering(myOrder({ paid: true, status: 'ACTIVE', service: { currentStatus: 'running' } })),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Your server is ready')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open your service' })).toHaveAttribute(
      'href',
      `/service-details/${SERVICE_ID}`,
    );
    await expect(canvas.queryByText('This page updates by itself.')).toBeNull();
  },
};

export const ReadyAmharic: Story = {
  ...Ready,
  globals: { locale: 'am' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('ሰርቨርዎ ዝግጁ ነው')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /አገልግሎትዎን ይክፈቱ/ })).toBeVisible();
  },
};

export const Renewed: Story = {
  parameters: answering(myOrder({ paid: true, renewal: true, status: 'COMPLETED' })),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Renewal paid')).toBeVisible();
  },
};

export const PaymentProblem: Story = {
  parameters: answering(myOrder({ paymentCheck: 'MISMATCH' })),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('There is a problem with your payment')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Contact Support' })).toBeVisible();
  },
};

export const ProvisioningFailed: Story = {
  parameters: answering(myOrder({ paid: true, status: 'FAILED', service: { currentStatus: 'failed' } })),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Setting up your server failed')).toBeVisible();
  },
};

export const ProvisioningFailedAmharic: Story = {
  ...ProvisioningFailed,
  globals: { locale: 'am' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('ሰርቨርዎን ማዘጋጀት አልተሳካም')).toBeVisible();
  },
};

export const Cancelled: Story = {
  parameters: answering(myOrder({ status: 'CANCELLED' })),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Order cancelled')).toBeVisible();
  },
};

export const CancelledAmharic: Story = {
  ...Cancelled,
  globals: { locale: 'am' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('ትዕዛዙ ተሰርዟል')).toBeVisible();
  },
};

/** GET /payment-accounts of a shop taking online payment (or not). */
const accounts = (chapa: boolean) =>
  http.get('/api/payment-accounts', () =>
    HttpResponse.json({
      chapa,
      automation: { provisioning: true, transferCheck: false },
      cbe: { accountNumber: '1000123456789', accountName: 'Abay Cloud' },
      telebirr: { phoneNumber: '0911000000', accountName: 'Abay Cloud' },
    }),
  );

const endedOnline = (outcome: 'CANCELLED' | 'FAILED', chapa = true) => ({
  msw: {
    handlers: [
      accounts(chapa),
      http.get('/api/orders/:id', () =>
        HttpResponse.json(myOrder({}, undefined, null, { outcome, at: '2026-11-28T09:30:00.000Z' })),
      ),
    ],
  },
});

/** Back from Chapa's page after cancelling: said so, and paying again is one press away. */
export const OnlinePaymentCancelled: Story = {
  parameters: endedOnline('CANCELLED'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Your online payment was cancelled')).toBeVisible();
    await expect(canvas.queryByText('Waiting for your payment')).toBeNull();
    await expect(await canvas.findByRole('button', { name: 'Pay again online' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Other ways to pay' })).toHaveAttribute(
      'href',
      `/payment-instruction?order=${ORDER_ID}`,
    );
  },
};

export const OnlinePaymentFailed: Story = {
  parameters: endedOnline('FAILED'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Your online payment did not go through')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Pay again online' })).toBeEnabled();
  },
};

/** The shop no longer takes online payment: the payment page is the way to pay again. */
export const OnlinePaymentFailedChapaOff: Story = {
  parameters: endedOnline('FAILED', false),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Your online payment did not go through')).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Other ways to pay' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Pay again online' })).toBeNull();
  },
};

export const OnlinePaymentCancelledAmharicPhone: Story = {
  parameters: endedOnline('CANCELLED'),
  globals: { locale: 'am', viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('የመስመር ላይ ክፍያዎ ተሰርዟል')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'እንደገና በመስመር ላይ ይክፈሉ' })).toBeVisible();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(360);
    for (const button of canvasElement.ownerDocument.querySelectorAll('button')) {
      await expect(button.scrollWidth, button.textContent ?? '').toBeLessThanOrEqual(button.clientWidth);
    }
  },
};
