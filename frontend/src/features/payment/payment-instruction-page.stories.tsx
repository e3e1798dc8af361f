import type { Meta, StoryObj } from '@storybook/react';
import { localPhoneDisplay, NO_PAYMENT_DATA, PAYMENT_NO_ORDER_ID, orderNumber } from '@shop/domain';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { Order } from '../../api';
import { DEMO_SESSION, mockId } from '../../mocks/fixtures';
import { PAYMENT_ACCOUNTS } from '../../mocks/handlers/payment-accounts';
import { db } from '../../mocks/state';
import { toOrder } from '../../mocks/views';
import { PAYMENT_DATA_KEY, paymentInstructionPath, type PaymentData } from '../../lib/payment-data';
import { PaymentInstructionPage } from './payment-instruction-page';

const PAYMENT: PaymentData = {
  orderId: '3f9c2a71-8b1e-4d2c-9a0f-6e5d4c3b2a10',
  totalPrice: 1725,
  currency: 'ETB',
  serviceName: 'Package Small',
};

/** What the configuration summary leaves in session storage after creating the order. */
const withPaymentData = (data: Partial<PaymentData> | null) => () => {
  if (data) sessionStorage.setItem(PAYMENT_DATA_KEY, JSON.stringify({ ...PAYMENT, ...data }));
};

const meta = {
  title: 'Payment/Instructions',
  component: PaymentInstructionPage,
  parameters: { route: '/payment-instruction', store: { auth: DEMO_SESSION } },
  decorators: [(Story) => <div className="min-h-dvh bg-canvas">{Story()}</div>],
  beforeEach: () => {
    withPaymentData({})();
    // The story's own clipboard, so copying never depends on browser permissions.
    const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: fn(async (_text: string) => {}) },
      configurable: true,
    });
    return () => {
      if (original) Object.defineProperty(navigator, 'clipboard', original);
      else Reflect.deleteProperty(navigator, 'clipboard');
    };
  },
} satisfies Meta<typeof PaymentInstructionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Cbe: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Total Amount Due')).toBeVisible();
    await expect(await canvas.findByText(PAYMENT_ACCOUNTS.cbe.accountNumber)).toBeVisible();
    await expect(canvas.getByText(PAYMENT_ACCOUNTS.cbe.accountName)).toBeVisible();
  },
};

export const telebirr: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'telebirr' }));
    await expect(
      await canvas.findByText(localPhoneDisplay(PAYMENT_ACCOUNTS.telebirr.phoneNumber)),
    ).toBeVisible();
  },
};

export const Copied: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Copy account number' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(PAYMENT_ACCOUNTS.cbe.accountNumber);
    await expect(canvas.getByRole('button', { name: 'Copied!' })).toBeVisible();
  },
};

/** The dialog is in a portal, outside the story's canvas. */
const screenOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const ContactSupport: Story = {
  name: 'Contact Support: the shop’s contacts, the order number ready to copy',
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Contact Support' }));
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: 'Contact support' });
    const number = orderNumber(PAYMENT.orderId!);
    // The dialog fades in.
    await waitFor(() => expect(within(dialog).getByText(number)).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy order number' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(number);
    await expect(within(dialog).getByRole('link', { name: 'support@abay.cloud' })).toHaveAttribute(
      'href',
      `mailto:support@abay.cloud?subject=Order%20${number}`,
    );
    await expect(within(dialog).getByRole('link', { name: '@AbayCloudSupport' })).toHaveAttribute(
      'href',
      'https://t.me/AbayCloudSupport',
    );
    // No phone unless the shop set one.
    await expect(within(dialog).queryByText('Phone')).toBeNull();
  },
};

export const ContactSupportWithPhone: Story = {
  name: 'Contact Support with the shop’s phone (Amharic, phone 360)',
  globals: { locale: 'am', viewport: { value: 'mobile360', isRotated: false } },
  parameters: {
    msw: {
      handlers: [
        http.get('/api/support-contact', () =>
          HttpResponse.json({
            email: 'help@abay.cloud',
            telegram: { handle: '@AbayHelp', url: 'https://t.me/AbayHelp' },
            phone: '+251 11 555 0100',
            hours: '16/7',
          }),
        ),
      ],
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'ድጋፍ ያግኙ' }));
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: 'ድጋፍ ያግኙ' });
    await expect(await within(dialog).findByRole('link', { name: '+251 11 555 0100' })).toHaveAttribute(
      'href',
      'tel:+251115550100',
    );
    await waitFor(() => expect(within(dialog).getByRole('link', { name: '@AbayHelp' })).toBeVisible());
  },
};

export const MissingOrderId: Story = {
  beforeEach: withPaymentData({ orderId: null }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(PAYMENT_NO_ORDER_ID);
  },
};

export const DoneOpensPaymentReport: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }));
    const where = () =>
      canvasElement.ownerDocument.querySelector('[data-story-location]')?.getAttribute('data-story-location');
    await waitFor(() => expect(where()).toBe(`/payment-confirm/${PAYMENT.orderId}`));
  },
};

export const NoPaymentData: Story = {
  beforeEach: () => sessionStorage.clear(),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: NO_PAYMENT_DATA })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: Cbe.play,
};

export const MobileTelebirr: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: telebirr.play,
};

export const Amharic: Story = {
  globals: { locale: 'am' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'የክፍያ መመሪያ' })).toBeVisible();
    await expect(canvas.getByText('ጠቅላላ የሚከፈል መጠን')).toBeVisible();
    await expect(canvas.getAllByText('ብር 1,725.00')[0]).toBeVisible();
    await expect(canvas.getByText('የኢትዮጵያ ንግድ ባንክ')).toBeVisible();
    await expect(await canvas.findByText(PAYMENT_ACCOUNTS.cbe.accountNumber)).toBeVisible();
  },
};

export const AmharicTelebirr: Story = {
  globals: { locale: 'am' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'telebirr' }));
    await expect(await canvas.findByText('telebirr የሞባይል ገንዘብ')).toBeVisible();
    await expect(
      await canvas.findByText(localPhoneDisplay(PAYMENT_ACCOUNTS.telebirr.phoneNumber)),
    ).toBeVisible();
  },
};

export const AmharicMobile: Story = {
  globals: { locale: 'am', viewport: { value: 'mobile360', isRotated: false } },
  play: Amharic.play,
};

/** The demo customer's unpaid Package Small order (1,725.00 ETB), opened from My Orders. */
const SMALL = mockId('order', 'demo-small-unpaid');
const REASON = orderNumber(SMALL);

/** GET /orders/{id} as the mock backend answers it, with Package Small changed as given. */
const smallChanged = (changes: Partial<Order>) => ({
  msw: {
    handlers: [
      http.get('/api/orders/:id', () =>
        HttpResponse.json({ ...toOrder(db.orders.find((o) => o.id === SMALL)!), ...changes }),
      ),
    ],
  },
});

export const FromOrderId: Story = {
  parameters: { route: paymentInstructionPath(SMALL) },
  beforeEach: () => sessionStorage.clear(),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Total Amount Due')).toBeVisible();
    await expect(canvas.getAllByText('1,725.00 ETB')[0]).toBeVisible();
    const cbe = canvas.getByRole('tabpanel');
    await expect(await within(cbe).findByText(REASON)).toBeVisible();
    await expect(within(cbe).getByRole('button', { name: 'Copy reason (order number)' })).toBeVisible();
  },
};

export const FromOrderIdTelebirr: Story = {
  ...FromOrderId,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'telebirr' }));
    const telebirr = canvas.getByRole('tabpanel');
    await expect(
      await within(telebirr).findByText(localPhoneDisplay(PAYMENT_ACCOUNTS.telebirr.phoneNumber)),
    ).toBeVisible();
    await expect(within(telebirr).getByText(PAYMENT_ACCOUNTS.telebirr.accountName)).toBeVisible();
    await expect(within(telebirr).getByText(REASON)).toBeVisible();
  },
};

export const FromOrderIdLoading: Story = {
  parameters: {
    route: paymentInstructionPath(SMALL),
    msw: {
      handlers: [
        http.get('/api/orders/:id', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading your order' })).toBeInTheDocument();
  },
};

export const RenewalOrder: Story = {
  parameters: {
    route: paymentInstructionPath(SMALL),
    ...smallChanged({ renewalOfServiceId: mockId('service', 'demo-starter-active') }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Renewal: Package Small')).toBeVisible();
  },
};

export const PaymentAlreadyReported: Story = {
  parameters: { route: paymentInstructionPath(SMALL), ...smallChanged({ paymentReported: true }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/already been reported or confirmed/)).toBeVisible();
  },
};

/** An active order (not in the pending tab): its payment was confirmed, its service is listed. */
export const PaymentConfirmed: Story = {
  parameters: { route: paymentInstructionPath(mockId('order', 'demo-starter-active')) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Payment confirmed' })).toBeVisible();
    await expect(canvas.getByText(/Your service is listed under My Services/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to My Services' })).toHaveAttribute(
      'href',
      '/my-services',
    );
    await expect(canvas.queryByText('Total Amount Due')).not.toBeInTheDocument();
  },
};

/** A paid order whose server is being built: confirmed, with the wait. */
export const PaymentConfirmedSettingUp: Story = {
  parameters: { route: paymentInstructionPath(mockId('order', 'demo-ipv6-provisioning')) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Payment confirmed' })).toBeVisible();
    await expect(canvas.getByText(/Please wait up to 1 hour/)).toBeVisible();
  },
};

/** An order of 0 ETB (a 100% coupon): confirmed when it was created, nothing to transfer. */
export const FreeOrderConfirmed: Story = {
  parameters: {
    route: paymentInstructionPath(SMALL),
    ...smallChanged({ paid: true, totalPrice: 0, discount: { code: 'GIFT100', discount: 100 } }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Order confirmed' })).toBeVisible();
    await expect(canvas.getByText(/nothing to transfer/)).toBeVisible();
    await expect(canvas.queryByText('Total Amount Due')).not.toBeInTheDocument();
  },
};

export const FreeOrderConfirmedAmharic: Story = {
  ...FreeOrderConfirmed,
  globals: { locale: 'am' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'ትዕዛዙ ተረጋግጧል' })).toBeVisible();
  },
};

/** A cancelled order: nothing to pay, its status in My Orders. */
export const NothingToPay: Story = {
  parameters: { route: paymentInstructionPath(mockId('order', 'demo-small-cancelled')) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Nothing to pay' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to My Orders' })).toHaveAttribute('href', '/my-orders');
  },
};

export const PaymentConfirmedMobile: Story = {
  ...PaymentConfirmed,
  globals: { viewport: { value: 'mobile360', isRotated: false } },
};

export const PaymentConfirmedAmharic: Story = {
  ...PaymentConfirmed,
  globals: { locale: 'am' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'ክፍያው ተረጋግጧል' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'ወደ አገልግሎቶቼ ይሂዱ' })).toBeVisible();
  },
};

export const FromOrderIdFailed: Story = {
  parameters: {
    route: paymentInstructionPath(SMALL),
    msw: {
      handlers: [http.get('/api/orders/:id', () => HttpResponse.json({ message: 'x' }, { status: 500 }))],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Failed to load the order. Please try again.',
    );
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const UnknownOrder: Story = {
  parameters: { route: paymentInstructionPath(mockId('order', 'nobody')) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Order not found' })).toBeVisible();
  },
};

/** Another customer's order in the address: not found, nothing of it shown. */
export const SomeoneElsesOrder: Story = {
  parameters: { route: paymentInstructionPath(mockId('order', 'selam-rust-unpaid')) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Order not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to My Orders' })).toHaveAttribute('href', '/my-orders');
    await expect(canvas.queryByText('Total Amount Due')).toBeNull();
  },
};

/** A reload: the address names the order, nothing is in the session or the router's state. */
export const ReloadedWithOrderInAddress: Story = {
  parameters: { route: paymentInstructionPath(SMALL) },
  beforeEach: () => sessionStorage.clear(),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Total Amount Due')).toBeVisible();
    await expect(canvas.getAllByText('1,725.00 ETB')[0]).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: NO_PAYMENT_DATA })).toBeNull();
  },
};

/** The link of a renewal mail already sent (?orderId=): the same page. */
export const FromAnOlderLink: Story = {
  parameters: { route: `/payment-instruction?orderId=${SMALL}` },
  beforeEach: () => sessionStorage.clear(),
  play: ReloadedWithOrderInAddress.play,
};

export const FromOrderIdMobile: Story = {
  ...FromOrderId,
  globals: { viewport: { value: 'mobile360', isRotated: false } },
};

export const FromOrderIdAmharic: Story = {
  ...FromOrderId,
  globals: { locale: 'am' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('ጠቅላላ የሚከፈል መጠን')).toBeVisible();
    await expect(canvas.getAllByText('ብር 1,725.00')[0]).toBeVisible();
    await expect(await canvas.findByText(REASON)).toBeVisible();
  },
};

export const FromOrderIdAmharicMobile: Story = {
  ...FromOrderIdAmharic,
  globals: { locale: 'am', viewport: { value: 'mobile360', isRotated: false } },
};
