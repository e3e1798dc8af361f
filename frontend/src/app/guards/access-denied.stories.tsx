import type { Meta, StoryObj } from '@storybook/react';
import { ADMIN_ACCESS_DENIED } from '@shop/domain';
import { expect } from 'storybook/test';
import { AccessDenied } from './access-denied';

const meta = {
  title: 'App/Access Denied',
  component: AccessDenied,
  parameters: { route: '/admin' },
} satisfies Meta<typeof AccessDenied>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Customer: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(canvas.getByText(ADMIN_ACCESS_DENIED)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  },
};

export const Amharic: Story = {
  globals: { locale: 'am' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'መዳረሻ ተከልክሏል' })).toBeVisible();
    await expect(canvas.getByText('የአስተዳዳሪ ገጹን ለመክፈት ፈቃድ የለዎትም።')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'ወደ መነሻ ገጽ ይሂዱ' })).toHaveAttribute('href', '/');
  },
};
