import type { Meta, StoryObj } from '@storybook/react';
import { expect } from 'storybook/test';
import { Steps } from './steps';
import { StoryFrame } from './story-frame';

const meta = {
  title: 'UI/Steps',
  component: Steps,
  args: { steps: ['Configure', 'Review', 'Pay', 'Confirm'], current: 1 },
  decorators: [(Story) => <StoryFrame>{Story()}</StoryFrame>],
} satisfies Meta<typeof Steps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Review: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Review').closest('[aria-current]')).toHaveAttribute(
      'aria-current',
      'step',
    );
    await expect(canvas.getByText('(done)')).toBeInTheDocument();
  },
};

export const LastStep: Story = { args: { current: 3 } };

export const OnPhone: Story = {
  args: { current: 2 },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
};
