import type { Meta, StoryObj } from '@storybook/react';
import { Trash2 } from 'lucide-react';
import { expect, fn, screen } from 'storybook/test';
import { Alert, DialogIcon } from '../../../components/ui';
import { ConfirmDialog } from './form-dialog';

const meta = {
  title: 'Admin/Shared/Confirm Dialog',
  component: ConfirmDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    title: 'Delete Order',
    description: 'Delete order 3f2a9c1e (Package Small, Br 1,250) of abebe? This cannot be undone.',
    icon: (
      <DialogIcon tone="danger">
        <Trash2 />
      </DialogIcon>
    ),
    confirmLabel: 'Delete Order',
    danger: true,
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args, userEvent }) => {
    await screen.findByRole('dialog', { name: 'Delete Order' });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Order' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** The action cannot be taken now; the body says why. */
export const Disabled: Story = {
  args: {
    confirmDisabled: true,
    children: <Alert tone="warning">The order has a service: delete the service first.</Alert>,
  },
  play: async () => {
    await screen.findByRole('dialog', { name: 'Delete Order' });
    await expect(screen.getByRole('button', { name: 'Delete Order' })).toBeDisabled();
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async () => {
    await screen.findByRole('dialog', { name: 'Delete Order' });
    await expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(screen.getByRole('button', { name: 'Delete Order' })).toHaveAttribute('aria-busy', 'true');
  },
};
