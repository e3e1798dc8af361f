import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { expect, screen } from 'storybook/test';
import { ResultDialog } from './result-dialog';

const meta = {
  title: 'Admin/Shared/Result Dialog',
  component: ResultDialog,
  args: { onClose: fn() },
} satisfies Meta<typeof ResultDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  args: {
    result: {
      tone: 'success',
      title: 'Order Marked as Paid',
      message: 'The order has been successfully marked as paid.',
    },
  },
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Order Marked as Paid' });
    await expect(dialog).toHaveAccessibleDescription('The order has been successfully marked as paid.');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Failure: Story = {
  args: {
    result: {
      tone: 'error',
      title: 'Failed to Delete Order',
      message:
        'Cannot Delete Order: Cannot delete order with active service. Please deactivate the service first. Service ID: 3f2a9c1e',
    },
  },
};
