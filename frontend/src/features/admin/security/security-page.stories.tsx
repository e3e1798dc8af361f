import type { Meta, StoryObj } from '@storybook/react';
import { SERVER_MESSAGES } from '@shop/domain';
import { twoFactorCodeAt } from '@shop/domain/two-factor';
import { delay, http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import {
  ADMIN_PASSWORD,
  ADMIN_SESSION,
  ADMIN_USER,
  db,
  FIXTURE_TOTP_SECRET,
  handlers,
  setMockSettings,
  withTwoFactor,
} from '../../../mocks';
import { SecurityPage } from './security-page';

const admin = () => db.users.find((u) => u.id === ADMIN_USER.id)!;

const meta = {
  title: 'Admin/Security',
  component: SecurityPage,
  parameters: { route: '/admin/security', store: { auth: ADMIN_SESSION } },
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  decorators: [(Story) => <div className="min-h-dvh bg-canvas p-4 sm:p-8">{Story()}</div>],
} satisfies Meta<typeof SecurityPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

async function startSetup({ canvas, userEvent }: Context) {
  await userEvent.click(await canvas.findByRole('button', { name: /^(Turn on|አብራ)$/ }));
  await canvas.findByTestId('two-factor-qr');
}

export const Off: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Off')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Turn on' })).toBeVisible();
  },
};

export const SetUpWithQrCode: Story = {
  play: async (context) => {
    await startSetup(context);
    await expect(context.canvas.getByRole('img', { name: /QR code/ })).toBeVisible();
    await expect(context.canvas.getByTestId('two-factor-secret')).toHaveTextContent(
      admin().totpPendingSecret!,
    );
    await expect(context.canvas.getByLabelText(/^6-digit code/)).toHaveAttribute('inputmode', 'numeric');
  },
};

export const SetUpWrongCode: Story = {
  play: async (context) => {
    await startSetup(context);
    const right = await twoFactorCodeAt(admin().totpPendingSecret!);
    await context.userEvent.type(
      context.canvas.getByLabelText(/^6-digit code/),
      right === '000000' ? '111111' : '000000',
    );
    await context.userEvent.click(context.canvas.getByRole('button', { name: 'Turn on two-factor sign-in' }));
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent(
      SERVER_MESSAGES.twoFactorCodeInvalid,
    );
  },
};

export const TurnedOn: Story = {
  play: async (context) => {
    await startSetup(context);
    await context.userEvent.type(
      context.canvas.getByLabelText(/^6-digit code/),
      await twoFactorCodeAt(admin().totpPendingSecret!),
    );
    await context.userEvent.click(context.canvas.getByRole('button', { name: 'Turn on two-factor sign-in' }));
    await expect(await context.canvas.findByText('On')).toBeVisible();
  },
};

/** Turned on: the ten recovery codes, shown once, with copy and download. */
export const RecoveryCodesShownOnce: Story = {
  play: async (context) => {
    await startSetup(context);
    await context.userEvent.type(
      context.canvas.getByLabelText(/^6-digit code/),
      await twoFactorCodeAt(admin().totpPendingSecret!),
    );
    await context.userEvent.click(context.canvas.getByRole('button', { name: 'Turn on two-factor sign-in' }));
    const list = await context.canvas.findByTestId('recovery-codes');
    await expect(list.querySelectorAll('li')).toHaveLength(10);
    await expect(context.canvas.getByRole('button', { name: 'Download' })).toBeVisible();
    await expect(context.canvas.getByRole('button', { name: 'I have saved them' })).toBeVisible();
  },
};

export const RecoveryCodesAmharic: Story = {
  globals: { locale: 'am' },
  beforeEach: () => {
    withTwoFactor(admin());
  },
  play: async ({ canvas, userEvent }) => {
    const form = await canvas.findByRole('form', { name: 'አዲስ የመልሶ ማግኛ ኮዶች' });
    await userEvent.type(within(form).getByLabelText(/^የይለፍ ቃል/), ADMIN_PASSWORD);
    await userEvent.type(
      within(form).getByLabelText(/^ኮድ ወይም የመልሶ ማግኛ ኮድ/),
      await twoFactorCodeAt(FIXTURE_TOTP_SECRET, Date.now() / 1000 + 30),
    );
    await userEvent.click(within(form).getByRole('button', { name: 'አዲስ ኮዶች ፍጠር' }));
    await expect(await canvas.findByRole('heading', { name: 'የመልሶ ማግኛ ኮዶችዎ' })).toBeVisible();
  },
};

export const TurnOffWrongPassword: Story = {
  beforeEach: () => {
    withTwoFactor(admin());
  },
  play: async ({ canvas, userEvent }) => {
    const form = await canvas.findByRole('form', { name: 'Turn off two-factor sign-in' });
    await userEvent.type(within(form).getByLabelText(/^Password/), 'not-the-password');
    await userEvent.type(within(form).getByLabelText(/^Code or recovery code/), '123456');
    await userEvent.click(within(form).getByRole('button', { name: 'Turn off' }));
    await expect(await within(form).findByRole('alert')).toHaveTextContent(
      SERVER_MESSAGES.twoFactorPasswordInvalid,
    );
  },
};

export const TurnOffThrottled: Story = {
  beforeEach: () => {
    withTwoFactor(admin());
  },
  parameters: {
    msw: {
      handlers: [
        http.post('/api/auth/2fa/disable', () =>
          HttpResponse.json(
            {
              statusCode: 429,
              error: 'Too Many Requests',
              message: 'Too many wrong codes. Please try again in 2 minutes.',
            },
            { status: 429, headers: { 'Retry-After': '120' } },
          ),
        ),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    const form = await canvas.findByRole('form', { name: 'Turn off two-factor sign-in' });
    await userEvent.type(within(form).getByLabelText(/^Password/), ADMIN_PASSWORD);
    await userEvent.type(within(form).getByLabelText(/^Code or recovery code/), 'abcde-fghjk');
    await userEvent.click(within(form).getByRole('button', { name: 'Turn off' }));
    await expect(await within(form).findByRole('alert')).toHaveTextContent(/Too many wrong codes/);
  },
};

export const SignOutEverywhereFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('/api/auth/logout-all', () =>
          HttpResponse.json(
            { statusCode: 503, error: 'Service Unavailable', message: SERVER_MESSAGES.serviceUnavailable },
            { status: 503 },
          ),
        ),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign out everywhere' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(SERVER_MESSAGES.serviceUnavailable);
  },
};

export const SignOutEverywhereBusy: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('/api/auth/logout-all', async () => {
          await delay('infinite');
          return new HttpResponse(null, { status: 204 });
        }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    const button = await canvas.findByRole('button', { name: 'Sign out everywhere' });
    await userEvent.click(button);
    await expect(button).toBeDisabled();
  },
};

export const Enabled: Story = {
  beforeEach: () => {
    withTwoFactor(admin());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('On')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Turn off' })).toBeDisabled();
  },
};

export const EnabledAndRequiredByPolicy: Story = {
  beforeEach: () => {
    withTwoFactor(admin());
    setMockSettings({ adminRequire2fa: true });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/so it cannot be turned off here/)).toBeVisible();
  },
};

export const RequiredByPolicyInPlaceOfTheConsole: Story = {
  args: { gate: true },
  beforeEach: () => {
    setMockSettings({ adminRequire2fa: true });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Turn it on to use the console/)).toBeVisible();
  },
};

export const SetUpRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('/api/auth/2fa/setup', () =>
          HttpResponse.json(
            { statusCode: 409, error: 'Conflict', message: SERVER_MESSAGES.twoFactorAlreadyOn },
            { status: 409 },
          ),
        ),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Turn on' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(SERVER_MESSAGES.twoFactorAlreadyOn);
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/auth/me', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('status', { name: /Loading your security settings/ }),
    ).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/auth/me', () =>
          HttpResponse.json(
            { statusCode: 503, error: 'Service Unavailable', message: SERVER_MESSAGES.serviceUnavailable },
            { status: 503 },
          ),
        ),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Your security settings could not be loaded.',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Amharic: Story = {
  globals: { locale: 'am' },
  play: async (context) => {
    await expect(await context.canvas.findByRole('heading', { name: 'ባለሁለት ደረጃ መግቢያ' })).toBeVisible();
    await startSetup(context);
    await expect(context.canvas.getAllByText('ሚስጥራዊ ቁልፍ')[0]).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async (context) => {
    await startSetup(context);
    await expect(context.canvas.getByTestId('two-factor-secret')).toBeVisible();
  },
};
