import type { Meta, StoryObj } from '@storybook/react';
import { USERS_LOAD_FAILED } from '@shop/domain';
import { expect, fn } from 'storybook/test';
import { LoadError } from './load-error';

const meta = {
  title: 'Admin/Shared/Load Error',
  component: LoadError,
  args: { title: 'Error Loading Users', message: USERS_LOAD_FAILED, onRetry: fn() },
  decorators: [(Story) => <div className="p-6">{Story()}</div>],
} satisfies Meta<typeof LoadError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Failed: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Retrying: Story = { args: { retrying: true } };
