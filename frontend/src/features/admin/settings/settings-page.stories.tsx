import type { Meta, StoryObj } from '@storybook/react';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { ADMIN_SESSION } from '../../../mocks/fixtures';
import { SETTINGS_SAVED } from './settings-form';
import { SettingsPage } from './settings-page';

const meta = {
  title: 'Admin/Settings',
  component: SettingsPage,
  parameters: { route: '/admin/settings', store: { auth: ADMIN_SESSION } },
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  decorators: [(Story) => <div className="min-h-dvh bg-canvas p-4 sm:p-8">{Story()}</div>],
} satisfies Meta<typeof SettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const refusal = (message: string) =>
  HttpResponse.json({ statusCode: 400, error: 'Bad Request', message }, { status: 400 });

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: 'CBE Account Number' })).toHaveValue('');
    await expect(canvas.getByText('PROVIDER_KVM')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/admin/settings', async () => {
          await delay('infinite');
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading settings' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/admin/settings', () =>
          HttpResponse.json(
            { statusCode: 500, error: 'Internal Server Error', message: 'An internal server error occurred' },
            { status: 500 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Error Loading Settings' })).toBeVisible();
  },
};

export const Saving: Story = {
  parameters: {
    msw: {
      handlers: [
        http.put('/api/admin/settings', async () => {
          await delay('infinite');
        }),
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Save Settings' }));
    await expect(await canvas.findByRole('button', { name: 'Saving…' })).toBeDisabled();
  },
};

export const Saved: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Support Phone' }), '+251 11 777 0200');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(SETTINGS_SAVED));
    await expect(canvas.getByText(/Set in the console/)).toBeVisible();
  },
};

export const ServerRefusal: Story = {
  parameters: {
    msw: {
      handlers: [http.put('/api/admin/settings', () => refusal('CBE account number must be 8 to 20 digits'))],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Save Settings' }));
    await expect(await canvas.findByText('CBE account number must be 8 to 20 digits')).toBeVisible();
  },
};

export const InlineValidation: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'telebirr Number' }), '0811000000');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Support Telegram' }), '@ab');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Settings' }));
    await expect(
      await canvas.findByText(
        'Phone must be in format: +2519xxxxxxxx, +2517xxxxxxxx, 09xxxxxxxx, or 07xxxxxxxx',
      ),
    ).toBeVisible();
    await expect(canvas.getByText(/Telegram must be a username/)).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
};
