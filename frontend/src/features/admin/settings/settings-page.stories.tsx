import type { Meta, StoryObj } from '@storybook/react';
import { expect, waitFor } from 'storybook/test';
import { ADMIN_SESSION } from '../../../mocks/fixtures';
import { SETTINGS_SAVED } from './settings-defaults';
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

export const General: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('combobox', { name: 'Currency' })).toHaveValue('ETB');
  },
};

export const Notifications: Story = { args: { defaultTab: 'notifications' } };

export const Security: Story = {
  args: { defaultTab: 'security' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Between 5 and 480 minutes.')).toBeVisible();
  },
};

export const System: Story = { args: { defaultTab: 'system' } };

export const Saving: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save Settings' }));
    await expect(canvas.getByRole('button', { name: 'Saving…' })).toBeDisabled();
  },
};

export const Saved: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(SETTINGS_SAVED), {
      timeout: 2000,
    });
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
};
