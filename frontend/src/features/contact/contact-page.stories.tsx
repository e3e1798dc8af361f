import type { Meta, StoryObj } from '@storybook/react';
import { SERVER_MESSAGES } from '@shop/domain';
import { INQUIRY_RATE_LIMIT, SUPPORT_CONTACT } from '@shop/domain/contact';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { ContactPage } from './contact-page';

const meta = {
  title: 'Contact/Contact Us',
  component: ContactPage,
  parameters: { route: '/contact' },
  decorators: [(Story) => <div className="min-h-dvh bg-canvas">{Story()}</div>],
} satisfies Meta<typeof ContactPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

const phone = { viewport: { value: 'mobile360', isRotated: false } };

async function fillAndSend({ canvas, userEvent }: Context) {
  await userEvent.type(await canvas.findByRole('textbox', { name: /^Name/ }), 'Abebe Kebede');
  await userEvent.type(canvas.getByRole('textbox', { name: /^Email/ }), 'abebe@example.et');
  await userEvent.type(canvas.getByRole('textbox', { name: /^Subject/ }), 'Cannot connect to my server');
  await userEvent.type(
    canvas.getByRole('textbox', { name: /^Message/ }),
    'Since this morning my Package Small server does not answer on port 22.',
  );
  await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
}

const answer = (status: number, message: string, headers: Record<string, string> = {}) => ({
  msw: {
    handlers: [
      http.post('/api/inquiry', () =>
        HttpResponse.json(status < 400 ? { message } : { statusCode: status, error: 'Error', message }, {
          status,
          headers,
        }),
      ),
    ],
  },
});

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: SUPPORT_CONTACT.email })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Business Hours' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible();
  },
};

export const WithPhone: Story = {
  name: 'With the shop’s phone and its own Telegram chat (SUPPORT_PHONE, SUPPORT_TELEGRAM)',
  parameters: {
    msw: {
      handlers: [
        http.get('/api/support-contact', () =>
          HttpResponse.json({
            email: 'help@abay.cloud',
            telegram: { handle: '@AbayHelp', url: 'https://t.me/AbayHelp' },
            phone: '+251 11 555 0100',
            hours: '24/7',
          }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: '+251 11 555 0100' })).toHaveAttribute(
      'href',
      'tel:+251115550100',
    );
    await expect(canvas.getByRole('link', { name: /@AbayHelp/ })).toHaveAttribute(
      'href',
      'https://t.me/AbayHelp',
    );
    await expect(canvas.getByRole('link', { name: 'help@abay.cloud' })).toBeVisible();
    await expect(
      canvas.getByText('Chat support on Telegram, 24 hours a day, every day (24/7).'),
    ).toBeVisible();
  },
};

export const FaqOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    const question = await canvas.findByRole('button', { name: 'When will my server be ready?' });
    await userEvent.click(question);
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/usually takes up to 1 hour/)).toBeVisible();
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Email/ }), 'abebe@');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Subject/ }), '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await expect(await canvas.findByText('Please enter your name.')).toBeVisible();
    await expect(canvas.getByText(/Please enter a valid e-mail address/)).toBeVisible();
    await expect(canvas.getByText('Please enter a subject.')).toBeVisible();
    await expect(canvas.getByText('Please write your message.')).toBeVisible();
  },
};

export const Sending: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('/api/inquiry', async () => {
          await delay('infinite');
          return HttpResponse.json({ message: 'never' }, { status: 201 });
        }),
      ],
    },
  },
  play: async (context) => {
    await fillAndSend(context);
    const button = await context.canvas.findByRole('button', { name: 'Sending…' });
    await waitFor(() => expect(button).toBeDisabled());
  },
};

export const Sent: Story = {
  play: async (context) => {
    await fillAndSend(context);
    await expect(await context.canvas.findByText(SERVER_MESSAGES.inquiryReceived)).toBeVisible();
    await expect(context.canvas.getByRole('textbox', { name: /^Name/ })).toHaveValue('');
  },
};

export const ServerError: Story = {
  parameters: answer(500, SERVER_MESSAGES.internalError),
  play: async (context) => {
    await fillAndSend(context);
    const alert = await context.canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(SERVER_MESSAGES.internalError);
    await expect(alert).toHaveTextContent('Your message was not sent');
  },
};

export const RateLimited: Story = {
  parameters: answer(429, SERVER_MESSAGES.inquiryRateLimited, {
    'Retry-After': String(INQUIRY_RATE_LIMIT.windowSeconds),
  }),
  play: async (context) => {
    await fillAndSend(context);
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent(
      SERVER_MESSAGES.inquiryRateLimited,
    );
  },
};

export const Phone: Story = {
  globals: phone,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send Message' })).toBeVisible();
  },
};

export const Amharic: Story = {
  globals: { locale: 'am' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'ያግኙን' })).toBeVisible();
  },
};
