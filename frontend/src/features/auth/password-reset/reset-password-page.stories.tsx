import type { Meta, StoryObj } from '@storybook/react';
import { PASSWORD_MISMATCH_MESSAGE, SERVER_MESSAGES, SERVER_MESSAGES_AM } from '@shop/domain';
import { PASSWORD_RESET_RATE_LIMIT } from '@shop/domain/rate-limits';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { handlers, MOCK_EXPIRED_RESET_TOKEN, MOCK_RESET_TOKEN, resetMockState } from '../../../mocks';
import { ResetPasswordPage } from './reset-password-page';

const link = (token: string) => `/reset-password?token=${token}`;

const meta = {
  title: 'Auth/Reset password',
  component: ResetPasswordPage,
  parameters: { route: link(MOCK_RESET_TOKEN), msw: { handlers } },
  beforeEach: () => resetMockState(),
  decorators: [(Story) => <div className="min-h-dvh bg-canvas">{Story()}</div>],
} satisfies Meta<typeof ResetPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

const NEW_PASSWORD = 'violet-kettle-sunrise-42';
const phone = { viewport: { value: 'mobile360', isRotated: false } };

async function choose({ canvas, userEvent }: Context, password = NEW_PASSWORD, confirmation = password) {
  await userEvent.type(canvas.getByLabelText(/^New password/), password);
  await userEvent.type(canvas.getByLabelText(/^Confirm new password/), confirmation);
  await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
}

export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
  },
};

export const PasswordsDoNotMatch: Story = {
  play: async (context) => {
    await choose(context, NEW_PASSWORD, 'another-password');
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent(PASSWORD_MISMATCH_MESSAGE);
  },
};

export const Sending: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('/api/auth/password-reset/confirm', async () => {
          await delay('infinite');
          return HttpResponse.json({ message: 'never' });
        }),
        ...handlers,
      ],
    },
  },
  play: async (context) => {
    await choose(context);
    const button = context.canvas.getByRole('button', { name: 'Change password' });
    await waitFor(() => expect(button).toBeDisabled());
  },
};

export const Success: Story = {
  play: async (context) => {
    await choose(context);
    await expect(await context.canvas.findByRole('status')).toHaveTextContent(
      SERVER_MESSAGES.passwordResetDone,
    );
  },
};

export const CommonPassword: Story = {
  play: async (context) => {
    await choose(context, 'password123');
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent(
      SERVER_MESSAGES.passwordTooCommon,
    );
  },
};

export const ExpiredLink: Story = {
  parameters: { route: link(MOCK_EXPIRED_RESET_TOKEN) },
  play: async (context) => {
    await choose(context);
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent(
      SERVER_MESSAGES.passwordResetTokenInvalid,
    );
    await expect(context.canvas.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
  },
};

export const MissingToken: Story = {
  parameters: { route: '/reset-password' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(SERVER_MESSAGES.passwordResetTokenInvalid);
    await expect(canvas.queryByLabelText(/^New password/)).toBeNull();
  },
};

export const TooManyAttempts: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('/api/auth/password-reset/confirm', () =>
          HttpResponse.json(
            {
              statusCode: 429,
              error: 'Too Many Requests',
              message: SERVER_MESSAGES.passwordResetRateLimited,
            },
            {
              status: 429,
              headers: { 'Retry-After': String(PASSWORD_RESET_RATE_LIMIT.confirmWindowSeconds) },
            },
          ),
        ),
        ...handlers,
      ],
    },
  },
  play: async (context) => {
    await choose(context);
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent(
      SERVER_MESSAGES.passwordResetRateLimited,
    );
  },
};

export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('/api/auth/password-reset/confirm', () =>
          HttpResponse.json(
            { statusCode: 500, error: 'Internal Server Error', message: 'x' },
            { status: 500 },
          ),
        ),
        ...handlers,
      ],
    },
  },
  play: async (context) => {
    await choose(context);
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent(
      'We could not change your password just now. Please try again in a moment.',
    );
  },
};

export const Amharic: Story = {
  globals: { locale: 'am' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'አዲስ የይለፍ ቃል ይምረጡ' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^አዲስ የይለፍ ቃል/), NEW_PASSWORD);
    await userEvent.type(canvas.getByLabelText(/^አዲሱን የይለፍ ቃል ያረጋግጡ/), NEW_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'የይለፍ ቃሉን ይቀይሩ' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(SERVER_MESSAGES_AM.passwordResetDone);
  },
};

export const AmharicExpiredLink: Story = {
  globals: { locale: 'am' },
  parameters: { route: link(MOCK_EXPIRED_RESET_TOKEN) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(/^አዲስ የይለፍ ቃል/), NEW_PASSWORD);
    await userEvent.type(canvas.getByLabelText(/^አዲሱን የይለፍ ቃል ያረጋግጡ/), NEW_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'የይለፍ ቃሉን ይቀይሩ' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      SERVER_MESSAGES_AM.passwordResetTokenInvalid,
    );
  },
};

export const Phone: Story = {
  globals: phone,
  play: async (context) => {
    await choose(context);
    await expect(await context.canvas.findByRole('status')).toBeVisible();
  },
};

/** A new password shorter than 8 characters: said under it, focused, nothing sent. */
export const PasswordTooShort: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(/^New password/), 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(await canvas.findByText('Use at least 8 characters.')).toBeVisible();
    await expect(canvas.getByLabelText(/^New password/)).toHaveFocus();
  },
};
