import type { Meta, StoryObj } from '@storybook/react';
import {
  COUPON_CHECK_FAILED_MESSAGE,
  COUPON_EMPTY_MESSAGE,
  COUPON_INVALID_MESSAGE,
  NO_CONFIGURATION_DATA,
  NO_TOKEN_FOUND,
  SIGN_IN_TO_PAY,
  orderErrorMessage,
} from '@shop/domain';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { DEMO_SESSION } from '../../mocks/fixtures';
import type { PendingConfiguration } from '../../store/checkout-slice';
import {
  pendingGameConfiguration,
  pendingKvmConfiguration,
  pendingRyzenConfiguration,
} from '../../test/fixtures';
import { ConfigConfirmationPage } from './config-confirmation-page';

const signedInWith = (pending: PendingConfiguration | null) => ({
  auth: DEMO_SESSION,
  checkout: { pending },
});

const meta = {
  title: 'Checkout/Configuration Summary',
  component: ConfigConfirmationPage,
  parameters: { route: '/config-confirmation', store: signedInWith(pendingKvmConfiguration()) },
  decorators: [(Story) => <div className="min-h-dvh bg-canvas">{Story()}</div>],
} satisfies Meta<typeof ConfigConfirmationPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

/** Proceed waits for the itemised price; then it is pressed. */
async function proceed({ canvas, userEvent }: Context) {
  const button = await canvas.findByRole('button', { name: 'Proceed to Payment' });
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
}

async function applyCoupon({ canvas, userEvent }: Context, code: string) {
  const input = await canvas.findByRole('textbox', { name: 'Coupon code' });
  if (code) await userEvent.type(input, code);
  await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
}

export const Kvm: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Configuration Summary' })).toBeVisible();
    await expect(await canvas.findByText('1,725.00 ETB')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Proceed to Payment' })).toBeEnabled();
  },
};

export const Game: Story = {
  parameters: { store: signedInWith(pendingGameConfiguration()) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Minecraft' })).toBeVisible();
    await expect(await canvas.findByText('1,968.80 ETB')).toBeVisible();
  },
};

export const LongTermWithExtras: Story = {
  parameters: { store: signedInWith(pendingRyzenConfiguration()) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Duration discount (10%)')).toBeVisible();
    await expect(canvas.getByText('Extra IPv4 and bandwidth')).toBeVisible();
  },
};

export const CouponApplied: Story = {
  play: async (context) => {
    await applyCoupon(context, 'et2018');
    await expect(await context.canvas.findByText('10% off')).toBeVisible();
    await expect(await context.canvas.findByText('Coupon ET2018 (10%)')).toBeVisible();
    await expect(context.canvas.getByText('1,552.50 ETB')).toBeVisible();
  },
};

export const CouponEmpty: Story = {
  play: async (context) => {
    await applyCoupon(context, '');
    await expect(await context.canvas.findByText(COUPON_EMPTY_MESSAGE)).toBeVisible();
  },
};

export const CouponEt2018Rule: Story = {
  parameters: { store: signedInWith(pendingRyzenConfiguration()) },
  play: async (context) => {
    await applyCoupon(context, 'et2018');
    await expect(
      await context.canvas.findByText(
        'This coupon code is only valid for Small, Starter, Newcomer, or Boost service types',
      ),
    ).toBeVisible();
  },
};

export const CouponSp45Rule: Story = {
  parameters: { store: signedInWith(pendingRyzenConfiguration()) },
  play: async (context) => {
    await applyCoupon(context, 'sp45');
    await expect(
      await context.canvas.findByText('This coupon code is only valid for Small service types'),
    ).toBeVisible();
  },
};

export const CouponInvalid: Story = {
  play: async (context) => {
    await applyCoupon(context, 'nope2025');
    await expect(await context.canvas.findByText(COUPON_INVALID_MESSAGE)).toBeVisible();
  },
};

export const CouponCheckFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/discount-codes/:code', () =>
          HttpResponse.json(
            { statusCode: 503, error: 'Service Unavailable', message: 'Down' },
            { status: 503 },
          ),
        ),
      ],
    },
  },
  play: async (context) => {
    await applyCoupon(context, 'ET2018');
    await expect(await context.canvas.findByText(COUPON_CHECK_FAILED_MESSAGE)).toBeVisible();
  },
};

export const Creating: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('/api/orders/kvm', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      ],
    },
  },
  play: async (context) => {
    const { canvas } = context;
    await proceed(context);
    const button = await canvas.findByRole('button', { name: 'Creating order…' });
    await waitFor(() => expect(button).toBeDisabled());
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const OrderError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('/api/orders/kvm', () =>
          HttpResponse.json(
            { statusCode: 400, error: 'Bad Request', message: 'This plan is sold out.' },
            { status: 400 },
          ),
        ),
      ],
    },
  },
  play: async (context) => {
    await proceed(context);
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent(
      orderErrorMessage('This plan is sold out.'),
    );
  },
};

export const NoConfigurationData: Story = {
  parameters: { store: signedInWith(null) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: NO_CONFIGURATION_DATA })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  },
};

export const NoTokenFound: Story = {
  parameters: {
    store: {
      auth: { token: null, user: null, isLoggedIn: false },
      checkout: { pending: pendingKvmConfiguration() },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(NO_TOKEN_FOUND)).toBeVisible();
    await expect(canvas.getByText(SIGN_IN_TO_PAY)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Proceed to Payment' })).toBeDisabled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: Kvm.play,
};

export const MobileCouponApplied: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: CouponApplied.play,
};

export const Amharic: Story = {
  globals: { locale: 'am' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'የውቅር ማጠቃለያ' })).toBeVisible();
    await expect(await canvas.findByText('ብር 1,725.00')).toBeVisible();
    await expect(canvas.getByText('ተ.እ.ታ (15%)')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'ወደ ክፍያ ይቀጥሉ' })).toBeEnabled();
  },
};

export const AmharicCouponApplied: Story = {
  globals: { locale: 'am' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'የቅናሽ ኮድ' }), 'et2018');
    await userEvent.click(canvas.getByRole('button', { name: 'ይተግብሩ' }));
    await expect(await canvas.findByText('10% ቅናሽ')).toBeVisible();
    await expect(await canvas.findByText('የቅናሽ ኮድ ET2018 (10%)')).toBeVisible();
    await expect(canvas.getByText('−ብር 150.00')).toBeVisible();
    await expect(canvas.getByText('ብር 1,552.50')).toBeVisible();
  },
};

export const AmharicMobileCouponApplied: Story = {
  globals: { locale: 'am', viewport: { value: 'mobile360', isRotated: false } },
  play: AmharicCouponApplied.play,
};

export const AmharicCouponRule: Story = {
  globals: { locale: 'am' },
  parameters: { store: signedInWith(pendingRyzenConfiguration()) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'የቅናሽ ኮድ' }), 'et2018');
    await userEvent.click(canvas.getByRole('button', { name: 'ይተግብሩ' }));
    await expect(
      await canvas.findByText('ይህ የቅናሽ ኮድ የሚሰራው ለSmall፣ Starter፣ Newcomer ወይም Boost አገልግሎቶች ብቻ ነው'),
    ).toBeVisible();
  },
};

/** GET /payment-accounts of a shop that confirms transfers and provisions by itself, or neither. */
const accountsWith = (provisioning: boolean, transferCheck: boolean, chapa = false) => ({
  msw: {
    handlers: [
      http.get('/api/payment-accounts', () =>
        HttpResponse.json({
          chapa,
          automation: { provisioning, transferCheck },
          cbe: { accountNumber: '1000123456789', accountName: 'Abay Cloud' },
          telebirr: { phoneNumber: '0911000000', accountName: 'Abay Cloud' },
        }),
      ),
    ],
  },
});

/** Nothing automatic (AUTO_PROVISION=false, no receipt checking): the spec's waiting times. */
export const WhatsNextManual: Story = {
  parameters: accountsWith(false, false),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Payment confirmation within 24 hours')).toBeVisible();
    await expect(await canvas.findByText('Provisioning within 24 hours')).toBeVisible();
  },
};

/** Transfers checked with the bank and servers set up by themselves: minutes. */
export const WhatsNextAutomatic: Story = {
  parameters: accountsWith(true, true),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Payment confirmation within minutes')).toBeVisible();
    await expect(await canvas.findByText('Provisioning within minutes')).toBeVisible();
  },
};

export const WhatsNextAutomaticAmharic: Story = {
  ...WhatsNextAutomatic,
  globals: { locale: 'am' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('የክፍያ ማረጋገጫ በደቂቃዎች ውስጥ')).toBeVisible();
    await expect(await canvas.findByText('ሰርቨሩ በደቂቃዎች ውስጥ ይዘጋጃል')).toBeVisible();
  },
};

/** Online payment offered, transfers checked by a person: Chapa named, minutes online, 24 hours for a transfer. */
export const WhatsNextOnline: Story = {
  parameters: accountsWith(true, false, true),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Pay online, or by CBE or telebirr transfer')).toBeVisible();
    await expect(
      canvas.getByText('Online payments confirmed within minutes, transfers within 24 hours'),
    ).toBeVisible();
    await expect(canvas.getByText(/we check it by hand and confirm it within 24 hours/)).toBeVisible();
    await expect(canvas.queryByText('Payment confirmation within minutes')).toBeNull();
  },
};

/** Online payment offered and transfers checked against the bank's receipt: minutes for both. */
export const WhatsNextOnlineAutomatic: Story = {
  parameters: accountsWith(true, true, true),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Pay online, or by CBE or telebirr transfer')).toBeVisible();
    await expect(canvas.getByText('Payment confirmation within minutes')).toBeVisible();
    await expect(canvas.getByText(/against your bank's receipt within minutes/)).toBeVisible();
    await expect(canvas.queryByText(/24 hours/)).toBeNull();
  },
};

export const WhatsNextOnlineAmharicPhone: Story = {
  parameters: accountsWith(true, false, true),
  globals: { locale: 'am', viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('በመስመር ላይ፣ ወይም በCBE ወይም በtelebirr በማስተላለፍ ይክፈሉ')).toBeVisible();
    await expect(canvas.getByText('የመስመር ላይ ክፍያ በደቂቃዎች፣ ዝውውር በ24 ሰዓት ውስጥ ይረጋገጣል')).toBeVisible();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(360);
  },
};
