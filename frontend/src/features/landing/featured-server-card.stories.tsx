import type { Meta, StoryObj } from '@storybook/react';
import { expect } from 'storybook/test';
import { kvmPackageByName } from '../../mocks';
import { FeaturedServerCard, FeaturedServerCardSkeleton } from './featured-server-card';

const starter = kvmPackageByName('Package Starter');

const meta = {
  title: 'Storefront/Landing/FeaturedServerCard',
  component: FeaturedServerCard,
  args: { server: starter, price: starter.price },
  decorators: [(Story) => <div className="max-w-sm bg-canvas p-8">{Story()}</div>],
} satisfies Meta<typeof FeaturedServerCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plan: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Package Starter' })).toBeVisible();
    await expect(canvas.getByText('2,400.00 ETB')).toBeVisible();
    await expect(canvas.getByText('4.0 GB RAM')).toBeVisible();
    await expect(canvas.getByText('60.0 GB SSD')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Configure Server' })).toHaveAttribute(
      'href',
      `/kvm-config/${starter.id}`,
    );
    await expect(canvas.queryByText('Most Popular')).toBeNull();
  },
};

export const MostPopular: Story = {
  args: { popular: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Most Popular')).toBeVisible();
  },
};

export const MissingPrice: Story = {
  args: { price: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('N/A')).toBeVisible();
  },
};

export const Skeleton: Story = { render: () => <FeaturedServerCardSkeleton /> };
