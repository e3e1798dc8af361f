import type { Meta, StoryObj } from '@storybook/react';
import { PASSWORD_MISMATCH_MESSAGE, PHONE_MESSAGE, SIGNUP_FAILED, SIGNUP_SUCCESS } from '@shop/domain';
import { http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import { DEMO_EMAIL, handlers, resetMockState } from '../../mocks';
import { SignUpPage } from './sign-up-page';

const meta = {
  title: 'Auth/Sign up',
  component: SignUpPage,
  parameters: { route: '/signup', msw: { handlers } },
  beforeEach: () => resetMockState(),
  decorators: [(Story) => <div className="min-h-dvh bg-canvas">{Story()}</div>],
} satisfies Meta<typeof SignUpPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0];
type Form = { username: string; phone: string; email: string; password: string; confirm: string };

const VALID: Form = {
  username: 'meron',
  phone: '+251911223344',
  email: 'meron@example.com',
  password: 'a-long-password',
  confirm: 'a-long-password',
};

async function fillAndSubmit({ canvas, userEvent }: Canvas, form: Partial<Form> = {}) {
  const values = { ...VALID, ...form };
  await userEvent.type(canvas.getByLabelText(/^Username/), values.username);
  await userEvent.type(canvas.getByLabelText(/^Phone/), values.phone);
  await userEvent.type(canvas.getByLabelText(/^Email/), values.email);
  await userEvent.type(canvas.getByLabelText(/^Password/), values.password);
  await userEvent.type(canvas.getByLabelText(/^Confirm password/), values.confirm);
  await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
}

export const Empty: Story = {};

export const PhoneTypedWithSpaces: Story = {
  play: async ({ canvas, userEvent }) => {
    const phone = canvas.getByLabelText(/^Phone/);
    await userEvent.type(phone, '+251 91-122 3344');
    await expect(phone).toHaveValue('+251911223344');
  },
};

export const InvalidPhone: Story = {
  play: async (context) => {
    await fillAndSubmit(context, { phone: '0811223344' });
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent(PHONE_MESSAGE);
  },
};

export const PasswordsDoNotMatch: Story = {
  play: async (context) => {
    await fillAndSubmit(context, { confirm: 'another-password' });
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent(PASSWORD_MISMATCH_MESSAGE);
  },
};

export const Success: Story = {
  play: async (context) => {
    await fillAndSubmit(context);
    await expect(await context.canvas.findByText(SIGNUP_SUCCESS)).toBeVisible();
  },
};

export const EmailAlreadyUsed: Story = {
  play: async (context) => {
    await fillAndSubmit(context, { email: DEMO_EMAIL });
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent(
      'An account with this email already exists.',
    );
  },
};

export const ServerFailure: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('/api/auth/register', () =>
          HttpResponse.json(
            { statusCode: 500, error: 'Internal Server Error', message: 'db down' },
            { status: 500 },
          ),
        ),
        ...handlers,
      ],
    },
  },
  play: async (context) => {
    await fillAndSubmit(context);
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent(SIGNUP_FAILED);
  },
};

/** The form filled in as an Amharic reader sees it ('የይለፍ ቃል' alone is the password, not its confirmation). */
async function fillAndSubmitInAmharic({ canvas, userEvent }: Canvas, form: Partial<Form> = {}) {
  const values = { ...VALID, ...form };
  await userEvent.type(canvas.getByLabelText(/^የተጠቃሚ ስም/), values.username);
  await userEvent.type(canvas.getByLabelText(/^ስልክ/), values.phone);
  await userEvent.type(canvas.getByLabelText(/^ኢሜይል/), values.email);
  await userEvent.type(canvas.getByLabelText(/^የይለፍ ቃል(?!ሉን)/), values.password);
  await userEvent.type(canvas.getByLabelText(/^የይለፍ ቃሉን ያረጋግጡ/), values.confirm);
  await userEvent.click(canvas.getByRole('button', { name: 'መለያ ይፍጠሩ' }));
}

export const Amharic: Story = {
  globals: { locale: 'am' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'መለያ ይፍጠሩ' })).toBeVisible();
    await expect(canvas.getByText('ቢያንስ 8 ቁምፊዎች')).toBeVisible();
  },
};

export const AmharicInvalidPhone: Story = {
  globals: { locale: 'am' },
  play: async (context) => {
    await fillAndSubmitInAmharic(context, { phone: '0811223344' });
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent(
      'ስልክ ቁጥሩ ከእነዚህ በአንዱ መልክ መሆን አለበት፦ +2519xxxxxxxx፣ +2517xxxxxxxx፣ 09xxxxxxxx ወይም 07xxxxxxxx',
    );
  },
};

export const AmharicPasswordsDoNotMatch: Story = {
  globals: { locale: 'am' },
  play: async (context) => {
    await fillAndSubmitInAmharic(context, { confirm: 'another-password' });
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent(
      'የይለፍ ቃሎቹ አይመሳሰሉም። እባክዎ እንደገና ይሞክሩ።',
    );
  },
};

/** Create account on an empty form: every field says so inline, the first is focused, nothing is sent. */
export const EmptyFieldsNamed: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findAllByText('Please fill in this field.')).toHaveLength(5);
    await expect(canvas.getByLabelText(/^Username/)).toHaveFocus();
  },
};

export const FieldsRefusedBeforeSending: Story = {
  play: async (context) => {
    await fillAndSubmit(context, { username: 'ab', email: 'meron@', password: 'short', confirm: 'short' });
    await expect(await context.canvas.findByText('Use at least 8 characters.')).toBeVisible();
    await expect(context.canvas.getByText('Enter an e-mail address such as name@example.com.')).toBeVisible();
  },
};

export const AmharicEmptyFieldsNamed: Story = {
  globals: { locale: 'am' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'መለያ ይፍጠሩ' }));
    await expect(await canvas.findAllByText('እባክዎ ይህን መስክ ይሙሉ።')).toHaveLength(5);
  },
};
