import type { Meta, StoryObj } from '@storybook/react';
import { expect } from 'storybook/test';
import { Price } from './price';
import { StoryFrame } from './story-frame';

const meta = {
  title: 'UI/Price',
  component: Price,
  args: { etb: 1500 },
  decorators: [(Story) => <StoryFrame>{Story()}</StoryFrame>],
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Amount: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1,500.00 ETB')).toBeVisible();
  },
};

export const PerMonth: Story = { args: { perMonth: true, size: 'lg' } };

export const Sizes: Story = {
  render: () => (
    <div className="flex flex-col items-start gap-3">
      <Price etb={1725} size="sm" perMonth />
      <Price etb={1725} size="md" perMonth />
      <Price etb={1725} size="lg" perMonth />
      <Price etb={1725} size="xl" perMonth />
    </div>
  ),
};

export const Missing: Story = {
  args: { etb: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('N/A')).toBeVisible();
  },
};

export const Amharic: Story = {
  globals: { locale: 'am' },
  args: { etb: 1725, perMonth: true, size: 'lg' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^ብር\s1,725\.00$/)).toBeVisible();
    await expect(canvas.getByText('/በወር')).toBeVisible();
  },
};
