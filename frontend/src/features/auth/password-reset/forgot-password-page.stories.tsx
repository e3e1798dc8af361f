import type { Meta, StoryObj } from '@storybook/react';
import { SERVER_MESSAGES, SERVER_MESSAGES_AM } from '@shop/domain';
import { PASSWORD_RESET_RATE_LIMIT } from '@shop/domain/rate-limits';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { DEMO_EMAIL, handlers, resetMockState } from '../../../mocks';
import { ForgotPasswordPage } from './forgot-password-page';

const meta = {
  title: 'Auth/Forgot password',
  component: ForgotPasswordPage,
  parameters: { route: '/forgot-password', msw: { handlers } },
  beforeEach: () => resetMockState(),
  decorators: [(Story) => <div className="min-h-dvh bg-canvas">{Story()}</div>],
} satisfies Meta<typeof ForgotPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

const phone = { viewport: { value: 'mobile360', isRotated: false } };

async function ask({ canvas, userEvent }: Context, email = DEMO_EMAIL) {
  await userEvent.type(canvas.getByLabelText(/^Email/), email);
  await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
}

const answer = (status: number, message: string, headers: Record<string, string> = {}) => ({
  msw: {
    handlers: [
      http.post('/api/auth/password-reset', () =>
        HttpResponse.json({ statusCode: status, error: 'Error', message }, { status, headers }),
      ),
      ...handlers,
    ],
  },
});

export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to sign in' })).toBeVisible();
  },
};

export const Sending: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('/api/auth/password-reset', async () => {
          await delay('infinite');
          return HttpResponse.json({ message: 'never' }, { status: 202 });
        }),
        ...handlers,
      ],
    },
  },
  play: async (context) => {
    await ask(context);
    const button = context.canvas.getByRole('button', { name: 'Send reset link' });
    await waitFor(() => expect(button).toBeDisabled());
  },
};

export const Sent: Story = {
  play: async (context) => {
    await ask(context);
    await expect(await context.canvas.findByRole('status')).toHaveTextContent(
      SERVER_MESSAGES.passwordResetRequested,
    );
  },
};

export const ServerError: Story = {
  parameters: answer(500, SERVER_MESSAGES.internalError),
  play: async (context) => {
    await ask(context);
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent(
      'We could not send the link just now. Please try again in a moment.',
    );
  },
};

export const TooManyRequests: Story = {
  parameters: answer(429, SERVER_MESSAGES.passwordResetRateLimited, {
    'Retry-After': String(PASSWORD_RESET_RATE_LIMIT.addressWindowSeconds),
  }),
  play: async (context) => {
    await ask(context);
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent(
      SERVER_MESSAGES.passwordResetRateLimited,
    );
  },
};

export const Amharic: Story = {
  globals: { locale: 'am' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'የይለፍ ቃልዎን ይቀይሩ' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^ኢሜይል/), DEMO_EMAIL);
    await userEvent.click(canvas.getByRole('button', { name: 'የመቀየሪያ ሊንክ ይላኩ' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      SERVER_MESSAGES_AM.passwordResetRequested,
    );
  },
};

export const Phone: Story = {
  globals: phone,
  play: async (context) => {
    await ask(context);
    await expect(await context.canvas.findByRole('status')).toBeVisible();
    await expect(context.canvas.getByRole('button', { name: 'Send reset link' })).toBeVisible();
  },
};

/** Send without an e-mail, then with one that is not an address: said inline, nothing sent. */
export const EmailRefusedBeforeSending: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(await canvas.findByText('Please fill in this field.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^Email/), 'meron@');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(await canvas.findByText('Enter an e-mail address such as name@example.com.')).toBeVisible();
  },
};
