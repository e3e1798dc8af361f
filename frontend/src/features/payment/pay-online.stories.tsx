import type { Meta, StoryObj } from '@storybook/react';
import { SERVER_MESSAGES, SHOP_PAYMENT_ACCOUNTS } from '@shop/domain';
import { delay, http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import { DEMO_SESSION, mockId } from '../../mocks/fixtures';
import { paymentInstructionPath } from '../../lib/payment-data';
import { PaymentInstructionPage } from './payment-instruction-page';

/** The demo customer's unpaid Package Small order (1,725.00 ETB). */
const SMALL = mockId('order', 'demo-small-unpaid');
const BUTTON = 'Pay online (telebirr, CBE Birr, M-Pesa, card)';

/** GET /payment-accounts of a shop with Chapa configured. */
const chapaOn = http.get('/api/payment-accounts', () =>
  HttpResponse.json({
    chapa: true,
    cbe: { ...SHOP_PAYMENT_ACCOUNTS.cbe },
    telebirr: { ...SHOP_PAYMENT_ACCOUNTS.telebirr },
    automation: { provisioning: true, transferCheck: false },
  }),
);

const meta = {
  title: 'Payment/Pay online',
  component: PaymentInstructionPage,
  parameters: {
    route: paymentInstructionPath(SMALL),
    store: { auth: DEMO_SESSION },
    msw: { handlers: [chapaOn] },
  },
  decorators: [(Story) => <div className="min-h-dvh bg-canvas">{Story()}</div>],
} satisfies Meta<typeof PaymentInstructionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Offered: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: BUTTON })).toBeEnabled();
    await expect(canvas.getByText('Or transfer the amount yourself:')).toBeVisible();
  },
};

export const Opening: Story = {
  parameters: {
    msw: {
      handlers: [chapaOn, http.post('/api/orders/:id/chapa-checkout', async () => delay('infinite'))],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: BUTTON }));
    await expect(await canvas.findByRole('button', { name: 'Opening the payment page…' })).toBeDisabled();
  },
};

export const ChapaUnavailable: Story = {
  parameters: {
    msw: {
      handlers: [
        chapaOn,
        http.post('/api/orders/:id/chapa-checkout', () =>
          HttpResponse.json(
            { statusCode: 502, error: 'Bad Gateway', message: SERVER_MESSAGES.chapaUnavailable },
            { status: 502 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: BUTTON }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(SERVER_MESSAGES.chapaUnavailable);
  },
};

export const BackFromChapa: Story = {
  parameters: { route: `${paymentInstructionPath(SMALL)}&paid=online` },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'We are confirming your online payment with Chapa. This page updates by itself.',
      ),
    ).toBeVisible();
  },
};

export const NotOffered: Story = {
  parameters: { msw: { handlers: [] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Total Amount Due')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: BUTTON })).toBeNull();
  },
};

export const Amharic: Story = {
  globals: { locale: 'am' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('button', { name: 'በመስመር ላይ ይክፈሉ (telebirr፣ CBE Birr፣ M-Pesa፣ ካርድ)' }),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: Offered.play,
};

/**
 * The whole payment page fits a 360 px phone with online payment offered: the page is no wider
 * than the phone and no button's label runs out of it (the long 'Pay online (…)' wraps), in
 * English and in Amharic, whose labels are longer.
 */
const fitsThePhone =
  (payOnline: string): Story['play'] =>
  async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('button', { name: payOnline })).toBeVisible();
    await canvas.findByText(SHOP_PAYMENT_ACCOUNTS.cbe.accountNumber);
    const root = canvasElement.ownerDocument.documentElement;
    // The phone's viewport, not a wider one.
    await expect(root.clientWidth).toBe(360);
    await expect(root.scrollWidth).toBeLessThanOrEqual(360);
    for (const button of canvasElement.ownerDocument.querySelectorAll('button')) {
      await expect(button.scrollWidth, button.textContent ?? '').toBeLessThanOrEqual(button.clientWidth);
      await expect(button.getBoundingClientRect().right, button.textContent ?? '').toBeLessThanOrEqual(360);
    }
  };

export const FitsPhone360: Story = {
  name: 'Phone 360: the page and every button fit (English)',
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: fitsThePhone(BUTTON),
};

export const FitsPhone360Amharic: Story = {
  name: 'Phone 360: the page and every button fit (Amharic)',
  globals: { locale: 'am', viewport: { value: 'mobile360', isRotated: false } },
  play: fitsThePhone('በመስመር ላይ ይክፈሉ (telebirr፣ CBE Birr፣ M-Pesa፣ ካርድ)'),
};
