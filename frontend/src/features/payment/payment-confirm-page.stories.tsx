import type { Meta, StoryObj } from '@storybook/react';
import {
  INVALID_ORDER,
  PAYMENT_FAILED_NOTE,
  PAYMENT_FAILED_TITLE,
  PAYMENT_SUCCESS_PROVISIONING,
  PAYMENT_SUCCESS_TITLE,
  SERVER_MESSAGES,
  orderNumber,
} from '@shop/domain';
import { delay, http, HttpResponse } from 'msw';
import { expect, screen, waitFor, within } from 'storybook/test';
import { DEMO_SESSION, mockId } from '../../mocks/fixtures';
import { PaymentConfirmPage } from './payment-confirm-page';
import { PAYMENT_REPORT_MESSAGES } from './payment-report';

const ORDER_ID = mockId('order', 'demo-small-unpaid');
const USED = 'This transaction number has already been used for a payment.';
/** A refusal other than a used number: the spec's failure dialog as it is. */
const PAID = SERVER_MESSAGES.orderAlreadyPaid;

const meta = {
  title: 'Payment/Confirm Payment',
  component: PaymentConfirmPage,
  parameters: {
    route: `/payment-confirm/${ORDER_ID}`,
    routePath: '/payment-confirm/:orderId?',
    store: { auth: DEMO_SESSION },
  },
  decorators: [(Story) => <div className="min-h-dvh bg-canvas">{Story()}</div>],
} satisfies Meta<typeof PaymentConfirmPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

async function fillAndSubmit({ canvas, userEvent }: Context, method: 'CBE' | 'telebirr') {
  await userEvent.click(await canvas.findByRole('radio', { name: new RegExp(method) }));
  await userEvent.type(canvas.getByRole('textbox', { name: /Paid by/ }), 'Abebe Kebede');
  // As each method writes its numbers (domain's PAYMENT_REFERENCE_FORMATS).
  const reference = method === 'CBE' ? 'FT25ABC12345' : 'CHQ0FJ403O';
  await userEvent.type(canvas.getByRole('textbox', { name: /Transaction number/ }), reference);
  if (method === 'CBE') await userEvent.type(canvas.getByRole('textbox', { name: /Last 4 digits/ }), '4821');
  await userEvent.click(canvas.getByRole('button', { name: 'Confirm Payment' }));
}

export const Cbe: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: /CBE/ }));
    await expect(canvas.getByRole('textbox', { name: /Last 4 digits/ })).toBeVisible();
    await expect(await canvas.findByText('Package Small')).toBeVisible();
  },
};

export const telebirr: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: /telebirr/ }));
    await expect(canvas.queryByRole('textbox', { name: /Last 4 digits/ })).not.toBeInTheDocument();
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm Payment' }));
    await expect(canvas.getByText(PAYMENT_REPORT_MESSAGES.paymentMethod)).toBeVisible();
    await expect(canvas.getByText(PAYMENT_REPORT_MESSAGES.paidBy)).toBeVisible();
    await expect(canvas.getByText(PAYMENT_REPORT_MESSAGES.paymentReference)).toBeVisible();
  },
};

export const Submitting: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('/api/orders/:id/record-payment', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      ],
    },
  },
  play: async (context) => {
    await fillAndSubmit(context, 'CBE');
    const button = await context.canvas.findByRole('button', { name: 'Submitting…' });
    await waitFor(() => expect(button).toBeDisabled());
  },
};

export const SuccessDialog: Story = {
  play: async (context) => {
    await fillAndSubmit(context, 'CBE');
    const dialog = await screen.findByRole('dialog', { name: PAYMENT_SUCCESS_TITLE });
    await expect(dialog).toHaveTextContent(PAYMENT_SUCCESS_PROVISIONING);
  },
};

/** A shop that checks transfers with the bank and sets servers up by itself: minutes, and the order's page. */
export const SuccessDialogAutomatic: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/payment-accounts', () =>
          HttpResponse.json({
            chapa: false,
            automation: { provisioning: true, transferCheck: true },
            cbe: { accountNumber: '1000123456789', accountName: 'Abay Cloud' },
            telebirr: { phoneNumber: '0911000000', accountName: 'Abay Cloud' },
          }),
        ),
      ],
    },
  },
  play: async (context) => {
    await fillAndSubmit(context, 'CBE');
    const dialog = await screen.findByRole('dialog', { name: PAYMENT_SUCCESS_TITLE });
    await expect(dialog).toHaveTextContent(/set up within minutes/);
    await expect(within(dialog).getByRole('link', { name: 'Follow your order' })).toHaveAttribute(
      'href',
      `/orders/${ORDER_ID}`,
    );
  },
};

export const FailureDialog: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('/api/orders/:id/record-payment', () =>
          HttpResponse.json({ statusCode: 409, error: 'Conflict', message: PAID }, { status: 409 }),
        ),
      ],
    },
  },
  play: async (context) => {
    await fillAndSubmit(context, 'telebirr');
    const dialog = await screen.findByRole('dialog', { name: PAYMENT_FAILED_TITLE });
    await expect(dialog).toHaveTextContent(PAID);
    await expect(dialog).toHaveTextContent(PAYMENT_FAILED_NOTE);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Try Again' })).toBeVisible());
  },
};

const duplicate = {
  msw: {
    handlers: [
      http.post('/api/orders/:id/record-payment', () =>
        HttpResponse.json({ statusCode: 409, error: 'Conflict', message: USED }, { status: 409 }),
      ),
    ],
  },
};

/** A transaction number already used: the order by its number, and the order's page or My Orders, no dashboard. */
export const DuplicateReferenceDialog: Story = {
  parameters: duplicate,
  play: async (context) => {
    await fillAndSubmit(context, 'telebirr');
    const dialog = await screen.findByRole('dialog', { name: PAYMENT_FAILED_TITLE });
    await expect(dialog).toHaveTextContent(USED);
    await expect(dialog).toHaveTextContent(orderNumber(ORDER_ID));
    await expect(dialog).not.toHaveTextContent(ORDER_ID);
    await waitFor(() =>
      expect(within(dialog).getByRole('link', { name: 'View your order' })).toHaveAttribute(
        'href',
        `/orders/${ORDER_ID}`,
      ),
    );
    await expect(within(dialog).getByRole('link', { name: 'Go to My Orders' })).toHaveAttribute(
      'href',
      '/my-orders',
    );
    await expect(within(dialog).queryByRole('button', { name: 'Go to Dashboard' })).toBeNull();
  },
};

export const DuplicateReferenceDialogAmharicPhone: Story = {
  parameters: duplicate,
  globals: { locale: 'am', viewport: { value: 'mobile360', isRotated: false } },
  play: async (context) => {
    await fillAndSubmitInAmharic(context);
    const dialog = await screen.findByRole('dialog');
    await expect(dialog).toHaveTextContent(orderNumber(ORDER_ID));
    await waitFor(() => expect(within(dialog).getByRole('link', { name: 'ትዕዛዝዎን ይመልከቱ' })).toBeVisible());
    await expect(within(dialog).queryByRole('button', { name: 'ወደ ዳሽቦርድ ይሂዱ' })).toBeNull();
    await expect(context.canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const AlreadyReported: Story = {
  parameters: {
    route: `/payment-confirm/${mockId('order', 'demo-ryzen-reported')}`,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/already been reported/)).toBeVisible();
  },
};

export const InvalidOrder: Story = {
  parameters: { route: '/payment-confirm' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: INVALID_ORDER })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: Cbe.play,
};

export const MobileFailureDialog: Story = {
  ...FailureDialog,
  globals: { viewport: { value: 'mobile360', isRotated: false } },
};

/** The report filled in and sent, as an Amharic reader sees the form. */
async function fillAndSubmitInAmharic({ canvas, userEvent }: Context) {
  await userEvent.click(await canvas.findByRole('radio', { name: /CBE/ }));
  await userEvent.type(canvas.getByRole('textbox', { name: /የከፋዩ ስም/ }), 'Abebe Kebede');
  await userEvent.type(canvas.getByRole('textbox', { name: /የግብይት ቁጥር/ }), 'FT25ABC12345');
  await userEvent.type(canvas.getByRole('textbox', { name: /የመጨረሻዎቹ 4 አሃዞች/ }), '4821');
  await userEvent.click(canvas.getByRole('button', { name: 'ክፍያውን ያረጋግጡ' }));
}

export const AmharicValidationErrors: Story = {
  globals: { locale: 'am' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'ክፍያውን ያረጋግጡ' }));
    await expect(canvas.getByText('እባክዎ የክፍያ መንገድ ይምረጡ')).toBeVisible();
    await expect(canvas.getByText('እባክዎ የከፈለውን ሰው ስም ያስገቡ')).toBeVisible();
    await expect(canvas.getByText('እባክዎ የግብይት ቁጥሩን ያስገቡ')).toBeVisible();
  },
};

export const AmharicSuccessDialog: Story = {
  globals: { locale: 'am' },
  play: async (context) => {
    await fillAndSubmitInAmharic(context);
    const dialog = await screen.findByRole('dialog', { name: 'ክፍያዎ በተሳካ ሁኔታ ተመዝግቧል!' });
    await expect(dialog).toHaveTextContent('አገልግሎትዎ እስኪዘጋጅ እባክዎ እስከ 1 ሰዓት ይጠብቁ።');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'ወደ አገልግሎቶቼ ይሂዱ' })).toBeVisible());
  },
};

export const AmharicMobile: Story = {
  globals: { locale: 'am', viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'ክፍያዎን ያሳውቁ' })).toBeVisible();
    await userEvent.click(await canvas.findByRole('radio', { name: /CBE/ }));
    await expect(canvas.getByRole('textbox', { name: /የመጨረሻዎቹ 4 አሃዞች/ })).toBeVisible();
  },
};

export const LinksBackToInstructions: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Payment instructions' })).toHaveAttribute(
      'href',
      `/payment-instruction?order=${ORDER_ID}`,
    );
  },
};
