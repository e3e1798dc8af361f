import type { Meta, StoryObj } from '@storybook/react';
import { LOGIN_FAILED } from '@shop/domain';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { DEMO_EMAIL, DEMO_PASSWORD, handlers, resetMockState } from '../../mocks';
import { SignInPage } from './sign-in-page';

const RATE_LIMITED = 'Too many sign-in attempts. Please wait 15 minutes and try again.';

const meta = {
  title: 'Auth/Sign in',
  component: SignInPage,
  parameters: { route: '/signin', msw: { handlers } },
  beforeEach: () => resetMockState(),
  decorators: [(Story) => <div className="min-h-dvh bg-canvas">{Story()}</div>],
} satisfies Meta<typeof SignInPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0];

async function submit({ canvas, userEvent }: Canvas, password = DEMO_PASSWORD) {
  await userEvent.type(canvas.getByLabelText(/^Email/), DEMO_EMAIL);
  await userEvent.type(canvas.getByLabelText(/^Password/), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
}

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Log in to your account' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeVisible();
  },
};

export const WrongPassword: Story = {
  play: async (context) => {
    await submit(context, 'not-the-password');
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent(LOGIN_FAILED);
  },
};

export const Submitting: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('/api/auth/login', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
        ...handlers,
      ],
    },
  },
  play: async (context) => {
    await submit(context);
    const button = context.canvas.getByRole('button', { name: 'Sign in' });
    await waitFor(() => expect(button).toBeDisabled());
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const TooManyAttempts: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('/api/auth/login', () =>
          HttpResponse.json(
            { statusCode: 429, error: 'Too Many Requests', message: RATE_LIMITED },
            { status: 429 },
          ),
        ),
        ...handlers,
      ],
    },
  },
  play: async (context) => {
    await submit(context);
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent(RATE_LIMITED);
  },
};

export const SignedInGoesToMyServices: Story = {
  play: async (context) => {
    await submit(context);
    const where = () =>
      context.canvasElement.ownerDocument
        .querySelector('[data-story-location]')
        ?.getAttribute('data-story-location');
    await waitFor(() => expect(where()).toBe('/my-services'));
  },
};

export const Amharic: Story = {
  globals: { locale: 'am' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'ወደ መለያዎ ይግቡ' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'የይለፍ ቃሉን ያሳዩ' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'ይግቡ' })).toBeVisible();
  },
};

export const AmharicWrongPassword: Story = {
  globals: { locale: 'am' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(/^ኢሜይል/), DEMO_EMAIL);
    await userEvent.type(canvas.getByLabelText(/^የይለፍ ቃል/), 'not-the-password');
    await userEvent.click(canvas.getByRole('button', { name: 'ይግቡ' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'ኢሜይሉ ወይም የይለፍ ቃሉ ትክክል አይደለም። እባክዎ እንደገና ይሞክሩ።',
    );
  },
};

/** 'Forgot your password?' leads to the reset page (with the e-mail typed here, if any). */
export const ForgotPasswordLink: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  },
};
