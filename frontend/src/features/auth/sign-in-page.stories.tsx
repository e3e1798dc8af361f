import type { Meta, StoryObj } from '@storybook/react';
import { LOGIN_FAILED, SERVER_MESSAGES } from '@shop/domain';
import { twoFactorCodeAt } from '@shop/domain/two-factor';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor } from 'storybook/test';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  ADMIN_USER,
  db,
  DEMO_EMAIL,
  DEMO_PASSWORD,
  FIXTURE_TOTP_SECRET,
  handlers,
  resetMockState,
  setMockSettings,
  withTwoFactor,
} from '../../mocks';
import { rememberIntendedDestination } from '../../lib/intended-destination';
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

export const OpenedForCheckout: Story = {
  name: 'Opened for checkout (says why)',
  beforeEach: () => {
    resetMockState();
    rememberIntendedDestination({ path: '/config-confirmation', search: '', state: null });
    return () => sessionStorage.clear();
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Sign in to continue to checkout. Your configuration is saved.',
    );
  },
};

export const OpenedForCheckoutAmharic: Story = {
  name: 'Opened for checkout, Amharic',
  globals: { locale: 'am' },
  beforeEach: OpenedForCheckout.beforeEach,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('ወደ ክፍያ ለመቀጠል ይግቡ።');
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

/** Every password check of the server is taken and none may wait: 503, the server's text. */
export const ServerBusy: Story = {
  beforeEach: () => setMockSettings({ passwordHashingBusy: true }),
  play: async (context) => {
    await submit(context);
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent(SERVER_MESSAGES.serverBusy);
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
/** The admin with two-factor sign-in on (the fixture secret), past the password step. */
async function toCodeStep({ canvas, userEvent }: Canvas) {
  withTwoFactor(db.users.find((u) => u.id === ADMIN_USER.id)!);
  await userEvent.type(canvas.getByLabelText(/^Email/), ADMIN_EMAIL);
  await userEvent.type(canvas.getByLabelText(/^Password/), ADMIN_PASSWORD);
  await userEvent.click(canvas.getByRole('button', { name: /^(Sign in|ይግቡ)$/ }));
}

export const TwoFactorCodeStep: Story = {
  play: async (context) => {
    await toCodeStep(context);
    const field = await context.canvas.findByLabelText(/^6-digit code/);
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveAttribute('inputmode', 'numeric');
    await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(context.canvas.getByRole('button', { name: 'Verify and sign in' })).toBeDisabled();
  },
};

export const TwoFactorWrongCode: Story = {
  play: async (context) => {
    await toCodeStep(context);
    const right = await twoFactorCodeAt(FIXTURE_TOTP_SECRET);
    await context.userEvent.type(
      await context.canvas.findByLabelText(/^6-digit code/),
      right === '000000' ? '111111' : '000000',
    );
    await context.userEvent.click(context.canvas.getByRole('button', { name: 'Verify and sign in' }));
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent(
      SERVER_MESSAGES.twoFactorCodeInvalid,
    );
  },
};

export const TwoFactorSignedIn: Story = {
  play: async (context) => {
    await toCodeStep(context);
    await context.userEvent.type(
      await context.canvas.findByLabelText(/^6-digit code/),
      await twoFactorCodeAt(FIXTURE_TOTP_SECRET),
    );
    await context.userEvent.click(context.canvas.getByRole('button', { name: 'Verify and sign in' }));
    const where = () =>
      context.canvasElement.ownerDocument
        .querySelector('[data-story-location]')
        ?.getAttribute('data-story-location');
    await waitFor(() => expect(where()).toBe('/admin'));
  },
};

export const TwoFactorCodeStepAmharic: Story = {
  globals: { locale: 'am' },
  play: async (context) => {
    await context.userEvent.type(context.canvas.getByLabelText(/^ኢሜይል/), ADMIN_EMAIL);
    withTwoFactor(db.users.find((u) => u.id === ADMIN_USER.id)!);
    await context.userEvent.type(context.canvas.getByLabelText(/^የይለፍ ቃል/), ADMIN_PASSWORD);
    await context.userEvent.click(context.canvas.getByRole('button', { name: 'ይግቡ' }));
    await expect(await context.canvas.findByRole('heading', { name: 'የመግቢያ ኮድዎን ያስገቡ' })).toBeVisible();
    await expect(context.canvas.getByLabelText(/^ባለ 6 አሃዝ ኮድ/)).toBeVisible();
  },
};

export const TwoFactorCodeStepPhone: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async (context) => {
    await toCodeStep(context);
    await expect(await context.canvas.findByLabelText(/^6-digit code/)).toBeVisible();
  },
};

/** "Lost your phone?": the recovery code's field in place of the 6-digit one. */
export const TwoFactorRecoveryCode: Story = {
  play: async (context) => {
    await toCodeStep(context);
    await context.userEvent.click(
      await context.canvas.findByRole('button', { name: 'Lost your phone? Use a recovery code' }),
    );
    await expect(await context.canvas.findByRole('heading', { name: 'Enter a recovery code' })).toBeVisible();
    await expect(context.canvas.getByLabelText(/^Recovery code/)).toHaveFocus();
  },
};

export const TwoFactorRecoveryCodeAmharic: Story = {
  globals: { locale: 'am' },
  play: async (context) => {
    withTwoFactor(db.users.find((u) => u.id === ADMIN_USER.id)!);
    await context.userEvent.type(context.canvas.getByLabelText(/^ኢሜይል/), ADMIN_EMAIL);
    await context.userEvent.type(context.canvas.getByLabelText(/^የይለፍ ቃል/), ADMIN_PASSWORD);
    await context.userEvent.click(context.canvas.getByRole('button', { name: 'ይግቡ' }));
    await context.userEvent.click(
      await context.canvas.findByRole('button', { name: 'ስልክዎ ጠፍቷል? የመልሶ ማግኛ ኮድ ይጠቀሙ' }),
    );
    await expect(await context.canvas.findByRole('textbox', { name: /^የመልሶ ማግኛ ኮድ/ })).toBeVisible();
  },
};

/** Past a few wrong codes: the server's wait, in its words. */
export const TwoFactorThrottled: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('/api/auth/login', async ({ request }) => {
          const body = (await request.clone().json()) as { code?: string };
          if (body.code === undefined) return undefined;
          return HttpResponse.json(
            {
              statusCode: 429,
              error: 'Too Many Requests',
              message: 'Too many wrong codes. Please try again in 1 minute.',
            },
            { status: 429, headers: { 'Retry-After': '30' } },
          );
        }),
        ...handlers,
      ],
    },
  },
  play: async (context) => {
    await toCodeStep(context);
    await context.userEvent.type(await context.canvas.findByLabelText(/^6-digit code/), '123456');
    await context.userEvent.click(context.canvas.getByRole('button', { name: 'Verify and sign in' }));
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent(
      'Too many wrong codes. Please try again in 1 minute.',
    );
  },
};

/** Sign in on an empty form: both fields say so inline, in the page's language, nothing is sent. */
export const EmptyFieldsNamed: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findAllByText('Please fill in this field.')).toHaveLength(2);
  },
};

export const AmharicEmptyFieldsNamed: Story = {
  globals: { locale: 'am' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'ይግቡ' }));
    await expect(await canvas.findAllByText('እባክዎ ይህን መስክ ይሙሉ።')).toHaveLength(2);
  },
};
