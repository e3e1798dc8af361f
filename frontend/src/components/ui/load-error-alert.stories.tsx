import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn } from 'storybook/test';
import { LoadErrorAlert } from './load-error-alert';
import { StoryFrame } from './story-frame';

const meta = {
  title: 'UI/Load Error Alert',
  component: LoadErrorAlert,
  args: {
    children: 'Your orders could not be loaded.',
    retryLabel: 'Try again',
    onRetry: fn(),
  },
  decorators: [(Story) => <StoryFrame className="max-w-2xl">{Story()}</StoryFrame>],
} satisfies Meta<typeof LoadErrorAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Failed: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your orders could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const WithTitle: Story = {
  args: { title: 'Operating systems could not be loaded', children: 'The server did not answer.' },
};

export const Retrying: Story = {
  args: { retrying: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Try again' })).toHaveAttribute('aria-busy', 'true');
  },
};
